/**
 * site-2.3: an info window's content: the office's name, address, city, state and ZIP, the phone
 * as a call link, the hours, and Get Directions, Send an Email and Location Details. It takes the
 * focus when it opens (its heading); its labelled close button (or Escape, OfficeMapView) closes it.
 */
import { useEffect, useRef } from 'react';
import { fill } from '../../src/i18n';
import type { Office } from '../../src/rules/offices';
import { OfficeAddress, OfficeLinks } from './OfficeLinks';
import { useOfficeMapTexts } from './mapTexts';

export function OfficeInfo({ office, onClose }: { office: Office; onClose: () => void }) {
  const { t } = useOfficeMapTexts();
  const heading = useRef<HTMLHeadingElement>(null);
  // The maps API puts the window's content on the page a moment after it opens: focus it once it is there.
  useEffect(() => {
    let tries = 0;
    let timer = 0;
    const focus = () => {
      const el = heading.current;
      if (el?.isConnected) el.focus();
      else if (tries++ < 30) timer = window.setTimeout(focus, 16);
    };
    focus();
    return () => window.clearTimeout(timer);
  }, [office]);
  const hours: Array<[string, string | undefined]> = [
    [t.hours.monFri, office.hoursMonFri],
    [t.hours.saturday, office.hoursSaturday],
    [t.hours.sunday, office.hoursSunday],
  ];
  return (
    <div className="office-info">
      <div className="office-info__top">
        <h3 className="office-info__name" ref={heading} tabIndex={-1}>
          {office.title}
        </h3>
        <button type="button" className="office-info__close" aria-label={fill(t.closeInfo, { office: office.title })} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <OfficeAddress office={office} />
      <dl className="office-info__hours">
        {hours
          .filter(([, text]) => text)
          .map(([day, text]) => (
            <div key={day}>
              <dt>{day}</dt>
              <dd>{text}</dd>
            </div>
          ))}
      </dl>
      <OfficeLinks office={office} className="office-links office-info__links" />
    </div>
  );
}
