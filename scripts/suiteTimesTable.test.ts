import { describe, expect, it } from 'vitest';
import type { ChecksTimes, E2eTest, E2eTimes, VitestFlowTest, VitestTimes } from './suiteTimesData';
import { flowOfSuite, isPathTitle, ownViewTestFlow } from './suiteTimesData';
import { suiteTimesTable, TOP_FILES } from './suiteTimesTable';
import { END_MARKER, replaceBlock, START_MARKER } from './suiteTimes';

const stamp = { startedAt: '2026-11-28T09:00:05.120Z', commit: 'abc1234' };

/** `n` path tests of one flow in one layer, each `ms` long, and one check that is not a path. */
function flowTests(flow: string, layer: VitestFlowTest['layer'], n: number, ms: number, file = 'src/flows/flows.model.test.ts'): VitestFlowTest[] {
  const paths = Array.from({ length: n }, (_, i) => ({ file, flow, layer, title: `P${i + 1}: start > go`, path: true, durationMs: ms, state: 'passed' }));
  return [{ file, flow, layer, title: 'paths cover every state and transition', path: false, durationMs: 100, state: 'passed' }, ...paths];
}

function chromium(flow: string, lang: 'en' | 'es', n: number, ms: number): E2eTest[] {
  return Array.from({ length: n }, (_, i) => ({
    file: 'e2e/paths.spec.ts',
    project: 'reused',
    title: `[quote-1.1] ${flow} ${lang} P${i + 1}: start > go`,
    flow,
    lang,
    pathId: `P${i + 1}`,
    durationMs: ms,
    status: 'passed',
    retry: 0,
  }));
}

const checks: ChecksTimes = { ...stamp, wallMs: 20_000, checks: [{ script: 'typecheck', ms: 19_000, code: 0 }, { script: 'lint', ms: 20_000, code: 0 }] };

const vitest: VitestTimes = {
  ...stamp,
  wallMs: 200_000,
  workers: 2,
  files: [
    { path: 'src/flows/flows.model.test.ts', project: 'node', durationMs: 12_300, collectMs: 30_000, setupMs: 100, tests: 12 },
    { path: 'src/flows/flows.view.en.test.tsx', project: 'dom', durationMs: 90_200, collectMs: 31_000, setupMs: 900, tests: 6 },
    { path: 'src/flows/flows.view.es.test.tsx', project: 'dom', durationMs: 20_100, collectMs: 31_000, setupMs: 900, tests: 4 },
    { path: 'machines/quote/quote.model.test.ts', project: 'node', durationMs: 40_000, collectMs: 2_000, setupMs: 100, tests: 80 },
    { path: 'services/payment.test.ts', project: 'node', durationMs: 1_500, collectMs: 500, setupMs: 100, tests: 20 },
  ],
  flowTests: [
    // quote: 10 paths of 1 s on the machine, 4 of 20 s in jsdom en, 2 of 10 s in es; payment: 1, 1, 1 at 2 s, 30 s, 10 s.
    ...flowTests('quote', 'model', 10, 1_000),
    ...flowTests('quote', 'jsdom en', 4, 20_000, 'src/flows/flows.view.en.test.tsx'),
    ...flowTests('quote', 'jsdom es', 2, 10_000, 'src/flows/flows.view.es.test.tsx'),
    ...flowTests('payment', 'model', 1, 2_000),
    ...flowTests('payment', 'jsdom en', 1, 10_000, 'src/flows/flows.view.en.test.tsx'),
    ...flowTests('payment', 'jsdom es', 1, 10_000, 'src/flows/flows.view.es.test.tsx'),
  ],
};

