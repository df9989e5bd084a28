/**
 * The rewards chart's screens (portal-2.3, portal-2.4, portal-4.12 to portal-4.14, portal-8.3,
 * portal-9.3, portal-9.4): the tier with its progress bar to the next tier, the balance, ways to
 * earn, the gift card (Redeem when the balance is enough, else the points still needed), and the
 * points history (5 rows, then Show More); the redeem dialogs: confirm, the spinner, the gift code
 * and PIN, or the configured error.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { RewardsMachine } from '../../machines/portal/rewards.machine';
import { canRedeem, cardDollars, hasHiddenHistory, historyKind, historyRows, nextTier, progressPercent, tierOf, type TierThresholds } from '../../machines/portal/rewards.rules';
import { fill } from '../../src/i18n';
import { intlLocale } from '../../src/i18n';
import { formatDate } from '../../src/rules/dates';
import { formatMoney } from '../../src/rules/money';
import { Button, Modal, Spinner } from '../../src/ui';
import { SocialConnect } from './SocialConnect';
import { usePortalTexts } from './texts';

type Snap = SnapshotFrom<RewardsMachine>;

type RedeemStep = 'confirming' | 'redeeming' | 'redeemed' | 'failed' | null;

const redeemStepOf = (s: Snap): RedeemStep =>
  s.matches({ shown: { redeem: 'confirming' } })
    ? 'confirming'
    : s.matches({ shown: { redeem: 'redeeming' } })
      ? 'redeeming'
      : s.matches({ shown: { redeem: 'redeemed' } })
        ? 'redeemed'
        : s.matches({ shown: { redeem: 'redeemFailed' } })
          ? 'failed'
          : null;

const selectView = (s: Snap) => ({
  loading: s.hasTag('loading'),
  failed: s.matches('failed'),
  expanded: s.matches({ shown: { history: 'expanded' } }),
  redeem: redeemStepOf(s),
});
const selectLoyalty = (s: Snap) => s.context.loyalty;
const selectRows = (s: Snap) => s.context.rows;
const selectCard = (s: Snap) => ({ value: s.context.cardValue, awarded: s.context.card });

export function RewardsPanel({ rewards, thresholds }: { rewards: AnyActorRef; thresholds: TierThresholds }) {
  const { t, lang } = usePortalTexts();
  const r = t.rewards;
  const v = useSelector(rewards, selectView, shallowEqual);
  const loyalty = useSelector(rewards, selectLoyalty);
  const card = useSelector(rewards, selectCard, shallowEqual);
  if (v.loading) return <Spinner label={r.loading} />;
  if (v.failed || !loyalty) {
    return (
      <div>
        <p role="alert">{r.failed}</p>
        <Button onClick={() => rewards.send({ type: 'rewards.retry' })}>{t.retry}</Button>
      </div>
    );
  }
  const number = (n: number) => new Intl.NumberFormat(intlLocale(lang)).format(n);
  const tier = tierOf(loyalty.tierName);
  const next = nextTier(tier);
  const progress = progressPercent({ currentTierName: loyalty.tierName, pointsToNextTier: loyalty.pointsToNextTier }, thresholds);
  const dollars = formatMoney(cardDollars(card.value), lang);
  const redeemable = canRedeem(loyalty.balance, card.value);
  return (
    <div className="portal-rewards">
      <section className="portal-rewards__tier" aria-labelledby="portal-rewards-tier">
        <h3 id="portal-rewards-tier">{fill(r.tierTitle, { tier: r.tiers[tier] })}</h3>
        {next ? (
          <>
            <div
              className="portal-rewards__bar"
              role="progressbar"
              aria-label={fill(r.progressLabel, { tier: r.tiers[next] })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress)}
            >
              <span style={{ width: `${progress}%` }} />
            </div>
            {loyalty.pointsToNextTier !== null && <p>{fill(r.toNextTier, { points: number(loyalty.pointsToNextTier), tier: r.tiers[next] })}</p>}
          </>
        ) : (
          <p>{r.topTier}</p>
        )}
        <p className="portal-rewards__balance">
          {r.balance}: <strong>{number(loyalty.balance)}</strong>
        </p>
      </section>
      <section aria-labelledby="portal-rewards-redeem">
        <h3 id="portal-rewards-redeem">{r.redeemTitle}</h3>
        <p>{fill(r.card, { dollars, points: number(card.value) })}</p>
        {redeemable ? (
          <Button onClick={() => rewards.send({ type: 'redeem.open' })}>{r.redeem}</Button>
        ) : (
          <p>{fill(r.needMore, { points: number(card.value - loyalty.balance) })}</p>
        )}
      </section>
      <section aria-labelledby="portal-rewards-ways">
        <h3 id="portal-rewards-ways">{r.waysTitle}</h3>
        <ul>
          {r.ways.map((way) => (
            <li key={way}>{way}</li>
          ))}
        </ul>
        <SocialConnect rewards={rewards} />
      </section>
      <History rewards={rewards} expanded={v.expanded} />
      <RedeemDialog rewards={rewards} step={v.redeem} dollars={dollars} points={number(card.value)} awarded={card.awarded} />
    </div>
  );
}

/** portal-2.3, portal-9.3: the points history, earned or redeemed, 5 rows and then Show More. */
function History({ rewards, expanded }: { rewards: AnyActorRef; expanded: boolean }) {
  const { t, lang } = usePortalTexts();
  const r = t.rewards;
  const rows = useSelector(rewards, selectRows).filter((row) => historyKind(row.type) !== null);
  const shown = historyRows(rows, expanded);
  return (
    <section aria-labelledby="portal-rewards-history">
      <h3 id="portal-rewards-history">{r.historyTitle}</h3>
      {rows.length === 0 ? (
        <p>{r.historyEmpty}</p>
      ) : (
        <table className="portal-rewards__history">
          <thead>
            <tr>
              <th scope="col">{r.date}</th>
              <th scope="col">{r.activity}</th>
              <th scope="col">{r.points}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, i) => (
              <tr key={`${row.created}-${i}`}>
                <td>{formatDate(row.created, lang)}</td>
                <td>{row.ruleName ?? row.name ?? ''}</td>
                <td>
                  {historyKind(row.type) === 'earned' ? r.earned : r.redeemed} {new Intl.NumberFormat(intlLocale(lang)).format(row.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasHiddenHistory(rows, expanded) && (
        <Button variant="secondary" onClick={() => rewards.send({ type: 'history.more' })}>
          {r.showMore}
        </Button>
      )}
    </section>
  );
}

interface RedeemDialogProps {
  rewards: AnyActorRef;
  step: RedeemStep;
  dollars: string;
  points: string;
  awarded: { code: string; pin: string | null } | null;
}

/** portal-4.14, portal-8.3: confirm, the spinner, the gift code and PIN, or the configured redeem error. */
function RedeemDialog({ rewards, step, dollars, points, awarded }: RedeemDialogProps) {
  const { t } = usePortalTexts();
  const r = t.rewards;
  const close = () => rewards.send({ type: 'dialog.close' });
  if (step === 'confirming' || step === 'redeeming') {
    const busy = step === 'redeeming';
    return (
      <Modal
        title={r.confirmTitle}
        onClose={busy ? () => {} : close}
        closeLabel={r.cancel}
        size="small"
        actions={
          <>
            <Button onClick={() => rewards.send({ type: 'redeem.confirm' })} busy={busy} busyLabel={r.redeeming}>
              {r.confirm}
            </Button>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {r.cancel}
            </Button>
          </>
        }
      >
        <p>{fill(r.confirmBody, { points, dollars })}</p>
      </Modal>
    );
  }
  if (step === 'redeemed' && awarded) {
    return (
      <Modal title={r.redeemedTitle} onClose={close} closeLabel={r.close} size="small" actions={<Button onClick={close}>{r.close}</Button>}>
        <dl className="portal-profile">
          <div className="portal-profile__row">
            <dt>{r.code}</dt>
            <dd>{awarded.code}</dd>
          </div>
          {awarded.pin && (
            <div className="portal-profile__row">
              <dt>{r.pin}</dt>
              <dd>{awarded.pin}</dd>
            </div>
          )}
        </dl>
      </Modal>
    );
  }
  if (step === 'failed') {
    return (
      <Modal title={r.redeemTitle} onClose={close} closeLabel={r.close} size="small" actions={<Button onClick={close}>{r.close}</Button>}>
        <p role="alert">{t.configured.redeemError}</p>
      </Modal>
    );
  }
  return null;
}
