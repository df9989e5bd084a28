/**
 * The driver summary (quote-2.2, quote-2.9): the main driver's card (name, date of birth as
 * MM/DD/YYYY, address) with an Edit button that goes back to driver1, and Back. Adding and
 * removing drivers, and going on to the vehicles, come with their parts of the chart.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { QuoteMachine } from '../../machines/quote.machine';
import { joinDob } from '../../machines/quote.rules';
import { Button, VisuallyHidden } from '../../src/ui';
import { BackButton, StepHeading, type StepProps } from './parts';
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';

type Snap = SnapshotFrom<QuoteMachine>;

const selectSummary = (s: Snap) => ({
  driver1: s.context.driver1,
  driver3: s.context.driver3,
  canEdit: s.can({ type: 'stage.go', stage: 'driver1' }),
});

const HEADING_ID = 'quote-driversummary-heading';

export function DriverSummary({ focusHeading }: StepProps) {
  const { t } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const { driver1, driver3, canEdit } = useSelector(actor, selectSummary, shallowEqual);
  const name = `${driver1.firstName.trim()} ${driver1.lastName.trim()}`;
  // MM/DD/YYYY, as the date is joined for the API (quote-5.4) with slashes.
  const dob = joinDob(driver1.dob)?.replaceAll('-', '/') ?? '';
  const street = [driver3.address, driver3.address2].map((part) => part.trim()).filter(Boolean).join(', ');
  const place = `${driver3.city}, ${driver3.state} ${driver3.zip}`;

  return (
    <section className="quote-step" aria-labelledby={HEADING_ID}>
      <StepHeading id={HEADING_ID} focus={focusHeading}>
        {t.summary.heading}
      </StepHeading>
      <ul className="quote-drivers">
        <li className="card quote-driver-card">
          <h3 className="card__title">{name}</h3>
          <p className="quote-driver-card__role">{t.summary.primary}</p>
          <dl className="quote-driver-card__details">
            <dt>{t.summary.dob}</dt>
            <dd>{dob}</dd>
            <dt>{t.summary.address}</dt>
            <dd>
              {street}
              <br />
              {place}
            </dd>
          </dl>
          <Button variant="secondary" disabled={!canEdit} onClick={() => actor.send({ type: 'stage.go', stage: 'driver1' })}>
            {t.buttons.edit} <VisuallyHidden>{name}</VisuallyHidden>
          </Button>
        </li>
      </ul>
      <div className="form-actions">
        <BackButton />
      </div>
    </section>
  );
}
