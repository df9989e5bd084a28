/**
 * Parts of pages drawn at build time, with no script: the agency's phone line and hours (the
 * coming-soon page; the contact page has the contact-us widget's tabs instead, views/contactUs),
 * and the coming-soon page's signup, a form the browser submits itself to the site's form handler
 * (the newsletter's, site-5.10: its content-tree action rewritten to root), which sends the
 * visitor back to the page's thank-you (`#signed-up`, shown by the stylesheet with `:target`).
 */
import { AGENCY_PHONE, AGENCY_PHONE_HOURS } from '../config/contact';
import type { Lang } from '../config/lang';
import { DEFAULT_CONTENT_ROOT, DEFAULT_NEWSLETTER_ACTION } from '../config/newsletter';
import { pagePath } from '../flows/kit';
import { pagesText } from '../i18n/pages';
import { hoursRange } from '../rules/hours';
import { phoneHref } from '../rules/offices';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** "8:00 AM – 8:00 PM": a time range in the page's language (src/rules/hours.ts, which the contact-us widget reads too). */
export { hoursRange };

/** The phone line: its number as a call link, and when agents answer. */
export function agencyPhone(lang: Lang, headingLevel: 2 | 3 = 2): string {
  const t = pagesText[lang].contact;
  const h = `h${headingLevel}`;
  const sub = `h${headingLevel + 1}`;
  const rows = AGENCY_PHONE_HOURS.map(
    ({ days, hours }) => `<div class="contact-info__day"><dt>${escape(t.days[days])}</dt><dd>${escape(hours ? hoursRange(hours.open, hours.close, lang) : t.closed)}</dd></div>`,
  ).join('');
  return `<section class="contact-info" aria-labelledby="contact-phone-title">
          <${h} id="contact-phone-title" class="contact-info__title">${escape(t.phoneTitle)}</${h}>
          <p class="contact-info__phone"><a href="${escape(phoneHref(AGENCY_PHONE))}">${escape(AGENCY_PHONE)}</a></p>
          <p>${escape(t.phoneLead)}</p>
          <${sub} class="contact-info__hours-title">${escape(t.hoursTitle)}</${sub}>
          <dl class="contact-info__hours">${rows}</dl>
        </section>`;
}

/** The form handler the signup posts to: the newsletter's default action, its content-tree prefix rewritten to root (site-5.10). */
export const SIGNUP_ACTION = DEFAULT_NEWSLETTER_ACTION.slice(DEFAULT_CONTENT_ROOT.length);

/** Where the signup's thank-you is: the coming-soon page at its thank-you, which the stylesheet shows with :target. */
export const SIGNUP_THANKS_ID = 'signed-up';

/** The coming-soon page's signup: an email address, submitted by the browser; the thank-you once back. */
export function comingSoonSignup(lang: Lang): string {
  const t = pagesText[lang].comingSoonSignup;
  const back = `${pagePath('/coming-soon/', lang)}#${SIGNUP_THANKS_ID}`;
  return `<section class="signup" aria-labelledby="signup-title">
          <h2 id="signup-title" class="signup__title">${escape(t.title)}</h2>
          <p class="signup__thanks" id="${SIGNUP_THANKS_ID}" tabindex="-1">${escape(t.thanks)}</p>
          <form class="signup__form" method="post" action="${escape(SIGNUP_ACTION)}">
            <p class="signup__lead">${escape(t.lead)}</p>
            <input type="hidden" name="form" value="comingSoon" />
            <input type="hidden" name="redirect" value="${escape(back)}" />
            <div class="signup__row">
              <div class="ui-field">
                <label class="ui-field__label" for="signup-email">${escape(t.email)}</label>
                <span class="ui-field__hint" id="signup-email-hint">${escape(t.hint)}</span>
                <input class="ui-field__input" id="signup-email" name="email" type="email" autocomplete="email" required maxlength="254" aria-describedby="signup-email-hint" />
              </div>
              <button class="ui-button ui-button--primary" type="submit"><span class="ui-button__text">${escape(t.submit)}</span></button>
            </div>
          </form>
        </section>`;
}
