/**
 * The quote form's root view as a widget root renders it (inside the flow's actor provider, with
 * the page's language and validated data-config), the chart's calls held by a controller and its
 * browser effects recorded: the start (the visitor's token), the stage header and its progress,
 * Back, the saved visit's prefill, the driver summary, focus and axe; then the generated paths of
 * the chart played through the view with the screens description.
 */
import { fillDob, fillIn } from '../../src/testing/fill';
import { renderQuote, seriousViolations } from '../../src/testing/quoteView';
import { act, screen, within } from '@testing-library/react';

import { afterEach, describe, expect, it } from 'vitest';

import { coverageRevisitInput, driver3RevisitInput, driver3Values, newVisitInput, revisitInput, summaryRevisitInput, texasCoverages } from '../../fixtures/models/quote.model';
import { previousQuotesActors } from '../../fixtures/models/previousQuotes.model';
import { PREVIOUS_QUOTES_CUSTOMER } from '../../fixtures/data/previousQuotes';
import { previousQuotesText } from '../../src/i18n/quotePreviousQuotes';
import { MODEL_EPOCH } from '../../src/paths/system';
import type { QuoteInput, QuoteSaved } from '../../machines/quote/types';

import { formText } from '../../src/i18n/form';
import { quoteText } from '../../src/i18n/quote';

afterEach(() => window.history.replaceState(null, '', '/'));

/** The saved visit of an input (the fixtures' inputs that start from one). */
function savedOf(input: QuoteInput): QuoteSaved {
  if (!input.saved) throw new Error('this input has no saved visit');
  return input.saved;
}

