/**
 * driver3 (quote-2.8, quote-3.2, quote-5.1, quote-5.3, quote-5.6, quote-5.7): the address, the
 * ZIP code (sent to the chart as `zip.lookup` when its fifth digit is typed or when the field is
 * left), the city and state the lookup found (shown from the chart's context, read-only), gender,
 * marital status, current insurance, the licence type, the licence ID when the page requires it,
 * and the renters/home insurance interest. In zipNotAvailable the ZIP is marked invalid with the
 * not-available message and the city and state are empty (the chart cleared them). The step's
 * own chart (machines/quote/address.machine.ts, the quote chart's child `driver3`) is read and told.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { QuoteDraft } from '../../machines/quote/types';
import { addressChild, type AddressStageRef } from '../../machines/quote/selectors';
import { addressStage } from '../../machines/quote/stepSelectors';
import { fill } from '../../src/i18n';
import { normalizeZipInput, ZIP_LENGTH } from '../../src/rules/fieldInput';
import { Button, Field, LiveRegion } from '../../src/ui';
import { CheckboxField, FormSubmit, RadioGroupField, SelectField, TextField, ValidatedForm, ZipField } from '../../src/ui/form';
import { LICENSE_TYPES, driver3Schema, type Driver3Form } from './driverSchemas';
import { AffiliateNotice, BackButton, KeepDraft, StepHeading, useStepDraft, type StepProps } from './parts';
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';

const HEADING_ID = 'quote-driver3-heading';

/** driver3's draft: every field as typed (the city and state are the ZIP lookup's, asked again). */
const driver3Draft = (values: Driver3Form): QuoteDraft => ({ stage: 'driver3', values: { ...values, city: '', state: '' } });

export function Driver3Step({ focusHeading, starting }: StepProps) {
  const { t } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const address = useSelector(actor, addressChild);
  return (
    <section className="quote-step" aria-labelledby={HEADING_ID}>
      <StepHeading id={HEADING_ID} focus={focusHeading}>
        {t.driver3.heading}
      </StepHeading>
      <AffiliateNotice step="driver3" />
      {address && <Driver3Form address={address} starting={starting} />}
    </section>
  );
}

/** The step's form, on its own chart (the quote chart's child `driver3`). */
function Driver3Form({ address, starting }: { address: AddressStageRef; starting: boolean }) {
  const { t } = useQuoteTexts();
  const v = useSelector(address, addressStage, shallowEqual);
  const schema = useMemo(
    () =>
      driver3Schema({
        errors: t.errors,
        zipNotAvailable: t.configured.zipNotAvailable,
        licenseIdRequired: v.licenseIdRequired,
        zipChecked: v.zipChecked,
        checkingZip: v.zip === 'checking',
      }),
    [t, v.licenseIdRequired, v.zipChecked, v.zip],
  );
  // The form starts from the chart's values once, when the step is shown (a revisit shows what was kept),
  // or from what was typed before a reload (its draft); a ZIP typed then and not looked up is looked up as it opens.
  const draft = useStepDraft('driver3');
  const [{ initialValues, zipToAsk }] = useState<{ initialValues: Driver3Form; zipToAsk: string | null }>(() => {
    const { city: _city, state: _state, ...rest } = draft ?? v.saved;
    const zip = draft && /^\d{5}$/.test(draft.zip) && draft.zip !== v.zipChecked?.zip ? draft.zip : null;
    return { initialValues: rest, zipToAsk: zip };
  });
  return (
    <Formik<Driver3Form>
      initialValues={initialValues}
      validationSchema={schema}
      validateOnMount
      onSubmit={(values) => {
        // City and state are the ZIP lookup's, as the chart holds them.
        address.send({ type: 'driver3.submit', values: { ...values, city: v.city, state: v.state } });
      }}
    >
      <>
        <KeepDraft toDraft={driver3Draft} />
        <Driver3Fields address={address} busy={starting || v.zip === 'checking' || v.zip === 'switching' || v.zip === 'endpointFailed'} view={v} zipToAsk={starting ? null : zipToAsk} />
      </>
    </Formik>
  );
}

