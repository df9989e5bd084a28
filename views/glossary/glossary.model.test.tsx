/**
 * The glossary's own checks through the rendered view, in both languages: the toggles' state for
 * assistive technology, a cut-off term's link (it says so, expands the text, focuses the term),
 * back to top past 400 px (site-9.3), configured terms and labels (site §3 element attributes).
 * The generic suites (src/flows/flows.view.*.test.tsx) walk the paths' screens.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LINKS_SHOWN, DEFAULT_TEXT_SHOWN, glossaryConfigSchema } from '../../src/config/glossary';
import glossary from '../../src/flows/glossary';
import { loadFlow, pageSetupFor } from '../../src/flows/kit';
import { glossaryText } from '../../src/i18n/glossary';
import { createActorController } from '../../src/paths/actors';
import { recordingEffects } from '../../src/testing/flows';
import { BACK_TO_TOP_PX } from '../../src/ui';

const flow = await loadFlow(glossary);

function openPage(lang: 'en' | 'es', config?: Record<string, unknown>) {
  const controller = createActorController(flow.widget.machine);
  const { App } = flow.widget;
  render(
    <main id="main" tabIndex={-1}>
      <h1>Auto insurance 101</h1>
      <App page={pageSetupFor(flow.descriptor, lang, config ? { config } : {})} effects={recordingEffects()} actors={controller.actors} />
    </main>,
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  scrollTo(0);
  vi.restoreAllMocks();
});

describe.each(['en', 'es'] as const)('the glossary (%s)', (lang) => {
  const t = glossaryText[lang];
  const nav = () => screen.getByRole('navigation', { name: t.linksLabel });

  it('[site-2.18 site-4.3] each toggle says whether its part is expanded and which element it controls', async () => {
    const user = userEvent.setup();
    openPage(lang);
    const links = screen.getByRole('button', { name: t.configured.expandLinksLabel });
    const text = screen.getByRole('button', { name: t.configured.expandLabel });
    expect(links).toHaveAttribute('aria-expanded', 'false');
    expect(text).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(links.getAttribute('aria-controls') ?? '')!;
    const terms = document.getElementById(text.getAttribute('aria-controls') ?? '')!;
    expect(within(list).getAllByRole('link')).toHaveLength(DEFAULT_LINKS_SHOWN);
    expect(within(terms).getAllByRole('term')).toHaveLength(DEFAULT_TEXT_SHOWN);
    await user.click(links);
    expect(within(list).getAllByRole('link')).toHaveLength(t.terms.length);
    expect(links).toHaveAttribute('aria-expanded', 'true');
    expect(links).toHaveAccessibleName(t.configured.collapseLinksLabel);
    await user.click(text);
    expect(within(terms).getAllByRole('term')).toHaveLength(t.terms.length);
    expect(text).toHaveAttribute('aria-expanded', 'true');
    expect(text).toHaveAccessibleName(t.configured.collapseLabel);
  });

  it('[site-2.18] a cut-off term’s link says it expands the list; following it shows the term and moves focus there', async () => {
    const user = userEvent.setup();
    openPage(lang);
    const term = t.terms[DEFAULT_TEXT_SHOWN]!;
    const visible = within(nav()).getByRole('link', { name: t.terms[0]!.term });
    expect(visible).toHaveAttribute('href', expect.stringMatching(/^#/));
    const cut = within(nav()).getByRole('link', { name: `${term.term} ${t.shownOnFollow}` });
    expect(screen.queryByText(term.definition)).toBeNull();
    await user.click(cut);
    expect(screen.getByText(term.definition)).toBeVisible();
    expect(document.activeElement).toHaveTextContent(term.term);
    expect(document.activeElement?.tagName).toBe('DT');
    expect(cut.getAttribute('href')).toBe(`#${document.activeElement?.id}`);
    // Now on the page: its link no longer says it expands anything.
    expect(within(nav()).getByRole('link', { name: term.term })).toBe(cut);
  });

  it('[site-2.18 site-9.3] back to top shows once the page is scrolled more than 400 px, and takes the visitor to the top', async () => {
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    openPage(lang);
    expect(BACK_TO_TOP_PX).toBe(400);
    expect(screen.queryByRole('button', { name: t.configured.backToTop })).toBeNull();
    act(() => scrollTo(400));
    expect(screen.queryByRole('button', { name: t.configured.backToTop })).toBeNull();
    act(() => scrollTo(401));
    await userEvent.setup().click(screen.getByRole('button', { name: t.configured.backToTop }));
    expect(scrolled).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('[site-3.3 site-2.18] configured terms, how many show, and the expand and collapse labels', async () => {
    const user = userEvent.setup();
    openPage(lang, {
      terms: [
        { term: 'Alpha', definition: 'First.' },
        { term: 'Beta', definition: 'Second.' },
        { term: 'Gamma', definition: 'Third.' },
      ],
      linksShown: 3,
      textShown: 1,
      messages: { title: 'Words', expandLabel: 'More', collapseLabel: 'Less', backToTop: 'Top' },
    });
    expect(screen.getByRole('heading', { name: 'Words' })).toBeVisible();
    // Three links fit: no toggle for them.
    expect(within(nav()).getAllByRole('link')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: t.configured.expandLinksLabel })).toBeNull();
    expect(screen.getByText('First.')).toBeVisible();
    expect(screen.queryByText('Second.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByText('Third.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('the glossary’s data-config', () => {
  it('[site-2.18] refuses no terms, a blank term, a count of zero, or a field it does not know', () => {
    expect(glossaryConfigSchema.safeParse({ terms: [] }).success).toBe(false);
    expect(glossaryConfigSchema.safeParse({ terms: [{ term: ' ', definition: 'x' }] }).success).toBe(false);
    expect(glossaryConfigSchema.safeParse({ textShown: 0 }).success).toBe(false);
    expect(glossaryConfigSchema.safeParse({ colour: 'red' }).success).toBe(false);
    expect(glossaryConfigSchema.safeParse({ terms: [{ term: 'A', definition: 'B' }], linksShown: 2 }).success).toBe(true);
  });
});
