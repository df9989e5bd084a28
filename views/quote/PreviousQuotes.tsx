/**
 * The previous-quotes view (quote 001 §2 "#previousQuotes", §4, §8), drawn from the previous quotes
 * machine's own actor (machines/quote/previousQuotes.machine.ts), which the quote chart invokes: the
 * look-up form (phone and date of birth, the quote form's own field rules), the groups newest
 * first, the owner's dialog in the kit's modal (quote-2.27: focus moved in and trapped, Escape
 * cancels; the mismatch with the attempts left, or the server's message as text, announced), the
 * group's quotes with "Get new quote", and the requote's status, failure and time-out. Every
 * message is announced (a polite status, an assertive alert for failures). Renders; decides nothing.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Formik } from 'formik';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import * as yup from 'yup';
import { attemptsLeft, type previousQuotesMachine } from '../../machines/quote/previousQuotes.machine';
import { type PreviousQuotesSnapshot } from '../../machines/quote/selectors';
import { previousQuotesOwner, previousQuotesScreen } from '../../machines/quote/stepSelectors';
import { dobError, type AgeRange } from '../../machines/quote/driverDates.rules';
import { isValidPhone } from '../../machines/quote/quote.rules';
import { commonText, fill, type Lang } from '../../src/i18n';
import { formText } from '../../src/i18n/form';
import { Button, LiveRegion, Modal } from '../../src/ui';
import { DateOfBirthField, FormSubmit, PhoneField, ValidatedForm } from '../../src/ui/form';
import { dobRule, phoneRule, type DobValue } from '../../src/rules/fieldRules';
import { dayText, driverNames, ownerMessage, previousQuotesTexts, previousTotal, vehicleNames, withDays, type PreviousQuotesText } from './previousQuotesText';

export type PreviousQuotesRef = ActorRefFrom<typeof previousQuotesMachine>;

export interface PreviousQuotesProps {
  actorRef: PreviousQuotesRef;
  lang: Lang;
}

/** The owner's dialog, with the attempts left (the chart's rule). */
const selectDialog = (s: PreviousQuotesSnapshot) => ({ ...previousQuotesOwner(s), attemptsLeft: attemptsLeft(s) });

const EMPTY_DOB: DobValue = { month: '', day: '', year: '' };

function dobSchema(t: PreviousQuotesText, limits: AgeRange) {
  const now = () => new Date();
  return dobRule({ minAge: limits.min, maxAge: limits.max, now }, {
    required: t.lookup.dobRequired,
    monthInvalid: t.lookup.monthInvalid,
    dayInvalid: t.lookup.dayInvalid,
    yearInvalid: t.lookup.yearInvalid,
    ageLimits: t.lookup.dobInvalid,
  })
    // quote-5.4: the year is 1920 to 3999, as the quote form reads it.
    .test('quote-dob-year', t.lookup.yearInvalid, (dob) => dobError({ month: dob.month ?? '', day: dob.day ?? '', year: dob.year ?? '' }, limits, now()) !== 'year')
    .required();
}

/** The look-up: the quote form's phone rule (quote-5.2) and date-of-birth rule (quote-5.4, quote-5.5). */
function LookupForm({ actorRef, lang, busy, initial, limits }: { actorRef: PreviousQuotesRef; lang: Lang; busy: boolean; initial: { phone: string; dob: DobValue }; limits: AgeRange }) {
  const t = previousQuotesTexts(lang);
  const schema = useMemo(
    () =>
      yup.object({
        phone: phoneRule({ required: t.lookup.phoneRequired, invalid: t.lookup.phoneInvalid }).test('quote-phone', t.lookup.phoneInvalid, (v) => isValidPhone(v ?? '')),
        dob: dobSchema(t, limits),
      }),
    [t, limits],
  );
  return (
    <Formik<{ phone: string; dob: DobValue }>
      initialValues={initial}
      validationSchema={schema}
      validateOnMount
      onSubmit={(values) => actorRef.send({ type: 'lookup.submit', search: { phone: values.phone, dob: values.dob } })}
    >
      <ValidatedForm texts={formText[lang]} busy={busy} busyText={t.lookup.searching} className="form-grid" aria-label={t.title}>
        <p>{t.lookup.intro}</p>
        <PhoneField name="phone" id="previous-quotes-phone" label={t.lookup.phone} hint={t.lookup.phoneHint} required />
        <DateOfBirthField name="dob" id="previous-quotes-dob" legend={t.lookup.dob} />
        <FormSubmit>{t.lookup.submit}</FormSubmit>
      </ValidatedForm>
    </Formik>
  );
}

