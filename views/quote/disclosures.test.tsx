/**
 * The policy disclosure links and modal (quote-2.31) through the rendered view, in English and
 * Spanish, driven by a real `disclosures` actor: each policy opens in a dialog with its title and
 * text, closes by Close, by the dialog's × and by Escape, focus goes back to the link that opened
 * it, and axe finds no serious violation. Also the texts themselves (same shape in both languages).
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DISCLOSURE_POLICIES, disclosuresMachine } from '../../machines/quote/disclosures.machine';
import { fill } from '../../src/i18n';
import { disclosureText } from '../../src/i18n/quoteDisclosures';
import { seriousViolations } from '../../src/testing/quoteView';
import { DisclosureModal, isDisclosures, PolicyLinks } from './Disclosures';
import { provideTexts } from '../../src/testing/texts';

// The flows' catalogs in both languages (a page loads its own before its widget draws).
provideTexts();

function renderDisclosures(lang: 'en' | 'es') {
  const actor = createActor(disclosuresMachine).start();
  const view = render(
    <main>
      <p>
        <input type="checkbox" id="consent" aria-describedby="policies" />
        <label htmlFor="consent">I agree</label>
      </p>
      <div id="policies">
        <PolicyLinks actorRef={actor} lang={lang} />
      </div>
      <DisclosureModal actorRef={actor} lang={lang} />
    </main>,
  );
  return { actor, container: view.container, user: userEvent.setup() };
}

describe.each(['en', 'es'] as const)('policy disclosures (%s)', (lang) => {
  const t = disclosureText[lang];
  const link = (name: string) => screen.getByRole('button', { name });

  it('[quote-2.31] shows the three policies as buttons in a named list, and no dialog', () => {
    renderDisclosures(lang);
    const list = screen.getByRole('list', { name: t.linksLabel });
    expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(DISCLOSURE_POLICIES.map((p) => t.policies[p].title));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each(DISCLOSURE_POLICIES)('[quote-2.31] %s opens in a dialog with its title and text; Close closes it and focus returns to its link', async (policy) => {
    const { user, actor } = renderDisclosures(lang);
    const text = t.policies[policy];
    await user.click(link(text.title));
    const dialog = screen.getByRole('dialog', { name: text.title });
    expect(actor.getSnapshot()).toMatchObject({ value: 'open', context: { policy } });
    const paragraphs = within(dialog).getAllByText((_c, el) => el?.tagName === 'P').map((p) => p.textContent);
    expect(paragraphs).toEqual([...text.paragraphs]);
    expect(dialog).toContainElement(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    await user.click(within(dialog).getByRole('button', { name: t.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(link(text.title)).toHaveFocus();
  });

  it('[quote-2.31] Escape closes the dialog, and focus returns to the link that opened it', async () => {
    const { user } = renderDisclosures(lang);
    const sms = t.policies.smsPolicy.title;
    await user.click(link(sms));
    expect(screen.getByRole('dialog', { name: sms })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link(sms)).toHaveFocus();
  });

  it('[quote-2.31] the dialog’s × is named with the policy and closes it; the keyboard alone opens a policy', async () => {
    const { user } = renderDisclosures(lang);
    const privacy = t.policies.privacyPolicy.title;
    link(privacy).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: privacy });
    await user.click(within(dialog).getByRole('button', { name: fill(t.closeNamed, { title: privacy }) }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link(privacy)).toHaveFocus();
  });

  it('[quote-2.31] the dialog follows the actor: a policy opened by the chart shows, and closing it there hides it', async () => {
    const { actor } = renderDisclosures(lang);
    await act(async () => {
      actor.send({ type: 'disclosure.open', policy: 'informationDisclosure' });
    });
    expect(screen.getByRole('dialog', { name: t.policies.informationDisclosure.title })).toBeVisible();
    await act(async () => {
      actor.send({ type: 'disclosure.close' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[quote-2.31] no serious axe violation with the links, and with each policy open', async () => {
    const { user, container } = renderDisclosures(lang);
    expect(await seriousViolations(container)).toEqual([]);
    for (const policy of DISCLOSURE_POLICIES) {
      await user.click(link(t.policies[policy].title));
      expect(await seriousViolations(document.body)).toEqual([]);
      await user.keyboard('{Escape}');
    }
  });
});

describe('the disclosure texts', () => {
  it('[quote-2.31] have the same policies and as many paragraphs in English and Spanish, none blank', () => {
    for (const policy of DISCLOSURE_POLICIES) {
      const en = disclosureText.en.policies[policy];
      const es = disclosureText.es.policies[policy];
      expect(es.paragraphs).toHaveLength(en.paragraphs.length);
      expect(en.paragraphs.length).toBeGreaterThanOrEqual(2);
      for (const p of [...en.paragraphs, ...es.paragraphs, en.title, es.title]) expect(p.trim()).not.toBe('');
    }
    expect(Object.keys(disclosureText.es.policies).sort()).toEqual([...DISCLOSURE_POLICIES].sort());
  });

  it('[quote-2.31] the SMS policy says how to stop texts and that rates may apply, in both languages', () => {
    expect(disclosureText.en.policies.smsPolicy.paragraphs.join(' ')).toMatch(/reply STOP/);
    expect(disclosureText.en.policies.smsPolicy.paragraphs.join(' ')).toMatch(/Message and data rates may apply/);
    expect(disclosureText.es.policies.smsPolicy.paragraphs.join(' ')).toMatch(/responda STOP/);
    expect(disclosureText.es.policies.smsPolicy.paragraphs.join(' ')).toMatch(/tarifas por mensajes y datos/);
  });

  it('Spanish addresses the reader as "usted", never "tú"', () => {
    const all = JSON.stringify(disclosureText.es);
    // The tú forms a text like this would use: pronouns, and the verbs it has in their usted form.
    expect(all).not.toMatch(/(?<!\p{L})(tú|tu|tus|te|ti|tienes|puedes|quieres|necesitas|llámanos|responde|visítanos)(?!\p{L})/iu);
    expect(all).toMatch(/usted/);
  });

  it('isDisclosures finds the chart’s child by its invoke id', () => {
    expect(isDisclosures(createActor(disclosuresMachine, { id: 'disclosures' }))).toBe(true);
    expect(isDisclosures(createActor(disclosuresMachine, { id: 'vehicleDialog' }))).toBe(false);
    expect(isDisclosures(undefined)).toBe(false);
  });
});
