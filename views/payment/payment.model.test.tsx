/**
 * Model-based tests of the payment flow through its rendered view, in English and Spanish:
 * each generated path is played as a user would (typing, clicking), the controlled actors
 * answer with the path's outcomes, and every state has an assertion on what the screen shows.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentFormValues, paymentPathModel } from '../../fixtures/models/payment.model';
import { paymentMachine, type PaymentInput } from '../../machines/payment.machine';
import type { AnalyticsEvent } from '../../src/analytics';
import type { Lang } from '../../src/config/lang';
import { paymentConfigSchema } from '../../src/config/payment';
import { fill } from '../../src/i18n';
import { paymentText } from '../../src/i18n/payment';
import { createActorController, type ActorController } from '../../src/studio/paths/actors';
import { formatCoverage, generatePaths, type PathStep } from '../../src/studio/paths/model';
import { playPath, provideControlled } from '../../src/studio/paths/play';
import { statesWithoutScreens, viewDriver, type ScreenAssertions } from '../../src/testing/view';
import { PaymentApp, paymentLogic } from '../../src/widgets/payment';

const generated = generatePaths(paymentPathModel);
const config = paymentConfigSchema.parse({});

function dataLayer(): AnalyticsEvent[] {
  return (window.dataLayer ?? []) as AnalyticsEvent[];
}

function screensFor(lang: Lang, navigated: string[]): ScreenAssertions {
  const t = paymentText[lang];
  const dialog = (title: string) => screen.findByRole('dialog', { name: title });
  const noDialog = () => expect(screen.queryByRole('dialog')).toBeNull();
  const payButton = () => screen.getByRole('button', { name: new RegExp(`^${t.details.pay}$|${t.details.preparing}|${t.details.leaving}`) });
  return {
    loadingCarriers: async () => {
      expect(await screen.findByText(t.loading)).toBeVisible();
    },
    loadFailed: async () => {
      expect(await screen.findByRole('heading', { name: t.loadFailed.title })).toHaveFocus();
      expect(screen.getByRole('button', { name: t.loadFailed.retry })).toBeEnabled();
    },
    // [site-2.24] the form: policy number, email, phone, date of birth as month, day and year.
    editing: async () => {
      expect(await screen.findByRole('textbox', { name: t.form.policyNumber })).toBeVisible();
      expect(screen.getByRole('textbox', { name: t.form.email })).toBeVisible();
      expect(screen.getByRole('textbox', { name: t.form.phone })).toBeVisible();
      const dob = screen.getByRole('group', { name: t.form.dob });
      for (const part of [t.form.month, t.form.day, t.form.year]) expect(within(dob).getByRole('textbox', { name: part })).toBeVisible();
      expect(screen.getByRole('button', { name: t.form.submit })).not.toHaveAttribute('aria-busy', 'true');
      noDialog();
    },
    lookingUp: async () => {
      const busy = await screen.findByRole('button', { name: new RegExp(t.form.submitting) });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(busy).toBeDisabled();
    },
    // [site-4.7] while the token is requested the pay button is disabled; amounts as $0.00 [site-9.4].
    'details.gettingToken': async () => {
      expect(await screen.findByRole('heading', { name: t.details.heading })).toBeVisible();
      expect(screen.getByText('Lone Star Mutual')).toBeVisible();
      expect(screen.getByText('$142.50')).toBeVisible();
      expect(payButton()).toBeDisabled();
    },
    'details.readyToPay': async () => {
      const pay = await screen.findByRole('button', { name: t.details.pay });
      expect(pay).toBeEnabled();
    },
    // [site-4.7] "This transaction has been approved": the pay button stays disabled.
    'details.approved': async () => {
      const [notice] = await screen.findAllByText(t.details.approved);
      expect(notice).toBeVisible();
      expect(payButton()).toBeDisabled();
    },
    // [site-4.7] the pay button goes to the provider's payment URL, or back to the page with ?token=.
    'details.leaving': async (step: PathStep) => {
      expect(await screen.findByRole('button', { name: new RegExp(t.details.leaving) })).toBeDisabled();
      const expected = step.state.context.payUrl as string;
      expect(navigated.at(-1)).toBe(expected);
      expect(expected.startsWith('http://localhost/sandbox/provider') || expected.includes('?token=')).toBe(true);
    },
    // [site-4.9 site-8.7] the already-paid view.
    alreadyPaid: async () => {
      expect(await screen.findByRole('heading', { name: t.alreadyPaid.title })).toHaveFocus();
      noDialog();
    },
    // [site-4.6 site-8.6] carrier not available, with a pay link.
    carrierNotAvailable: async () => {
      const d = await dialog(t.configured.carrierNotAvailableTitle);
      expect(within(d).getByRole('link', { name: fill(t.modal.payAtCarrierLink, { carrier: 'Acme Mutual' }) })).toHaveAttribute(
        'href',
        'https://acme.example/pay',
      );
    },
    // [site-4.8] could not get a token.
    tokenFailed: async () => {
      const d = await dialog(t.configured.tokenFailedTitle);
      expect(within(d).getByText(t.configured.payAtCarrier)).toBeVisible();
    },
    // [site-4.10] due within 48 hours; analytics tells it from past due.
    dueSoon: async () => {
      await dialog(t.configured.dueSoonTitle);
      expect(dataLayer()).toContainEqual({ event: 'payment_error', reason: 'due_within_48_hours' });
    },
    pastDue: async () => {
      await dialog(t.configured.pastDueTitle);
      expect(dataLayer()).toContainEqual({ event: 'payment_error', reason: 'past_due' });
    },
    // [site-4.10] no due date: the error carries the message.
    notPayable: async () => {
      const d = await dialog(t.configured.noDueDateTitle);
      expect(within(d).getByText('This policy was cancelled. Please call your agent.')).toBeVisible();
    },
    // [site-4.11] any exception: the unknown-error modal.
    unknownError: async () => {
      const d = await dialog(t.configured.unknownErrorTitle);
      expect(within(d).getByText(t.modal.unknownBody)).toBeVisible();
    },
    'result.loadingResult': async () => {
      expect(await screen.findByText(t.result.loading)).toBeVisible();
    },
    // [site-4.12] status A: the payment details.
    'result.paid': async () => {
      expect(await screen.findByRole('heading', { name: t.result.paidTitle })).toHaveFocus();
      expect(screen.getByText('$142.50')).toBeVisible();
      expect(screen.getByText('INV-20261121-0001')).toBeVisible();
    },
    // [site-4.12] any other status: failure with the carrier pay link.
    'result.failed': async () => {
      expect(await screen.findByRole('heading', { name: t.result.failedTitle })).toBeVisible();
      expect(screen.getByText('The card was declined.')).toBeVisible();
      expect(screen.getByRole('link', { name: fill(t.modal.payAtCarrierLink, { carrier: 'Lone Star Mutual' }) })).toHaveAttribute(
        'href',
        expect.stringMatching(/^https:\/\//),
      );
    },
    'result.notFound': async () => {
      expect(await screen.findByRole('heading', { name: t.result.notFoundTitle })).toBeVisible();
      expect(screen.getByText('We could not find that payment.')).toBeVisible();
    },
    'result.loadError': async () => {
      expect(await screen.findByRole('heading', { name: t.result.errorTitle })).toBeVisible();
    },
  };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, lang: Lang) {
  const t = paymentText[lang];
  const v = paymentFormValues();
  const type = async (name: string, value: string) => {
    const box = screen.getByRole('textbox', { name });
    await user.clear(box);
    await user.type(box, value);
  };
  await type(t.form.policyNumber, v.policyNumber);
  await type(t.form.email, v.email);
  await type(t.form.phone, v.phone);
  await type(t.form.month, v.dob.month);
  await type(t.form.day, v.dob.day);
  await type(t.form.year, v.dob.year);
  await user.click(screen.getByRole('button', { name: t.form.submit }));
}

function userFor(lang: Lang, user: ReturnType<typeof userEvent.setup>) {
  const t = paymentText[lang];
  return async (step: PathStep) => {
    switch (step.event.type) {
      case 'form.submit':
        return fillForm(user, lang);
      case 'pay.start':
        return user.click(await screen.findByRole('button', { name: t.details.pay }));
      case 'modal.close': {
        const d = await screen.findByRole('dialog');
        const buttons = within(d).getAllByRole('button', { name: t.modal.close });
        return user.click(buttons[buttons.length - 1]!);
      }
      case 'form.restart':
        return user.click(
          await screen.findByRole('button', { name: new RegExp(`${t.details.another}|${t.alreadyPaid.another}|${t.result.another}`) }),
        );
      case 'load.retry':
        return user.click(await screen.findByRole('button', { name: t.loadFailed.retry }));
      default:
        throw new Error(`No user action for ${step.event.type}`);
    }
  };
}

function renderFlow(lang: Lang, input: PaymentInput, controller: ActorController, navigated: string[]) {
  const logic = paymentLogic(provideControlled(paymentMachine, controller), {
    navigate: (url) => navigated.push(url),
    removeQueryParam: () => {},
  });
  return render(<PaymentApp config={config} lang={lang} logic={logic} input={input} />);
}

describe.each(['en', 'es'] as const)('[site-2.24 site-2.25] payment flow through the view, each view of each state (%s)', (lang) => {
  beforeEach(() => {
    window.dataLayer = [];
  });
  afterEach(() => {
    window.dataLayer = [];
  });

  it('every state has a screen assertion', () => {
    expect(statesWithoutScreens(paymentMachine, screensFor(lang, []))).toEqual([]);
    console.log(`${formatCoverage(generated)} (through the view, ${lang})`);
  });

  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      const user = userEvent.setup();
      const controller = createActorController(paymentMachine);
      const navigated: string[] = [];
      renderFlow(lang, path.start.input as PaymentInput, controller, navigated);
      await playPath(path, viewDriver({ controller, user: userFor(lang, user), screens: screensFor(lang, navigated) }));
    });
  }
});