/** quote-2.27: the owner's dialog, over the list. */
function OwnerDialog({ actorRef, lang, limits }: { actorRef: PreviousQuotesRef; lang: Lang; limits: AgeRange }) {
  const t = previousQuotesTexts(lang);
  const d = useSelector(actorRef, selectDialog, shallowEqual);
  const schema = useMemo(() => yup.object({ dob: dobSchema(t, limits) }), [t, limits]);
  const message = ownerMessage(t, lang, d);
  return (
    <Modal title={t.owner.title} onClose={() => actorRef.send({ type: 'owner.cancel' })} closeLabel={commonText[lang].close} size="small">
      <p>{t.owner.intro}</p>
      {/* Server text is rendered as text; the alert announces each new message. */}
      <LiveRegion politeness="assertive" visible className="quote-previous__alert">
        {message ?? ''}
      </LiveRegion>
      <Formik<{ dob: DobValue }>
        initialValues={{ dob: d.dob ?? EMPTY_DOB }}
        validationSchema={schema}
        validateOnMount
        onSubmit={(values) => actorRef.send({ type: 'owner.submit', dob: values.dob })}
      >
        <ValidatedForm texts={formText[lang]} busy={d.checking} busyText={t.owner.checking}>
          <DateOfBirthField name="dob" id="previous-quotes-owner-dob" legend={t.owner.dob} />
          <div className="quote-retry">
            <FormSubmit>{t.owner.submit}</FormSubmit>
            <Button variant="secondary" onClick={() => actorRef.send({ type: 'owner.cancel' })}>
              {t.owner.cancel}
            </Button>
          </div>
        </ValidatedForm>
      </Formik>
    </Modal>
  );
}

