/**
 * driver2 (quote-2.7, quote-5.2, quote-5.6): email, phone (999-999-9999 as typed, pastes such as
 * "(512) 555-0100" read) and the consent. Email and phone start from the chart's values (a
 * revisit shows what was kept). The consent box starts unticked every time the step is shown:
 * agreeing to be contacted is something the visitor does, never a box ticked for them. Under it,
 * the policies the consent is given to, each opening in its modal (quote-2.31, the `disclosures`
 * child of the contact form's chart, or of the quote chart while the lead is written). The form
 * sends its Continue and Back to its own chart (machines/quote/contact.machine.ts, the quote
 * chart's child `driver2` or `consent`).
 *
 * The same form is the affiliate consent section (quote-2.12, `section="consent"`): an affiliate
 * whose lead gave no consent is asked for email, phone and consent before the rate request.
 */
import { useSelector } from '@xstate/react';
import { Formik } from 'formik';
import { useMemo } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, SnapshotFrom } from 'xstate';
import type { Driver2Values, QuoteDraft } from '../../machines/quote/types';
import { contactChild, type QuoteMachine } from '../../machines/quote/selectors';
import { contactSavingLead } from '../../machines/quote/stepSelectors';
import { CheckboxField, EmailField, FormSubmit, PhoneField, ValidatedForm } from '../../src/ui/form';
import { DisclosureModal, isDisclosures, PolicyLinks } from './Disclosures';
import { driver2Schema } from './driverSchemas';
import { AffiliateNotice, BackButton, KeepDraft, StepHeading, WhyWeAsk, useStepDraft, type StepProps } from './parts';

/** driver2's and the consent section's drafts: the e-mail and the phone (never the consent). */
const driver2Draft = (v: Driver2Values): QuoteDraft => ({ stage: 'driver2', values: { email: v.email, phone: v.phone } });
const consentDraft = (v: Driver2Values): QuoteDraft => ({ stage: 'consent', values: { email: v.email, phone: v.phone } });
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';

const selectSaved = (s: SnapshotFrom<QuoteMachine>) => s.context.answers.driver2;
/** The policies' chart: the contact form's child, or the quote chart's while the lead is written. */
const selectDisclosures = (s: AnyMachineSnapshot) => {
  const child: AnyActorRef | undefined = s.children.disclosures;
  return isDisclosures(child) ? child : null;
};

export function Driver2Step({ focusHeading, starting, section = 'driver2' }: StepProps & { section?: 'driver2' | 'consent' }) {
  const headingId = `quote-${section}-heading`;
  const { t, form, lang } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const saved = useSelector(actor, selectSaved);
  const savingLead = useSelector(actor, contactSavingLead);
  const contact = useSelector(actor, contactChild);
  const owner: AnyActorRef = contact ?? actor;
  const disclosures = useSelector(owner, selectDisclosures);
  // What was typed before a reload, put back as it was; the consent still unticked.
  const draft = useStepDraft(section);
  const initialValues = useMemo<Driver2Values>(() => ({ ...saved, ...(draft ?? {}), consent: false }), [saved, draft]);
  const schema = useMemo(() => driver2Schema(t.errors), [t]);
  return (
    <section className="quote-step" aria-labelledby={headingId}>
      <StepHeading id={headingId} focus={focusHeading}>
        {section === 'consent' ? t.consentSection.heading : t.driver2.heading}
      </StepHeading>
      {section === 'consent' ? <p>{t.consentSection.text}</p> : <AffiliateNotice step="driver2" />}
      <Formik<Driver2Values>
        initialValues={initialValues}
        validationSchema={schema}
        validateOnMount
        onSubmit={(values) => {
          contact?.send({ type: section === 'consent' ? 'consent.submit' : 'driver2.submit', values });
        }}
      >
        <>
          <KeepDraft toDraft={section === 'consent' ? consentDraft : driver2Draft} />
          <ValidatedForm texts={form} busy={starting || savingLead} busyText={savingLead ? t.driver2.saving : undefined} className="quote-step__form form-grid">
            <EmailField name="email" id="quote-email" label={t.driver2.email} hint={t.driver2.emailHint} required />
            <PhoneField name="phone" id="quote-phone" label={t.driver2.phone} hint={t.driver2.phoneHint} required />
            <WhyWeAsk summary={t.whyWeAsk.phone}>{t.whyWeAsk.phoneText}</WhyWeAsk>
            <CheckboxField name="consent" id="quote-consent" label={t.driver2.consent} required />
            {disclosures && <PolicyLinks actorRef={disclosures} lang={lang} />}
            <FormSubmit>{t.buttons.continue}</FormSubmit>
            {/* Back is the contact form's own on driver2, the quote chart's on the consent section. */}
            <BackButton from={section === 'driver2' ? contact : undefined} />
          </ValidatedForm>
        </>
      </Formik>
      {disclosures && <DisclosureModal actorRef={disclosures} lang={lang} />}
    </section>
  );
}
