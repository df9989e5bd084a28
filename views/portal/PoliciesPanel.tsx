/**
 * The policies chart's screens (portal-2.4, portal-2.5, portal-4.1 to portal-4.10): the list of the
 * customer's policies, each a card with its payment status (in words, with a mark, never by colour
 * alone), its premium and next payment (not for an expired policy), and its one action; the
 * dashboard shows the same cards with the next payment first. The dialogs are PolicyDialogs.tsx.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { PoliciesMachine, PortalPolicy } from '../../machines/portal/policies.machine';
import { policyActionOf } from '../../machines/portal/portal.rules';
import { showsPremium, type PolicyAction, type PolicyStatus } from '../../machines/portal/policyStatus.rules';
import { fill } from '../../src/i18n';
import { formatDate } from '../../src/rules/dates';
import { formatMoney } from '../../src/rules/money';
import { Button, ButtonLink, LiveRegion, Spinner, VisuallyHidden } from '../../src/ui';
import { localizedHref } from '../../src/rules/url';
import { PolicyDialogs } from './PolicyDialogs';
import { usePortalTexts, type PortalViewConfig } from './texts';

type Snap = SnapshotFrom<PoliciesMachine>;

const selectView = (s: Snap) => ({
  loading: s.hasTag('loading'),
  empty: s.matches('empty'),
  failed: s.matches('failed'),
  paying: s.matches({ listed: 'gettingToken' }) || s.matches({ listed: 'gettingUrl' }),
  opening: s.matches({ listed: 'loadingDetails' }),
  policyId: s.context.policyId,
});
const selectPolicies = (s: Snap) => s.context.policies;
const selectCarriers = (s: Snap) => s.context.carriers;
const selectSettings = (s: Snap) => ({ disablePayment: s.context.disablePayment, fallbackUrl: s.context.fallbackUrl });

export interface PoliciesPanelProps {
  policies: AnyActorRef;
  config: PortalViewConfig;
  now: () => Date;
  /** The dashboard: the next payment of each policy first. */
  dashboard: boolean;
}

export function PoliciesPanel({ policies, config, now, dashboard }: PoliciesPanelProps) {
  const { t, lang } = usePortalTexts();
  const v = useSelector(policies, selectView, shallowEqual);
  const list = useSelector(policies, selectPolicies);
  const carriers = useSelector(policies, selectCarriers);
  const settings = useSelector(policies, selectSettings, shallowEqual);
  if (v.loading) return <Spinner label={t.policiesLoading} />;
  if (v.failed) {
    return (
      <div>
        <p role="alert">{t.policiesFailed}</p>
        <Button onClick={() => policies.send({ type: 'list.retry' })}>{t.retry}</Button>
      </div>
    );
  }
  if (v.empty) {
    return (
      <div className="portal__empty">
        <p>{t.noPolicies}</p>
        <ButtonLink href={localizedHref('/quote/', lang)}>{t.getQuote}</ButtonLink>
      </div>
    );
  }
  const at = now();
  const cards = list.map((policy) => ({ policy, ...policyActionOf(policy, carriers, settings, at) }));
  // The dashboard answers "what do I owe, and when?" first: the policies with a payment to make come first.
  const shown = dashboard ? [...cards].sort((a, b) => urgency(a.status) - urgency(b.status)) : cards;
  return (
    <>
      {dashboard && <h3 className="portal__lead">{t.dashboardLead}</h3>}
      {/* What a press on a card started, said once it starts (the card's button shows it busy). */}
      <LiveRegion visible className="portal__busy">
        {v.opening ? t.detail.loading : v.paying ? t.paying : ''}
      </LiveRegion>
      <ul className="portal__policies">
        {shown.map(({ policy, status, action }) => (
          <li key={policy.policyId}>
            <PolicyCard policy={policy} status={status} action={action} onOpen={() => policies.send({ type: 'policy.open', policyId: policy.policyId })}
              onPay={() => policies.send({ type: 'policy.pay', policyId: policy.policyId })}
              paying={v.paying && v.policyId === policy.policyId}
              opening={v.opening && v.policyId === policy.policyId}
            />
          </li>
        ))}
      </ul>
      <PolicyDialogs policies={policies} config={config} now={now} />
    </>
  );
}

