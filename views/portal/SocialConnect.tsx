/**
 * Social connect in "Ways to earn" (portal-4.15, portal-6.3, portal-7.17, portal-8.6): the social
 * chart's screens (machines/portal/social.machine.ts). A button per network the configuration
 * shows; while a login or the award runs, the pressed button is busy and the other one waits; what
 * happens is said in a live region; a refused login or a failed award is said as an alert, with the
 * buttons (or Try again) to start over.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import type { SocialMachine } from '../../machines/portal/social.machine';
import { Button } from '../../src/ui';
import { usePortalTexts } from './texts';

type Snap = SnapshotFrom<SocialMachine>;
type Step = 'idle' | 'instagram' | 'facebook' | 'awarding' | 'authFailed' | 'awardFailed';

const stepOf = (s: Snap): Step => {
  if (s.matches('instagram')) return 'instagram';
  if (s.matches('facebook')) return 'facebook';
  if (s.matches('awarding')) return 'awarding';
  if (s.matches({ ready: 'authFailed' })) return 'authFailed';
  if (s.matches({ ready: 'awardFailed' })) return 'awardFailed';
  return 'idle';
};

const selectSocial = (s: Snap) => ({ step: stepOf(s), shown: s.context.shown, kind: s.context.kind });
const selectChild = (s: { children: Record<string, AnyActorRef | undefined> }): AnyActorRef | null => s.children.social ?? null;

/** The social chart the rewards chart runs, then its screen. */
export function SocialConnect({ rewards }: { rewards: AnyActorRef }) {
  const social = useSelector(rewards, selectChild);
  return social ? <SocialButtons social={social} /> : null;
}

function SocialButtons({ social }: { social: AnyActorRef }) {
  const { t } = usePortalTexts();
  const s = t.rewards.social;
  const v = useSelector(social, selectSocial, shallowEqual);
  if (!v.shown.instagram && !v.shown.facebook) return null;
  const working = v.step === 'instagram' || v.step === 'facebook' || v.step === 'awarding';
  const status = v.step === 'instagram' ? s.instagramWaiting : v.step === 'facebook' ? s.facebookWaiting : v.step === 'awarding' ? s.awarding : '';
  const busyOn = (kind: 'IGConnect' | 'FBConnect') => working && v.kind === kind;
  return (
    <div className="portal-social">
      <h4 id="portal-social-title">{s.title}</h4>
      <p>{s.lead}</p>
      <div className="portal-social__buttons" role="group" aria-labelledby="portal-social-title">
        {v.shown.instagram && (
          <Button
            variant="secondary"
            onClick={() => social.send({ type: 'social.connect', kind: 'IGConnect' })}
            busy={busyOn('IGConnect')}
            busyLabel={s.connecting}
            disabled={working}
          >
            {s.instagram}
          </Button>
        )}
        {v.shown.facebook && (
          <Button
            variant="secondary"
            onClick={() => social.send({ type: 'social.connect', kind: 'FBConnect' })}
            busy={busyOn('FBConnect')}
            busyLabel={s.connecting}
            disabled={working}
          >
            {s.facebook}
          </Button>
        )}
      </div>
      <p className="portal-social__status" aria-live="polite">
        {status}
      </p>
      {v.step === 'authFailed' && (
        <p role="alert" className="ui-notice ui-notice--error">
          {s.authFailed}
        </p>
      )}
      {v.step === 'awardFailed' && (
        <div className="ui-notice ui-notice--error">
          <p role="alert">{s.awardFailed}</p>
          <Button onClick={() => social.send({ type: 'social.retry' })}>{s.retry}</Button>
        </div>
      )}
    </div>
  );
}
