// @vitest-environment jsdom
/**
 * The portal page's side of social connect (./portalSocial.ts) and the address bar (portal-2.2): the
 * popup hands the answer of its address to an opener of this origin only, and closes; the page's
 * secrets (`?token=`, `?code=`, `?error=`, `state`) leave the address bar before any request.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import portalFlow from '../flows/portal';
import { dropPrivateQuery } from '../mount';
import { portalConfigSchema } from '../config/portal';
import { SOCIAL_MESSAGE_SOURCE } from '../../services/socialLogin';
import { handOverSocialReturn, socialSetupOf } from './portalSocial';

const origin = window.location.origin;
const at = (query: string) => new URL(`${origin}/portal/?tabid=rewards&${query}`);

/** A window whose opener is `opener`, with close() recorded. */
function popupWith(opener: unknown): Window & { closed: boolean } {
  const win = { opener, location: window.location, close: vi.fn(), closed: false };
  return win as unknown as Window & { closed: boolean };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the popup hands its answer to its opener (portal-2.2, portal-7.17)', () => {
  it('[portal-2.2] an opener of this origin gets the code (or the error) with the state, to this origin only; the popup closes', () => {
    const postMessage = vi.fn();
    const popup = popupWith({ postMessage, closed: false, location: { origin } });
    expect(handOverSocialReturn(popup, at('code=SBX-IG-1&state=S1'))).toBe(true);
    expect(postMessage).toHaveBeenCalledWith({ source: SOCIAL_MESSAGE_SOURCE, kind: 'IGConnect', code: 'SBX-IG-1', state: 'S1' }, origin);
    expect(popup.close).toHaveBeenCalled();
    expect(handOverSocialReturn(popup, at('error=access_denied&state=S1'))).toBe(true);
    expect(postMessage).toHaveBeenLastCalledWith({ source: SOCIAL_MESSAGE_SOURCE, kind: 'IGConnect', error: 'access_denied', state: 'S1' }, origin);
  });

  it('[portal-2.2] no opener, an opener of another origin, or no answer in the address: the page reads it itself (nothing handed over)', () => {
    expect(handOverSocialReturn(popupWith(null), at('code=SBX-IG-1&state=S1'))).toBe(false);
    const foreign = {
      postMessage: vi.fn(),
      closed: false,
      get location(): Location {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    };
    expect(handOverSocialReturn(popupWith(foreign), at('code=SBX-IG-1&state=S1'))).toBe(false);
    expect(foreign.postMessage).not.toHaveBeenCalled();
    expect(handOverSocialReturn(popupWith({ postMessage: vi.fn(), closed: false, location: { origin } }), at('token=TOK-1'))).toBe(false);
  });

  it('[portal-2.2] ?token=, ?code=, ?error= and the state leave the address bar before the page asks for anything; the widget reads the address as opened', () => {
    window.history.replaceState(null, '', '/portal/?tabid=rewards&code=SBX-IG-1&state=S1&token=TOK-APPROVED-1');
    const opened = dropPrivateQuery(portalFlow.privateQuery ?? []);
    expect(window.location.search).toBe('?tabid=rewards');
    expect(opened?.searchParams.get('code')).toBe('SBX-IG-1');
    expect(opened?.searchParams.get('token')).toBe('TOK-APPROVED-1');
    window.history.replaceState(null, '', '/portal/?error=access_denied&error_reason=user_denied&error_description=no&state=S1&tabid=rewards');
    dropPrivateQuery(portalFlow.privateQuery ?? []);
    expect(window.location.search).toBe('?tabid=rewards');
  });
});

describe('the social chart set up from the page config (portal-6.3)', () => {
  it('[portal-6.3] the buttons shown, the logins configured, the way back and the answer of the address', () => {
    const social = portalConfigSchema.parse({ social: { instagram: false } }).social;
    expect(socialSetupOf(social, `${origin}/es/portal/?tabid=rewards`, null)).toEqual({
      shown: { instagram: false, facebook: true },
      instagram: { authorizeUrl: '/sandbox/instagram/authorize', clientId: 'sandbox-instagram-app', redirectUri: `${origin}/es/portal/?tabid=rewards` },
      facebook: { sdkUrl: '/sandbox/facebook/sdk.js', appId: 'sandbox-facebook-app' },
      returned: null,
    });
  });
});
