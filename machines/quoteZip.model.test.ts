/** Model-based tests of the quote-by-ZIP chart alone (see payment.model.test.ts). */
import { describe, expect, it } from 'vitest';
import { quoteZipPathModel } from '../fixtures/models/quoteZip.model';
import { formatCoverage, generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';

const generated = generatePaths(quoteZipPathModel);

describe('quoteZip chart, machine alone', () => {
  it('[site-4.4 site-5.1 site-8.3 site-8.4] paths cover every state and transition', () => {
    const line = formatCoverage(generated);
    console.log(line);
    expect(generated.coverage.states.missing).toEqual([]);
    expect(generated.coverage.transitions.missing).toEqual([]);
    expect(line).toMatch(/^model coverage quoteZip: states (\d+)\/\1, transitions (\d+)\/\2, paths \d+$/);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(quoteZipPathModel, path, {
        onStep: (step, controller) => {
          // [site-7.2] the lookup is called with the ZIP and the brand.
          if (step.leaves[0] === 'lookingUp') {
            expect(controller.lastInput('lookupZip')).toEqual({ zip: '78701', brand: 'bluebonnet' });
          }
        },
      });
    });
  }
});
