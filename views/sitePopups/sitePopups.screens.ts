/** What the site's popups show in each state and what the visitor does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { sitePopupsText } from '../../src/i18n/sitePopups';
import type { Expectation, FlowScreens } from '../../src/paths/screens';

export function sitePopupsScreens(lang: Lang): FlowScreens {
  const t = sitePopupsText[lang];
  const l = t.language;
  const languageDialog = { role: 'dialog', name: l.title };
  const idleDialog = { role: 'dialog', name: t.configured.idleTitle };
  const noDialog: Expectation[] = [{ role: 'dialog', absent: true }];
  return {
    transient: ['reading', 'language.due', 'idle.due', 'switching'],
    states: {
      reading: noDialog,
      'language.waiting': noDialog,
      'language.due': noDialog,
      'language.open': [
        languageDialog,
        { text: l.text },
        // Focus moves into the dialog, on the offer itself.
        { role: 'button', name: l.switchTo, focused: true },
        { role: 'button', name: l.stay },
        { role: 'button', name: l.close },
      ],
      switching: [{ navigatedTo: new RegExp(`^(https?://[^/]+)?${lang === 'es' ? '/' : '/es/'}$`) }],
      'idle.watching': noDialog,
      'idle.due': noDialog,
      'idle.open': [
        idleDialog,
        { text: t.configured.idleText },
        { role: 'link', name: t.configured.idleLinkText, href: lang === 'es' ? '/es/quote/' : '/quote/', focused: true },
        { role: 'button', name: t.idle.keepBrowsing },
      ],
      shown: noDialog,
      off: noDialog,
    },
    // Back from the other language's page: the page comes back from the browser's cache as it was
    // left, the language chosen and the popup gone; it does not offer the language again (the
    // offer needs the wait, which a visitor coming back does not sit through twice).
    afterBack: {
      switching: [{ role: 'dialog', absent: true }],
    },
    actions: {
      'language.switch': () => [{ click: { role: 'button', name: l.switchTo } }],
      'language.stay': () => [{ click: { role: 'button', name: l.stay } }],
      'popup.close': () => [{ press: 'Escape' }],
      // A key pressed anywhere on the page is activity (so are the mouse, touch and scrolling).
      'page.activity': () => [{ press: 'Shift' }],
    },
  };
}
