/**
 * driver1 (quote-2.6, quote-4.9, quote-5.1, quote-5.4, quote-5.5, quote-5.8): how the visitor
 * starts (a licence number, or none), the licence number with a show/hide toggle, the date of
 * birth and the names. Once the licence number and the date of birth are both typed, leaving
 * either sends `licence.lookup` and the chart decides whether to look up (its guard); without a
 * licence number, leaving the date of birth or a name sends `names.lookup`, searched as the
 * configured strategy says (quote-4.10). A driver found fills the names. Initial values are the
 * chart's (a revisit shows what was kept).
 *
 * The step's screens are its own chart's (the quote chart's child `driver1`,
 * machines/quote/driver1.machine.ts): the view reads it through `driver1Stage` and sends it the
 * step's events. A photo of the licence (uploaded, or taken with the camera: quote-1.1, quote-4.9)
 * is that chart's `licenceImage` child: its panel replaces the licence number, Continue waits while
 * it is read, and what it read fills the names and the date of birth (the visitor checks them).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Driver1Values, QuoteDraft } from '../../machines/quote/types';
import { driver1Child, driver1Stage, type Driver1Lookup, type Driver1StageRef, type LicenceImageRef, type QuoteSnapshot } from '../../machines/quote/selectors';
import { finishTextInput } from '../../src/rules/fieldInput';
import { fill } from '../../src/i18n';
import { Button, LiveRegion, Modal } from '../../src/ui';
import { DateOfBirthField, FormSubmit, RadioGroupField, TextField, ValidatedForm } from '../../src/ui/form';
import { OFFERED_LICENSE_MODES, driver1Schema } from './driverSchemas';
import { LaterCode } from './LaterCode';
import { LaterStepBoundary, LicenceImagePanelLater } from './laterSteps';
import { AffiliateNotice, KeepDraft, StepHeading, WhyWeAsk, useStepDraft, type StepProps } from './parts';
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';

/** The quote chart's part of the step: the answers it keeps, the age limits, and whether the page is being left (quote-8.5). */
const selectDriver1 = (s: QuoteSnapshot) => ({
  saved: s.context.answers.driver1,
  limits: s.context.settings.primaryAge,
  leaving: s.hasTag('leaving'),
});

type LookupStatus = Driver1Lookup;
type FoundDriver = NonNullable<ReturnType<typeof driver1Stage>['found']>;

const HEADING_ID = 'quote-driver1-heading';

/** driver1's draft: every field as typed (the way the licence is entered, never a photo). */
const driver1Draft = (values: Driver1Values): QuoteDraft => ({ stage: 'driver1', values });
const LICENSE_ID = 'quote-license';

export function Driver1Step({ focusHeading, starting, now }: StepProps & { now: () => Date }) {
  const { t } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const root = useSelector(actor, selectDriver1, shallowEqual);
  // The step's own chart (none while the visitor's token is on its way, or once the step has ended).
  const stage = useSelector(actor, driver1Child);
  const v = useSelector(stage, driver1Stage, shallowEqual);
  // What was typed before a reload, put back as it was (no error shown until a field is left).
  const draft = useStepDraft('driver1');
  const schema = useMemo(
    () => driver1Schema({ limits: root.limits, now, errors: t.errors, invalidDob: t.configured.invalidDob }),
    [root.limits, now, t],
  );
  return (
    <section className="quote-step" aria-labelledby={HEADING_ID}>
      <StepHeading id={HEADING_ID} focus={focusHeading}>
        {t.driver1.heading}
      </StepHeading>
      <AffiliateNotice step="driver1" />
      <Formik<Driver1Values>
        initialValues={draft ?? root.saved}
        validationSchema={schema}
        validateOnMount
        onSubmit={(values) => {
          stage?.send({ type: 'driver1.submit', values });
        }}
      >
        <>
          <KeepDraft toDraft={driver1Draft} />
          <Driver1Form
            stage={stage}
            busy={starting || v.checkingImage || root.leaving || v.nextCode === 'loading'}
            lookup={v.lookup}
            found={v.found}
            image={v.image}
            imageCode={v.imageCode}
            nextFailed={v.nextCode === 'failed'}
            ocrRead={v.ocrRead}
            imageFilled={v.imageFilled}
            lookUpOnOpen={draft !== null && !starting}
            ready={!starting}
          />
        </>
      </Formik>
      {stage && v.candidate && <OverrideConfirmation stage={stage} driver={v.candidate} />}
    </section>
  );
}

/** What a lookup was asked with: the licence, the date of birth and the names typed. */
function lookupKey(v: Driver1Values): string {
  return JSON.stringify([finishTextInput(v.license), v.dob.month.trim(), v.dob.day.trim(), v.dob.year.trim(), finishTextInput(v.firstName), finishTextInput(v.lastName)]);
}

/** The licence photo's panel; Continue waits while the photo is read (quote-8.4: the panel says when). */
function ImagePanel({ image, onBusy }: { image: LicenceImageRef; onBusy: (busy: boolean) => void }) {
  const { lang } = useQuoteTexts();
  return (
    <LaterStepBoundary>
      <LicenceImagePanelLater actorRef={image} lang={lang} onBusy={onBusy} />
    </LaterStepBoundary>
  );
}

