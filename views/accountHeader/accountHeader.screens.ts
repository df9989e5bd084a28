/** What the header's account control shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { accountHeaderText } from '../../src/i18n/accountHeader';
import type { FlowScreens } from '../../src/paths/screens';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function accountHeaderScreens(lang: Lang): FlowScreens {
  const t = accountHeaderText[lang];
  const prefix = lang === 'es' ? '/es' : '';
  // The button's name is its visible text (the name, or "My account") then ", account menu" (a
  // visually hidden part, which Chromium names after a space: "Maria Garcia , account menu").
  const menuButton = { role: 'button', name: new RegExp(`${escapeRegExp(t.menuLabel)}$`) };
  const labelled = (text: string) => ({ role: 'button', name: new RegExp(`^${escapeRegExp(text)} ?, ${escapeRegExp(t.menuLabel)}$`) });
  return {
    transient: ['signedIn.profile.loading', 'signingOut'],
    states: {
      'signedIn.profile.loading': [{ ...labelled(t.myAccount), busy: true }],
      'signedIn.profile.loaded': (seen) => [{ ...labelled(seen.done<{ name: string }>('profile').name), busy: false }],
      'signedIn.profile.failed': [{ ...labelled(t.myAccount), busy: false }],
      'signedIn.menu.closed': [menuButton, { role: 'menu', absent: true }],
      'signedIn.menu.open': [
        { role: 'menu', name: t.menuLabel },
        { role: 'menuitem', name: t.signOut, focused: true },
      ],
      signedOut: [
        { role: 'link', name: t.signIn, href: `${prefix}/sign-in/` },
        { ...menuButton, absent: true },
      ],
      signingOut: [{ navigatedTo: new RegExp(`^(https?://[^/]+)?${prefix}/sign-in/$`) }],
    },
    // Back from the sign-in page after signing out: the page comes back from the browser's cache
    // signed out (src/mount.ts puts the sign-in link back), not with the name and its menu.
    afterBack: {
      signingOut: [
        { role: 'link', name: t.signIn, href: `${prefix}/sign-in/` },
        { ...menuButton, absent: true },
      ],
    },
    actions: {
      'menu.toggle': () => [{ click: menuButton }],
      'menu.close': () => [{ press: 'Escape' }],
      'session.signOut': () => [{ click: { role: 'menuitem', name: t.signOut } }],
    },
  };
}
