/** The consent chart's own checks, machine alone (the generic walk is src/flows/flows.model.test.ts). */
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { consentPageInput, consentPathModel, pendingCustomer } from '../fixtures/models/consent.model';
import { SANDBOX_CONSENT } from '../fixtures/data/consent';
import { generatePaths } from '../src/paths/model';
import { provideControlled, runPathOnMachine } from '../src/paths/play';
import { createActorController } from '../src/paths/actors';
import { consentMachine } from './consent.machine';

const generated = generatePaths(consentPathModel);

describe('[portal-2.6 portal-4.16 portal-8.1] consent chart, machine alone: every path, with the input of its calls', () => {
  for (const path of generated.paths) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await runPathOnMachine(consentPathModel, path, {
        onStep: (step, controller) => {
          // [portal-7.1 portal-9.7] the customer is asked for by the id of the address.
          if (step.leaves[0] === 'loading') expect(controller.lastInput('loadConsent')).toEqual({ id: SANDBOX_CONSENT.pending });
          // [portal-7.2] the update sends the customer's name, surname, email, phone and isMarketingConsentGiven true.
          if (step.leaves[0] === 'form.submitting') {
            expect(controller.lastInput('saveConsent')).toEqual({
              id: SANDBOX_CONSENT.pending,
              update: {
                name: pendingCustomer.first_name,
                surname: pendingCustomer.last_name,
                email: pendingCustomer.email,
                phone: pendingCustomer.mobile_number,
                isMarketingConsentGiven: true,
              },
            });
          }
          // [portal-2.6] without an id nothing is asked for.
          if (path.start.sandbox.query?.id === undefined) expect(controller.lastInput('loadConsent')).toBeUndefined();
        },
      });
    });
  }
});

describe('the submit', () => {
  it('[portal-5.3 portal-4.16 site-5.12] is refused until every consent of the page is ticked', async () => {
    const controller = createActorController(consentMachine);
    const actor = createActor(provideControlled(consentMachine, controller), { input: consentPageInput(SANDBOX_CONSENT.pending) });
    actor.start();
    controller.settle('loadConsent', { done: pendingCustomer });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    actor.send({ type: 'form.submit', consents: ['privacy'] });
    actor.send({ type: 'form.submit', consents: [] });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    actor.send({ type: 'form.submit', consents: ['marketing', 'privacy'] });
    expect(actor.getSnapshot().value).toEqual({ form: 'submitting' });
    actor.stop();
  });
});
