/**
 * The payment flow's own checks through the rendered view (English): the tours of its generated paths (`tourPaths`) are
 * played as a user would, every state's screen is checked (payment.screens.ts), and at the
 * states below, what the screen cannot show: the lookup's input and the analytics events. This file
 * is their only English walk (src/testing/ownTours.ts); the generic suite (flows.view.es.test.tsx) walks them in Spanish.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paymentFormValues } from '../../fixtures/models/payment.model';
import payment from '../../src/flows/payment';
import { loadFlow } from '../../src/flows/kit';
import { paymentText } from '../../src/i18n/payment';
import { playFlowPath } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';

const flow = await loadFlow(payment);
const { tours } = ownTours(flow);
const t = paymentText.en;

describe('[site-2.24 site-2.25 site-8.6 site-9.4] payment flow through the view: its tours (every state, transition and call outcome), with its calls and analytics', () => {
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, ({ controller, effects }) => ({
        // [site-5.3] the lookup gets the typed policy number uppercased and the phone without dashes.
        lookingUp: () => {
          const v = paymentFormValues();
          const typed = (screen.getByRole('textbox', { name: t.form.policyNumber }) as HTMLInputElement).value;
          expect(typed).not.toBe('');
          expect(controller.lastInput('lookup')).toEqual({
            policyNumber: typed.toUpperCase(),
            receiptEmail: v.email,
            receiptPhone: '5125550100',
            dob: '1985-04-21',
          });
        },
        // [site-4.10] analytics tells due within 48 hours from past due.
        'errorModal.dueSoon': () => expect(effects.tracked).toContainEqual({ event: 'payment_error', reason: 'due_within_48_hours' }),
        'errorModal.pastDue': () => expect(effects.tracked).toContainEqual({ event: 'payment_error', reason: 'past_due' }),
        // [site-8.7] the already-paid answer is its own view, told to analytics.
        alreadyPaid: () => expect(effects.tracked).toContainEqual({ event: 'payment_already_paid' }),
      }));
    });
  }
});
