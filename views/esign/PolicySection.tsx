/**
 * The policy details and the way to pay (portal-2.14, portal-4.25, portal-8.7, portal-9.16), drawn
 * from the policy chart (machines/esign/policy.machine.ts): the carrier's price loading; the
 * carrier's error and its list; the plan (carrier, quote number, term, pay plan with installments
 * times months, monthly price, total payment, agency fee, ESTIMATED DOWN PAYMENT) with Pay now;
 * the check of the answers before paying (WCAG 2.2 3.3.4) with Change; the pay link with the
 * countdown to the reload. Server texts are rendered as text.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { PlanSummary } from '../../machines/esign/policy.rules';
import type { PolicyMachine } from '../../machines/esign/policy.machine';
import { payLinkWaitOf, policyScreen, type PolicyActor } from '../../machines/esign/selectors';
import { countedText, fill } from '../../src/i18n';
import { formatMoney } from '../../src/rules/money';
import { Button, ButtonLink, Spinner } from '../../src/ui';
import { ReloadCountdown } from './ReloadCountdown';
import { useEsignTexts } from './texts';

type Snap = SnapshotFrom<PolicyMachine>;
const selectScreen = (s: Snap) => policyScreen(s);
const selectPlan = (s: Snap) => s.context.plan;
const selectCarrierError = (s: Snap) => s.context.carrierError;
const selectPayUrl = (s: Snap) => s.context.payUrl;

export function PolicySection({ actor }: { actor: PolicyActor }) {
  const { t } = useEsignTexts();
  const screen = useSelector(actor, selectScreen);
  const plan = useSelector(actor, selectPlan);
  if (screen === 'loadingResult' || screen === 'done') return <Spinner label={t.policy.loading} />;
  if (screen === 'carrierError') return <CarrierError actor={actor} />;
  if (screen === 'payLink') return <PayLink actor={actor} />;
  const reviewing = screen === 'reviewing' || screen === 'gettingUrl' || screen === 'urlFailed';
  return (
    <section className="esign__section" aria-labelledby="esign-policy-heading">
      <h2 id="esign-policy-heading">{reviewing ? t.review.heading : t.policy.heading}</h2>
      {reviewing && <p>{t.review.lead}</p>}
      {plan && <PlanList plan={plan} />}
      {reviewing ? (
        <>
          <p>
            <Button variant="link" onClick={() => actor.send({ type: 'review.change' })} disabled={screen === 'gettingUrl'}>
              {t.review.change}
            </Button>
          </p>
          {screen === 'urlFailed' ? (
            <>
              <p className="ui-notice ui-notice--error" role="alert">
                {t.pay.urlFailed}
              </p>
              <Button onClick={() => actor.send({ type: 'payUrl.retry' })}>{t.pay.retry}</Button>
            </>
          ) : (
            <Button busy={screen === 'gettingUrl'} busyLabel={t.review.busy} onClick={() => actor.send({ type: 'review.confirm' })}>
              {t.review.confirm}
            </Button>
          )}
        </>
      ) : (
        <Button onClick={() => actor.send({ type: 'policy.review' })}>{t.policy.payNow}</Button>
      )}
    </section>
  );
}

/** portal-9.16: the plan as label and value. */
function PlanList({ plan }: { plan: PlanSummary }) {
  const { t, lang } = useEsignTexts();
  const money = (n: number | null) => (n === null ? '—' : formatMoney(n, lang));
  const months = (n: number) => countedText(lang, t.policy.months, n);
  const installments = plan.installments
    ? plan.installments.months === null
      ? fill(t.policy.installmentsNoTerm, { count: plan.installments.count })
      : fill(t.policy.installments, { count: plan.installments.count, months: months(plan.installments.months) })
    : t.policy.onePayment;
  const rows: Array<[string, string]> = [
    [t.policy.company, plan.companyName ?? '—'],
    [t.policy.quoteNumber, plan.quoteNumber ?? '—'],
    [t.policy.term, plan.termMonths === null ? '—' : months(plan.termMonths)],
    [t.policy.plan, installments],
    [t.policy.monthly, money(plan.monthly)],
    [t.policy.total, money(plan.total)],
    [t.policy.agencyFee, money(plan.agencyFee)],
    [t.policy.downPayment, money(plan.downPayment)],
  ];
  return (
    <dl className="esign__plan">
      {rows.map(([label, value]) => (
        <div key={label} className="esign__plan-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** portal-8.7: the carrier's error message and its errors, one item each. */
function CarrierError({ actor }: { actor: PolicyActor }) {
  const { t } = useEsignTexts();
  const error = useSelector(actor, selectCarrierError, shallowEqual);
  return (
    <section className="esign__section ui-notice ui-notice--error" role="alert" aria-labelledby="esign-carrier-error">
      <h2 id="esign-carrier-error">{t.policy.carrierErrorTitle}</h2>
      {error?.message && <p>{error.message}</p>}
      {error && error.errors.length > 0 && (
        <>
          <p>{t.policy.carrierErrors}</p>
          <ul aria-label={t.policy.carrierErrors}>
            {error.errors.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** portal-4.25, portal-9.10: the pay link (a new tab) and the countdown to the reload. */
function PayLink({ actor }: { actor: PolicyActor }) {
  const { t } = useEsignTexts();
  const url = useSelector(actor, selectPayUrl);
  const wait = useSelector(actor, payLinkWaitOf, shallowEqual);
  return (
    <section className="esign__section" aria-labelledby="esign-pay-heading">
      <h2 id="esign-pay-heading">{t.pay.heading}</h2>
      <p>{t.pay.lead}</p>
      {url && (
        <p>
          <ButtonLink href={url} target="_blank" rel="noopener noreferrer">
            {t.pay.link}
          </ButtonLink>
        </p>
      )}
      <ReloadCountdown wait={wait} />
    </section>
  );
}
