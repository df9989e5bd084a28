/**
 * The policy stage (quote-2.4, quote-2.11, quote-3.6, quote-5.11, quote-5.15, quote-5.17,
 * quote-9.3, quote-9.6): while the state's coverages load, a spinner; when they did not load, a
 * message and Try again (`coverage.retry`); then the term (the chart's terms, the first by
 * default) and the coverage: each package of the answer as a radio with its name, description and
 * coverages (in the display order, BI and UM as "val1 / val2", limits over 1000 as $Nk, COMP and
 * COLL by their deductible), or custom coverage with one select per allowed coverage (BI and PD
 * chosen when it opens). A vehicle 5 years old or newer adds a note recommending comprehensive and
 * collision. Continue sends `coverage.submit` with the term, the package's code (or 'custom') and
 * the custom choices (code -> the option's key); the chart judges them.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { Formik, useFormikContext } from 'formik';
import { useMemo } from 'react';
import * as yup from 'yup';
import type { CoverageChoice, CoverageOption, CoverageProduct, CoverageSet, QuoteDraft } from '../../machines/quote/types';
import { coverageChild, type CoverageStageRef, type QuoteSnapshot } from '../../machines/quote/selectors';
import { coverageStage } from '../../machines/quote/stepSelectors';
import { DEDUCTIBLE_CODES, coverageValueText, customCoveragesShown, formatDeductible, hasRecentVehicle, initialCustomSelection, sortCoverages, type CoverageAmount } from '../../machines/quote/vehicleCoverage.rules';
import { fill } from '../../src/i18n';
import type { QuoteText } from '../../src/i18n/quote';
import { Button, Spinner } from '../../src/ui';
import { FormSubmit, RadioGroupField, SelectField, ValidatedForm } from '../../src/ui/form';
import { BackButton, KeepDraft, StepHeading, useStepDraft, type StepProps } from './parts';
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';

const HEADING_ID = 'quote-coverage-heading';
const CUSTOM = 'custom';

/** What the form holds: strings, as the fields give them. */
interface CoverageForm {
  term: string;
  product: string;
  custom: Record<string, string>;
}

/** The coverage step's draft: the term, the package and the custom choices as picked. */
const coverageDraft = (values: CoverageForm): QuoteDraft => ({
  stage: 'coverage',
  values: { term: Number(values.term) || 0, product: values.product, custom: values.custom },
});

/** The key of one option of a coverage's select: its limit's values ("30000/60000"), or a COMP/COLL deductible ("500"). */
export function limitKey(limit: { val1: CoverageAmount; val2?: CoverageAmount; val3?: CoverageAmount }): string {
  return [limit.val1, limit.val2, limit.val3].filter((v) => v !== null && v !== undefined && String(v).trim() !== '').join('/');
}

/** The options of a coverage's select in the custom coverage, with their keys and words (quote-3.6, quote-5.17). */
export function coverageOptions(coverage: CoverageOption, t: QuoteText): { value: string; label: string }[] {
  const code = coverage.coverageCd.trim().toUpperCase();
  if (DEDUCTIBLE_CODES.includes(code)) {
    return coverage.deductibles.map((d) => ({ value: String(d), label: fill(t.coverage.deductible, { amount: formatDeductible(d) }) }));
  }
  return coverage.limits.map((limit) => ({ value: limitKey(limit), label: coverageValueText({ coverageCd: code, ...limit }) }));
}

/** The custom coverage's starting choices: the saved ones, else BI and PD at their first option (quote-5.11). */
function initialCustom(shown: readonly CoverageOption[], saved: CoverageChoice | null, t: QuoteText): Record<string, string> {
  const custom: Record<string, string> = Object.fromEntries(shown.map((c) => [c.coverageCd, '']));
  if (saved?.product === CUSTOM) {
    for (const c of shown) {
      const key = saved.custom[c.coverageCd];
      if (key !== undefined && coverageOptions(c, t).some((o) => o.value === key)) custom[c.coverageCd] = key;
    }
    return custom;
  }
  for (const code of initialCustomSelection(shown.map((c) => c.coverageCd))) {
    const coverage = shown.find((c) => c.coverageCd.trim().toUpperCase() === code);
    if (coverage) custom[coverage.coverageCd] = coverageOptions(coverage, t)[0]?.value ?? '';
  }
  return custom;
}

const selectVehicles = (s: QuoteSnapshot) => s.context.answers.vehicles;

export function CoverageStep({ focusHeading, starting, now }: StepProps & { now: () => Date }) {
  const { t } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const stage = useSelector(actor, coverageChild);
  const vehicles = useSelector(actor, selectVehicles);
  const recent = useMemo(() => hasRecentVehicle(vehicles, now()), [vehicles, now]);
  return (
    <section className="quote-step quote-coverage" aria-labelledby={HEADING_ID}>
      <StepHeading id={HEADING_ID} focus={focusHeading}>
        {t.coverage.heading}
      </StepHeading>
      {/* quote-5.15: a vehicle 5 years old or newer. */}
      {recent && <p className="ui-notice quote-coverage__recent">{t.coverage.recentVehicle}</p>}
      {stage && <CoverageScreens stage={stage} busy={starting} />}
    </section>
  );
}