const e2e: E2eTimes = {
  ...stamp,
  wallMs: 500_000,
  workers: 2,
  tests: [
    ...chromium('quote', 'en', 20, 10_000),
    ...chromium('quote', 'es', 10, 10_000),
    ...chromium('payment', 'en', 5, 4_000),
    ...chromium('payment', 'es', 5, 4_000),
    // A path that failed, then passed on its retry: both attempts count in the time, once in the paths.
    { ...chromium('payment', 'es', 1, 3_000)[0]!, pathId: 'P9', title: 'payment es P9', status: 'failed' },
    { ...chromium('payment', 'es', 1, 3_000)[0]!, pathId: 'P9', title: 'payment es P9', retry: 1 },
    { file: 'e2e/paths.spec.ts', project: 'reused', title: 'quote: the walked paths cover every state and transition', durationMs: 200, status: 'passed', retry: 0 },
    { file: 'e2e/layout.spec.ts', project: 'reused', title: 'the home page', durationMs: 60_000, status: 'passed', retry: 0 },
    { file: 'e2e/devServer.spec.ts', project: 'dev', title: 'every page', durationMs: 100_000, status: 'passed', retry: 0 },
    { file: 'e2e/studio.spec.ts', project: 'chromium', title: 'not run', durationMs: 0, status: 'skipped', retry: 0 },
  ],
};

/** The markdown table that follows a bold heading, as rows of cells. */
function tableAfter(markdown: string, heading: string): string[][] {
  const after = markdown.slice(markdown.indexOf(heading));
  const lines = after.split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.slice(2, -2).split(' | '));
  }
  return rows;
}

