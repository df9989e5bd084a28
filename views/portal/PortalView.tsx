/**
 * The customer portal (portal-1.1, portal-2.1): a loading line until the profile is read, then a
 * greeting, the payment notice of a return from payment, and the tabs (the ARIA tabs pattern:
 * arrow keys, Home and End move between them, each shows its panel at once). The dashboard and the
 * policies tab show the policies chart's list (PoliciesPanel); the account tab the profile; My
 * quotes the customer's quotes (MyQuotesPanel).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { PortalMachine } from '../../machines/portal/portal.machine';
import { findCarrier } from '../../machines/kit/carriers';
import type { PoliciesMachine } from '../../machines/portal/policies.machine';
import { PORTAL_TABS, type PortalTab } from '../../machines/portal/portal.rules';
import { carrierFailureMessage } from '../../machines/portal/policyStatus.rules';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { Button, LiveRegion, Spinner } from '../../src/ui';
import { TabList } from '../../src/ui/Tabs';
import { MyQuotesPanel } from './MyQuotesPanel';
import { PoliciesPanel } from './PoliciesPanel';
import { ProfilePanel } from './ProfilePanel';
import { ReferralPanel } from './ReferralPanel';
import { RewardsPanel } from './RewardsPanel';
import { PortalFlow } from './PortalFlow';
import { PortalTextsProvider, usePortalTexts, type PortalViewConfig } from './texts';

type Snap = SnapshotFrom<PortalMachine>;

const selectView = (s: Snap) => ({
  loading: s.hasTag('loading'),
  leaving: s.hasTag('leaving') || s.matches('signedOut'),
  unavailable: s.matches('unavailable'),
  ready: s.matches('ready'),
  tab: (s.matches({ ready: { tab: { lists: 'policies' } } })
    ? 'policies'
    : s.matches({ ready: { tab: 'rewards' } })
      ? 'rewards'
      : s.matches({ ready: { tab: 'account' } })
        ? 'account'
        : s.matches({ ready: { tab: 'myquotes' } })
          ? 'myquotes'
          : 'dashboard') as PortalTab,
  paid: s.matches({ ready: { notice: 'paid' } }),
  paymentFailed: s.matches({ ready: { notice: 'paymentFailed' } }),
  firstName: s.context.customer?.name ?? '',
});
const selectPayment = (s: Snap) => s.context.payment;
const selectPolicies = (s: Snap): AnyActorRef | null => s.children.policies ?? null;
const selectRewards = (s: Snap): AnyActorRef | null => s.children.rewards ?? null;
const selectMyQuotes = (s: Snap): AnyActorRef | null => s.children.myQuotes ?? null;
const selectCarriers = (s: SnapshotFrom<PoliciesMachine> | undefined) => s?.context.carriers;

export interface PortalViewProps {
  lang: Lang;
  config: PortalViewConfig;
  now?: () => Date;
}

export function PortalView({ lang, config, now = () => new Date() }: PortalViewProps) {
  return (
    <PortalTextsProvider lang={lang} messages={config.messages}>
      <Portal config={config} now={now} />
    </PortalTextsProvider>
  );
}

function Portal({ config, now }: { config: PortalViewConfig; now: () => Date }) {
  const { t } = usePortalTexts();
  const actor = PortalFlow.useActorRef();
  const v = useSelector(actor, selectView, shallowEqual);
  const policies = useSelector(actor, selectPolicies);
  const rewards = useSelector(actor, selectRewards);
  const myQuotes = useSelector(actor, selectMyQuotes);
  if (v.leaving) return <LiveRegion>{t.leaving}</LiveRegion>;
  if (v.unavailable) {
    return (
      <div className="portal">
        <p role="alert">{t.unavailable}</p>
        <Button onClick={() => actor.send({ type: 'profile.retry' })}>{t.retry}</Button>
      </div>
    );
  }
  if (!v.ready) {
    return (
      <div className="portal portal--loading">
        <Spinner label={t.loading} />
      </div>
    );
  }
  return (
    <div className="portal">
      <h2 className="portal__greeting">{fill(t.greeting, { name: v.firstName })}</h2>
      {v.paid && <Notice text={t.notice.paid} kind="status" />}
      {v.paymentFailed && <PaymentFailure policies={policies} />}
      <Tabs tab={v.tab} />
      <div role="tabpanel" id={`portal-panel-${v.tab}`} aria-labelledby={`portal-tab-${v.tab}`} className="portal__panel" tabIndex={0}>
        {v.tab === 'account' ? (
          <ProfilePanel />
        ) : v.tab === 'myquotes' ? (
          myQuotes && <MyQuotesPanel quotes={myQuotes} />
        ) : v.tab === 'rewards' ? (
          <>
            {rewards && <RewardsPanel rewards={rewards} thresholds={config.rewards.thresholds} />}
            {rewards && <ReferralPanel rewards={rewards} />}
          </>
        ) : (
          policies && <PoliciesPanel policies={policies} config={config} now={now} dashboard={v.tab === 'dashboard'} />
        )}
      </div>
    </div>
  );
}

/** A notice above the tabs (the payment's result), dismissed by the customer. */
function Notice({ text, kind }: { text: string; kind: 'status' | 'alert' }) {
  const { t } = usePortalTexts();
  const actor = PortalFlow.useActorRef();
  return (
    <div className={`portal__notice portal__notice--${kind === 'alert' ? 'error' : 'success'}`} role={kind}>
      <p>{text}</p>
      <Button variant="link" onClick={() => actor.send({ type: 'notice.dismiss' })}>
        {t.notice.dismiss}
      </Button>
    </div>
  );
}

/**
 * portal-8.5: the configured carrier payment failure message, the carrier's name and site inserted
 * (the site from the carrier list the policies chart read; the name again when the list has none).
 */
function PaymentFailure({ policies }: { policies: AnyActorRef | null }) {
  const { t } = usePortalTexts();
  const payment = PortalFlow.useSelector(selectPayment);
  const carriers = useSelector(policies ?? undefined, selectCarriers) ?? [];
  const name = payment?.customerPayment?.carrierName ?? '';
  if (!name) return <Notice text={t.notice.failed} kind="alert" />;
  const site = findCarrier(carriers, name)?.carrierUrl ?? name;
  return <Notice text={carrierFailureMessage(t.configured.paymentFailure, name, site)} kind="alert" />;
}

/** portal-2.1: the tab list (the kit's, src/ui/Tabs.tsx); each press is the chart's `tab.select`. */
function Tabs({ tab }: { tab: PortalTab }) {
  const { t } = usePortalTexts();
  const actor = PortalFlow.useActorRef();
  return (
    <TabList
      tabs={PORTAL_TABS}
      selected={tab}
      label={t.tabsLabel}
      names={t.tabs}
      tabId={(name) => `portal-tab-${name}`}
      panelId={(name) => `portal-panel-${name}`}
      onSelect={(next) => actor.send({ type: 'tab.select', tab: next })}
      className="portal__tabs"
    />
  );
}