/** The screens of the stage's own chart (the chart's child `coverage`): loading, failed, or the choice. */
function CoverageScreens({ stage, busy }: { stage: CoverageStageRef; busy: boolean }) {
  const { t } = useQuoteTexts();
  const v = useSelector(stage, coverageStage, shallowEqual);
  // What was chosen before a reload (its draft) over the choice kept.
  const draft = useStepDraft('coverage');
  return (
    <>
      {v.loading && <Spinner label={t.coverage.loading} size="small" />}
      {v.failed && (
        <div className="quote-retry">
          <p className="ui-notice ui-notice--error" role="alert">
            {t.coverage.failed}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              stage.send({ type: 'coverage.retry' });
              // The button goes away while the coverages load: focus goes to the step's heading.
              document.getElementById(HEADING_ID)?.focus();
            }}
          >
            {t.buttons.retry}
          </Button>
          <BackButton />
        </div>
      )}
      {v.loading && (
        <div className="form-actions">
          <BackButton />
        </div>
      )}
      {v.set && !v.loading && !v.failed && <CoverageForm stage={stage} set={v.set} terms={v.terms} saved={draft ?? v.saved} busy={busy} />}
    </>
  );
}

function CoverageForm({ stage, set, terms, saved, busy }: { stage: CoverageStageRef; set: CoverageSet; terms: readonly number[]; saved: CoverageChoice | null; busy: boolean }) {
  const { t } = useQuoteTexts();
  const shown = useMemo(() => customCoveragesShown(set.coverages), [set]);
  const initialValues = useMemo<CoverageForm>(
    () => ({
      term: String(saved && terms.includes(saved.term) ? saved.term : (terms[0] ?? '')),
      product: saved && (saved.product === CUSTOM || set.coverageProducts.some((p) => p.code === saved.product)) ? saved.product : '',
      custom: initialCustom(shown, saved, t),
    }),
    [saved, terms, set, shown, t],
  );
  const schema = useMemo(() => {
    const e = t.coverage.errors;
    const required = (code: string) => {
      const c = shown.find((s) => s.coverageCd.trim().toUpperCase() === code);
      return c ? { [c.coverageCd]: yup.string().required(fill(e.customRequired, { coverage: c.coverageName })) } : {};
    };
    return yup.object({
      term: yup.string().required(e.termRequired),
      product: yup.string().required(e.productRequired),
      custom: yup.object().when('product', ([product], s) => (product === CUSTOM ? s.shape({ ...required('BI'), ...required('PD') }) : s)),
    });
  }, [t, shown]);

  return (
    <Formik<CoverageForm>
      initialValues={initialValues}
      validationSchema={schema}
      validateOnMount
      onSubmit={(values) => {
        const custom = values.product === CUSTOM ? Object.fromEntries(Object.entries(values.custom).filter(([, key]) => key !== '')) : {};
        stage.send({ type: 'coverage.submit', choice: { term: Number(values.term), product: values.product, custom } });
      }}
    >
      <>
        <KeepDraft toDraft={coverageDraft} />
        <CoverageFields set={set} terms={terms} shown={shown} busy={busy} />
      </>
    </Formik>
  );
}

function CoverageFields({ set, terms, shown, busy }: { set: CoverageSet; terms: readonly number[]; shown: readonly CoverageOption[]; busy: boolean }) {
  const { t, form } = useQuoteTexts();
  const { values } = useFormikContext<CoverageForm>();
  const names = useMemo(() => new Map(set.coverages.map((c) => [c.coverageCd.trim().toUpperCase(), c.coverageName])), [set]);
  const packages = [
    ...set.coverageProducts.map((p) => ({ value: p.code, label: <PackageLabel product={p} names={names} /> })),
    {
      value: CUSTOM,
      label: (
        <span className="quote-package">
          <span className="quote-package__name">{t.coverage.custom}</span>{' '}
          <span className="quote-package__description">{t.coverage.customText}</span>
        </span>
      ),
    },
  ];
  return (
    <ValidatedForm texts={form} busy={busy} className="quote-step__form quote-coverage__form">
      <RadioGroupField
        name="term"
        id="quote-term"
        legend={t.coverage.term}
        options={terms.map((months) => ({ value: String(months), label: fill(t.coverage.months, { months: String(months) }) }))}
        inline
        required
      />
      <RadioGroupField name="product" id="quote-product" legend={t.coverage.packages} options={packages} className="quote-packages" required />
      {values.product === CUSTOM && (
        <fieldset className="ui-field-group quote-custom">
          <legend className="ui-field-group__legend">{t.coverage.customLegend}</legend>
          {shown.map((c) => (
            <SelectField
              key={c.coverageCd}
              name={`custom.${c.coverageCd}`}
              id={`quote-custom-${c.coverageCd}`}
              label={fill(t.coverage.coverageLabel, { name: c.coverageName, code: c.coverageCd })}
              hint={c.coverageDescription ?? undefined}
              options={coverageOptions(c, t)}
              placeholder={t.coverage.notIncluded}
            />
          ))}
        </fieldset>
      )}
      <FormSubmit>{t.buttons.continue}</FormSubmit>
      <BackButton />
    </ValidatedForm>
  );
}

/** A package's card inside its radio's label: name, description, and its coverages in the display order (quote-9.6); its code is the radio's value only. */
function PackageLabel({ product, names }: { product: CoverageProduct; names: ReadonlyMap<string, string> }) {
  const coverages = sortCoverages(product.coverages.map((c) => ({ coverageCd: c.code, ...c.limits, deductible: c.deductible })));
  return (
    <span className="quote-package">
      {/* Spaces between the parts: the radio's accessible name reads them as words. */}
      <span className="quote-package__name">{product.name}</span>{' '}
      {product.description && <span className="quote-package__description">{product.description} </span>}
      <span className="quote-package__coverages">
        {coverages.map((c) => (
          <span key={c.coverageCd} className="quote-package__coverage">
            <span className="quote-package__coverage-name">{names.get(c.coverageCd.trim().toUpperCase()) ?? c.coverageCd}</span>{' '}
            <span className="quote-package__coverage-value">{coverageValueText(c)}</span>{' '}
          </span>
        ))}
      </span>
    </span>
  );
}
