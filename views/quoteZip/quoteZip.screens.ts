/** What the quote-by-ZIP form shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { quoteZipText } from '../../src/i18n/quoteZip';
import type { FlowScreens } from '../../src/paths/screens';

export function quoteZipScreens(lang: Lang): FlowScreens {
  const t = quoteZipText[lang];
  const prefix = lang === 'es' ? '/es' : '';
  const zipBox = { role: 'textbox', name: new RegExp(t.zipLabel) };
  return {
    transient: ['lookingUp', 'toQuote', 'toComingSoon'],
    states: {
      'form.editing': [
        zipBox,
        { role: 'link', name: t.previousQuotes, href: `${prefix}/quote/#previousQuotes` },
        { role: 'dialog', absent: true },
      ],
      'form.invalid': [{ text: t.configured.invalidZip }],
      'form.lookupFailed': [{ role: 'alert', name: '' }, { text: t.lookupFailed }],
      lookingUp: [{ role: 'button', name: new RegExp(t.checking), busy: true }],
      outOfArea: [
        { role: 'dialog', name: t.outOfAreaTitle },
        { text: t.configured.outOfArea, within: { role: 'dialog' } },
        { role: 'button', name: t.ok, focused: true },
      ],
      toQuote: [{ navigatedTo: new RegExp(`${prefix}/quote/#driver1$`) }],
      toComingSoon: [{ navigatedTo: new RegExp(`${prefix}/coming-soon/$`) }],
    },
    actions: {
      'form.submit': (event, fields) => {
        const zip = fields.zip ?? ('zip' in event && typeof event.zip === 'string' ? event.zip : '');
        return [{ fill: zipBox, value: zip }, { click: { role: 'button', name: t.submit } }];
      },
      'modal.close': () => [{ click: { role: 'button', name: t.ok } }],
    },
  };
}
