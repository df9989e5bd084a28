/**
 * Where the test suites' time goes, as markdown, from the runners' timing files
 * (scripts/suiteTimesData.ts): (a) each suite's wall time against its budget, (b) each flow's
 * generated paths and seconds in each layer (the machine alone, the view in jsdom in English and
 * Spanish, Chromium in English and Spanish), (c) the rest of each suite by file, (d) what one more
 * flow of the quote form's size, or of payment's, would add at this run's cost per path, how
 * many fit in the headroom, and the coming flows priced by the clauses they own. Pure: `npm run bench:suites` (scripts/suiteTimes.ts) reads the files.
 */
import { isPathTitle, VITEST_FLOW_FILES, type ChecksTimes, type E2eTest, type E2eTimes, type RunStamp, type VitestTimes } from './suiteTimesData';

export interface SuiteTimesInput {
  checks?: ChecksTimes;
  vitest?: VitestTimes;
  e2e?: E2eTimes;
}

/** The budgets of docs/performance.md, in seconds on the 2-core machine. */
export const BUDGETS = { test: 240, e2e: 480 } as const;
/**
 * The flows still to come, priced in (d), with the clauses their work owns in the specifications'
 * owner table (../shared/seeds/OWNERS.tsv: RENTERS-ROADSIDE). The portal (PORTAL), online binding
 * (BINDING) and the payment and e-sign page (ESIGN) are built and walked.
 */
export const COMING_FLOWS = ['renters', 'roadside'] as const;
export const COMING_CLAUSES = [{ owner: 'RENTERS-ROADSIDE', flows: 'renters and roadside', clauses: 17 }] as const;
/** The flows whose size (d) prices a new flow at, with the clauses their work owns (QUOTE-ENTRY and QUOTE-RESULTS; PAYMENT; PORTAL). */
export const REFERENCE_FLOWS = [
  { id: 'quote', name: "the quote form's", clauses: 156 },
  { id: 'payment', name: "payment's", clauses: 22 },
  { id: 'portal', name: "the portal's", clauses: 53 },
] as const;
/** Rows of (c) per suite; the other files are summed in one row. */
export const TOP_FILES = 12;

const LAYERS = ['model', 'jsdom en', 'jsdom es', 'Chromium en', 'Chromium es'] as const;
type Layer = (typeof LAYERS)[number];
const VITEST_LAYERS: readonly Layer[] = ['model', 'jsdom en', 'jsdom es'];
const E2E_LAYERS: readonly Layer[] = ['Chromium en', 'Chromium es'];

