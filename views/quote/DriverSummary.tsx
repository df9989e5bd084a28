/**
 * The driver summary (quote-2.2, quote-2.9, quote-2.24, quote-2.26, quote-4.7): the main driver's
 * card (name, date of birth as MM/DD/YYYY, address) with Edit, a link to driver1's hash (the page
 * tells the chart, as for the progress bar's links); the additional drivers' cards, the visitor's
 * own with Edit (`driver.edit`: the dialog, DriverDialog.tsx) and Remove (`driver.remove`, then
 * "Remove {first} {last} ?": `remove.confirm` or `remove.cancel`), the household's drivers the
 * licence lookup found without them (only manual drivers may be edited or removed); "Add a driver"
 * (`driver.add`); after a driver is added, "Do you want to add another driver?"
 * (`another.confirm`, `another.cancel`); Continue (`drivers.submit`) and Back. A thin renderer:
 * the list's own chart (machines/quote/driverList.machine.ts, the quote chart's child
 * `driversummary`) holds the drivers, decides which dialog is open and takes these events.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { QuoteDriver } from '../../machines/quote/types';
import { driverListChild, type DriverListRef, type DriverListSnapshot, type QuoteSnapshot } from '../../machines/quote/selectors';
import { driverListStage } from '../../machines/quote/stepSelectors';
import { joinDob } from '../../machines/quote/driverDates.rules';
import { RELATION_CHOICES } from '../../machines/quote/quote.rules';
import { fill } from '../../src/i18n';
import { Button, ButtonLink, Modal, VisuallyHidden } from '../../src/ui';
import { DriverDialog, isDriverDialog } from './DriverDialog';
import { BackButton, StepHeading, type StepProps } from './parts';
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';

const HEADING_ID = 'quote-driversummary-heading';

/** MM/DD/YYYY, as the date is joined for the API (quote-5.4) with slashes. */
const dobText = (dob: QuoteDriver['dob']) => joinDob(dob)?.replaceAll('-', '/') ?? '';
const fullName = (d: { firstName: string; lastName: string }) => `${d.firstName.trim()} ${d.lastName.trim()}`;

/** The main driver, shown on the first card (the quote chart's answers). */
const selectMainDriver = (s: QuoteSnapshot) => ({ driver1: s.context.answers.driver1, driver3: s.context.answers.driver3 });
const selectDialog = (s: DriverListSnapshot) => s.children.driverDialog;

export function DriverSummary(props: StepProps) {
  const actor = QuoteFlow.useActorRef();
  const list = useSelector(actor, driverListChild);
  return list ? <DriverList list={list} {...props} /> : null;
}