function Driver3Fields({ address, busy, view: v, zipToAsk }: { address: AddressStageRef; busy: boolean; view: ReturnType<typeof addressStage>; zipToAsk: string | null }) {
  const { t, form } = useQuoteTexts();
  const { values, validateForm, setFieldTouched } = useFormikContext<Driver3Form>();
  /** The ZIP last sent, so leaving the field does not look the same ZIP up twice. */
  const lastAsked = useRef<string | null>(null);

  // A ZIP put back from the draft and not looked up yet goes to the chart once the form is ready (as if just typed).
  useEffect(() => {
    if (zipToAsk === null || lastAsked.current === zipToAsk) return;
    const now = addressStage(address.getSnapshot());
    if (now.zipChecked?.zip === zipToAsk || now.zip === 'checking') return;
    lastAsked.current = zipToAsk;
    address.send({ type: 'zip.lookup', zip: zipToAsk });
  }, [address, zipToAsk]);

  // The chart's answer changes what the ZIP rule says: judge the form again, and show the
  // not-available message on the ZIP at once (quote-5.3), touched or not.
  useEffect(() => {
    void validateForm();
  }, [v.zipChecked, v.zip, validateForm]);
  useEffect(() => {
    if (v.zip === 'notAvailable') void setFieldTouched('zip', true);
  }, [v.zip, setFieldTouched]);

  const askZip = (zip: string) => {
    lastAsked.current = zip;
    address.send({ type: 'zip.lookup', zip });
  };
  /** The fifth digit typed (or a ZIP pasted) sends the lookup; the chart's guard judges the ZIP. */
  const onZipInput = (event: ChangeEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    const zip = normalizeZipInput(event.target.value);
    if (zip.length === ZIP_LENGTH && zip !== values.zip) askZip(zip);
  };
  /** Leaving the field sends a ZIP not looked up yet (a prefilled one, or one typed and changed back). */
  const onZipLeave = () => {
    const zip = values.zip;
    if (zip.length === ZIP_LENGTH && zip !== v.zipChecked?.zip && zip !== lastAsked.current && v.zip !== 'checking') askZip(zip);
  };

  // Said once the lookup filled the city and state (the busy form says "Checking your ZIP code…" before).
  const zipStatusText =
    v.zip === 'idle' && v.zipChecked?.available && v.zipChecked.zip === values.zip && v.city ? fill(t.driver3.zipFound, { city: v.city, state: v.state }) : '';

  return (
    <ValidatedForm
      texts={form}
      busy={busy}
      busyText={v.zip === 'checking' ? t.driver3.checkingZip : v.zip === 'switching' ? t.driver3.switchingEndpoint : undefined}
      className="quote-step__form form-grid"
    >
      <TextField name="address" id="quote-address" label={t.driver3.address} autoComplete="address-line1" maxLength={100} required />
      <TextField name="address2" id="quote-address2" label={t.driver3.address2} autoComplete="address-line2" maxLength={50} />
      <div className="quote-zip-lookup" onChange={onZipInput} onBlur={onZipLeave}>
        <ZipField name="zip" id="quote-zip" label={t.driver3.zip} hint={t.driver3.zipHint} required />
      </div>
      <LiveRegion className="quote-zip-status">{zipStatusText}</LiveRegion>
      {v.zip === 'endpointFailed' && (
        <div className="quote-zip-failed">
          <p className="ui-notice ui-notice--error" role="alert">
            {t.driver3.endpointFailed}
          </p>
          <Button variant="secondary" onClick={() => address.send({ type: 'token.retry' })}>
            {t.buttons.retry}
          </Button>
        </div>
      )}
      {v.zip === 'failed' && (
        <div className="quote-zip-failed">
          <p className="ui-notice ui-notice--error" role="alert">
            {t.driver3.zipFailed}
          </p>
          <Button variant="secondary" onClick={() => askZip(values.zip)}>
            {t.buttons.retry}
          </Button>
        </div>
      )}
      <Field
        id="quote-city"
        name="city"
        label={t.driver3.city}
        hint={t.driver3.fromZip}
        value={v.city}
        readOnly
        onChange={() => {}}
        errorPrefix={form.errorPrefix}
        autoComplete="address-level2"
      />
      <Field
        id="quote-state"
        name="state"
        label={t.driver3.state}
        hint={t.driver3.fromZip}
        value={v.state}
        readOnly
        onChange={() => {}}
        errorPrefix={form.errorPrefix}
        autoComplete="address-level1"
        className="ui-field--short"
      />
      <RadioGroupField
        name="gender"
        id="quote-gender"
        legend={t.driver3.gender}
        options={[{ value: '1', label: t.driver3.female }, { value: '0', label: t.driver3.male }]}
        inline
        required
      />
      <RadioGroupField
        name="marital"
        id="quote-marital"
        legend={t.driver3.marital}
        options={[{ value: '1', label: t.driver3.single }, { value: '0', label: t.driver3.married }]}
        inline
        required
      />
      <RadioGroupField
        name="insured"
        id="quote-insured"
        legend={t.driver3.insured}
        options={[{ value: '0', label: t.driver3.insuredYes }, { value: '1', label: t.driver3.insuredNo }]}
        required
      />
      <SelectField
        name="licenseType"
        id="quote-license-type"
        label={t.driver3.licenseType}
        options={LICENSE_TYPES.map((code) => ({ value: code, label: t.driver3.licenseTypes.us }))}
        placeholder={false}
        required
      />
      {v.licenseIdRequired && (
        <TextField
          name="licenseId"
          id="quote-license-id"
          label={t.driver3.licenseId}
          hint={t.driver3.licenseIdHint}
          autoComplete="off"
          spellCheck={false}
          maxLength={25}
          required
        />
      )}
      <CheckboxField name="rentersAndHome" id="quote-renters-home" label={t.driver3.rentersAndHome} />
      <FormSubmit>{t.buttons.continue}</FormSubmit>
      <BackButton />
    </ValidatedForm>
  );
}
