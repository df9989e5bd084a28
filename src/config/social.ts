/**
 * Social connect's default third parties (src/config/portal.ts `social`, portal-7.17): the sandbox's
 * stand-ins for the Instagram login page and the Facebook SDK, which the dev and preview servers
 * serve on the page's own origin (fixtures/sandbox/socialStandIn.ts; a test keeps the two equal).
 * In production these paths do not exist: a production page names the networks' own addresses
 * and apps (and adds the SDK's origin to its Content-Security-Policy).
 */
export const DEFAULT_INSTAGRAM_AUTHORIZE = '/sandbox/instagram/authorize';
export const DEFAULT_FACEBOOK_SDK = '/sandbox/facebook/sdk.js';
export const SANDBOX_INSTAGRAM_CLIENT_ID = 'sandbox-instagram-app';
export const SANDBOX_FACEBOOK_APP_ID = 'sandbox-facebook-app';
