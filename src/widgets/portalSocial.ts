/**
 * The portal page's side of social connect (portal-2.2, portal-6.3, portal-7.17): the social chart's
 * setup from the page config, and the popup's hand-over. The Instagram login sends its popup back to
 * the portal with `?code=` or `?error=` (and `state`); that page, when its opener is a page of this
 * origin, posts the answer to the opener (to this origin only) and closes. A page that is not such a
 * popup (the popup was blocked and the whole page went to the login) reads the answer itself (the
 * widget's input, services/socialLogin.ts `readSocialReturn`). The query leaves the address bar
 * before anything is requested (src/flows/portal.ts `privateQuery`).
 */
import type { SocialReturn, SocialSetup } from '../../machines/portal/social.machine';
import { SOCIAL_MESSAGE_SOURCE, socialAnswerOf, type SocialReturnMessage } from '../../services/socialLogin';
import type { PortalConfig } from '../config/portal';

/** The query of a social login's answer (removed from the sign-in page's way back too). */
export const SOCIAL_RETURN_QUERY = ['code', 'error', 'error_reason', 'error_description', 'state'] as const;

/** portal-6.3, portal-7.17: what the social chart needs of the page config, with the page it comes back to. */
export function socialSetupOf(social: PortalConfig['social'], redirectUri: string, returned: SocialReturn | null): SocialSetup {
  return {
    shown: { instagram: social.instagram, facebook: social.facebook },
    instagram: { authorizeUrl: social.instagramAuthorizeUrl, clientId: social.instagramClientId, redirectUri },
    facebook: { sdkUrl: social.facebookSdkUrl, appId: social.facebookAppId },
    returned,
  };
}

/** The opener of this page when it is a page of this origin still open; else null. */
function sameOriginOpener(win: Window): Window | null {
  const opener = win.opener as Window | null;
  if (!opener || opener === win || opener.closed) return null;
  try {
    // Reading another origin's location throws: only a page of this origin is told anything.
    return opener.location.origin === win.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/**
 * portal-2.2: when `url` carries a social login's answer and this page is the popup of a page of
 * this origin, hand the answer over (postMessage to this origin only) and close; true when it did.
 */
export function handOverSocialReturn(win: Window, url: URL): boolean {
  const answer = socialAnswerOf(url);
  if (!answer) return false;
  const opener = sameOriginOpener(win);
  if (!opener) return false;
  const message: SocialReturnMessage = { source: SOCIAL_MESSAGE_SOURCE, kind: 'IGConnect', ...answer, state: url.searchParams.get('state') ?? '' };
  opener.postMessage(message, win.location.origin);
  win.close();
  return true;
}
