/** What the three-attempt engine fixture shows in each state and what the user does. */
import { MAX_ATTEMPTS } from '../../machines/fixtureVerifier.machine';
import type { Lang } from '../../src/config/lang';
import { fixtureVerifierText } from '../../src/i18n/fixtureVerifier';
import type { FlowScreens, Seen } from '../../src/paths/screens';

export function fixtureVerifierScreens(lang: Lang): FlowScreens {
  const t = fixtureVerifierText[lang];
  const code = { role: 'textbox', name: t.codeLabel };
  const wrong = (seen: Seen) => seen.answers('verifyCode').filter((label) => label === 'the code is wrong').length;
  return {
    transient: ['checking'],
    states: {
      'asking.first': [code, { role: 'button', name: t.submit }, { role: 'alert', absent: true }],
      'asking.wrong': (seen) => [code, { role: 'alert', name: '' }, { text: t.wrong.replace('{n}', String(MAX_ATTEMPTS - wrong(seen))) }],
      'asking.callFailed': [code, { text: t.callFailed }],
      checking: [{ role: 'button', name: new RegExp(t.checking), busy: true }],
      verified: [{ text: t.verified }, { role: 'textbox', absent: true }],
      lockedOut: [{ text: t.lockedOut }, { role: 'textbox', absent: true }],
    },
    actions: {
      'code.submit': (event) => [
        { fill: code, value: 'code' in event && typeof event.code === 'string' ? event.code : '' },
        { click: { role: 'button', name: t.submit } },
      ],
    },
  };
}