describe.each(['en', 'es'] as const)('quote view (%s)', (lang) => {
  const t = quoteText[lang];
  const kit = formText[lang];
  const nav = () => screen.getByRole('navigation', { name: t.progress.label });
  const steps = () => within(nav()).getByRole('list', { name: t.progress.driverSteps });
  const heading = (name: string) => screen.getByRole('heading', { level: 2, name });
  const button = (name: string) => screen.getByRole('button', { name });
  const complete = (percent: string) => (lang === 'es' ? `${percent}% completado` : `${percent}% complete`);

  it('[quote-4.4] waits for the visitor\'s token with a spinner and a busy Continue, then the step works', async () => {
    const { controller, user } = await renderQuote(newVisitInput, { lang, token: 'held' });
    expect(screen.getByText(t.start.loading)).toBeVisible();
    const next = button(t.buttons.continue);
    expect(next).toHaveAttribute('aria-busy', 'true');
    expect(next).toBeDisabled();
    await act(async () => controller.settle('visitorToken', { done: { token: 'anon-token-1' } }));
    expect(screen.queryByText(t.start.loading)).toBeNull();
    expect(button(t.buttons.continue)).not.toHaveAttribute('aria-busy');
    await user.type(screen.getByRole('textbox', { name: t.driver1.firstName }), 'Rosa');
    expect(screen.getByRole('textbox', { name: t.driver1.firstName })).toHaveValue('Rosa');
  });

  it('[quote-4.31 quote-8.6] the third wrong date of birth in the owner check: the dialog is gone and the visitor is back at the start of the form', async () => {
    const p = previousQuotesText[lang];
    const outcome = (actor: string, label: string) => {
      const found = previousQuotesActors[actor]?.find((o) => o.label === label);
      if (!found) throw new Error(`no outcome ${actor}: ${label}`);
      return found.result;
    };
    // The groups of the outcomes are dated from the paths' clock.
    const { settle, user } = await renderQuote({ ...newVisitInput, hash: '#previousQuotes', now: () => MODEL_EPOCH }, { lang });
    const c = PREVIOUS_QUOTES_CUSTOMER;
    await fillIn(user, await screen.findByRole('textbox', { name: new RegExp(p.lookup.phone) }), c.phone);
    await fillDob(user, screen.getByRole('group', { name: p.lookup.dob }), kit, c.dob);
    await user.click(button(p.lookup.submit));
    await settle('findGroups', outcome('findGroups', 'five groups, four in the look-back'));
    await user.click(screen.getAllByRole('button', { name: new RegExp(`^${p.list.open.split('{')[0]}`) })[0] as HTMLElement);
    await settle('loadGroup', outcome('loadGroup', 'three quotes'));
    const dialog = screen.getByRole('dialog', { name: p.owner.title });
    for (const [i, result] of [outcome('verifyOwner', 'not the customer'), outcome('verifyOwner', 'not the customer, answered as a failure'), outcome('verifyOwner', 'not the customer')].entries()) {
      await fillDob(user, within(dialog).getByRole('group', { name: p.owner.dob }), kit, { month: '01', day: '01', year: '1990' });
      await user.click(within(dialog).getByRole('button', { name: p.owner.submit }));
      await settle('verifyOwner', result);
      if (i < 2) expect(screen.getByRole('dialog', { name: p.owner.title })).toBeVisible();
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(heading(t.driver1.heading)).toBeVisible();
  });

  it('[quote-4.4] without a token: the message and Try again, which asks again', async () => {
    const { controller, user } = await renderQuote(newVisitInput, { lang, token: 'held' });
    await act(async () => controller.settle('visitorToken', { error: { kind: 'http', status: 500, message: 'The API answered 500.' } }));
    expect(screen.getByRole('alert')).toHaveTextContent(t.start.failed);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    await user.click(button(t.buttons.retry));
    expect(controller.hasPending('visitorToken')).toBe(true);
    expect(screen.getByText(t.start.loading)).toBeVisible();
    // The retry button is gone: focus goes to the step's heading.
    expect(heading(t.driver1.heading)).toHaveFocus();
    await act(async () => controller.settle('visitorToken', { done: { token: 'anon-token-1' } }));
    expect(heading(t.driver1.heading)).toHaveFocus();
  });

  it('[quote-4.3 quote-2.15] the stage header on driver1: Driver active, the other stages not started, 0% complete', async () => {
    await renderQuote(newVisitInput, { lang });
    const stages = within(nav()).getAllByRole('listitem').filter((li) => li.parentElement?.classList.contains('quote-progress__stages'));
    expect(stages.map((li) => li.firstElementChild?.textContent)).toEqual([
      t.progress.stages.driver,
      t.progress.stages.vehicle,
      t.progress.stages.policy,
      t.progress.stages.quote,
    ]);
    expect(stages.map((li) => li.getAttribute('aria-current'))).toEqual(['step', null, null, null]);
    // Nothing is reached yet: no stage or step is a link.
    expect(within(nav()).queryAllByRole('link')).toEqual([]);
    const current = within(steps()).getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent(t.progress.steps.driver1);
    const bar = screen.getByRole('progressbar', { name: t.progress.bar });
    expect(bar).toHaveAttribute('value', '0');
    expect(screen.getByText(complete('0'))).toBeVisible();
  });

  it.each([
    ['quote-2.16', revisitInput, 'driver2', '10'],
    ['quote-2.17', driver3RevisitInput, 'driver3', '20'],
    ['quote-2.18', summaryRevisitInput, 'driversummary', '30'],
  ] as const)('[%s quote-4.3] the progress bar on %#: the step active, the steps before it completed, its percentage', async (_id, input, step, percent) => {
    await renderQuote(input, { lang });
    expect(screen.getByRole('progressbar', { name: t.progress.bar })).toHaveAttribute('value', percent);
    expect(screen.getByText(complete(percent))).toBeVisible();
    const items = within(steps()).getAllByRole('listitem');
    const active = items.find((li) => li.getAttribute('aria-current') === 'step');
    expect(active).toHaveTextContent(t.progress.steps[step]);
    expect(active && within(active).queryByRole('link')).toBeNull();
    expect(items[0]).toHaveTextContent(`${t.progress.steps.driver1} ${t.progress.completed}`);
  });

  it('[quote-4.3] a reached step of the progress bar is a link to its hash that goes back to it; focus moves to its heading', async () => {
    const { user, shown } = await renderQuote(summaryRevisitInput, { lang });
    expect(heading(t.summary.heading)).not.toHaveFocus();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [t.progress.steps.driver1, '#driver1'],
      [t.progress.steps.driver2, '#driver2'],
      [t.progress.steps.driver3, '#driver3'],
    ]);
    await user.click(within(nav()).getByRole('link', { name: t.progress.steps.driver2 }));
    expect(await screen.findByRole('heading', { level: 2, name: t.driver2.heading })).toHaveFocus();
    expect(shown.at(-1)).toBe('driver2');
    // The furthest stage reached stays reachable: the summary is a link now.
    await user.click(within(nav()).getByRole('link', { name: t.progress.steps.driversummary }));
    expect(await screen.findByRole('heading', { level: 2, name: t.summary.heading })).toHaveFocus();
  });

  it('[quote-4.2 quote-4.3] Back returns to the step before (none on driver1), keyboard only', async () => {
    const { user } = await renderQuote(driver3RevisitInput, { lang });
    button(t.buttons.back).focus();
    await user.keyboard('{Enter}');
    expect(heading(t.driver2.heading)).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: t.progress.bar })).toHaveAttribute('value', '10');
    button(t.buttons.back).focus();
    await user.keyboard(' ');
    expect(heading(t.driver1.heading)).toHaveFocus();
    expect(screen.queryByRole('button', { name: t.buttons.back })).toBeNull();
  });

  it('[quote-3.17 quote-6.3] a saved visit is shown as it was kept: contact, then the first driver after Back; the consent is asked again', async () => {
    const { user } = await renderQuote(revisitInput, { lang });
    expect(screen.getByRole('textbox', { name: t.driver2.email })).toHaveValue(savedOf(revisitInput).driver2.email);
    expect(screen.getByRole('textbox', { name: t.driver2.phone })).toHaveValue(savedOf(revisitInput).driver2.phone);
    expect(screen.getByRole('checkbox', { name: t.driver2.consent })).not.toBeChecked();
    await user.click(button(t.buttons.back));
    const kept = savedOf(revisitInput).driver1;
    expect(screen.getByRole('radio', { name: t.driver1.modes.dl })).toBeChecked();
    expect(screen.getByRole('textbox', { name: t.driver1.license })).toHaveValue(kept.license);
    const dob = screen.getByRole('group', { name: t.driver1.dob });
    expect(within(dob).getByRole('textbox', { name: kit.month })).toHaveValue(kept.dob.month);
    expect(within(dob).getByRole('textbox', { name: kit.day })).toHaveValue(kept.dob.day);
    expect(within(dob).getByRole('textbox', { name: kit.year })).toHaveValue(kept.dob.year);
    expect(screen.getByRole('textbox', { name: t.driver1.firstName })).toHaveValue(kept.firstName);
    expect(screen.getByRole('textbox', { name: t.driver1.lastName })).toHaveValue(kept.lastName);
    expect(button(t.buttons.continue)).not.toHaveAttribute('aria-disabled');
  });

  it('[quote-3.17 quote-2.8] a saved visit at driver3 shows the address, the ZIP with its city and state, and the answers', async () => {
    await renderQuote(driver3RevisitInput, { lang });
    const kept = savedOf(driver3RevisitInput).driver3;
    expect(kept).toEqual(driver3Values);
    expect(screen.getByRole('textbox', { name: t.driver3.address })).toHaveValue(driver3Values.address);
    expect(screen.getByRole('textbox', { name: t.driver3.zip })).toHaveValue(driver3Values.zip);
    expect(screen.getByRole('textbox', { name: t.driver3.city })).toHaveValue(driver3Values.city);
    expect(screen.getByRole('textbox', { name: t.driver3.state })).toHaveValue(driver3Values.state);
    expect(within(screen.getByRole('radiogroup', { name: t.driver3.gender })).getByRole('radio', { name: t.driver3.female })).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: t.driver3.marital })).getByRole('radio', { name: t.driver3.married })).toBeChecked();
    expect(within(screen.getByRole('radiogroup', { name: t.driver3.insured })).getByRole('radio', { name: t.driver3.insuredYes })).toBeChecked();
    expect(button(t.buttons.continue)).not.toHaveAttribute('aria-disabled');
  });

  it('[quote-2.2] the driver summary: the main driver\'s card with the date of birth as MM/DD/YYYY and the address; Edit goes to driver1, Back to driver3', async () => {
    const { user } = await renderQuote(summaryRevisitInput, { lang });
    const kept = savedOf(summaryRevisitInput);
    const name = `${kept.driver1.firstName} ${kept.driver1.lastName}`;
    const card = screen.getByRole('heading', { level: 3, name }).closest('li');
    if (!card) throw new Error('no driver card');
    const { month, day, year } = kept.driver1.dob;
    expect(card).toHaveTextContent(t.summary.primary);
    expect(card).toHaveTextContent(`${month.padStart(2, '0')}/${day.padStart(2, '0')}/${year}`);
    expect(card).toHaveTextContent(`${kept.driver3.address}${kept.driver3.city}, ${kept.driver3.state} ${kept.driver3.zip}`);
    const edit = within(card).getByRole('link', { name: `${t.buttons.edit} ${name}` });
    expect(edit).toHaveAttribute('href', '#driver1');
    await user.click(edit);
    expect(await screen.findByRole('heading', { level: 2, name: t.driver1.heading })).toHaveFocus();
    await user.click(within(nav()).getByRole('link', { name: t.progress.steps.driversummary }));
    await user.click(await screen.findByRole('button', { name: t.buttons.back }));
    expect(heading(t.driver3.heading)).toHaveFocus();
  });

  it('[quote-2.19 quote-4.3] Continue from the summary: the vehicle stage is active at 37%, the driver stage completed and a link back to the driver list', async () => {
    const { user, saved } = await renderQuote(summaryRevisitInput, { lang });
    await user.click(button(t.buttons.continue));
    expect(saved.at(-1)?.reached).toBe('vehiclesummary');
    expect(screen.getByRole('progressbar', { name: t.progress.bar })).toHaveAttribute('value', '37');
    expect(screen.getByText(complete('37'))).toBeVisible();
    const stages = within(nav()).getAllByRole('listitem');
    expect(stages.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(stages[0]).toHaveTextContent(`${t.progress.stages.driver} ${t.progress.completed}`);
    const driverStage = within(nav()).getByRole('link', { name: t.progress.stages.driver });
    expect(driverStage).toHaveAttribute('href', '#driversummary');
    await user.click(driverStage);
    expect(await screen.findByRole('heading', { level: 2, name: t.summary.heading })).toHaveFocus();
    expect(within(nav()).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
  });

  it('[quote-2.20 quote-2.22] the policy stage shows 70%, the driver and vehicle stages completed; past it, the quote stage at 100% and no start message', async () => {
    const { controller, send, saved } = await renderQuote(coverageRevisitInput, { lang });
    expect(screen.getByRole('progressbar', { name: t.progress.bar })).toHaveAttribute('value', '70');
    expect(screen.getByText(complete('70'))).toBeVisible();
    expect(within(nav()).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#driversummary', '#vehiclesummary']);
    await act(async () => controller.settle('loadCoverages', { done: texasCoverages }));
    const choice = { term: 6, product: texasCoverages.coverageProducts[0]?.code ?? '', custom: {} };
    await send({ type: 'coverage.submit', choice });
    // The chart took the answers; the quote stage asks for rates, the last stage active.
    expect(saved.at(-1)?.coverage).toEqual(choice);
    expect(await screen.findByRole('heading', { level: 2, name: t.quotes.loading.heading })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: t.progress.bar })).toHaveAttribute('value', '100');
    expect(within(nav()).getAllByRole('listitem').map((li) => li.getAttribute('aria-current'))).toEqual([null, null, null, 'step']);
    expect(screen.queryByText(t.start.failed)).toBeNull();
    expect(screen.queryByText(t.start.loading)).toBeNull();
  });

  it.each([
    ['driver1', newVisitInput],
    ['driver2', revisitInput],
    ['driver3', driver3RevisitInput],
    ['driversummary', summaryRevisitInput],
  ] as const)('no serious axe violation on %s, nor after a failed submit', async (_step, input) => {
    const { container, user } = await renderQuote(input, { lang });
    expect(await seriousViolations(container)).toEqual([]);
    // A step with a form: empty it and press Continue (the summary has no form).
    if (container.querySelector('form')) {
      for (const box of screen.getAllByRole('textbox')) if (!box.hasAttribute('readonly')) await user.clear(box);
      await user.click(button(t.buttons.continue));
      expect(screen.getByRole('alert')).toHaveFocus();
      expect(await seriousViolations(container)).toEqual([]);
    }
  });
});

