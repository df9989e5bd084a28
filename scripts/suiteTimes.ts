/**
 * `npm run bench:suites [-- dir] [-- --write]`: where the test suites' time went in the last runs,
 * as markdown (scripts/suiteTimesTable.ts), from the timing files the runners leave in
 * `<dir>/test-results/` (scripts/suiteTimesData.ts; dir defaults to the project root, so a clean
 * clone's run can be read: `npm run bench:suites -- /tmp/check`). A missing file is named in the
 * table. With `--write` the table replaces what is between `<!-- suite-times:start -->` and
 * `<!-- suite-times:end -->` in this project's docs/performance.md.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TIMES_FILES } from './suiteTimesData';
import { suiteTimesTable, type SuiteTimesInput } from './suiteTimesTable';

export const START_MARKER = '<!-- suite-times:start -->';
export const END_MARKER = '<!-- suite-times:end -->';

/** The document with the block between the markers replaced, or an error when the markers are not there once each, in order. */
export function replaceBlock(doc: string, block: string): string | Error {
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start < 0 || end < 0 || end < start || doc.indexOf(START_MARKER, start + 1) >= 0 || doc.indexOf(END_MARKER, end + 1) >= 0) {
    return new Error(`the markers ${START_MARKER} and ${END_MARKER} must each be there once, in that order`);
  }
  return `${doc.slice(0, start + START_MARKER.length)}\n${block.trim()}\n${doc.slice(end)}`;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function main(args: readonly string[]): number {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const write = args.includes('--write');
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? root);
  const input: SuiteTimesInput = {
    checks: readJson(join(dir, TIMES_FILES.checks)),
    vitest: readJson(join(dir, TIMES_FILES.vitest)),
    e2e: readJson(join(dir, TIMES_FILES.e2e)),
  };
  if (!input.checks && !input.vitest && !input.e2e) {
    console.error(`No timing file in ${join(dir, 'test-results')}: run \`npm test\` or \`npm run test:e2e\` there first.`);
    return 1;
  }
  const block = suiteTimesTable(input);
  console.log(block);
  if (!write) return 0;
  const docPath = join(root, 'docs', 'performance.md');
  const doc = replaceBlock(readFileSync(docPath, 'utf8'), block);
  if (doc instanceof Error) {
    console.error(`docs/performance.md not written: ${doc.message}.`);
    return 1;
  }
  writeFileSync(docPath, doc);
  console.log(`\nWritten between the suite-times markers of docs/performance.md.`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
