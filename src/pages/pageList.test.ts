/** The pages `npm start` prints, and the Spanish ones the dev-server check opens (src/pages/pageList.ts). */
import { describe, expect, it } from 'vitest';
import { newcomerPages, pagesCoveringWidgets } from './pageList';

describe('the pages a newcomer opens', () => {
  it('the Spanish selection hosts every widget of the list, each page one no earlier page hosts, in fewer pages', () => {
    const all = newcomerPages();
    const chosen = pagesCoveringWidgets(all);
    expect(new Set(chosen.flatMap((p) => p.widgets))).toEqual(new Set(all.flatMap((p) => p.widgets)));
    chosen.forEach((page, i) => {
      const before = new Set(chosen.slice(0, i).flatMap((p) => p.widgets));
      expect(page.widgets.some((w) => !before.has(w)), page.id).toBe(true);
    });
    expect(chosen.length).toBeLessThan(all.filter((p) => p.widgets.length > 0).length);
  });
});
