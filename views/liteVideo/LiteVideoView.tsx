/**
 * The lite video player (site-2.20, site-4.3, site-7.15). Inactive: the thumbnail the site serves
 * inside one real button named after the video; nothing of the provider is in the page, so no
 * request leaves for it. Pressed: the provider's player in an iframe (https, its embed origin
 * only), which takes the focus the button had. The player is as wide as its parent and never
 * wider than the declared width, at the declared proportions (its size is set in CSS pixels
 * through the element's style, which the site's CSP allows: it is not a style attribute of the HTML).
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { LiteVideoMachine } from '../../machines/liteVideo.machine';
import { embedUrl } from '../../machines/liteVideo.rules';
import { fill, type Lang } from '../../src/i18n';
import type { LiteVideoText } from '../../src/i18n/liteVideo';
import { useFocusOnMount } from '../../src/ui';
import { LiteVideoFlow } from './LiteVideoFlow';
import { DefaultThumbnail } from './Thumbnail';
import { LiteVideoTextsProvider, useLiteVideoTexts } from './texts';

type Snap = SnapshotFrom<LiteVideoMachine>;

/** What the page gives the player's view (the widget root passes its validated data-config). */
export interface LiteVideoViewProps {
  lang: Lang;
  config: { messages: Partial<LiteVideoText['configured']> };
}

const selectActive = (s: Snap) => s.matches('active');
const selectVideo = (s: Snap) => s.context.video;

export function LiteVideoView({ lang, config }: LiteVideoViewProps) {
  return (
    <LiteVideoTextsProvider lang={lang} messages={config.messages}>
      <Player />
    </LiteVideoTextsProvider>
  );
}

function Player() {
  const { t } = useLiteVideoTexts();
  const actor = LiteVideoFlow.useActorRef();
  const active = useSelector(actor, selectActive);
  const video = useSelector(actor, selectVideo);
  const captionId = useId();
  return (
    <figure className="lite-video" aria-labelledby={captionId} style={{ maxWidth: `${video.width}px` }}>
      <div className="lite-video__frame" style={{ aspectRatio: `${video.width} / ${video.height}` }}>
        {active ? (
          <Embed id={video.id} title={video.title} width={video.width} height={video.height} />
        ) : (
          <button type="button" className="lite-video__play" onClick={() => actor.send({ type: 'video.play' })}>
            {video.thumbnail ? (
              <img className="lite-video__thumbnail" src={video.thumbnail} alt="" width={video.width} height={video.height} />
            ) : (
              <DefaultThumbnail />
            )}
            <span className="lite-video__icon" aria-hidden="true" />
            <span className="lite-video__label">{fill(t.configured.playLabel, { title: video.title })}</span>
          </button>
        )}
      </div>
      <figcaption id={captionId} className="lite-video__caption">
        {video.title}
      </figcaption>
      <p className="lite-video__provider">{t.provider}</p>
    </figure>
  );
}

function Embed({ id, title, width, height }: { id: string; title: string; width: number; height: number }) {
  // The press replaced the button: the player takes its focus, so the keyboard goes on from there.
  const frame = useFocusOnMount<HTMLIFrameElement>();
  return (
    <iframe
      ref={frame}
      className="lite-video__embed"
      src={embedUrl(id)}
      title={title}
      width={width}
      height={height}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
    />
  );
}
