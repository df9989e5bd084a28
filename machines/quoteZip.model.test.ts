/** The quote-by-ZIP chart's own checks, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { describe, expect, it } from 'vitest';
import { quoteZipPathModel } from '../fixtures/models/quoteZip.model';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';

const generated = generatePaths(quoteZipPathModel);

describe('[site-4.4 site-5.1 site-8.3 site-8.4] quoteZip chart, machine alone: every path with the input of its call', () => {
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
