/**
 * The auto payment and e-sign page (portal-2.13 to portal-2.15, portal-4.23 to portal-4.27,
 * portal-8.7): a loading line while the status is read; no transaction named (a link to a quote);
 * then the stage tabs with the step the status chose, each drawn from its chart or child chart:
 * the driver step (./DetailsSection.tsx, which draws its own stage tab), the policy details and pay, the payment's result, e-sign,
 * the in-process views with their reload countdown, the sold policy, and the error views.
 * Server texts (payment status and message, carrier messages) are rendered as text.
 */
import { useEffect, useState, type ComponentProps } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { EsignMachine } from '../../machines/esign/esign.machine';
import { detailsOf, esignScreen, policyOf, signingOf, soldOf, stageOf, waitOf } from '../../machines/esign/selectors';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { localizedHref } from '../../src/rules/url';
import { Button, ButtonLink, Spinner, useFocusOnMount } from '../../src/ui';
import { EsignFlow } from './EsignFlow';
import { PolicySection } from './PolicySection';
import { ReloadCountdown } from './ReloadCountdown';
import { SigningSection } from './SigningSection';
import { SoldSection } from './SoldSection';
import { StageTabs } from './StageTabs';
import { EsignTextsProvider, useEsignTexts, type EsignViewConfig } from './texts';

/**
 * The driver step's sections (binding's forms, with formik and yup) load when the page opens on
 * them (buy-now status 0 or -1): a page opened to pay, sign or see its documents never needs them.
 * Until their chunk is there the page's spinner shows, then they draw at once: not through React.lazy,
 * whose Suspense holds a revealed tree back up to 300 ms on a timer (a page on a paused clock, the
 * browser walk's, would never show them), as the quote form's later steps (views/quote/laterSteps.tsx).
 */
type DetailsSectionType = typeof import('./DetailsSection').DetailsSection;
let detailsSection: DetailsSectionType | null = null;
let detailsChunk: Promise<DetailsSectionType> | null = null;
const loadDetailsSection = () =>
  (detailsChunk ??= import('./DetailsSection').then(
    (m) => (detailsSection = m.DetailsSection),
    (error: unknown) => {
      // A chunk that did not come is asked for again the next time the step opens.
      detailsChunk = null;
      throw error;
    },
  ));

function DetailsSection(props: ComponentProps<DetailsSectionType>) {
  const { t } = useEsignTexts();
  const [, setArrived] = useState(0);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (detailsSection) return;
    let live = true;
    loadDetailsSection().then(
      () => live && setArrived((n) => n + 1),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, []);
  // As React.lazy did: a chunk that failed is the nearest error boundary's.
  if (failure) throw failure.error;
  const Loaded = detailsSection;
  return Loaded ? <Loaded {...props} /> : <Spinner label={t.page.loading} />;
}

type Snap = SnapshotFrom<EsignMachine>;

const selectScreen = (s: Snap) => esignScreen(s);
const selectDetails = (s: Snap) => detailsOf(s);
const selectStage = (s: Snap) => stageOf(s);
const selectPolicy = (s: Snap) => policyOf(s);
const selectSigning = (s: Snap) => signingOf(s);
const selectSold = (s: Snap) => soldOf(s);
const selectPayment = (s: Snap) => s.context.payment;
const selectMessages = (s: Snap) => s.context.buyNow?.rc3Messages ?? [];
const selectPolicyId = (s: Snap) => s.context.status?.rc3PolicyId ?? '';

export interface EsignViewProps {
  lang: Lang;
  config: EsignViewConfig;
  now?: () => Date;
}

export function EsignView({ lang, config, now = () => new Date() }: EsignViewProps) {
  return (
    <EsignTextsProvider lang={lang} messages={config.messages}>
      <Esign now={now} />
    </EsignTextsProvider>
  );
}

function Esign({ now }: { now: () => Date }) {
  const { t } = useEsignTexts();
  const actor = EsignFlow.useActorRef();
  const screen = useSelector(actor, selectScreen);
  const stage = useSelector(actor, selectStage);
  if (screen === 'loading' || screen === 'reloading') {
    return (
      <div className="esign esign--loading">
        <Spinner label={t.page.loading} />
      </div>
    );
  }
  if (screen === 'noQuery') return <NoQuery />;
  return (
    <div className="esign">
      {/* The driver step draws its own tab: its rating is the policy stage's. */}
      {stage && screen !== 'driverInfo' && <StageTabs stage={stage} />}
      <Step screen={screen} now={now} />
    </div>
  );
}

function NoQuery() {
  const { t, lang } = useEsignTexts();
  return (
    <div className="esign">
      <h2>{t.page.noQueryTitle}</h2>
      <p>{t.page.noQuery}</p>
      <p>
        <ButtonLink href={localizedHref('/quote/', lang)}>{t.page.startQuote}</ButtonLink>
      </p>
    </div>
  );
}

