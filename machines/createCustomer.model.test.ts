/** The create-customer chart's own checks, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { describe, expect, it } from 'vitest';
import { NEW_CUSTOMER_MESSAGES } from '../fixtures/data/newCustomers';
import { CONFIGURED_SUCCESS_URL, CREATE_CUSTOMER_ZIPS, createCustomerPageInput, createCustomerPathModel, signUpTokenRecord } from '../fixtures/models/createCustomer.model';
import { generatePaths } from '../src/paths/model';
import { runPathOnMachine } from '../src/paths/play';
import type { CreateCustomerContext } from './createCustomer.machine';

const generated = generatePaths(createCustomerPathModel);

/** What the model's submit sends (machines/createCustomer.rules.ts makes it from the typed values). */
const identity = { email: 'new.customer@example.com', phone: '5125550123', dob: '1990-04-07', state: 'TX' };

describe('[portal-2.7 portal-4.17 portal-4.18 portal-8.2] createCustomer chart, machine alone: every path with the inputs of its calls', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const navigated: string[] = [];
      await runPathOnMachine(createCustomerPathModel, path, {
        provide: (machine) => machine.provide({ actions: { navigate: (_: unknown, p: { url: string }) => navigated.push(p.url) } }),
        onStep: (step, controller) => {
          const context = step.state.context as CreateCustomerContext;
          // [portal-4.18 portal-7.15] leaving the field looks the ZIP up, as typed, with the brand.
          if (step.kind === 'user' && step.leaves.includes('editing.zip.lookingUp')) {
            expect(controller.lastInput('lookupZip')).toEqual({ zip: 'zip' in step.event ? step.event.zip : null, brand: 'bluebonnet' });
          }
          // [portal-4.18] filled only from a Texas answer with a quote, city and state upper case.
          if (step.leaves.includes('editing.zip.filled')) {
            expect(context.fill).toEqual({ zip: CREATE_CUSTOMER_ZIPS.quote, city: 'AUSTIN', state: 'TX' });
          }
          // [portal-7.14 portal-5.2] the token is fetched with the email, the phone's digits and the padded date of birth.
          if (step.leaves.includes('submitting.gettingToken')) {
            // In the token store the page gave the chart.
            expect(controller.lastInput('getToken')).toEqual({ tokens: createCustomerPageInput.tokens, identity });
          }
          // [portal-7.14 quote-7.2 quote-3.13] then the customer is posted with loyalty enrollment and the page's attribution.
          if (step.leaves.includes('submitting.creating')) {
            expect(controller.lastInput('createCustomer')).toEqual({
              request: {
                firstname: 'Ana',
                lastname: 'López-Ortiz',
                dob: '1990-04-07',
                email: 'new.customer@example.com',
                phone: '5125550123',
                state: 'TX',
                city: 'Austin',
                zipcode: '78701',
                loyaltyEnrollmentStatus: true,
                ...createCustomerPageInput.attribution,
              },
              region: 'main',
              // The token fetched for this customer, not whatever the visitor has stored.
              token: signUpTokenRecord.token,
            });
          }
          // [portal-8.2] the server's message is kept for the page; the default failure has none.
          // The message of a refusal (isSuccess false) or of an error status that refused the request (HTTP 400).
          if (step.leaves.includes('editing.submit.failedWithMessage')) {
            expect([NEW_CUSTOMER_MESSAGES.taken, NEW_CUSTOMER_MESSAGES.registered]).toContain(context.serverMessage);
          }
          if (step.leaves.includes('editing.submit.failed')) expect(context.serverMessage).toBeNull();
          // [portal-4.17] every field is kept after a failure (the form starts from them if drawn anew).
          if (step.leaves.some((leaf) => leaf.startsWith('editing.submit.failed'))) {
            expect(context.values?.email).toBe('new.customer@example.com');
          }
          // [portal-2.7] a created customer goes to the configured page; with none, nowhere (the confirmation is in place).
          if (step.leaves.includes('created')) expect(navigated).toEqual([CONFIGURED_SUCCESS_URL]);
          else expect(navigated).toEqual([]);
        },
      });
    });
  }

  it('[portal-2.7 portal-4.17 portal-4.18 portal-8.2] the paths reach the created, failure and ZIP states', () => {
    const leaves = new Set(generated.paths.flatMap((p) => p.steps.flatMap((s) => s.leaves)));
    for (const leaf of ['created', 'confirmed', 'editing.submit.failedWithMessage', 'editing.submit.failed', 'editing.zip.filled', 'editing.zip.notFilled', 'editing.zip.lookupFailed']) {
      expect(leaves).toContain(leaf);
    }
  });
});
