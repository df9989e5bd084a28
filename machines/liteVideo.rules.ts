/** The lite video's rules (site-2.20, site-7.15), without the chart: the provider's embed address of a video. */
import { VIDEO_PROVIDER_ORIGIN } from '../src/config/liteVideo';

/**
 * site-7.15: the embed address of a video at the provider (its privacy-enhanced origin, always
 * https), playing at once: it is loaded only because the visitor pressed play.
 */
export function embedUrl(id: string): string {
  const url = new URL(`/embed/${encodeURIComponent(id)}`, VIDEO_PROVIDER_ORIGIN);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('rel', '0');
  return url.href;
}