function Step({ screen, now }: { screen: ReturnType<typeof esignScreen>; now: () => Date }) {
  const { t } = useEsignTexts();
  const actor = EsignFlow.useActorRef();
  const details = useSelector(actor, selectDetails);
  const policy = useSelector(actor, selectPolicy);
  const signing = useSelector(actor, selectSigning);
  const sold = useSelector(actor, selectSold);
  const policyId = useSelector(actor, selectPolicyId);
  switch (screen) {
    case 'driverInfo':
      return details ? (
        <DetailsSection actor={details} now={now} />
      ) : null;
    case 'policy':
      return policy ? <PolicySection actor={policy} /> : null;
    case 'checkingPayment':
      return <Spinner label={t.payment.checking} />;
    case 'payment':
      return <Spinner label={t.payment.loading} />;
    case 'paymentFailed':
      return <PaymentFailed />;
    case 'carrierMessages':
      return <CarrierMessages />;
    case 'paymentReceived':
      return <InProcess title={t.payment.receivedTitle} text={t.payment.received} />;
    case 'esign':
      return signing ? <SigningSection actor={signing} /> : null;
    case 'signed':
      return <InProcess title={t.esign.signedTitle} text={t.esign.signed} />;
    case 'sold':
      return sold ? <SoldSection actor={sold} /> : null;
    case 'soldNoESign':
      return (
        <section className="esign__section" aria-labelledby="esign-sold-heading">
          <h2 id="esign-sold-heading">{t.sold.heading}</h2>
          <p>{fill(t.sold.noESign, { policy: policyId })}</p>
        </section>
      );
    case 'soldError':
      return (
        <section className="esign__section ui-notice ui-notice--error" role="alert" aria-labelledby="esign-sold-error">
          <h2 id="esign-sold-error">{t.sold.errorTitle}</h2>
          <p>{t.sold.error}</p>
        </section>
      );
    case 'unexpectedError':
      return <UnexpectedError />;
    default:
      return null;
  }
}

/** portal-4.24, portal-8.7: the failed payment's result code, status and message. */
function PaymentFailed() {
  const { t } = useEsignTexts();
  const actor = EsignFlow.useActorRef();
  const payment = useSelector(actor, selectPayment, shallowEqual);
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="esign__section" aria-labelledby="esign-payment-failed">
      <h2 id="esign-payment-failed" ref={ref} tabIndex={-1}>
        {t.payment.failedTitle}
      </h2>
      <div role="alert">
      <dl className="esign__plan">
        <div className="esign__plan-row">
          <dt>{t.payment.resultCode}</dt>
          <dd>{payment?.resultCode ?? '—'}</dd>
        </div>
        <div className="esign__plan-row">
          <dt>{t.payment.status}</dt>
          <dd>{payment?.status ?? '—'}</dd>
        </div>
        <div className="esign__plan-row">
          <dt>{t.payment.message}</dt>
          <dd>{payment?.message ?? '—'}</dd>
        </div>
      </dl>
      </div>
      <Button onClick={() => actor.send({ type: 'payment.again' })}>{t.payment.again}</Button>
    </section>
  );
}

/** portal-8.7: the non-e-sign flow's rc3 messages in the carrier error area. */
function CarrierMessages() {
  const { t } = useEsignTexts();
  const actor = EsignFlow.useActorRef();
  const messages = useSelector(actor, selectMessages, shallowEqual);
  return (
    <section className="esign__section ui-notice" role="status" aria-labelledby="esign-carrier-messages">
      <h2 id="esign-carrier-messages">{t.payment.carrierMessagesTitle}</h2>
      <ul>
        {messages.map((m, i) => (
          <li key={i}>{m}</li>
        ))}
      </ul>
    </section>
  );
}

/** portal-4.27, portal-9.10: an in-process view and the countdown to the reload. */
function InProcess({ title, text }: { title: string; text: string }) {
  const actor = EsignFlow.useActorRef();
  const wait = useSelector(actor, waitOf, shallowEqual);
  return (
    <section className="esign__section" aria-labelledby="esign-in-process">
      <h2 id="esign-in-process">{title}</h2>
      <p>{text}</p>
      <ReloadCountdown wait={wait} />
    </section>
  );
}

/** portal-8.7: the unexpected-error message (configurable) and a retry. */
function UnexpectedError() {
  const { t } = useEsignTexts();
  const actor = EsignFlow.useActorRef();
  return (
    <section className="esign__section">
      <p className="ui-notice ui-notice--error" role="alert">
        {t.configured.unexpectedError}
      </p>
      <Button onClick={() => actor.send({ type: 'status.retry' })}>{t.page.retry}</Button>
    </section>
  );
}
