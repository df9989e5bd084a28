/**
 * The allowed origins the site config starts from (src/config/site.ts `allowedOrigins`), apart
 * from the config's schema so that the HTTP headers (scripts/securityHeaders.ts: the
 * Content-Security-Policy's `frame-src`) and their document read the very same lists.
 */

/**
 * The sandbox carriers' buy-now origins (fixtures/data/rateQuotes.ts `buyNowUrl`:
 * `https://buy.<companyID in lower case>.example`; a test keeps the two equal): the default
 * `allowedOrigins.buyNow` and `.frame`, so that buy now works against the sandbox in development
 * and in the preview. `.example` names are reserved (RFC 2606) and never resolve on the internet;
 * a production page lists its carriers' origins instead.
 */
export const SANDBOX_CARRIER_ORIGINS: readonly string[] = ['LSM', 'GCA', 'PCX', 'SRI', 'BAP', 'PSH', 'RRI', 'BCI', 'TLA', 'HCM'].map(
  (id) => `https://buy.${id.toLowerCase()}.example`,
);

/** The allowed origins without a configuration: none for payments, e-sign and logos, the sandbox carriers' for buy now and frames. */
export const DEFAULT_ALLOWED_ORIGINS = {
  payment: [] as string[],
  esign: [] as string[],
  buyNow: [...SANDBOX_CARRIER_ORIGINS],
  frame: [...SANDBOX_CARRIER_ORIGINS],
  logo: [] as string[],
};
