/** The glossary's defaults (site-2.18): how many term links and definitions show while cut off, unless the page says otherwise. */
export const DEFAULT_LINKS_SHOWN = 6;
export const DEFAULT_TEXT_SHOWN = 4;
