// @vitest-environment jsdom
/**
 * The coming-soon page, as src/pages/render.ts builds it in both languages: the agency's phone as a
 * call link and its hours with Intl times, and the signup (a form the browser submits to the site's
 * form handler, which sends the visitor back to the thank-you). The signup's round trip against the
 * sandbox's form handler is here too; e2e/chat.spec.ts opens the page in Chromium. The contact page
 * (the contact-us widget's tabs, drawn at build time): src/widgets/takeOver.contactUs.test.tsx.
 */
import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from '../../fixtures/sandbox/app';
import { AGENCY_PHONE } from '../config/contact';
import { LANGS, type Lang } from '../config/lang';
import { pagePath } from '../flows/kit';
import { pagesText } from '../i18n/pages';
import { comingSoonSignup, hoursRange, SIGNUP_ACTION, SIGNUP_THANKS_ID } from './contactInfo';
import { renderPage, sitePages } from './render';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The page's main part, in this window's document (the queries need a window). */
function page(path: string, lang: Lang): HTMLElement {
  const p = sitePages().find((s) => s.template.path === path && s.lang === lang);
  if (!p) throw new Error(`no page ${path} in ${lang}`);
  const main = document.adoptNode(parse(renderPage(p)).querySelector('main')!);
  document.body.replaceChildren(main);
  return main;
}

/** Intl's narrow and thin spaces as plain ones. */
const spaces = (s: string | null | undefined) => s?.replace(/[\u00a0\u2009\u202f]/g, ' ');

describe.each(LANGS)('the coming-soon page (%s)', (lang) => {
  const t = pagesText[lang];

  it('[site-1.7] the coming-soon page offers the phone as a call link and when agents answer (Intl times, Central Time)', () => {
    const main = page('/coming-soon/', lang);
    const phone = within(main).getByRole('region', { name: t.contact.phoneTitle });
    expect(within(phone).getByRole('link', { name: AGENCY_PHONE })).toHaveAttribute('href', 'tel:+18005550199');
    expect(within(phone).getByRole('heading', { name: t.contact.hoursTitle })).toBeTruthy();
    const rows = [...phone.querySelectorAll('.contact-info__day')].map((r) => [r.querySelector('dt')?.textContent, spaces(r.querySelector('dd')?.textContent)]);
    expect(rows).toEqual([
      [t.contact.days.weekdays, lang === 'en' ? '8:00 AM – 8:00 PM' : '8:00 a.m. – 8:00 p.m.'],
      [t.contact.days.saturday, lang === 'en' ? '9:00 AM – 5:00 PM' : '9:00 a.m. – 5:00 p.m.'],
      [t.contact.days.sunday, t.contact.closed],
    ]);
  });

  it('[site-1.7] the coming-soon page offers the signup (an email address, its label and hint, sent by the browser to the form handler) and the phone', () => {
    const main = page('/coming-soon/', lang);
    const signup = within(main).getByRole('region', { name: t.comingSoonSignup.title });
    const form = signup.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', SIGNUP_ACTION);
    const email = within(form).getByRole('textbox', { name: t.comingSoonSignup.email });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription(t.comingSoonSignup.hint);
    expect(form.querySelector<HTMLInputElement>('input[name="redirect"]')?.value).toBe(`${pagePath('/coming-soon/', lang)}#${SIGNUP_THANKS_ID}`);
    expect(within(form).getByRole('button', { name: t.comingSoonSignup.submit })).toHaveAttribute('type', 'submit');
    // The thank-you is there, shown by the stylesheet when the page comes back at #signed-up.
    expect(signup.querySelector(`#${SIGNUP_THANKS_ID}`)?.textContent).toBe(t.comingSoonSignup.thanks);
    expect(within(main).getByRole('link', { name: AGENCY_PHONE })).toHaveAttribute('href', 'tel:+18005550199');
  });
});

describe('the coming-soon signup', () => {
  it('[site-1.7 site-7.14] the sandbox\'s form handler takes the signup and sends the visitor back to the page\'s thank-you', async () => {
    for (const lang of LANGS) {
      const form = parse(`<main>${comingSoonSignup(lang)}</main>`).querySelector('form')!;
      expect(form.getAttribute('action')).toBe('/api/forms/submit');
      const body = new URLSearchParams();
      for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) body.append(input.name, input.name === 'email' ? 'maria.garcia@example.com' : input.value);
      const answer = await createSandboxApp().fetch(
        new Request(`http://localhost${form.getAttribute('action')}`, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
      );
      expect(answer.status).toBe(303);
      expect(answer.headers.get('Location')).toBe(`${pagePath('/coming-soon/', lang)}#${SIGNUP_THANKS_ID}`);
    }
  });

  it('the hours are a range in the page language', () => {
    expect(spaces(hoursRange('08:00', '20:00', 'en'))).toBe('8:00 AM – 8:00 PM');
    expect(spaces(hoursRange('09:00', '12:30', 'es'))).toBe('9:00 a.m. – 12:30 p.m.');
  });
});
