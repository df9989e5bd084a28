/**
 * Two parts of the home page drawn at build time (site-2.30), neither needing a script:
 *
 * - The teaser banner: the whole banner is one link to its configured page in its configured
 *   target (the "block link": the title's link stretches over the banner with a pseudo-element,
 *   src/pages/site.css), and the chat action beside it is a separate link, above that layer, so
 *   pressing it never follows the teaser's link. The chat action is the quote page's: a link to the
 *   chat page (`chatUrl`); where the page has a chat widget, src/pages/chatAction.ts opens it instead.
 * - "Meet the team": links to office teams that open in a new tab, each saying so (an icon and a
 *   visually hidden "(opens in a new tab)").
 */
import type { Lang } from '../config/lang';
import { readTeaserConfig, type TeaserConfig } from '../config/teaser';
import { fill } from '../i18n';
import { siteHeaderText } from '../i18n/siteHeader';
import { officesFor } from '../rules/officesContent';
import { localizedHref } from '../rules/url';
import { FEATURED_OFFICES, TEAM_SECTION_ID } from '../siteMenu';

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The teaser of the home page: Auto insurance 101, in this tab. */
export const HOME_TEASER: TeaserConfig = readTeaserConfig({ href: '/auto-insurance-101/', target: '_self' });

/** A configured address in the page's language: a site path gets /es on Spanish pages; an https URL stays. */
export const pageHref = (url: string, lang: Lang): string => localizedHref(url, lang);

/** What a link that opens in a new tab says after its name: an icon, and the words for a screen reader (after a space, so the name reads "... (opens in a new tab)"). */
export function newTabNote(lang: Lang): string {
  return ` <svg class="new-tab-icon" aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16"><path d="M9 2h5v5M14 2 7.5 8.5M12 9.5V14H2V4h4.5" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"/></svg><span class="ui-visually-hidden">${escape(siteHeaderText[lang].newTab)}</span>`;
}

/** The attributes of a link in its target: a new tab never gives the opened page a handle on this one. */
function targetAttributes(target: '_self' | '_blank'): string {
  return target === '_blank' ? ' target="_blank" rel="noopener noreferrer"' : '';
}

export function teaser(lang: Lang, config: TeaserConfig = HOME_TEASER): string {
  const t = siteHeaderText[lang].teaser;
  const note = config.target === '_blank' ? newTabNote(lang) : '';
  return `<section class="teaser" aria-labelledby="teaser-title">
          <h2 class="teaser__title" id="teaser-title"><a class="teaser__link" href="${escape(pageHref(config.href, lang))}"${targetAttributes(config.target)}>${escape(t.title)}${note}</a></h2>
          <p class="teaser__text">${escape(t.text)}</p>
          <p class="teaser__actions"><a class="teaser__chat" href="${escape(pageHref(config.chatUrl, lang))}" data-chat-action>${escape(t.chat)}</a></p>
        </section>`;
}

export function meetTheTeam(lang: Lang): string {
  const t = siteHeaderText[lang];
  const offices = officesFor(lang);
  const links = FEATURED_OFFICES.map((slug) => {
    const office = offices.find((o) => o.url?.endsWith(`/offices/${slug}/`));
    if (!office) throw new Error(`"Meet the team" names the office ${slug}, which the office list does not have`);
    return `<li><a class="team__link" href="${escape(office.url ?? pageHref(`/offices/${slug}/`, lang))}"${targetAttributes('_blank')}>${escape(fill(t.team.link, { office: office.title ?? slug }))}${newTabNote(lang)}</a></li>`;
  });
  return `<section class="team" id="${TEAM_SECTION_ID}" aria-labelledby="team-title">
          <h2 class="team__title" id="team-title">${escape(t.team.title)}</h2>
          <p class="team__lead">${escape(t.team.lead)}</p>
          <ul class="team__links">${links.join('')}</ul>
        </section>`;
}
