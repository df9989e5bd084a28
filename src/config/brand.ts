/** The brand of the site config (`<body data-site>`): the prefix of its storage keys, and its default. No imports: the page script reads it. */
export const DEFAULT_BRAND = 'bluebonnet';
export const BRAND_PATTERN = /^[a-z0-9-]{2,40}$/;
