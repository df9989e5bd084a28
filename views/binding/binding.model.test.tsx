/**
 * Online binding's own checks through the rendered view (English): the tours of its generated paths
 * (`tourPaths`) are played as a customer would and every state's screen is checked
 * (fixtures/screens/binding.screens.ts); at the states below, what the screens cannot say in a
 * line: the progress, the field messages of the driver step, the drivers' cards, the questions'
 * messages. This file is their only English walk (src/testing/ownTours.ts);
 * the generic suite (src/flows/flows.view.es.test.tsx) walks them in Spanish.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import binding from '../../src/flows/binding';
import { loadFlow } from '../../src/flows/kit';
import { fill } from '../../src/i18n';
import { bindingText } from '../../src/i18n/binding';
import { playFlowPath } from '../../src/testing/flows';
import { ownTours } from '../../src/testing/ownTours';
import { BINDING_VINS, PAPERLESS_CONSENT_MESSAGE, QUESTION_MESSAGES } from '../../fixtures/data/binding';

const flow = await loadFlow(binding);
const { generated, tours } = ownTours(flow);
const t = bindingText.en;

describe('online binding through the view: its tours (every state, transition and call outcome), with what the page shows', () => {
  it('walks few tours', () => {
    console.log(`binding tours through the view: ${tours.length} (of ${generated.paths.length} paths)`);
    expect(tours.length).toBeGreaterThan(0);
  });
  for (const path of tours) {
    it(`[${path.spec.join(' ')}] ${path.title}`, async () => {
      await playFlowPath(flow, 'en', path, () => ({
        // [portal-2.10] the sections in order: the progress names the current one.
        'sections.driver': (step) => {
          const progress = screen.getByRole('navigation', { name: t.page.progressLabel });
          expect(within(progress).getByText(t.sections.driver)).toHaveAttribute('aria-current', 'step');
          // [portal-5.8] Lone Star Mutual asks the privacy consent with its own message; Sierra Ridge and Gulf Coast Auto do not.
          const consent = screen.queryByRole('checkbox', { name: PAPERLESS_CONSENT_MESSAGE });
          const asks = !/Sierra Ridge|Kevin/.test(path.start.label);
          expect(Boolean(consent)).toBe(asks);
          // [portal-5.5] [portal-5.6] the licence, the date of birth in three parts, a VIN per car.
          expect(screen.getByRole('group', { name: t.driver.dob })).toBeInTheDocument();
          expect(screen.getAllByRole('textbox', { name: /^VIN/ }).length).toBeGreaterThan(0);
          // [portal-5.9] [portal-8.8] after a licence the lookup does not know: "given data not correct".
          if (step.actorId === 'driver' && step.outcome?.label === 'no driver') {
            expect(screen.getByText(t.configured.notCorrect)).toBeInTheDocument();
          }
        },
        // [portal-2.11] [portal-5.14] the drivers' cards: the primary edited in part, found drivers read-only, manual drivers removable.
        'additionalDrivers:list': () => {
          expect(screen.getByRole('heading', { name: 'Rosa Delgado' })).toBeInTheDocument();
          expect(screen.queryByRole('button', { name: fill(t.additional.remove, { name: 'Rosa Delgado' }) })).toBeNull();
          if (/Luis without his licence/.test(path.start.label)) {
            expect(screen.queryByRole('button', { name: fill(t.additional.edit, { name: 'Luis Delgado' }) })).toBeNull();
          }
        },
        // [portal-2.11] "Remove {first} {last} ?"
        'additionalDrivers:confirmingRemoval': () => {
          expect(screen.getByRole('dialog', { name: /^Remove (Luis|Marco) Delgado \?$/ })).toBeInTheDocument();
        },
        // [portal-2.11] [portal-2.12] the cars below the drivers: year make model and VIN, Edit, Remove while another car stays, Add a vehicle.
        'additionalDrivers/vehicles:list': () => {
          if (screen.queryByRole('dialog')) return;
          const cars = screen.getByRole('region', { name: t.vehicles.heading });
          const named = within(cars).getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
          expect(named[0]).toBe('2018 Ford F-150');
          expect(within(cars).getByText(`VIN ${BINDING_VINS.f150} · ${t.vehicles.fromQuote}`)).toBeInTheDocument();
          expect(within(cars).getByRole('button', { name: fill(t.vehicles.edit, { car: '2018 Ford F-150' }) })).toBeInTheDocument();
          const removable = within(cars).queryByRole('button', { name: fill(t.vehicles.remove, { car: '2018 Ford F-150' }) });
          // The last car is never removed, and the page says why.
          expect(Boolean(removable)).toBe(named.length > 1);
          expect(Boolean(within(cars).queryByText(t.vehicles.lastVehicle))).toBe(named.length === 1);
          expect(within(cars).getByRole('button', { name: t.vehicles.add })).toBeInTheDocument();
        },
        // [portal-2.11] "Remove {year} {make} {model} ?"
        'additionalDrivers/vehicles:confirmingRemoval': () => {
          expect(screen.getByRole('dialog', { name: 'Remove 2017 Honda Civic ?' })).toBeInTheDocument();
        },
        // [portal-2.11] [portal-9.9] the vehicle dialog: a car of the quote its VIN only; a VIN the chart refused says why at the field, with what was typed kept.
        'additionalDrivers/vehicles/vehicleDialog:open': (step) => {
          const dialog = screen.getByRole('dialog');
          const vin = within(dialog).getByRole('textbox', { name: t.vehicles.vinLabel });
          if (step.kind === 'user' && step.event.type === 'vehicle.save') {
            expect(within(dialog).getByRole('alert')).toHaveTextContent(t.configured.vinInvalid);
            expect(vin).toHaveValue('4T1B11HK5KU43789O');
            expect(vin).toHaveAttribute('aria-invalid', 'true');
            expect(within(dialog).getByRole('textbox', { name: t.vehicles.year })).toHaveValue('2019');
            expect(within(dialog).getByRole('textbox', { name: t.vehicles.model })).toHaveValue('Camry');
          } else if (within(dialog).queryByRole('heading', { name: t.vehicles.dialogAdd })) {
            expect(vin).toHaveValue('');
          } else {
            expect(within(dialog).getByRole('heading', { name: fill(t.vehicles.dialogEdit, { car: '2018 Ford F-150' }) })).toBeInTheDocument();
            expect(within(dialog).queryByRole('textbox', { name: t.vehicles.year })).toBeNull();
            expect(within(dialog).getByText(t.vehicles.fromQuoteNote)).toBeInTheDocument();
            expect(vin).toHaveValue(BINDING_VINS.f150);
          }
        },
        // [portal-3.19] [portal-5.15] [portal-9.18] the carrier's questions; after a wrong answer its own message.
        'questions:asking': () => {
          const wrong = path.steps.some((s) => s.kind === 'user' && s.event.type === 'answer.set' && (s.event as { answer?: string }).answer === 'Y');
          const checked = path.steps.at(-1)?.kind === 'user' && path.steps.at(-1)?.event.type === 'questions.next';
          if (wrong && checked) expect(screen.getAllByText(QUESTION_MESSAGES.suspended).length).toBeGreaterThan(0);
        },
        // [portal-4.20] the final success once the questions are answered and verification is complete.
        'sections.success': () => {
          expect(screen.queryByRole('dialog')).toBeNull();
          expect(within(screen.getByRole('navigation', { name: t.page.progressLabel })).getByText(t.sections.success)).toHaveAttribute('aria-current', 'step');
        },
      }));
    });
  }
});
