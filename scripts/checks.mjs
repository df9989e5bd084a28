/**
 * `npm test`'s static checks, side by side on the machine's two cores: the type check
 * (`npm run typecheck`) and the lint (`npm run lint`: eslint, then dependency-cruiser). Each one's
 * output is printed whole when it ends (never interleaved); the script fails when either fails.
 * Run one after the other they took about 40 s of `npm test`'s wall time, side by side about 22.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/** The checks' times for `npm run bench:suites` (the shape is ChecksTimes in scripts/suiteTimesData.ts). */
const TIMES_FILE = 'test-results/checks-times.json';

const checks = ['typecheck', 'lint'];

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output: Buffer.concat(out).toString(), seconds: (Date.now() - started) / 1000 }));
  });
}

const startedAt = new Date();
const results = await Promise.all(checks.map(run));
const wallMs = Date.now() - startedAt.getTime();
for (const r of results) {
  process.stdout.write(`\n> ${r.script}: ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`} in ${r.seconds.toFixed(1)} s\n`);
  if (r.output.trim()) process.stdout.write(r.output.endsWith('\n') ? r.output : `${r.output}\n`);
}
let commit;
try {
  commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
} catch {
  commit = undefined;
}
mkdirSync('test-results', { recursive: true });
const checksTimes = results.map((r) => ({ script: r.script, ms: Math.round(r.seconds * 1000), code: r.code }));
writeFileSync(TIMES_FILE, `${JSON.stringify({ startedAt: startedAt.toISOString(), commit, wallMs, checks: checksTimes }, null, 1)}\n`);
process.stdout.write(`checks times: ${TIMES_FILE} (npm run bench:suites)\n`);
process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