export function PreviousQuotes({ actorRef, lang }: PreviousQuotesProps) {
  const t = previousQuotesTexts(lang);
  const v = useSelector(actorRef, previousQuotesScreen, shallowEqual);
  const send = actorRef.send;
  const status = v.opening ? t.opening : v.requoting ? t.requoting : '';
  const alert = v.screen === 'lookupFailed' ? t.failed : v.groupFailed ? t.groupFailed : v.requoteFailed ? t.requoteFailed : v.timedOut ? t.timedOut : '';
  if (v.screen === 'done') return null;

  return (
    <section className="quote-previous" aria-labelledby="previous-quotes-title">
      <h2 id="previous-quotes-title">{t.title}</h2>
      <LiveRegion visible className="quote-previous__status">
        {status}
      </LiveRegion>
      <LiveRegion politeness="assertive" visible className="quote-previous__alert">
        {alert}
      </LiveRegion>

      {v.screen === 'lookup' && (
        <LookupForm actorRef={actorRef} lang={lang} busy={v.searching} initial={v.search ?? { phone: '', dob: EMPTY_DOB }} limits={v.ageLimits} />
      )}

      {v.screen === 'lookupFailed' && (
        <div className="quote-retry">
          <Button onClick={() => send({ type: 'lookup.retry' })}>{t.retry}</Button>
          <Button variant="secondary" onClick={() => send({ type: 'lookup.edit' })}>
            {t.edit}
          </Button>
        </div>
      )}

      {v.screen === 'none' && (
        <>
          <p role="status">{withDays(t.none, v.lookBackDays)}</p>
          <div className="quote-retry">
            <Button onClick={() => send({ type: 'lookup.edit' })}>{t.edit}</Button>
            <Button variant="secondary" onClick={() => send({ type: 'previous.close' })}>
              {t.newQuote}
            </Button>
          </div>
        </>
      )}

      {v.screen === 'list' && (
        <>
          <h3>{withDays(t.list.heading, v.lookBackDays)}</h3>
          <ul className="quote-previous__groups">
            {v.groups.map((g) => (
              <li key={g.transactionId} className="quote-previous__group">
                <span>{fill(t.list.quoted, { date: dayText(g.quoteDate, lang) })}</span>{' '}
                <Button variant="secondary" aria-busy={v.opening && v.group?.transactionId === g.transactionId ? true : undefined} onClick={() => send({ type: 'group.open', transactionId: g.transactionId })}>
                  {fill(t.list.open, { date: dayText(g.quoteDate, lang) })}
                </Button>
              </li>
            ))}
          </ul>
          {v.groupFailed && (
            <div className="quote-retry">
              <Button onClick={() => send({ type: 'group.retry' })}>{t.retry}</Button>
              <Button variant="secondary" onClick={() => send({ type: 'group.back' })}>
                {t.backToList}
              </Button>
            </div>
          )}
          <Button variant="link" onClick={() => send({ type: 'lookup.edit' })}>
            {t.edit}
          </Button>
          {v.dialog && <OwnerDialog actorRef={actorRef} lang={lang} limits={v.ageLimits} />}
        </>
      )}

      {v.screen === 'detail' && v.group && (
        <>
          <h3>{fill(t.detail.heading, { date: dayText(v.group.quoteDate, lang) })}</h3>
          <ul className="quote-previous__quotes">
            {v.quotes.map((q) => {
              const starts = q.effectiveDate ? dayText(q.effectiveDate, lang) : '';
              const total = previousTotal(t, lang, q);
              const vehicles = vehicleNames(q.cars);
              const drivers = driverNames(q.drivers);
              return (
                <li key={q.rateQuoteId} className="quote-previous__quote">
                  <div className="quote-previous__facts">
                    {/* quote-3.15: the carrier, the price and the vehicles, where the detail gives them (as text). */}
                    {q.companyName && <h4 className="quote-previous__carrier">{q.companyName}</h4>}
                    {total && <p className="quote-previous__total">{total}</p>}
                    {vehicles !== '' && <p>{fill(t.detail.vehicles, { vehicles })}</p>}
                    {starts !== '' && <p>{fill(t.detail.starts, { date: starts })}</p>}
                    {drivers !== '' && <p>{fill(t.detail.drivers, { names: drivers })}</p>}
                  </div>
                  <Button
                    aria-label={starts !== '' ? fill(t.detail.requoteFor, { date: starts }) : undefined}
                    aria-disabled={v.requoting ? true : undefined}
                    onClick={() => send({ type: 'requote.start', rateQuoteId: q.rateQuoteId })}
                  >
                    {t.detail.requote}
                  </Button>
                </li>
              );
            })}
          </ul>
          {(v.requoteFailed || v.timedOut) && (
            <div className="quote-retry">
              <Button onClick={() => send({ type: 'requote.retry' })}>{t.retry}</Button>
              <Button variant="secondary" onClick={() => send({ type: 'requote.back' })}>
                {t.backToQuotes}
              </Button>
            </div>
          )}
          {!v.requoting && !v.requoteFailed && !v.timedOut && (
            <Button variant="link" onClick={() => send({ type: 'group.back' })}>
              {t.backToList}
            </Button>
          )}
        </>
      )}

      <Button variant="link" onClick={() => send({ type: 'previous.close' })}>
        {t.close}
      </Button>
    </section>
  );
}
