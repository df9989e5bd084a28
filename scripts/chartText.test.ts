import { readFileSync } from 'node:fs';
import { createMachine, initialTransition, transition, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { withoutChartText } from './chartText';

const chart = `import { setup } from 'xstate';
export const m = setup({}).createMachine({
  id: 'demo',
  description: 'The demo' + ' chart',
  initial: 'a',
  states: {
    a: {
      description: \`Waits\`,
      meta: { spec: ['site-4.9', 'site-8.7'] },
      on: { go: 'b' },
    },
    b: { meta: { spec: ['site-1.1'], screen: 'kept' }, description: 'The end', type: 'final' },
  },
});
const plan = { description: planName };
`;

describe('the charts\' text out of the pages (scripts/chartText.ts)', () => {
  const stripped = withoutChartText(chart, 'demo.machine.ts')!;

  it('blanks string descriptions and clause-id-only meta, and keeps every other character in place', () => {
    expect(stripped).not.toMatch(/The demo|Waits|The end|site-4\.9/);
    expect(stripped).toHaveLength(chart.length);
    expect(stripped.split('\n').length).toBe(chart.split('\n').length);
    expect(stripped).toContain("on: { go: 'b' }");
  });

  it('keeps a meta with more than clause ids, and a description that is not a literal (data, not chart text)', () => {
    expect(stripped).toContain("meta: { spec: ['site-1.1'], screen: 'kept' }");
    expect(stripped).toContain('{ description: planName }');
  });

  it('leaves a chart that still builds, with the same states and transitions', () => {
    const config = (source: string): AnyStateMachine => new Function('createMachine', `return createMachine(${source.slice(source.indexOf('createMachine(') + 14, source.lastIndexOf('});') + 1)});`)(createMachine);
    const full = config(chart);
    const bare = config(stripped);
    expect(bare.root.description).toBeUndefined();
    expect(Object.keys(bare.states)).toEqual(Object.keys(full.states));
    const [start] = initialTransition(bare);
    expect(transition(bare, start, { type: 'go' })[0].value).toBe('b');
  });

  it('returns null for a module with no chart text, and strips a real chart', () => {
    expect(withoutChartText('export const rule = (x: number) => x + 1;\n', 'rule.ts')).toBeNull();
    const source = readFileSync(new URL('../machines/payment.machine.ts', import.meta.url), 'utf8');
    const bare = withoutChartText(source, 'payment.machine.ts')!;
    expect(source).toMatch(/site-4\.9/);
    expect(bare).not.toMatch(/site-4\.9/);
  });
});
