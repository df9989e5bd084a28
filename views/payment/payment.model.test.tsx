/**
 * Model-based tests of the payment flow through its rendered view, in English and Spanish:
 * each generated path is played as a user would (payment.screens.ts: typing, clicking), the
 * controlled actors answer with the path's outcomes, and every state's screen is checked.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentFormValues, paymentPathModel } from '../../fixtures/models/payment.model';
import { paymentMachine, type PaymentInput } from '../../machines/payment.machine';
import type { AnalyticsEvent } from '../../src/analytics';
import type { Lang } from '../../src/config/lang';
import { paymentConfigSchema } from '../../src/config/payment';
import { paymentText } from '../../src/i18n/payment';
import { createActorController } from '../../src/paths/actors';
import { formatCoverage, generatePaths } from '../../src/paths/model';
import { playPath, provideControlled } from '../../src/paths/play';
import { statesWithoutScreens, viewDriver } from '../../src/testing/view';
import { PaymentApp, paymentLogic } from '../../src/widgets/payment';
import { paymentScreens } from './payment.screens';

const generated = generatePaths(paymentPathModel);
const config = paymentConfigSchema.parse({});
const dataLayer = () => (window.dataLayer ?? []) as AnalyticsEvent[];

describe.each(['en', 'es'] as const)('[site-2.24 site-2.25] payment flow through the view, each view of each state (%s)', (lang: Lang) => {
  const screens = paymentScreens(lang);
  beforeEach(() => {
    window.dataLayer = [];
  });
  afterEach(() => {
    window.dataLayer = [];
  });

  it('every state has a declared screen', () => {
    expect(statesWithoutScreens(paymentMachine, screens)).toEqual([]);
    console.log(`${formatCoverage(generated)} (through the view, ${lang})`);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const controller = createActorController(paymentMachine);
      const navigated: string[] = [];
      const logic = paymentLogic(provideControlled(paymentMachine, controller), {
        navigate: (url) => navigated.push(url),
        removeQueryParam: () => {},
      });
      render(<PaymentApp config={config} lang={lang} logic={logic} input={path.start.input as PaymentInput} />);
      await playPath(
        path,
        viewDriver({
          path,
          controller,
          user: userEvent.setup(),
          screens,
          navigated,
          extra: {
            // [site-5.3] the lookup gets the policy number uppercased and the phone without dashes.
            lookingUp: () => {
              const v = paymentFormValues();
              const typed = (screen.getByRole('textbox', { name: paymentText[lang].form.policyNumber }) as HTMLInputElement).value;
              expect(typed).not.toBe('');
              expect(controller.lastInput('lookup')).toEqual({
                policyNumber: typed.toUpperCase(),
                receiptEmail: v.email,
                receiptPhone: '5125550100',
                dob: '1985-04-21',
              });
            },
            // [site-4.10] analytics tells due within 48 hours from past due.
            dueSoon: () => expect(dataLayer()).toContainEqual({ event: 'payment_error', reason: 'due_within_48_hours' }),
            pastDue: () => expect(dataLayer()).toContainEqual({ event: 'payment_error', reason: 'past_due' }),
          },
        }),
      );
    });
  }
});