function Driver1Form({
  stage,
  busy,
  lookup,
  found,
  image,
  imageCode,
  nextFailed,
  ocrRead,
  imageFilled,
  lookUpOnOpen,
  ready,
}: {
  /** The step's own chart, where its events go (none before the stage is entered). */
  stage: Driver1StageRef | undefined;
  busy: boolean;
  lookup: LookupStatus;
  found: FoundDriver | null;
  image: LicenceImageRef | null;
  imageCode: 'loading' | 'failed' | null;
  /** The next steps' code did not come after Continue. */
  nextFailed: boolean;
  ocrRead: ReturnType<typeof driver1Stage>['ocrRead'];
  imageFilled: boolean;
  /** The step opened with its draft (a reload): what was typed is looked up again, as when it was typed, once the form is ready. */
  lookUpOnOpen: boolean;
  /** The chart has the visitor's token: it takes the step's events. */
  ready: boolean;
}) {
  const { t, form } = useQuoteTexts();
  const { values, setValues } = useFormikContext<Driver1Values>();
  const [imageBusy, setImageBusy] = useState(false);

  // quote-4.9: the way to start goes to the chart (a photo opens its upload there, also when the
  // step is shown again with a photo chosen before, or put back from a draft), once the form is ready.
  const mode = values.licenseMode;
  const hasImage = image !== null;
  useEffect(() => {
    if (!ready || !stage) return;
    const imageMode = mode === 'uploadimage' || mode === 'scanimage';
    const snapshot = stage.getSnapshot();
    if (snapshot.status !== 'active') return;
    const now = driver1Stage(snapshot);
    const reopen = imageMode && !hasImage && now.editing;
    if (now.licenseMode !== mode || reopen) stage.send({ type: 'licence.mode', mode });
  }, [stage, mode, hasImage, ready]);

  // quote-3.16: what the photo read fills the names, the date of birth and the licence (the visitor
  // may still change them), once, as the reading comes. A step shown again opens with the chart's
  // answers, which already hold the reading and whatever was changed since: applying the reading
  // again there put a photo's names back over the ones the visitor had typed or taken from a lookup.
  const appliedRead = useRef(ocrRead);
  useEffect(() => {
    if (!ocrRead || ocrRead === appliedRead.current) return;
    appliedRead.current = ocrRead;
    void setValues((current) => ({
      ...current,
      firstName: ocrRead.firstName || current.firstName,
      lastName: ocrRead.lastName || current.lastName,
      dob: ocrRead.dob.year && ocrRead.dob.month && ocrRead.dob.day ? ocrRead.dob : current.dob,
      license: ocrRead.license || current.license,
    }));
  }, [ocrRead, setValues]);
  const [licenseHidden, setLicenseHidden] = useState(false);
  /** The licence and date of birth last sent, so leaving a field again does not look the same licence up twice. */
  const lastAsked = useRef<string | null>(null);

  // quote-7.5: the driver found fills the names (the visitor may still change them).
  useEffect(() => {
    if (!found) return;
    void setValues((current) => {
      // The names found are now the ones typed: leaving the licence again does not look it up again.
      lastAsked.current = lookupKey({ ...current, firstName: found.firstName, lastName: found.lastName });
      return { ...current, firstName: found.firstName, lastName: found.lastName };
    });
  }, [found, setValues]);

  const leftBeforeReady = useRef(false);
  /**
   * quote-5.8: ask the chart to look the licence up; without a licence number (quote-4.10), to
   * search the names as its strategy says. Its guards say whether what was typed is complete.
   */
  const askLookup = (again: boolean) => {
    if (values.licenseMode !== 'dl' && values.licenseMode !== 'nondl') return;
    // Left while the form is getting ready: asked once it is (below).
    if (!ready || !stage) {
      leftBeforeReady.current = true;
      return;
    }
    const names = { firstName: finishTextInput(values.firstName), lastName: finishTextInput(values.lastName) };
    // With a licence, the names typed go with it: the chart asks before replacing them with other ones (quote-2.26).
    const event =
      values.licenseMode === 'dl'
        ? ({ type: 'licence.lookup', license: finishTextInput(values.license), dob: values.dob, ...names } as const)
        : ({ type: 'names.lookup', dob: values.dob, ...names } as const);
    const key = lookupKey(values);
    if (!again && key === lastAsked.current) return;
    if (!stage?.getSnapshot().can(event)) return;
    lastAsked.current = key;
    stage.send(event);
  };

  // A licence (or names) typed before a reload: the lookup's answer (the address it fills) was not kept, so ask again, once.
  const askedOnOpen = useRef(false);
  useEffect(() => {
    if (!lookUpOnOpen || askedOnOpen.current) return;
    askedOnOpen.current = true;
    askLookup(false);
  });

  // Typed and left while the form was getting ready (the visitor's token on its way, the widget
  // taking over the screen drawn at build time): looked up once it is, as if left then. Not while
  // the visitor is back in a field the lookup reads: leaving it asks. Answers the step opened with
  // (a saved visit) are not looked up: the visitor left nothing.
  const licenceArea = useRef<HTMLDivElement>(null);
  const namesArea = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ready || !stage || !leftBeforeReady.current) return;
    leftBeforeReady.current = false;
    const focused = document.activeElement;
    if (licenceArea.current?.contains(focused) || (values.licenseMode === 'nondl' && namesArea.current?.contains(focused))) return;
    askLookup(false);
  });

  const statusText: Record<LookupStatus, string> = {
    idle: '',
    lookingUp: t.driver1.lookingUp,
    confirming: '',
    found: t.driver1.found,
    kept: t.driver1.kept,
    notFound: t.driver1.notFound,
    failed: t.driver1.lookupFailed,
  };
  const status = statusText[lookup];
  const options = OFFERED_LICENSE_MODES.map((mode) => ({ value: mode, label: t.driver1.modes[mode] }));

  return (
    <ValidatedForm texts={form} busy={busy || (imageBusy && image !== null)} className="quote-step__form form-grid">
      <RadioGroupField name="licenseMode" id="quote-license-mode" legend={t.driver1.licenseMode} options={options} required />
      {imageCode && <LaterCode failed={imageCode === 'failed'} to={stage} />}
      {image && (values.licenseMode === 'uploadimage' || values.licenseMode === 'scanimage') && <ImagePanel image={image} onBusy={setImageBusy} />}
      <LiveRegion visible className="quote-image-status">
        {imageFilled ? t.driver1.imageRead : ''}
      </LiveRegion>
      {/* Leaving the licence number or a part of the date of birth asks for the lookup (quote-5.8); moving
          between them does not (the visitor is still typing them, and may be changing both). */}
      <div
        ref={licenceArea}
        className="quote-licence-lookup"
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (next instanceof HTMLInputElement && event.currentTarget.contains(next)) return;
          askLookup(false);
        }}
      >
        {values.licenseMode === 'dl' && (
          <div className="quote-license">
            <TextField
              name="license"
              id={LICENSE_ID}
              label={t.driver1.license}
              hint={t.driver1.licenseHint}
              type={licenseHidden ? 'password' : 'text'}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={25}
              required
            />
            <Button variant="link" aria-pressed={licenseHidden} aria-controls={LICENSE_ID} onClick={() => setLicenseHidden((h) => !h)}>
              {t.driver1.hideLicense}
            </Button>
            <WhyWeAsk summary={t.whyWeAsk.license}>{t.whyWeAsk.licenseText}</WhyWeAsk>
          </div>
        )}
        <DateOfBirthField name="dob" id="quote-dob" legend={t.driver1.dob} hint={t.driver1.dobHint} />
        <WhyWeAsk summary={t.whyWeAsk.dob}>{t.whyWeAsk.dobText}</WhyWeAsk>
      </div>
      <LiveRegion visible className="quote-lookup-status">
        {status}
      </LiveRegion>
      {lookup === 'failed' && (
        <Button variant="secondary" onClick={() => askLookup(true)}>
          {t.buttons.retry}
        </Button>
      )}
      {/* Without a licence number, leaving a name asks the search by name too (the date of birth may come first). */}
      <div
        ref={namesArea}
        className="quote-names"
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (values.licenseMode !== 'nondl' || (next instanceof HTMLInputElement && event.currentTarget.contains(next))) return;
          askLookup(false);
        }}
      >
        <TextField name="firstName" id="quote-first-name" label={t.driver1.firstName} autoComplete="given-name" maxLength={50} required />
        <TextField name="lastName" id="quote-last-name" label={t.driver1.lastName} autoComplete="family-name" maxLength={50} required />
      </div>
      {/* The next steps' code did not come after Continue: Try again (or Continue) asks for it again; nothing typed is lost. */}
      {nextFailed && <LaterCode failed to={stage} />}
      <FormSubmit>{t.buttons.continue}</FormSubmit>
    </ValidatedForm>
  );
}

/**
 * quote-2.26, the override-details confirmation: the licence found a driver whose name is not the
 * one typed. Yes (`override.confirm`) fills in the name found; No (`override.cancel`), Escape and
 * the close button keep the name typed.
 */
function OverrideConfirmation({ stage, driver }: { stage: Driver1StageRef; driver: FoundDriver }) {
  const { t, form } = useQuoteTexts();
  return (
    <Modal
      title={t.override.title}
      onClose={() => stage.send({ type: 'override.cancel' })}
      closeLabel={form.close}
      size="small"
      actions={
        <>
          <Button data-autofocus onClick={() => stage.send({ type: 'override.confirm' })}>
            {t.override.yes}
          </Button>
          <Button variant="secondary" onClick={() => stage.send({ type: 'override.cancel' })}>
            {t.override.no}
          </Button>
        </>
      }
    >
      <p>{fill(t.override.text, { first: driver.firstName, last: driver.lastName })}</p>
    </Modal>
  );
}
