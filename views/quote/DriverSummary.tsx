/**
 * The driver summary (quote-2.2, quote-2.9): the main driver's card (name, date of birth as
 * MM/DD/YYYY, address) with Edit, a link to driver1's hash (the page tells the chart, as for the
 * progress bar's links); Continue (`drivers.submit`) and Back. Adding and removing drivers come
 * with their part of the chart.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { QuoteMachine } from '../../machines/quote.machine';
import { joinDob } from '../../machines/quote.rules';
import { Button, ButtonLink, VisuallyHidden } from '../../src/ui';
import { BackButton, StepHeading, type StepProps } from './parts';
import { QuoteFlow } from './QuoteFlow';
import { useQuoteTexts } from './texts';

type Snap = SnapshotFrom<QuoteMachine>;

const selectSummary = (s: Snap) => ({
  driver1: s.context.driver1,
  driver3: s.context.driver3,
});

const HEADING_ID = 'quote-driversummary-heading';

export function DriverSummary({ focusHeading, starting }: StepProps) {
  const { t } = useQuoteTexts();
  const actor = QuoteFlow.useActorRef();
  const { driver1, driver3 } = useSelector(actor, selectSummary, shallowEqual);
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
          <ButtonLink variant="secondary" href="#driver1">
            {t.buttons.edit} <VisuallyHidden>{name}</VisuallyHidden>
          </ButtonLink>
        </li>
      </ul>
      <div className="form-actions">
        {/* quote-4.4: busy while the visitor's token is on its way. */}
        <Button busy={starting} onClick={() => actor.send({ type: 'drivers.submit' })}>
          {t.buttons.continue}
        </Button>
        <BackButton />
      </div>
    </section>
  );
}
