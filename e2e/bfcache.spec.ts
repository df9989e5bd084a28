/**
 * Back after leaving the page, with the browser's back/forward cache on (the `bfcache` project
 * of playwright.config.ts; Playwright turns the cache off otherwise). One test per registered flow
 * and language: of the generated paths that end in a chart state sending the customer to another
 * page (tag `leaving`), the shortest (the first generated among equals) is walked in the real page
 * (e2e/walk.ts); then Back brings the page out of the cache (`pageshow` with `persisted`) and the
 * page must be usable again: the flow's first screen, and the same user steps lead away once more.
 * The fresh start after Back lives once in the widget root for every leaving state (decision 14),
 * so one of them per flow stands for the others. A leaving state after which the page is not the
 * same any more (signing out) says what Back shows instead, in its screens' `afterBack`.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './workerPage';
import type { AnyStateMachine } from 'xstate';
import type { Lang } from '../src/config/lang';
import { loadFlows, type LoadedFlow } from '../src/flows/kit';
import type { ModelPath } from '../src/paths/model';
import { cachedPaths } from './pathsCache';
import { expectationsAt, fieldsForStep, pickedFileBytes, type Action, type FlowScreens } from '../src/paths/screens';
import { flows } from '../src/registry';
import { LEAVING_TAG } from '../src/widget';
import { walkPath } from './walk';
import { locate, otherTabRemoves, performPopup } from './walkScreens';

declare global {
  interface Window {
    /** How many times this document was shown again from the back/forward cache. */
    restoredFromCache?: number;
  }
}

const LANGS: Lang[] = ['en', 'es'];
const loaded = await loadFlows(flows);

function isLeaving(machine: AnyStateMachine, leaf: string): boolean {
  // A child machine's state ("vehicleDialog:vin.typing") never leaves the page: its dialog closes first.
  if (leaf.includes(':')) return false;
  return machine.getStateNodeById(`${machine.id}.${leaf}`).tags.includes(LEAVING_TAG);
}

/** The shortest generated path that ends in a leaving state (the first generated among equals), and that state. */
function leavingPath(flow: LoadedFlow): { leaf: string; path: ModelPath } | undefined {
  let found: { leaf: string; path: ModelPath } | undefined;
  for (const path of cachedPaths(flow.model).paths) {
    if (found && path.steps.length >= found.path.steps.length) continue;
    const leaf = (path.steps.at(-1)?.leaves ?? []).find((l) => isLeaving(flow.model.machine, l));
    if (leaf) found = { leaf, path };
  }
  return found;
}

async function perform(page: Page, actions: Action[]): Promise<void> {
  for (const a of actions) {
    if ('fill' in a) {
      const el = locate(page, a.fill);
      if (await el.evaluate((node) => node instanceof HTMLSelectElement)) await el.selectOption(a.value);
      else await el.fill(a.value);
    }
    else if ('click' in a) await locate(page, a.click).click(a.newTab ? { modifiers: ['ControlOrMeta'] } : {});
    else if ('upload' in a) await locate(page, a.upload).setInputFiles({ name: a.file.name, mimeType: a.file.type, buffer: Buffer.from(pickedFileBytes(a.file)) });
    else if ('otherTabRemoves' in a) await otherTabRemoves(page, a.otherTabRemoves);
    else if ('frame' in a) await page.getByTitle(a.title).dispatchEvent(a.frame);
    else if ('opensPopup' in a) await performPopup(page, a);
    else if ('hash' in a)
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, a.hash);
    else if ('back' in a) await page.evaluate(() => window.history.back());
    else await page.keyboard.press(a.press);
  }
}

/** The first screen the path settles in (after loading), as the flow declares it. */
async function expectFirstScreen(page: Page, screens: FlowScreens, path: ModelPath): Promise<void> {
  const index = path.steps.findIndex((s) => s.leaves.every((leaf) => !screens.transient.includes(leaf)));
  const step = path.steps[index]!;
  for (const leaf of step.leaves) {
    for (const e of expectationsAt(screens, leaf, path, index) ?? []) {
      if ('navigatedTo' in e) continue;
      if (e.absent) await expect(locate(page, e), `${leaf} after Back`).toHaveCount(0);
      else await expect(locate(page, e), `${leaf} after Back`).toBeVisible();
      if (e.busy === false) await expect(locate(page, e)).not.toHaveAttribute('aria-busy', 'true');
    }
  }
}

const caseOf = new Map(loaded.map((flow) => [flow.id, leavingPath(flow)]));

test('some registered chart has a leaving state (the checks below are not empty)', () => {
  expect([...caseOf.values()].filter(Boolean).length).toBeGreaterThan(0);
});

for (const flow of loaded) {
  const found = caseOf.get(flow.id);
  if (!found) continue;
  const { leaf, path } = found;
  test.describe(`${flow.id}: Back after leaving the page, with the back/forward cache on`, () => {
    for (const lang of LANGS) {
      test(`[${path.spec.join(' ')}] ${flow.id} ${lang}: away from ${leaf} (${path.id}) and Back, the page takes input again`, async ({
        page,
      }, testInfo) => {
        await page.addInitScript(() => {
          window.addEventListener('pageshow', (event) => {
            if (event.persisted) window.restoredFromCache = (window.restoredFromCache ?? 0) + 1;
          });
        });
        await walkPath({ page, flow, lang, path, scanAt: new Set(), testInfo });
        const away = page.url();
        await page.waitForLoadState('load');

        // Playwright does not follow a page restored from the cache as a navigation: go back
        // from inside the page and wait for the restored document to say so.
        await page.evaluate(() => window.history.back());
        // While the restored document takes over, the old one's context is gone: ask again.
        await expect
          .poll(() => page.evaluate(() => window.restoredFromCache ?? 0).catch(() => 0), { message: 'restored from the back/forward cache' })
          .toBe(1);

        const screens = flow.screens(lang);
        const instead = screens.afterBack?.[leaf];
        if (instead) {
          for (const e of instead) {
            if ('navigatedTo' in e) continue;
            if (e.absent) await expect(locate(page, e), `${leaf}: after Back`).toHaveCount(0);
            else await expect(locate(page, e), `${leaf}: after Back`).toBeVisible();
          }
          return;
        }
        await expectFirstScreen(page, screens, path);

        // Usable again: the same user steps lead away once more.
        for (const [i, step] of path.steps.entries()) {
          if (step.kind !== 'user') continue;
          const action = screens.actions[step.event.type];
          if (!action) throw new Error(`No user action declared for ${step.event.type}`);
          await perform(page, action(step.event, fieldsForStep(path, i)));
        }
        await expect(page).toHaveURL(away);
      });
    }
  });
}
