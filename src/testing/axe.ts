/**
 * axe-core in jsdom: the serious and critical violations (WCAG 2 A/AA, 2.1 AA, 2.2 AA) of what a
 * test rendered. jsdom draws nothing, so the rules that measure the drawn page (colour contrast)
 * are the browser's (e2e/axeScan.ts); the rest read the DOM as a screen reader does: names, roles,
 * labels, states, the structure of forms and lists.
 */
import axe from 'axe-core';

// axe-core schedules its own work with setTimeout: under a test's fake timers it runs on the real
// ones (captured when this module loads, before any test fakes them), so a scan neither waits for
// the fake clock nor moves it.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

export async function seriousViolations(container: Element): Promise<string[]> {
  const timers = { setTimeout: globalThis.setTimeout, clearTimeout: globalThis.clearTimeout };
  globalThis.setTimeout = realSetTimeout;
  globalThis.clearTimeout = realClearTimeout;
  try {
    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] },
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
      // A frame's page is another site's (a carrier's, the video provider's), and jsdom loads none.
      iframes: false,
    });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.map(String).join(' ')).join(', ')})`);
  } finally {
    globalThis.setTimeout = timers.setTimeout;
    globalThis.clearTimeout = timers.clearTimeout;
  }
}
