/**
 * data-config of the lite video player (site-2.20, site-4.3, site-7.15): which video of the
 * provider, its title, its declared width and height (the player is as wide as its parent, never
 * wider than the declared width), and the thumbnail, which the site serves itself (a same-site
 * path: no request goes to the provider before the visitor plays the video). Without `video` the
 * page shows the catalog's example video in its language.
 */
import * as z from 'zod/mini';
import { sameSiteUrl } from '../rules/url';
import { configuredText } from './schema';

/** site-7.15: the video provider's embed origin (the privacy-enhanced one), the only frame the site's CSP allows. */
export const VIDEO_PROVIDER_ORIGIN = 'https://www.youtube-nocookie.com';

/** A thumbnail the site serves: a path of this site (never another origin). */
const sitePath = z.string().check(
  z.refine((v) => v.startsWith('/') && sameSiteUrl(v, 'https://site.invalid') !== null, { message: 'must be a path of this site' }),
);

export const videoSchema = z.strictObject({
  /** The provider's video id (eleven letters, digits, - or _). */
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{11}$/)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(120)),
  /** The declared size, in CSS pixels: the player is never wider than `width`, and keeps `width` to `height`. */
  width: z._default(z.number().check(z.int(), z.minimum(200), z.maximum(1920)), 560),
  height: z._default(z.number().check(z.int(), z.minimum(112), z.maximum(1080)), 315),
  /** The thumbnail, a file of the site; default: the site's own picture, drawn in the page (views/liteVideo/Thumbnail.tsx). */
  thumbnail: z.optional(sitePath),
});

export type Video = z.output<typeof videoSchema>;

export const liteVideoConfigSchema = z.strictObject({
  /** The video; default: the catalog's example in the page's language. */
  video: z.optional(videoSchema),
  /** The configured texts; each defaults to the catalog's. `{title}` is the video's title. */
  messages: z._default(z.strictObject({ playLabel: configuredText }), {}),
});

export type LiteVideoConfig = z.output<typeof liteVideoConfigSchema>;
