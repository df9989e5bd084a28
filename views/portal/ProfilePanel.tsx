/** The account tab (portal-3.1): the customer's profile, the licence number masked but its last 4 characters. */
import type { SnapshotFrom } from 'xstate';
import type { PortalMachine } from '../../machines/portal/portal.machine';
import { formatDate } from '../../src/rules/dates';
import { PortalFlow } from './PortalFlow';
import { usePortalTexts } from './texts';

const selectCustomer = (s: SnapshotFrom<PortalMachine>) => s.context.customer;

/** "••••1234": a licence number with all but its last 4 characters hidden. */
export function maskedLicence(number: string): string {
  const shown = number.slice(-4);
  return `${'•'.repeat(Math.max(0, number.length - shown.length))}${shown}`;
}

export function ProfilePanel() {
  const { t, lang } = usePortalTexts();
  const c = PortalFlow.useSelector(selectCustomer);
  if (!c) return null;
  const address = [c.address, c.city, [c.state, c.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const rows: Array<[string, string]> = [
    [t.profile.name, `${c.name} ${c.surname}`.trim()],
    [t.profile.address, address],
    [t.profile.email, c.mail],
    [t.profile.phone, c.phone ?? ''],
    [t.profile.birthDate, c.birthDate ? formatDate(c.birthDate, lang) : ''],
    [t.profile.licence, c.driverLicenseNumber ? maskedLicence(c.driverLicenseNumber) : ''],
    [t.profile.customerCode, c.customerCode ?? ''],
    [t.profile.sms, c.isSmsNotify ? t.profile.smsOn : t.profile.smsOff],
  ];
  return (
    <section aria-labelledby="portal-profile-title">
      <h3 id="portal-profile-title">{t.profile.title}</h3>
      <dl className="portal-profile">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="portal-profile__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
