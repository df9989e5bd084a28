/**
 * An office's contact links (site-2.10, site §2 info window): the phone as a call link, Get
 * Directions, Send an Email and Location Details. Each link's name carries the office's name after
 * its visible words, so a list of offices has no two links named alike.
 */
import { fill } from '../../src/i18n';
import { phoneHref, type Office } from '../../src/rules/offices';
import { useOfficesTexts } from './texts';

export function OfficeLinks({ office, className = 'office-links' }: { office: Office; className?: string }) {
  const { t } = useOfficesTexts();
  const named = (label: string) => fill(t.ofOffice, { label, office: office.title });
  return (
    <ul className={className}>
      {office.phone && (
        <li>
          <a href={phoneHref(office.phone)} aria-label={named(fill(t.phone, { phone: office.phone }))}>
            {fill(t.phone, { phone: office.phone })}
          </a>
        </li>
      )}
      {office.google && (
        <li>
          <a href={office.google} target="_blank" rel="noopener noreferrer" aria-label={named(t.directions)}>
            {t.directions}
          </a>
        </li>
      )}
      {office.email && (
        <li>
          <a href={`mailto:${office.email}`} aria-label={named(t.email)}>
            {t.email}
          </a>
        </li>
      )}
      {office.url && (
        <li>
          <a href={office.url} aria-label={named(t.details)}>
            {t.details}
          </a>
        </li>
      )}
    </ul>
  );
}

/** The office's postal address, as an address block. */
export function OfficeAddress({ office }: { office: Office }) {
  return (
    <address className="office-address">
      {office.address}
      <br />
      {office.city}, {office.state} {office.zipcode}
    </address>
  );
}