describe('the suite times table (scripts/suiteTimesTable.ts)', () => {
  const md = suiteTimesTable({ checks, vitest, e2e });

  it('names the runs it was made from', () => {
    expect(md).toContain('checks: 2026-11-28 09:00 UTC at abc1234; vitest: 2026-11-28 09:00 UTC at abc1234; Playwright: 2026-11-28 09:00 UTC at abc1234.');
  });

  it('gives each suite its wall time (npm test: the checks and vitest), summed test time, budget and headroom', () => {
    const rows = tableAfter(md, '**Suites**');
    expect(rows[0]).toEqual(['`npm test`', '220.0 (checks 20.0, vitest 200.0)', '164.1', '96.6', '240', '20.0']);
    expect(rows[1]).toEqual(['vitest project dom (2 files)', '', '110.3', '63.8', '', '']);
    expect(rows[2]).toEqual(['vitest project node (3 files)', '', '53.8', '32.8', '', '']);
    // 20 x 10 + 10 x 10 + 5 x 4 + 5 x 4 + 3 + 3 + 0.2 + 60 + 100 s; the skipped test is not counted.
    expect(rows[3]).toEqual(['`npm run test:e2e`', '500.0 (build and servers included, 2 workers)', '506.2', '-', '480', '-20.0']);
    expect(rows.slice(4).map((r) => r[0])).toEqual(['Playwright project dev (1 test run)', 'Playwright project reused (44 test runs)']);
  });

  it('gives each flow its paths, seconds and seconds per path in each layer, the largest first, and the total', () => {
    const rows = tableAfter(md, '**Flows**');
    expect(rows.map((r) => r[0])).toEqual(['quote', 'payment', '**all flows**']);
    expect(rows[0]).toEqual(['quote', '10 · 10.1 · 1.01', '4 · 80.1 · 20.03', '2 · 20.1 · 10.05', '20 · 200.0 · 10.00', '10 · 100.0 · 10.00', '410.3']);
    // The retried path: once in the paths, both attempts in the seconds.
    expect(rows[1]).toEqual(['payment', '1 · 2.1 · 2.10', '1 · 10.1 · 10.10', '1 · 10.1 · 10.10', '5 · 20.0 · 4.00', '6 · 26.0 · 4.33', '68.3']);
    expect(rows[2]).toEqual(['**all flows**', '11 · 12.2 · 1.11', '5 · 90.2 · 18.04', '3 · 30.2 · 10.07', '25 · 220.0 · 8.80', '16 · 126.0 · 7.88', '478.6']);
  });

  it('lists the rest of each suite by file, the flow suites and the generated paths left out', () => {
    const rows = tableAfter(md, 'vitest, every file');
    expect(rows).toEqual([
      ['`machines/quote/quote.model.test.ts`', 'node', '80', '40.0', '2.0'],
      ['`services/payment.test.ts`', 'node', '20', '1.5', '0.5'],
    ]);
    expect(md).toContain('(their import and path generation: `src/flows/flows.model.test.ts` 30.0, `src/flows/flows.view.en.test.tsx` 31.0, `src/flows/flows.view.es.test.tsx` 31.0 s)');
    expect(tableAfter(md, 'Playwright, every test')).toEqual([
      ['`e2e/devServer.spec.ts`', 'dev', '1', '100.0'],
      ['`e2e/layout.spec.ts`', 'reused', '1', '60.0'],
      ['`e2e/paths.spec.ts`', 'reused', '1', '0.2'],
    ]);
  });

  it('sums the files past the longest in one row', () => {
    const many = Array.from({ length: TOP_FILES + 3 }, (_, i) => ({ path: `src/f${i}.test.ts`, project: 'node', durationMs: 1000 * (i + 1), collectMs: 0, setupMs: 0, tests: 2 }));
    const rows = tableAfter(suiteTimesTable({ vitest: { ...vitest, files: many, flowTests: [] } }), 'vitest, every file');
    expect(rows).toHaveLength(TOP_FILES + 1);
    expect(rows[0]![0]).toBe(`\`src/f${TOP_FILES + 2}.test.ts\``);
    expect(rows[TOP_FILES]).toEqual(['3 other files', '', '6', '6.0', '']);
  });

  it("prices a new flow of the quote form's and of payment's size at the mean cost per path, and counts how many fit", () => {
    const rows = tableAfter(md, '**One more flow**');
    // quote's size: 10 x 1.109 + 4 x 18.04 + 2 x 10.067 = 103.4 s of vitest tests, over 2 workers 51.7 s; 20 s of
    // headroom: none fits. Chromium: 20 x 8.8 + 10 x 7.875 = 254.8 s, and test:e2e is already over.
    expect(rows[0]).toEqual(["the quote form's size (`quote`)", '10, 4, 2, 20, 10', '103.4, 51.7', '254.8, 127.4', '0', 'none (over by 20.0 s)']);
    // payment's size: 1.109 + 18.04 + 10.067 = 29.2 s, 14.6 s wall: one fits in 20 s.
    expect(rows[1]).toEqual(["payment's size (`payment`)", '1, 1, 1, 5, 6', '29.2, 14.6', '91.3, 45.6', '1', 'none (over by 20.0 s)']);
    // One flow's wall times (51.7 s, 14.6 s of npm test; 127.4 s, 45.6 s of test:e2e) times the 2 coming flows.
    expect(md).toContain('The 2 coming flows (renters, roadside): at the quote form\'s size 103.4 s more of `npm test` and 254.8 s more of `npm run test:e2e`');
    expect(md).toContain("at payment's size 29.2 s more of `npm test` and 91.3 s more of `npm run test:e2e`.");
    // 20 s of npm test's headroom over 2 flows, 2 workers.
    expect(md).toContain('each of them can spend, in `npm test`: 10.0 s of wall time (20.0 s of tests); in `npm run test:e2e`: nothing (over by 20.0 s).');
  });

  it('prices the coming flows by the clauses they own, at each reference flow\'s paths per clause', () => {
    expect(md).toContain("By their clauses (renters and roadside 17: 17 in all, the owner table's RENTERS-ROADSIDE)");
    // The quote form's one-flow wall times (51.7 s, 127.4 s) times 17 / 156; npm test had 20 s of headroom, test:e2e was 20 s over.
    expect(md).toContain('with as many paths per clause as the quote form (156): 5.6 s more of `npm test` (14.4 s of its headroom left) and 13.9 s more of `npm run test:e2e` (over its budget by 33.9 s)');
    // Payment's (14.6 s, 45.6 s) times 17 / 22.
    expect(md).toContain('with as many paths per clause as payment (22): 11.3 s more of `npm test` (8.7 s of its headroom left) and 35.3 s more of `npm run test:e2e` (over its budget by 55.3 s).');
  });

  it('names a missing file, and prices no flow that the run did not play', () => {
    const only = suiteTimesTable({ vitest: { ...vitest, flowTests: flowTests('payment', 'model', 3, 10) } });
    expect(only).toContain('checks: no run recorded (checks-times.json)');
    expect(only).toContain('Playwright: no run recorded (e2e-times.json)');
    expect(tableAfter(only, '**Suites**')[0]![1]).toBe('200.0 (checks not recorded, vitest 200.0)');
    const priced = tableAfter(only, '**One more flow**');
    expect(priced[0]).toEqual(["the quote form's size (`quote`)", 'not in this run', '-', '-', '-', '-']);
    expect(priced[1]![1]).toBe('3, 0, 0, 0, 0');
    expect(priced[1]![3]).toBe('-');
    // 3 paths at (3 x 0.01 + 0.1) / 3 s each, over 2 workers, times 2.
    expect(only).toContain("at payment's size 0.1 s more of `npm test` and `npm run test:e2e` not priced (no run recorded).");
    expect(only).toContain('in `npm test`: 20.0 s of wall time (40.0 s of tests); in `npm run test:e2e`: not known (no run recorded).');
  });
});

