/**
 * What the quote pages (`/quote/`, `/quote-ca/`) configure of their form, in its host's data-config
 * (src/config/quote.ts): the agency's top-rated carriers, best first, by the companyID of their
 * quotes (quote-4.26: "Top rated" puts them first, at most `topRatedMax`). The quote chart's path
 * model starts from the same (fixtures/models/quote.model.ts), as the pages do.
 */
export const QUOTE_PAGE_CONFIG = { topRated: ['GCA', 'LSM'] } as const;