function DriverList({ list, focusHeading, starting }: StepProps & { list: DriverListRef }) {
  const { t, form } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const main = useSelector(actor, selectMainDriver, shallowEqual);
  const v = useSelector(list, driverListStage, shallowEqual);
  const child = useSelector(list, selectDialog);
  const dialog = isDriverDialog(child) ? child : null;
  const headingRef = useRef<HTMLDivElement>(null);
  const name = fullName(main.driver1);
  const street = [main.driver3.address, main.driver3.address2].map((part) => part.trim()).filter(Boolean).join(', ');
  const place = `${main.driver3.city}, ${main.driver3.state} ${main.driver3.zip}`;

  // A removed driver takes its Remove button with it: focus goes to the list's heading rather than the page.
  const count = v.drivers.length;
  const before = useRef(count);
  useEffect(() => {
    const removed = count < before.current;
    before.current = count;
    const active = document.activeElement;
    if (removed && (active === null || active === document.body)) headingRef.current?.querySelector('h2')?.focus();
  }, [count]);

  const removing = v.removing === null ? null : (v.drivers[v.removing] ?? null);

  return (
    <section className="quote-step" aria-labelledby={HEADING_ID}>
      <div ref={headingRef}>
        <StepHeading id={HEADING_ID} focus={focusHeading}>
          {t.summary.heading}
        </StepHeading>
      </div>
      <ul className="quote-drivers">
        <li className="card quote-driver-card">
          <h3 className="card__title">{name}</h3>
          <p className="quote-driver-card__role">{t.summary.primary}</p>
          <dl className="quote-driver-card__details">
            <dt>{t.summary.dob}</dt>
            <dd>{dobText(main.driver1.dob)}</dd>
            <dt>{t.summary.address}</dt>
            <dd>
              {street}
              <br />
              {place}
            </dd>
          </dl>
          <ButtonLink variant="secondary" href="#driver1">
            {t.buttons.edit} <VisuallyHidden>{name}</VisuallyHidden>
          </ButtonLink>
        </li>
        {v.drivers.map((driver, index) => (
          <DriverCard key={`${index}-${driver.firstName}-${driver.lastName}`} list={list} driver={driver} index={index} enabled={v.listing} />
        ))}
      </ul>
      <div className="quote-drivers__add">
        <Button variant="secondary" disabled={!v.listing} onClick={() => list.send({ type: 'driver.add' })}>
          {t.summary.add}
        </Button>
      </div>
      <div className="form-actions">
        {/* quote-4.4: busy while the visitor's token is on its way. */}
        <Button busy={starting} onClick={() => list.send({ type: 'drivers.submit' })}>
          {t.buttons.continue}
        </Button>
        <BackButton from={list} />
      </div>
      {dialog && <DriverDialog dialog={dialog} />}
      {removing && (
        <Modal
          title={fill(t.summary.removeTitle, { first: removing.firstName, last: removing.lastName })}
          onClose={() => list.send({ type: 'remove.cancel' })}
          closeLabel={form.close}
          size="small"
          actions={
            <>
              <Button data-autofocus onClick={() => list.send({ type: 'remove.confirm' })}>
                {t.summary.removeYes}
              </Button>
              <Button variant="secondary" onClick={() => list.send({ type: 'remove.cancel' })}>
                {t.summary.removeNo}
              </Button>
            </>
          }
        >
          <p>{t.summary.removeText}</p>
        </Modal>
      )}
      {v.askingAnother && (
        <Modal
          title={t.summary.anotherTitle}
          onClose={() => list.send({ type: 'another.cancel' })}
          closeLabel={form.close}
          size="small"
          actions={
            <>
              <Button data-autofocus onClick={() => list.send({ type: 'another.confirm' })}>
                {t.summary.anotherYes}
              </Button>
              <Button variant="secondary" onClick={() => list.send({ type: 'another.cancel' })}>
                {t.summary.anotherNo}
              </Button>
            </>
          }
        >
          <p>{t.summary.anotherText}</p>
        </Modal>
      )}
    </section>
  );
}

function DriverCard({ list, driver, index, enabled }: { list: DriverListRef; driver: QuoteDriver; index: number; enabled: boolean }) {
  const { t } = useQuoteTexts();
  const name = fullName(driver);
  const relation = RELATION_CHOICES.find((r) => r.code === driver.primaryDriverRelation);
  const a = driver.address;
  return (
    <li className="card quote-driver-card">
      <h3 className="card__title">{name}</h3>
      <p className="quote-driver-card__role">
        {driver.primaryDriver ? t.summary.primaryFlag : t.summary.additional}
        {!driver.isManualDriver && <> ({t.summary.found})</>}
      </p>
      <dl className="quote-driver-card__details">
        <dt>{t.summary.dob}</dt>
        <dd>{dobText(driver.dob)}</dd>
        {relation && !driver.primaryDriver && (
          <>
            <dt>{t.summary.relation}</dt>
            <dd>{t.driverDialog.relations[relation.name]}</dd>
          </>
        )}
        <dt>{t.summary.address}</dt>
        <dd>
          {[a.address, a.address2].map((p) => p.trim()).filter(Boolean).join(', ')}
          <br />
          {`${a.city}, ${a.state} ${a.zip}`}
        </dd>
      </dl>
      {/* quote-4.7: only the visitor's own drivers may be edited or removed. */}
      {driver.isManualDriver && (
        <div className="quote-card__actions">
          <Button variant="secondary" disabled={!enabled} onClick={() => list.send({ type: 'driver.edit', index })}>
            {t.buttons.edit} <VisuallyHidden>{name}</VisuallyHidden>
          </Button>
          <Button variant="link" disabled={!enabled} onClick={() => list.send({ type: 'driver.remove', index })}>
            {t.summary.remove} <VisuallyHidden>{name}</VisuallyHidden>
          </Button>
        </div>
      )}
    </li>
  );
}
