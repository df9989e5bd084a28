/**
 * The quote-by-ZIP form (site-2.21, site-5.1, site-8.3, site-8.4). Its one field is the form
 * kit's plain ZIP input: the chart judges the ZIP, so the home page loads no formik, yup or luxon.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { QuoteZipMachine } from '../../machines/quoteZip.machine';
import type { Lang } from '../../src/i18n';
import type { QuoteZipText } from '../../src/i18n/quoteZip';
import { previousQuotesUrl } from '../../src/rules/zip';
import { Button, LiveRegion, Modal } from '../../src/ui';
import { ZipInput } from '../../src/ui/form/plain';
import { QuoteZipFlow } from './QuoteZipFlow';
import { QuoteZipTextsProvider, useQuoteZipTexts } from './texts';

type Snap = SnapshotFrom<QuoteZipMachine>;

const selectView = (s: Snap) => ({
  invalid: s.matches({ form: 'invalid' }),
  failed: s.matches({ form: 'lookupFailed' }),
  busy: s.hasTag('loading'),
  leaving: s.hasTag('leaving'),
  outOfArea: s.matches('outOfArea'),
  zip: s.context.zip,
  quotePage: s.context.quotePage,
});

/** What the page gives the quote-by-ZIP view (the widget root passes its validated data-config). */
export interface QuoteZipViewProps {
  lang: Lang;
  config: { messages: Partial<QuoteZipText['configured']> };
}

export function QuoteZipView({ lang, config }: QuoteZipViewProps) {
  return (
    <QuoteZipTextsProvider lang={lang} messages={config.messages}>
      <QuoteZipForm />
    </QuoteZipTextsProvider>
  );
}

function QuoteZipForm() {
  const { t, common } = useQuoteZipTexts();
  const actor = QuoteZipFlow.useActorRef();
  const v = useSelector(actor, selectView, shallowEqual);
  const [zip, setZip] = useState(v.zip);
  const status = v.busy ? t.checking : v.leaving ? t.leaving : '';

  return (
    <div className="quote-zip">
      <form
        className="quote-zip__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (v.busy || v.leaving) return;
          actor.send({ type: 'form.submit', zip });
        }}
      >
        <ZipInput
          id="quote-zip"
          name="zip"
          label={t.zipLabel}
          hint={t.zipHint}
          value={zip}
          onValueChange={setZip}
          error={v.invalid ? t.configured.invalidZip : undefined}
          errorPrefix={common.errorPrefix}
          required
        />
        <Button type="submit" variant="primary" busy={v.busy || v.leaving} busyLabel={v.leaving ? t.leaving : t.checking}>
          {t.submit}
        </Button>
      </form>
      {v.failed && (
        <p className="ui-notice ui-notice--error" role="alert">
          {t.lookupFailed}
        </p>
      )}
      <p className="quote-zip__previous">
        <a href={previousQuotesUrl(v.quotePage)}>{t.previousQuotes}</a>
      </p>
      <LiveRegion>{status}</LiveRegion>
      {v.outOfArea && (
        <Modal
          title={t.outOfAreaTitle}
          onClose={() => actor.send({ type: 'modal.close' })}
          closeLabel={common.close}
          actions={
            <Button variant="primary" data-autofocus onClick={() => actor.send({ type: 'modal.close' })}>
              {t.ok}
            </Button>
          }
        >
          <p>{t.configured.outOfArea}</p>
        </Modal>
      )}
    </div>
  );
}
