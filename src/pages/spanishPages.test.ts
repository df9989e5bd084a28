// @vitest-environment jsdom
/**
 * No Spanish page shows a text of the English catalogs where a Spanish one exists (issue 27:
 * "Spanish pages with English text"): every page as src/pages/render.ts builds it, with its header,
 * menu, footer and what is drawn at build time (src/testing/englishTexts.ts says what counts). The
 * widgets' screens are checked step by step in the Spanish generic suite
 * (src/flows/flowsView.suite.ts).
 */
import { describe, expect, it } from 'vitest';
import { englishOnlyTexts, englishTextsShown } from '../testing/englishTexts';
import { pagesText } from '../i18n/pages';
import { renderPage, sitePages } from './render';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('the Spanish pages', () => {
  it('the check finds an English catalog text, whole or with its placeholders filled, and leaves shared texts and English content marked as such', () => {
    const matcher = englishOnlyTexts();
    const doc = parse(`<main><h1>${pagesText.en.page.contact.heading}</h1><p>Bluebonnet Auto Insurance</p><p>No</p><blockquote lang="en"><p>${pagesText.en.backHome}</p></blockquote><p>Welcome, Ana. We sent the details of your account to ana@example.com.</p></main>`);
    document.body.replaceChildren(...[...doc.body.childNodes].map((n) => document.adoptNode(n)));
    expect(englishTextsShown(document.body, matcher)).toEqual(['Contact us', 'Welcome, Ana. We sent the details of your account to ana@example.com.']);
  });

  const spanish = sitePages().filter((p) => p.lang === 'es');
  it.each(spanish.map((p) => [p.path, p] as const))('[site-1.1] %s shows no English catalog text', (_path, page) => {
    const doc = parse(renderPage(page));
    document.body.replaceChildren(...[...doc.body.childNodes].map((n) => document.adoptNode(n)));
    expect(englishTextsShown(document.body)).toEqual([]);
  });
});
