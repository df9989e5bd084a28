/**
 * The additional drivers through the rendered view, in English and Spanish: the summary's cards
 * with Add, Edit and Remove, the add/edit dialog drawn from the `driverDialog` child (keyboard
 * only, the address prefilled, the relation and issue date hidden for a primary driver, the age
 * limits with the error summary), "Remove {first} {last} ?", the additional-driver question after
 * an add, the override-details question on driver1, focus, and axe.
 */
import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anaDiaz, driver1Values, licenceOutcomes, newVisitInput, otherTypedNames, summaryRevisitInput } from '../../fixtures/models/quote.model';
import { fill } from '../../src/i18n';
import { formText } from '../../src/i18n/form';
import { quoteText } from '../../src/i18n/quote';
import { fillDob, fillIn } from '../../src/testing/fill';
import { renderQuote, seriousViolations } from '../../src/testing/quoteView';

type User = ReturnType<typeof userEvent.setup>;

describe.each(['en', 'es'] as const)('the additional drivers (%s)', (lang) => {
  const t = quoteText[lang];
  const kit = formText[lang];
  const dd = t.driverDialog;
  const dialog = () => screen.getByRole('dialog');
  const inDialog = () => within(dialog());
  const part = (group: string, name: string) => within(inDialog().getByRole('group', { name: group })).getByRole('textbox', { name });

  /**
   * Ana Diaz as a visitor fills her in, with the keyboard only (the address is already there): each
   * text field in one go (src/testing/fill.ts; the dialog's fields' keys are not what these tests check).
   */
  async function fillAna(user: User, year = anaDiaz.dob.year) {
    await fillIn(user, inDialog().getByRole('textbox', { name: dd.firstName }), anaDiaz.firstName);
    await user.tab();
    await fillIn(user, inDialog().getByRole('textbox', { name: dd.lastName }), anaDiaz.lastName);
    await fillDob(user, inDialog().getByRole('group', { name: dd.dob }), kit, { ...anaDiaz.dob, year });
    inDialog().getByRole('radio', { name: t.driver3.female }).focus();
    await user.keyboard(' ');
    inDialog().getByRole('radio', { name: t.driver3.married }).focus();
    await user.keyboard(' ');
    await user.selectOptions(inDialog().getByRole('combobox', { name: dd.relation }), dd.relations.spouse);
  }

  it('[quote-2.9 quote-2.23 quote-2.26] Add a driver opens the dialog at the main driver\'s address; Save asks for another driver; No shows the card with Edit and Remove', async () => {
    const { user, saved, container } = await renderQuote(summaryRevisitInput, { lang });
    const add = screen.getByRole('button', { name: t.summary.add });
    add.focus();
    await user.keyboard('{Enter}');
    expect(dialog()).toHaveAccessibleName(dd.addTitle);
    expect(inDialog().getByRole('textbox', { name: dd.firstName })).toHaveFocus();
    expect(inDialog().getByRole('textbox', { name: dd.street })).toHaveValue('4812 Maple Ridge Dr');
    expect(inDialog().getByRole('textbox', { name: dd.city })).toHaveValue('Dallas');
    expect(await seriousViolations(document.body)).toEqual([]);
    await fillAna(user);
    await user.click(inDialog().getByRole('button', { name: dd.save }));
    // quote-2.26: the additional-driver confirmation.
    expect(await screen.findByRole('dialog', { name: t.summary.anotherTitle })).toHaveTextContent(t.summary.anotherText);
    expect(screen.getByRole('button', { name: t.summary.anotherYes })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: t.summary.anotherNo }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const card = screen.getByRole('heading', { level: 3, name: 'Ana Diaz' }).closest('li');
    if (!card) throw new Error('no driver card');
    expect(card).toHaveTextContent(`${t.summary.relation}${dd.relations.spouse}`);
    expect(within(card).getByRole('button', { name: `${t.buttons.edit} Ana Diaz` })).toBeEnabled();
    expect(within(card).getByRole('button', { name: `${t.summary.remove} Ana Diaz` })).toBeEnabled();
    expect(saved.at(-1)?.drivers).toHaveLength(1);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('[quote-2.26] Yes to another driver opens an empty dialog; Escape cancels it', async () => {
    const { user } = await renderQuote(summaryRevisitInput, { lang });
    await user.click(screen.getByRole('button', { name: t.summary.add }));
    await fillAna(user);
    await user.click(inDialog().getByRole('button', { name: dd.save }));
    await user.click(await screen.findByRole('button', { name: t.summary.anotherYes }));
    expect(dialog()).toHaveAccessibleName(dd.addTitle);
    expect(inDialog().getByRole('textbox', { name: dd.firstName })).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Rosa Delgado', 'Ana Diaz']);
  });

  it('[quote-2.24] Remove asks "Remove {first} {last} ?": No keeps the driver, Yes removes it', async () => {
    const { user, send } = await renderQuote(summaryRevisitInput, { lang });
    await user.click(screen.getByRole('button', { name: t.summary.add }));
    await fillAna(user);
    await user.click(inDialog().getByRole('button', { name: dd.save }));
    await user.click(await screen.findByRole('button', { name: t.summary.anotherNo }));
    await user.click(screen.getByRole('button', { name: `${t.summary.remove} Ana Diaz` }));
    const question = screen.getByRole('dialog');
    expect(question).toHaveAccessibleName(fill(t.summary.removeTitle, { first: 'Ana', last: 'Diaz' }));
    if (lang === 'en') expect(question).toHaveAccessibleName('Remove Ana Diaz ?');
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: t.summary.removeNo }));
    expect(screen.getByRole('heading', { level: 3, name: 'Ana Diaz' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: `${t.summary.remove} Ana Diaz` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t.summary.removeYes }));
    expect(screen.queryByRole('heading', { level: 3, name: 'Ana Diaz' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: t.summary.heading })).toHaveFocus();
    // Nothing else to remove: the chart refuses an index that is not a driver.
    await send({ type: 'driver.remove', index: 0 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[quote-4.7 quote-5.12] a primary driver hides the relation and the issue date; another driver shows them', async () => {
    const { user } = await renderQuote(summaryRevisitInput, { lang });
    await user.click(screen.getByRole('button', { name: t.summary.add }));
    expect(inDialog().getByRole('combobox', { name: dd.relation })).toBeVisible();
    expect(inDialog().getByRole('group', { name: dd.issueDate })).toBeVisible();
    await user.click(inDialog().getByRole('checkbox', { name: dd.primaryDriver }));
    expect(inDialog().queryByRole('combobox', { name: dd.relation })).toBeNull();
    expect(inDialog().queryByRole('group', { name: dd.issueDate })).toBeNull();
  });

  it('[quote-5.5] a second driver is 15 to 75: a 14-year-old is refused with the limits in the error summary; a primary driver must be 16', async () => {
    const { user, systemStates } = await renderQuote(summaryRevisitInput, { lang });
    await user.click(screen.getByRole('button', { name: t.summary.add }));
    // 22 Nov 2026: born 9 March 2012 is 14.
    await fillAna(user, '2012');
    await user.click(inDialog().getByRole('button', { name: dd.save }));
    const message = fill(dd.invalidDob, { 0: '15', 1: '75' });
    const summary = await within(dialog()).findByRole('alert');
    expect(summary).toHaveTextContent(message);
    expect(systemStates()).toContain('driversummary:editing');
    // Born 2011 (15): fine for a second driver, not for a primary one (16 to 75).
    await fillIn(user, part(dd.dob, kit.year), '2011');
    await user.click(inDialog().getByRole('checkbox', { name: dd.primaryDriver }));
    await user.click(inDialog().getByRole('button', { name: dd.save }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(fill(dd.invalidDob, { 0: '16', 1: '75' }));
    await user.click(inDialog().getByRole('checkbox', { name: dd.primaryDriver }));
    await user.click(inDialog().getByRole('button', { name: dd.save }));
    expect(await screen.findByRole('dialog', { name: t.summary.anotherTitle })).toBeVisible();
  });
});

describe.each(['en', 'es'] as const)('the override-details confirmation (%s)', (lang) => {
  const t = quoteText[lang];
  const kit = formText[lang];
  const box = (name: string) => screen.getByRole('textbox', { name });

  async function lookUpWithOtherNames() {
    const r = await renderQuote(newVisitInput, { lang });
    await fillIn(r.user, box(t.driver1.firstName), otherTypedNames.firstName);
    await fillIn(r.user, box(t.driver1.lastName), otherTypedNames.lastName);
    await fillIn(r.user, box(t.driver1.license), driver1Values.license);
    await fillDob(r.user, screen.getByRole('group', { name: t.driver1.dob }), kit, driver1Values.dob);
    await r.user.tab();
    await act(async () => r.controller.settle('lookUpDriver', { done: licenceOutcomes.found }));
    return r;
  }

  it('[quote-2.26] the licence names someone else: the question names the driver found; No keeps the names typed', async () => {
    const { user } = await lookUpWithOtherNames();
    const question = await screen.findByRole('dialog', { name: t.override.title });
    expect(question).toHaveTextContent(fill(t.override.text, { first: 'Rosa', last: 'Delgado' }));
    expect(within(question).getByRole('button', { name: t.override.yes })).toHaveFocus();
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: t.override.no }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(t.driver1.kept)).toBeVisible();
    expect(box(t.driver1.firstName)).toHaveValue(otherTypedNames.firstName);
    expect(box(t.driver1.lastName)).toHaveValue(otherTypedNames.lastName);
  });

  it('[quote-2.26] Yes replaces the names typed with the licence\'s', async () => {
    const { user } = await lookUpWithOtherNames();
    await user.click(await screen.findByRole('button', { name: t.override.yes }));
    expect(await screen.findByText(t.driver1.found)).toBeVisible();
    expect(box(t.driver1.firstName)).toHaveValue('Rosa');
    expect(box(t.driver1.lastName)).toHaveValue('Delgado');
  });
});
