/**
 * The vehicle stage of the payment page's driver step (./DetailsSection.tsx) as a customer uses it:
 * the cars listed with their mileage, Next refused while one is missing, each car's mileage dialog
 * opened from its own button, the focus back on that button when the dialog closes. The driver step
 * runs for real with its calls answered at once; the generic suites walk the dialog's every state.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { BINDING_CARRIER_CONFIGS, BINDING_CARRIERS, BINDING_VINS } from '../../fixtures/data/binding';
import { ESIGN_TRANSACTIONS } from '../../fixtures/data/esign';
import { ROSA_PRIOR_REQUEST } from '../../fixtures/data/esignPrior';
import { carrierConfigSchema } from '../../machines/binding/carrierConfig.rules';
import { detailsMachine, type DetailsInput } from '../../machines/esign/details.machine';
import { carsOfPrior } from '../../machines/esign/details.rules';
import { priorRequestSchema } from '../../services/esign';
import { MODEL_EPOCH } from '../../src/paths/system';
import { createTokenStore } from '../../src/storage/tokens';
import { seriousViolations } from '../../src/testing/axe';
import { fill } from '../../src/i18n';
import { esignText } from '../../src/i18n/esign';
import { esignCatalog } from '../../src/i18n/esign.lazy';
import { DetailsSection } from './DetailsSection';
import { EsignTextsProvider } from './texts';

esignCatalog.provide(esignText);

const prior = priorRequestSchema.parse(ROSA_PRIOR_REQUEST);
const cars = carsOfPrior(prior).map((c) => (c.vin ? c : { ...c, vin: BINDING_VINS.civic }));
const input: DetailsInput = {
  transactionId: ESIGN_TRANSACTIONS.driverInfo,
  carrierId: BINDING_CARRIERS.allOff,
  config: carrierConfigSchema.parse({ ...BINDING_CARRIER_CONFIGS.find((c) => c.carrierid === BINDING_CARRIERS.allOff), hideadditionaldriversection: true, enablecalculatedmileage: true }),
  limits: { minAge: 16, maxAge: 75 },
  canAddDrivers: true,
  canAddVehicles: true,
  agencyFee: null,
  rating: { intervalMs: 3000, maxPolls: 20 },
  now: () => MODEL_EPOCH,
  tokens: createTokenStore({ backend: null, brand: 'bluebonnet', now: () => MODEL_EPOCH }),
};
const m = esignText.en.mileage;
/** The cars' cards, in the section the stage's heading names. */
const carsShown = () => within(within(screen.getByRole('region', { name: m.heading })).getByRole('list')).getAllByRole('listitem');

/** The step at its vehicle stage (its sections passed on the chart), drawn in English. */
async function atVehicles() {
  const actor = createActor(
    detailsMachine.provide({
      actors: {
        prior: fromPromise(async () => prior) as never,
        driverCheck: fromPromise(async () => ({ kind: 'checked', licence: '24681357', dob: '1988-06-14', cars })) as never,
        questions: fromPromise(async () => ({ answers: [] })) as never,
        rating: fromPromise(() => new Promise(() => undefined)) as never,
      },
    }),
    { input },
  ).start();
  await waitFor(actor, (s) => s.matches('driver'));
  actor.send({ type: 'driver.next', values: { licence: '24681357', dob: '1988-06-14', vins: cars.map((c) => c.vin) } });
  await waitFor(actor, (s) => s.matches('vehicles'));
  render(
    <EsignTextsProvider lang="en" messages={{}}>
      <DetailsSection actor={actor} now={() => new Date(MODEL_EPOCH)} />
    </EsignTextsProvider>,
  );
  return { actor, user: userEvent.setup() };
}

describe('the vehicle stage', () => {
  it('[portal-2.15] [portal-3.17] each car a card headed by its name, its mileage or "Not entered yet", and its own Edit mileage button; Next with a mileage missing says so in an alert that takes focus', async () => {
    const { user } = await atVehicles();
    expect(screen.getByRole('heading', { level: 2, name: m.heading })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: esignText.en.page.stagesLabel })).getByText(esignText.en.stages.vehicleStage)).toHaveAttribute('aria-current', 'step');
    const [f150, civic] = carsShown();
    expect(within(f150!).getByRole('heading', { level: 3, name: '2018 Ford F-150' })).toBeInTheDocument();
    expect(within(f150!).getByText('48,210 miles')).toBeInTheDocument();
    expect(within(civic!).getByRole('heading', { level: 3, name: '2017 Honda Civic' })).toBeInTheDocument();
    expect(within(civic!).getAllByText(m.notGiven)).toHaveLength(2);
    expect(screen.getByRole('button', { name: `${m.edit} 2017 Honda Civic` })).toBeInTheDocument();
    expect(await seriousViolations(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.next }));
    expect(screen.getByRole('alert')).toHaveTextContent(m.incomplete);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getAllByText(m.missing)).toHaveLength(2);
  });

  it("[portal-2.16] [portal-3.17] a car's dialog opens from its button with the car's values; closed or saved, the focus is back on that button and a save shows on its card", async () => {
    const { actor, user } = await atVehicles();
    const edit = screen.getByRole('button', { name: `${m.edit} 2018 Ford F-150` });
    await user.click(edit);
    const dialog = screen.getByRole('dialog', { name: fill(m.title, { vehicle: '2018 Ford F-150' }) });
    expect(within(dialog).getByRole('textbox', { name: m.odometer })).toHaveValue('48210');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();

    await user.click(edit);
    await user.click(within(screen.getByRole('radiogroup', { name: m.commuting })).getByRole('radio', { name: m.no }));
    await user.click(screen.getByRole('button', { name: m.save }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
    const [f150, civic] = carsShown();
    expect(within(f150!).queryByText(m.missing)).not.toBeInTheDocument();
    expect(within(f150!).getByText(m.no)).toBeInTheDocument();
    expect(within(civic!).getByText(m.missing)).toBeInTheDocument();
    await act(async () => undefined);
    expect(actor.getSnapshot().context.mileage['prior-0']).toEqual({ odometerReading: 48210, selectedAnnualMileage: 12000, commutingVehicle: false, commutingDays: null, commutingAddress: null });
  });
});
