/**
 * The nearest-office banner (site §2 "Nearest office banner"): once the browser's location finds
 * an office within `mindistance` kilometres, its address as a link to the office's page (site-2.9)
 * and a button opening the modal with its name, address, phone, directions, email and details
 * links (site-2.10, site-4.1). The modal takes focus, Escape or its close button closes it, and
 * focus goes back to the button. While locating, and when no office is near or the location
 * failed (site-8.1), the banner shows nothing.
 */
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { NearestOfficeMachine } from '../../machines/nearestOffice.machine';
import { fill, type Lang } from '../../src/i18n';
import { officeAddressLine } from '../../src/rules/offices';
import { Button, Modal } from '../../src/ui';
import { OfficeAddress, OfficeLinks } from '../offices/OfficeLinks';
import { OfficesTextsProvider, useOfficesTexts } from '../offices/texts';
import { NearestOfficeFlow } from './NearestOfficeFlow';

type Snap = SnapshotFrom<NearestOfficeMachine>;

export interface NearestOfficeViewProps {
  lang: Lang;
  config: unknown;
}

export function NearestOfficeView({ lang }: NearestOfficeViewProps) {
  return (
    <OfficesTextsProvider lang={lang}>
      <NearestOffice />
    </OfficesTextsProvider>
  );
}

const selectNearest = (s: Snap) => (s.matches('found') ? s.context.nearest : null);
const selectOpen = (s: Snap) => s.matches({ found: 'open' });

function NearestOffice() {
  const { t } = useOfficesTexts();
  const actor = NearestOfficeFlow.useActorRef();
  const nearest = useSelector(actor, selectNearest);
  const open = useSelector(actor, selectOpen);
  if (!nearest) return null;
  const { office } = nearest;
  const address = officeAddressLine(office);
  return (
    <aside className="nearest-office" aria-label={t.nearestLead}>
      <p className="nearest-office__line">
        <span className="nearest-office__lead">{t.nearestLead}</span>{' '}
        {office.url ? <a href={office.url}>{address}</a> : <span>{address}</span>}{' '}
        <Button variant="link" aria-haspopup="dialog" onClick={() => actor.send({ type: 'modal.open' })}>
          {t.nearestMore}
        </Button>
      </p>
      {open && (
        <Modal title={fill(t.nearestTitle, { office: office.title })} closeLabel={t.close} onClose={() => actor.send({ type: 'modal.close' })} size="small">
          <p className="nearest-office__name">{office.title}</p>
          <OfficeAddress office={office} />
          <OfficeLinks office={office} className="office-links office-links--stacked" />
        </Modal>
      )}
    </aside>
  );
}
