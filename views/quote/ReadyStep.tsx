/**
 * The chart's last state of this part (readyToQuote): every answer given and kept. It says so and
 * offers Back; the rate request that follows is the next part of the form (issue 10), so nothing
 * here asks for rates.
 */
import { BackButton, StepHeading, type StepProps } from './parts';
import { useQuoteTexts } from './texts';

const HEADING_ID = 'quote-ready-heading';

export function ReadyStep({ focusHeading }: StepProps) {
  const { t } = useQuoteTexts();
  return (
    <section className="quote-step quote-ready" aria-labelledby={HEADING_ID}>
      <StepHeading id={HEADING_ID} focus={focusHeading}>
        {t.ready.heading}
      </StepHeading>
      <p>{t.ready.text}</p>
      <div className="form-actions">
        <BackButton />
      </div>
    </section>
  );
}