describe('the generic flow suites read by the vitest reporter (scripts/suiteTimesData.ts)', () => {
  it('finds the flow in the top suite names of flows.model.test.ts and flowsView.suite.ts', () => {
    expect(flowOfSuite('quoteZip chart, machine alone')).toBe('quoteZip');
    expect(flowOfSuite('payment through the view (es)')).toBe('payment');
    expect(flowOfSuite('the charts\' text out of the pages (scripts/chartText.ts)')).toBeUndefined();
  });

  it("tells a generated path's test from the flow's other checks", () => {
    expect(isPathTitle('P12: card form > submit > declined')).toBe(true);
    expect(isPathTitle('P12+P40: card form > submit > declined > tries again')).toBe(true);
    expect(isPathTitle('paths cover every state and transition')).toBe(false);
    // A flow's own view test names the clauses first.
    expect(isPathTitle('[portal-2.10 portal-5.5] P3+P9: start > driver.next')).toBe(true);
    expect(isPathTitle('[portal-2.10] walks few tours')).toBe(false);
  });

  it("reads a flow's own view test by its file name", () => {
    expect(ownViewTestFlow('views/binding/binding.model.test.tsx')).toBe('binding');
    expect(ownViewTestFlow('views/quote/driverSteps.test.tsx')).toBeUndefined();
    expect(ownViewTestFlow('machines/binding/binding.model.test.ts')).toBeUndefined();
  });

  it("counts the tours of a flow's own view test in its jsdom en cell and leaves its file out of the rest", () => {
    const own = 'views/payment/payment.model.test.tsx';
    const md = suiteTimesTable({
      checks,
      vitest: {
        ...vitest,
        files: [...vitest.files, { path: own, project: 'dom', durationMs: 6_000, collectMs: 400, setupMs: 100, tests: 3 }],
        flowTests: [...vitest.flowTests, ...flowTests('payment', 'jsdom en', 3, 2_000, own).filter((t) => t.path)],
      },
      e2e,
    });
    // payment in jsdom en: the generic suite's 1 path (10 s) and its check (0.1 s), and the own test's 3 tours of 2 s.
    expect(md).toMatch(/\| payment \| 1 · 2\.1 · [\d.]+ \| 4 · 16\.1 · /);
    expect(md).not.toContain(`\`${own}\``);
  });
});

describe('docs/performance.md block between the suite-times markers (scripts/suiteTimes.ts)', () => {
  it('replaces only what is between the markers', () => {
    const doc = `# Performance\n\n${START_MARKER}\nold table\n${END_MARKER}\n\nafter\n`;
    expect(replaceBlock(doc, 'new table\n')).toBe(`# Performance\n\n${START_MARKER}\nnew table\n${END_MARKER}\n\nafter\n`);
  });

  it('refuses a document without both markers, in order, once each', () => {
    expect(replaceBlock('no markers', 'x')).toBeInstanceOf(Error);
    expect(replaceBlock(`${END_MARKER}\n${START_MARKER}`, 'x')).toBeInstanceOf(Error);
    expect(replaceBlock(`${START_MARKER}${END_MARKER}${START_MARKER}${END_MARKER}`, 'x')).toBeInstanceOf(Error);
  });
});