interface Cell {
  paths: number;
  ms: number;
}
type FlowRow = Record<Layer, Cell>;

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const sec = (ms: number): string => (ms / 1000).toFixed(1);
const count = (n: number): string => n.toLocaleString('en-US');
const plural = (n: number, word: string): string => `${count(n)} ${word}${n === 1 ? '' : 's'}`;
/** Seconds per path: three decimals under a second (rounded from milliseconds, a half up). */
function perPath(cell: Cell): string {
  if (!cell.paths) return '-';
  const ms = cell.ms / cell.paths;
  return ms < 1000 ? (Math.round(ms) / 1000).toFixed(3) : (Math.round(ms / 10) / 100).toFixed(2);
}
const table = (head: readonly string[], rows: ReadonlyArray<readonly string[]>): string =>
  [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const ran = (status: string): boolean => status !== 'skipped' && status !== 'pending';
/** The attempts that ran; a retried test's attempts all count in its time. */
const e2eRan = (e2e: E2eTimes | undefined): E2eTest[] => (e2e?.tests ?? []).filter((t) => ran(t.status));

function stamp(what: string, file: string, run: RunStamp | undefined): string {
  if (!run) return `${what}: no run recorded (${file})`;
  const at = run.startedAt.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
  return `${what}: ${at}${run.commit ? ` at ${run.commit}` : ''}`;
}

/** Each flow's paths and milliseconds per layer. */
function flowRows(input: SuiteTimesInput): Map<string, FlowRow> {
  const rows = new Map<string, FlowRow>();
  const cell = (flow: string, layer: Layer): Cell => {
    let row = rows.get(flow);
    if (!row) {
      row = Object.fromEntries(LAYERS.map((l) => [l, { paths: 0, ms: 0 }])) as FlowRow;
      rows.set(flow, row);
    }
    return row[layer];
  };
  for (const t of input.vitest?.flowTests ?? []) {
    if (!ran(t.state)) continue;
    const c = cell(t.flow, t.layer);
    c.ms += t.durationMs;
    // By its title, so a file written before tours were counted as paths reads the same.
    if (t.path || isPathTitle(t.title)) c.paths += 1;
  }
  for (const t of e2eRan(input.e2e)) {
    if (!t.flow || (t.lang !== 'en' && t.lang !== 'es')) continue;
    const c = cell(t.flow, `Chromium ${t.lang}`);
    c.ms += t.durationMs;
    if (t.retry === 0) c.paths += 1;
  }
  return rows;
}

/** The whole of each layer: its paths and milliseconds over every flow. */
function layerTotals(rows: Map<string, FlowRow>): FlowRow {
  const all = [...rows.values()];
  return Object.fromEntries(LAYERS.map((l) => [l, { paths: sum(all.map((r) => r[l].paths)), ms: sum(all.map((r) => r[l].ms)) }])) as FlowRow;
}

interface SuiteFigures {
  /** `npm test`: the checks and vitest; `npm run test:e2e`: Playwright. */
  wallMs?: number;
  testsMs: number;
  budgetS: number;
  /** The tests that run at once: a second of tests adds 1 / workers seconds to the wall time. */
  workers?: number;
}

function suiteFigures(input: SuiteTimesInput): { test: SuiteFigures; e2e: SuiteFigures } {
  const vitestTests = sum((input.vitest?.files ?? []).map((f) => f.durationMs));
  const e2eTests = sum(e2eRan(input.e2e).map((t) => t.durationMs));
  const testWall = input.vitest ? input.vitest.wallMs + (input.checks?.wallMs ?? 0) : undefined;
  return {
    test: {
      wallMs: testWall,
      testsMs: vitestTests,
      budgetS: BUDGETS.test,
      workers: input.vitest?.workers,
    },
    e2e: {
      wallMs: input.e2e?.wallMs,
      testsMs: e2eTests,
      budgetS: BUDGETS.e2e,
      workers: input.e2e?.workers,
    },
  };
}

const headroomMs = (s: SuiteFigures): number | undefined => (s.wallMs === undefined ? undefined : s.budgetS * 1000 - s.wallMs);

function suitesSection(input: SuiteTimesInput): string {
  const figures = suiteFigures(input);
  const rows: string[][] = [];
  const files = input.vitest?.files ?? [];
  const checks = input.checks ? `checks ${sec(input.checks.wallMs)}, ` : 'checks not recorded, ';
  const testHeadroom = headroomMs(figures.test);
  rows.push([
    '`npm test`',
    figures.test.wallMs === undefined ? '-' : `${sec(figures.test.wallMs)} (${checks}vitest ${sec(input.vitest!.wallMs)})`,
    sec(figures.test.testsMs),
    input.vitest ? sec(sum(files.map((f) => f.collectMs + f.setupMs))) : '-',
    String(BUDGETS.test),
    testHeadroom === undefined ? '-' : sec(testHeadroom),
  ]);
  for (const project of [...new Set(files.map((f) => f.project))].sort()) {
    const own = files.filter((f) => f.project === project);
    rows.push([`vitest project ${project} (${plural(own.length, 'file')})`, '', sec(sum(own.map((f) => f.durationMs))), sec(sum(own.map((f) => f.collectMs + f.setupMs))), '', '']);
  }
  const e2eHeadroom = headroomMs(figures.e2e);
  const tests = e2eRan(input.e2e);
  rows.push([
    '`npm run test:e2e`',
    figures.e2e.wallMs === undefined ? '-' : `${sec(figures.e2e.wallMs)} (build and servers included, ${input.e2e!.workers} workers)`,
    input.e2e ? sec(figures.e2e.testsMs) : '-',
    '-',
    String(BUDGETS.e2e),
    e2eHeadroom === undefined ? '-' : sec(e2eHeadroom),
  ]);
  for (const project of [...new Set(tests.map((t) => t.project))].sort()) {
    const own = tests.filter((t) => t.project === project);
    rows.push([`Playwright project ${project} (${plural(own.length, 'test run')})`, '', sec(sum(own.map((t) => t.durationMs))), '', '', '']);
  }
  return table(['suite', 'wall, s', 'tests summed, s', 'import and setup summed, s', 'budget, s', 'headroom, s'], rows);
}

function flowsSection(rows: Map<string, FlowRow>): string {
  const total = (row: FlowRow): number => sum(LAYERS.map((l) => row[l].ms));
  const cellText = (c: Cell): string => (c.paths || c.ms ? `${count(c.paths)} · ${sec(c.ms)} · ${perPath(c)}` : '-');
  const sorted = [...rows].sort(([a, ra], [b, rb]) => total(rb) - total(ra) || a.localeCompare(b));
  const body = sorted.map(([flow, row]) => [flow, ...LAYERS.map((l) => cellText(row[l])), sec(total(row))]);
  const all = layerTotals(rows);
  body.push(['**all flows**', ...LAYERS.map((l) => cellText(all[l])), sec(total(all))]);
  return [
    'Each cell: paths played · seconds (all of the flow\'s tests in that layer) · seconds per path.',
    '',
    table(['flow', ...LAYERS, 'all layers, s'], body),
  ].join('\n');
}

/** The first `TOP_FILES` rows by their time, then the others summed in one row. */
function topRows(items: Array<{ cells: string[]; ms: number; tests: number }>, width: number): string[][] {
  const sorted = [...items].sort((a, b) => b.ms - a.ms);
  const rows = sorted.slice(0, TOP_FILES).map((i) => i.cells);
  const rest = sorted.slice(TOP_FILES);
  if (rest.length) {
    const cells = [plural(rest.length, 'other file'), '', count(sum(rest.map((i) => i.tests))), sec(sum(rest.map((i) => i.ms)))];
    rows.push([...cells, ...Array<string>(width - cells.length).fill('')]);
  }
  return rows;
}

function restSection(input: SuiteTimesInput): string {
  const parts: string[] = [];
  if (input.vitest) {
    // A flow's own view test whose tours are in the flows' table is counted there.
    const walking = new Set((input.vitest.flowTests ?? []).map((t) => t.file));
    const items = input.vitest.files
      .filter((f) => !(f.path in VITEST_FLOW_FILES) && !walking.has(f.path))
      .map((f) => ({ cells: [`\`${f.path}\``, f.project, count(f.tests), sec(f.durationMs), sec(f.collectMs)], ms: f.durationMs, tests: f.tests }));
    const flowFiles = input.vitest.files.filter((f) => f.path in VITEST_FLOW_FILES);
    const imports = flowFiles.map((f) => `\`${f.path}\` ${sec(f.collectMs)}`).join(', ');
    parts.push(
      `vitest, every file but the flow suites and the flows' own view tests that walk tours${imports ? ` (their import and path generation: ${imports} s)` : ''}:`,
      '',
      items.length ? table(['file', 'project', 'tests', 'tests, s', 'import, s'], topRows(items, 5)) : 'none in this run.',
    );
  }
  const tests = e2eRan(input.e2e).filter((t) => !t.flow);
  if (tests.length) {
    const groups = new Map<string, E2eTest[]>();
    for (const t of tests) groups.set(`${t.file}\u0000${t.project}`, [...(groups.get(`${t.file}\u0000${t.project}`) ?? []), t]);
    const items = [...groups].map(([key, own]) => {
      const [file, project] = key.split('\u0000') as [string, string];
      const ms = sum(own.map((t) => t.durationMs));
      return { cells: [`\`${file}\``, project, count(own.length), sec(ms)], ms, tests: own.length };
    });
    parts.push('', 'Playwright, every test but the generated paths:', '', table(['file', 'project', 'tests', 's'], topRows(items, 4)));
  }
  return parts.length ? parts.join('\n') : 'No run recorded.';
}

function fits(headroom: number | undefined, addedMs: number | undefined): string {
  if (headroom === undefined || addedMs === undefined) return '-';
  if (headroom <= 0) return `none (over by ${sec(-headroom)} s)`;
  return addedMs > 0 ? String(Math.floor(headroom / addedMs)) : '-';
}

function newFlowsSection(input: SuiteTimesInput, rows: Map<string, FlowRow>): string {
  const figures = suiteFigures(input);
  const all = layerTotals(rows);
  const meanMs = (l: Layer): number => (all[l].paths ? all[l].ms / all[l].paths : 0);
  const lines: string[][] = [];
  const coming: string[] = [];
  const byClause: string[] = [];
  const comingClauses = sum(COMING_CLAUSES.map((c) => c.clauses));
  for (const ref of REFERENCE_FLOWS) {
    const row = rows.get(ref.id);
    if (!row) {
      lines.push([`${ref.name} size (\`${ref.id}\`)`, 'not in this run', '-', '-', '-', '-']);
      continue;
    }
    const added = (layers: readonly Layer[]): number => sum(layers.map((l) => row[l].paths * meanMs(l)));
    const testMs = added(VITEST_LAYERS);
    const e2eMs = added(E2E_LAYERS);
    const testWall = figures.test.workers ? testMs / figures.test.workers : undefined;
    const e2eWall = figures.e2e.workers ? e2eMs / figures.e2e.workers : undefined;
    const both = (ms: number, wall: number | undefined): string => (wall === undefined ? '-' : `${sec(ms)}, ${sec(wall)}`);
    lines.push([
      `${ref.name} size (\`${ref.id}\`)`,
      LAYERS.map((l) => count(row[l].paths)).join(', '),
      both(testMs, testWall),
      both(e2eMs, e2eWall),
      fits(headroomMs(figures.test), testWall),
      fits(headroomMs(figures.e2e), e2eWall),
    ]);
    const five = (ms: number | undefined, suite: string): string =>
      ms === undefined ? `${suite} not priced (no run recorded)` : `${sec(ms * COMING_FLOWS.length)} s more of ${suite}`;
    coming.push(`at ${ref.name} size ${five(testWall, '`npm test`')} and ${five(e2eWall, '`npm run test:e2e`')}`);
    /** The coming flows' clauses at the reference's paths per clause: its added wall time scaled, and what is left of the headroom. */
    const scaled = (wall: number | undefined, s: SuiteFigures, suite: string): string => {
      const headroom = headroomMs(s);
      if (wall === undefined || headroom === undefined) return `${suite} not priced (no run recorded)`;
      const added = (wall * comingClauses) / ref.clauses;
      const left = headroom - added;
      return `${sec(added)} s more of ${suite} (${left >= 0 ? `${sec(left)} s of its headroom left` : `over its budget by ${sec(-left)} s`})`;
    };
    byClause.push(`as many paths per clause as ${ref.name.replace(/'s$/, '')} (${ref.clauses}): ${scaled(testWall, figures.test, '`npm test`')} and ${scaled(e2eWall, figures.e2e, '`npm run test:e2e`')}`);
  }
  const workers = (s: SuiteFigures): string => (s.workers === undefined ? '-' : String(s.workers));
  /** A coming flow's share of a suite's headroom. */
  const share = (s: SuiteFigures, suite: string): string => {
    const headroom = headroomMs(s);
    if (headroom === undefined) return `${suite}: not known (no run recorded)`;
    if (headroom <= 0) return `${suite}: nothing (over by ${sec(-headroom)} s)`;
    const each = headroom / COMING_FLOWS.length;
    return `${suite}: ${sec(each)} s of wall time${s.workers ? ` (${sec(each * s.workers)} s of tests)` : ''}`;
  };
  return [
    `At this run's mean seconds per path in each layer (${LAYERS.map((l) => `${l} ${perPath(all[l])}`).join(', ')}); ` +
      `the wall time is the tests' time over the workers that run them side by side (vitest ${workers(figures.test)}, Playwright ${workers(figures.e2e)}). ` +
      "The flow's path generation (in the flow suites' import) and tests of its own are not counted.",
    '',
    table(
      ['a new flow of', 'paths (model, jsdom en, es, Chromium en, es)', '`npm test`: tests, wall, s', '`npm run test:e2e`: tests, wall, s', 'such flows in `npm test`\'s headroom', 'in `npm run test:e2e`\'s'],
      lines,
    ),
    '',
    `The ${COMING_FLOWS.length} coming flows (${COMING_FLOWS.join(', ')}): ${coming.length ? coming.join('; ') : 'no reference flow in this run'}. ` +
      `Within the budgets each of them can spend, in ${share(figures.test, '`npm test`')}; in ${share(figures.e2e, '`npm run test:e2e`')}.`,
    '',
    `By their clauses (${COMING_CLAUSES.map((c) => `${c.flows} ${c.clauses}`).join(', ')}: ${comingClauses} in all, the owner table's ` +
      `${COMING_CLAUSES.map((c) => c.owner).join(', ')}), with ${byClause.length ? byClause.join('; with ') : 'no reference flow in this run'}.`,
  ].join('\n');
}

/** The markdown block of docs/performance.md between the suite-times markers. */
export function suiteTimesTable(input: SuiteTimesInput): string {
  const rows = flowRows(input);
  return [
    'Made by `npm run bench:suites` (scripts/suiteTimes.ts) from the runners\' timing files in test-results/, never by hand. ' +
      [stamp('checks', 'checks-times.json', input.checks), stamp('vitest', 'vitest-times.json', input.vitest), stamp('Playwright', 'e2e-times.json', input.e2e)].join('; ') +
      '.',
    '',
    '**Suites** (a negative headroom is over the budget):',
    '',
    suitesSection(input),
    '',
    '**Flows**, the generic suites (`src/flows/flows.model.test.ts`, `flows.view.en.test.tsx`, `flows.view.es.test.tsx`; `e2e/paths.spec.ts`) and, in jsdom en, a flow\'s own view test where it walks the tours (`views/<dir>/<flow>.model.test.tsx`, src/testing/ownTours.ts):',
    '',
    flowsSection(rows),
    '',
    '**The rest**, by file:',
    '',
    restSection(input),
    '',
    '**One more flow**:',
    '',
    newFlowsSection(input, rows),
  ].join('\n');
}
