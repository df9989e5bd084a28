/** What the polling engine fixture shows in each state and what the user does. */
import type { Lang } from '../../src/config/lang';
import { fixturePollerText } from '../../src/i18n/fixturePoller';
import type { FlowScreens, Seen } from '../../src/paths/screens';

export function fixturePollerScreens(lang: Lang): FlowScreens {
  const t = fixturePollerText[lang];
  const calls = (seen: Seen) => seen.answers('checkStatus').length;
  const line = (template: string, n: number) => ({ text: template.replace('{n}', String(n)) });
  return {
    // The browser's route answers at once: the page passes through a call without waiting.
    transient: ['polling.fetching'],
    states: {
      idle: [{ role: 'button', name: t.start }, { role: 'button', name: t.again, absent: true }],
      'polling.fetching': (seen) => [line(t.checking, calls(seen) + 1), { role: 'button', name: t.start, absent: true }],
      'polling.waiting': (seen) => [line(t.waiting, calls(seen)), { role: 'button', name: t.again, absent: true }],
      ready: (seen) => [line(t.ready, calls(seen)), { role: 'button', name: t.again }],
      gaveUp: (seen) => [line(t.gaveUp, calls(seen)), { role: 'button', name: t.again }],
      failed: (seen) => [line(t.failed, calls(seen)), { role: 'button', name: t.again }],
    },
    actions: {
      'poll.start': () => [{ click: { role: 'button', name: t.start } }],
      'poll.restart': () => [{ click: { role: 'button', name: t.again } }],
    },
  };
}