/** The order of the dashboard: what is late or due soon first, then what is due, then the rest. */
const URGENCY: Record<PolicyStatus, number> = { pastdue: 0, duewithin48: 1, paymentdue: 2, noteffective: 3, paid: 4, none: 5, expired: 6 };
const urgency = (status: PolicyStatus) => URGENCY[status];

/** The status's mark beside its words: the status is never told by colour alone. */
const MARK: Record<PolicyStatus, string> = { pastdue: '!', duewithin48: '!', paymentdue: '•', noteffective: '○', paid: '✓', none: '—', expired: '×' };

interface PolicyCardProps {
  policy: PortalPolicy;
  status: PolicyStatus;
  action: PolicyAction;
  onOpen: () => void;
  onPay: () => void;
  paying: boolean;
  opening: boolean;
}

function PolicyCard({ policy, status, action, onOpen, onPay, paying, opening }: PolicyCardProps) {
  const { t, lang } = usePortalTexts();
  const d = policy.details;
  const headingId = `portal-policy-${policy.policyId}`;
  return (
    <article className={`portal-policy portal-policy--${status}`} aria-labelledby={headingId}>
      <h4 id={headingId} className="portal-policy__title">
        {fill(t.policyTitle, { number: policy.policyNumber })}
      </h4>
      <p className="portal-policy__status">
        <span aria-hidden="true" className="portal-policy__mark">
          {MARK[status]}
        </span>{' '}
        <VisuallyHidden>{t.statusLabel}: </VisuallyHidden>
        {t.status[status]}
      </p>
      <dl className="portal-policy__facts">
        <Fact label={t.company} value={d.company} />
        {d.policyType && <Fact label={t.policyType} value={d.policyType} />}
        {showsPremium(status) ? (
          <>
            {d.monthlyPayment !== null && <Fact label={t.monthlyPayment} value={formatMoney(d.monthlyPayment, lang)} />}
            {d.paymentDueDate && <Fact label={t.dueDate} value={formatDate(d.paymentDueDate, lang)} />}
          </>
        ) : null}
        {d.expirationDate && <Fact label={t.expirationDate} value={formatDate(d.expirationDate, lang)} />}
      </dl>
      {!showsPremium(status) && <p className="portal-policy__note">{t.expiredNote}</p>}
      <div className="portal-policy__actions">
        <PolicyActionControl action={action} number={policy.policyNumber} onPay={onPay} paying={paying} />
        <Button variant="secondary" onClick={onOpen} busy={opening} aria-label={fill(t.viewDetailsOf, { number: policy.policyNumber })}>
          {t.viewDetails}
        </Button>
      </div>
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="portal-policy__fact">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** portal-4.9: make-payment, the carrier's payment link, or the fallback link; nothing for the others. */
function PolicyActionControl({ action, number, onPay, paying }: { action: PolicyAction; number: string; onPay: () => void; paying: boolean }) {
  const { t } = usePortalTexts();
  switch (action.kind) {
    case 'makePayment':
      return (
        <Button onClick={onPay} busy={paying} aria-label={fill(t.makePaymentOf, { number })}>
          {t.makePayment}
        </Button>
      );
    case 'carrierLink':
      return (
        <ButtonLink href={action.url} target="_blank" rel="noopener noreferrer">
          {fill(t.payWithCarrier, { carrier: action.carrierName })} <VisuallyHidden>{t.opensNewTab}</VisuallyHidden>
        </ButtonLink>
      );
    case 'fallbackLink':
      return <ButtonLink href={action.url}>{t.payElsewhere}</ButtonLink>;
    default:
      return null;
  }
}
