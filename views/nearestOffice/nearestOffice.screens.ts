/** What the nearest-office banner shows in each state and what the user does, in the page's language. */
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { officesText } from '../../src/i18n/offices';
import { officesFor } from '../../src/rules/officesContent';
import type { FlowScreens } from '../../src/paths/screens';
import { nearestOffice, OFFICE_LIMITS, officeAddressLine } from '../../src/rules/offices';

/** What the browser's location gave the chart (services/geolocation.ts `LocateAnswer`, which a view may not import). */
type LocateAnswer = { located: true; latitude: number; longitude: number } | { located: false };

export function nearestOfficeScreens(lang: Lang): FlowScreens {
  const t = officesText[lang];
  const more = { role: 'button', name: t.nearestMore };
  const nothing = [{ text: t.nearestLead, absent: true }, { ...more, absent: true }];
  // The model's page configures the English list (the walk sets it on both languages' pages).
  const nearestOf = (answer: LocateAnswer) => (answer.located ? nearestOffice(answer, officesFor('en'), OFFICE_LIMITS.minDistanceKm)?.office : undefined);
  return {
    transient: ['locating'],
    states: {
      locating: nothing,
      // site-2.9: the nearest office's address as a link to its page.
      'found.closed': (seen) => {
        const office = nearestOf(seen.done<LocateAnswer>('locate'));
        return [
          { text: t.nearestLead },
          ...(office ? [{ role: 'link', name: officeAddressLine(office), href: office.url ?? '' }] : []),
          more,
          { role: 'dialog', absent: true },
        ];
      },
      // site-2.10: the modal with name, address, phone, directions, email and details.
      'found.open': (seen) => {
        const office = nearestOf(seen.done<LocateAnswer>('locate'));
        if (!office) return [{ role: 'dialog' }];
        const dialog = { role: 'dialog', name: fill(t.nearestTitle, { office: office.title }) };
        const named = (label: string) => fill(t.ofOffice, { label, office: office.title });
        return [
          dialog,
          { text: office.title, within: dialog },
          { role: 'link', name: named(fill(t.phone, { phone: office.phone ?? '' })), within: dialog, href: /^tel:\+1\d{10}$/ },
          { role: 'link', name: named(t.directions), within: dialog, href: office.google ?? '' },
          { role: 'link', name: named(t.email), within: dialog, href: `mailto:${office.email ?? ''}` },
          { role: 'link', name: named(t.details), within: dialog, href: office.url ?? '' },
          { role: 'button', name: t.close, within: dialog },
        ];
      },
      // site-2.11: no office within mindistance; site-8.1: no location. Nothing shown.
      noneNear: nothing,
      unavailable: nothing,
    },
    actions: {
      'modal.open': () => [{ click: more }],
      'modal.close': () => [{ click: { role: 'button', name: t.close, within: { role: 'dialog' } } }],
    },
  };
}
