/** The back-to-top button (quote 001 §9: 400 px): shown past 400 px of scrolling, back to the top with focus on the main region. */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_TO_TOP_PX, BackToTop } from './BackToTop';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('BackToTop', () => {
  afterEach(() => {
    scrollTo(0);
    vi.restoreAllMocks();
  });

  it('[quote-9.4] appears once the page is scrolled past 400 px (quote 001 §9), not at 400', () => {
    expect(BACK_TO_TOP_PX).toBe(400);
    render(<BackToTop label="Back to top" targetId="main" />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => scrollTo(400));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => scrollTo(401));
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeVisible();
    act(() => scrollTo(120));
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });

  it('scrolls to the top and moves focus to the main region (smooth, or at once when motion is reduced)', async () => {
    // The browser's scrolling is not the thing under test: jsdom has none, so it is recorded.
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    render(
      <>
        <main id="main" tabIndex={-1}>
          <h1>Quote</h1>
        </main>
        <BackToTop label="Volver arriba" targetId="main" />
      </>,
    );
    act(() => scrollTo(900));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Volver arriba' }));
    expect(scrolled).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
    // A visitor who asked for reduced motion (jsdom has no media queries: this one answers that).
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }) });
    try {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Volver arriba' }));
      expect(scrolled).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
    } finally {
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
