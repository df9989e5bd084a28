/** What the glossary shows in each state and what the user does, in the page's language. */
import { DEFAULT_LINKS_SHOWN, DEFAULT_TEXT_SHOWN } from '../../src/rules/glossary';
import type { Lang } from '../../src/config/lang';
import { glossaryText } from '../../src/i18n/glossary';
import type { Expectation, FlowScreens } from '../../src/paths/screens';

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function glossaryScreens(lang: Lang): FlowScreens {
  const t = glossaryText[lang];
  const { terms } = t;
  // A term's link: its name, and after it the words a cut-off term's link adds.
  const link = (term: string) => ({ role: 'link', name: new RegExp(`^${esc(term)}( ${esc(t.shownOnFollow)})?$`) });
  const linkOf = (index: number, absent = false): Expectation => ({ ...link(terms[index]!.term), within: { role: 'navigation', name: t.linksLabel }, ...(absent ? { absent } : {}) });
  const definition = (index: number, absent = false): Expectation => ({ text: terms[index]!.definition, ...(absent ? { absent } : {}) });
  const last = terms.length - 1;
  return {
    transient: ['links.opening', 'text.opening'],
    states: {
      'links.opening': [],
      'text.opening': [],
      'links.cut': [
        { role: 'navigation', name: t.linksLabel },
        linkOf(0),
        linkOf(DEFAULT_LINKS_SHOWN - 1),
        linkOf(DEFAULT_LINKS_SHOWN, true),
        { role: 'button', name: t.configured.expandLinksLabel },
      ],
      'links.expanded': [linkOf(0), linkOf(DEFAULT_LINKS_SHOWN), linkOf(last), { role: 'button', name: t.configured.collapseLinksLabel }],
      // A page that cuts only past more terms than it has: every link, no toggle.
      'links.whole': [
        linkOf(0),
        linkOf(last),
        { role: 'button', name: t.configured.expandLinksLabel, absent: true },
        { role: 'button', name: t.configured.collapseLinksLabel, absent: true },
      ],
      'text.cut': [
        { role: 'heading', name: t.configured.title },
        definition(0),
        definition(DEFAULT_TEXT_SHOWN - 1),
        definition(DEFAULT_TEXT_SHOWN, true),
        { role: 'button', name: t.configured.expandLabel },
      ],
      'text.expanded': [definition(0), definition(DEFAULT_TEXT_SHOWN), definition(last), { role: 'button', name: t.configured.collapseLabel }],
      'text.whole': [
        { role: 'heading', name: t.configured.title },
        definition(0),
        definition(last),
        { role: 'button', name: t.configured.expandLabel, absent: true },
        { role: 'button', name: t.configured.collapseLabel, absent: true },
      ],
    },
    actions: {
      'links.toggle': () => [{ click: { role: 'button', name: new RegExp(`^(${esc(t.configured.expandLinksLabel)}|${esc(t.configured.collapseLinksLabel)})$`) } }],
      'text.toggle': () => [{ click: { role: 'button', name: new RegExp(`^(${esc(t.configured.expandLabel)}|${esc(t.configured.collapseLabel)})$`) } }],
      // The first term past the cut: its link shows while the links are cut off too.
      'term.show': () => [{ click: { ...link(terms[DEFAULT_TEXT_SHOWN]!.term), within: { role: 'navigation', name: t.linksLabel } } }],
    },
  };
}
