/**
 * The create-customer flow's own checks through the rendered view (English): the paths that reach
 * every state, transition and call outcome are played as a user would, every state's screen is checked (createCustomer.screens.ts),
 * and at the states below, what the screen cannot show: the calls' inputs, where the page went,
 * the exact failure texts and the fields kept. This file is their only English walk (src/testing/ownTours.ts);
 * the generic suite (src/flows/flows.view.es.test.tsx) walks them in Spanish.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEW_CUSTOMER_MESSAGES } from '../../fixtures/data/newCustomers';
import { createCustomerFormValues, createCustomerPageInput, signUpTokenRecord } from '../../fixtures/models/createCustomer.model';
import createCustomer from '../../src/flows/createCustomer';
import { loadFlow } from '../../src/flows/kit';
import { createCustomerText } from '../../src/i18n/createCustomer';
import { fieldsForStep } from '../../src/paths/screens';
import type { PathStep } from '../../src/paths/model';
import { playFlowPath } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(createCustomer);
// The selection that reaches every state, transition and call outcome (every path is played on the machine alone).
const { tours: paths } = ownTours(flow);
const t = createCustomerText.en;

const typed = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;
const failureAlert = () => screen.getByRole('alert', { name: t.failedTitle });

describe('[portal-2.7 portal-4.17 portal-8.2 portal-6.1] create customer through the view: the covering paths, with their calls, where it goes and what it keeps', () => {
  for (const path of paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      // The email the path typed at its last submit (the creation's outcome picks it).
      let email = createCustomerFormValues().email;
      const submitAt = (step: PathStep) => {
        const i = path.steps.indexOf(step);
        const last = path.steps.slice(0, i + 1).findLastIndex((s) => s.kind === 'user' && s.event.type === 'form.submit');
        email = fieldsForStep(path, last).email ?? createCustomerFormValues().email;
      };
      const values = createCustomerFormValues();
      /** [portal-4.17] after a failure every field holds what was typed. */
      const fieldsKept = () => {
        expect(typed(t.form.firstName)).toBe(values.firstName);
        expect(typed(t.form.lastName)).toBe(values.lastName);
        expect(typed(t.form.email)).toBe(email);
        expect(typed(t.form.phone)).toBe(values.phone);
        expect((screen.getByRole('combobox', { name: t.form.state }) as HTMLSelectElement).value).toBe(values.state);
      };
      await playFlowPath(flow, 'en', path, ({ controller, effects }) => ({
        // [portal-7.14 portal-5.2] the token fetch gets the email, the phone's digits and the padded date of birth.
        'submitting.gettingToken': (step) => {
          submitAt(step);
          expect(controller.lastInput('getToken')).toEqual({
            tokens: expect.objectContaining({ read: expect.any(Function), save: expect.any(Function) }),
            identity: { email, phone: '5125550123', dob: '1990-04-07', state: 'TX' },
          });
        },
        // [portal-7.14 quote-7.2 quote-3.13] the creation gets the typed fields, loyalty enrollment and the page's attribution.
        'submitting.creating': () => {
          expect(controller.lastInput('createCustomer')).toEqual({
            request: {
              firstname: values.firstName,
              lastname: values.lastName,
              dob: '1990-04-07',
              email,
              phone: '5125550123',
              state: 'TX',
              city: values.city,
              zipcode: values.zip,
              loyaltyEnrollmentStatus: true,
              ...createCustomerPageInput.attribution,
            },
            region: 'main',
            token: signUpTokenRecord.token,
          });
        },
        // [portal-8.2] the server's message, as text, in the failure alert: of a refusal, or in the body of an HTTP 400.
        'editing.submit.failedWithMessage': (step) => {
          const message = step.outcome?.label.startsWith('HTTP 400') ? NEW_CUSTOMER_MESSAGES.registered : NEW_CUSTOMER_MESSAGES.taken;
          expect(within(failureAlert()).getByText(message)).toBeVisible();
          fieldsKept();
        },
        // [portal-8.2] the configured default (the catalog's here), the form kept.
        'editing.submit.failed': () => {
          expect(within(failureAlert()).getByText(t.configured.createFailed)).toBeVisible();
          fieldsKept();
        },
        // [portal-2.7 portal-4.17] created: the configured page (the sign-in page by default), nothing stored but the token.
        created: () => {
          expect(effects.navigated).toEqual(['/sign-in/']);
        },
      }));
    });
  }
});
