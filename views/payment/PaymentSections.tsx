/** The sections of the payment page other than the form: each renders one group of chart states. */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { PaymentMachine } from '../../machines/payment.machine';
import { carrierLogoSrc, failureReason } from '../../machines/payment.rules';
import { formatDate } from '../../src/rules/dates';
import { formatMoney } from '../../src/rules/money';
import { carrierLink } from '../../src/rules/url';
import { fill } from '../../src/i18n';
import { Button, LiveRegion, Modal, Spinner, useFocusOnMount } from '../../src/ui';
import { PaymentFlow } from './PaymentFlow';
import { usePaymentTexts } from './texts';

type Snap = SnapshotFrom<PaymentMachine>;

export function LoadingScreen({ label }: { label: string }) {
  return <Spinner label={label} size="large" />;
}

const selectLoadFailedRetry = (s: Snap) => s.can({ type: 'load.retry' });

export function LoadFailed({ title, body }: { title: string; body: string }) {
  const { t } = usePaymentTexts();
  const actor = PaymentFlow.useActorRef();
  const canRetry = useSelector(actor, selectLoadFailedRetry);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="ui-notice ui-notice--error" role="alert">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{body}</p>
      <Button variant="secondary" disabled={!canRetry} onClick={() => actor.send({ type: 'load.retry' })}>
        {t.result.retry}
      </Button>
    </div>
  );
}

/** A link to the carrier's own payment site, only over https (or the local sandbox). */
export function CarrierLink({ url, carrier }: { url: string | null | undefined; carrier: string | null | undefined }) {
  const { t } = usePaymentTexts();
  // site-8.6: the pay-at-carrier link goes only over https, and says which site it opens.
  const link = carrierLink(url);
  if (!link) return <p>{t.modal.noLink}</p>;
  return (
    <p>
      <a href={link.href} target="_blank" rel="noopener noreferrer">
        {fill(t.modal.payAtCarrierLink, { carrier: carrier || t.modal.carrierSite })}
      </a>{' '}
      <span className="payment-carrier-host">({link.host})</span>{' '}
      <span className="ui-visually-hidden">{t.modal.opensNewTab}</span>
    </p>
  );
}

const selectDetails = (s: Snap) => ({
  lookup: s.context.lookup,
  carrierName: s.context.carrier?.carrierName ?? s.context.lookup?.company ?? null,
  carrierLogo: carrierLogoSrc(s.context.carrier),
  step: s.matches({ details: 'gettingToken' })
    ? ('preparing' as const)
    : s.matches({ details: 'readyToPay' })
      ? ('ready' as const)
      : s.matches({ details: 'approved' })
        ? ('approved' as const)
        : ('leaving' as const),
});

/** site-2.25, site-4.7: the carrier details with the pay button. */
export function PaymentDetails() {
  const { t, lang } = usePaymentTexts();
  const actor = PaymentFlow.useActorRef();
  const { lookup, carrierName, carrierLogo, step } = useSelector(actor, selectDetails, shallowEqual);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  if (!lookup) return null;
  // site-3.9: the carrier's logo, with its name as the text alternative.
  const carrier: ReactNode =
    carrierLogo && carrierName ? <img className="payment-details__logo" src={carrierLogo} alt={carrierName} /> : (carrierName ?? t.details.notSet);
  const rows: Array<[string, ReactNode]> = [
    [t.details.carrier, carrier],
    [t.details.policyNumber, lookup.policyNumber],
    [t.details.policyholder, lookup.applicantName ?? t.details.notSet],
    [t.details.policyType, lookup.policyType ?? t.details.notSet],
    [t.details.amount, lookup.monthlyPayment === null ? t.details.notSet : formatMoney(lookup.monthlyPayment, lang)],
    [t.details.dueDate, lookup.paymentDueDate ? formatDate(lookup.paymentDueDate, lang) : t.details.notSet],
  ];
  const status =
    step === 'preparing' ? t.details.preparing : step === 'leaving' ? t.details.leaving : step === 'approved' ? t.details.approved : '';
  return (
    <div className="card payment-details">
      <h2 ref={heading} tabIndex={-1} className="card__title">
        {t.details.heading}
      </h2>
      <dl className="payment-details__list">
        {rows.map(([k, v]) => (
          <div key={k} className="payment-details__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {step === 'approved' && <p className="ui-notice ui-notice--success">{t.details.approved}</p>}
      <div className="form-actions">
        <Button
          variant="primary"
          busy={step === 'preparing' || step === 'leaving'}
          busyLabel={step === 'leaving' ? t.details.leaving : t.details.preparing}
          disabled={step !== 'ready'}
          onClick={() => actor.send({ type: 'pay.start' })}
        >
          {t.details.pay}
        </Button>
        <Button variant="link" onClick={() => actor.send({ type: 'form.restart' })}>
          {t.details.another}
        </Button>
      </div>
      {step === 'ready' && <p className="ui-muted">{t.details.payNote}</p>}
      <LiveRegion>{status}</LiveRegion>
    </div>
  );
}

/** site-4.9, site-8.7: the already-paid view. */
export function AlreadyPaid() {
  const { t } = usePaymentTexts();
  const actor = PaymentFlow.useActorRef();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="card card--accent">
      <h2 ref={heading} tabIndex={-1} className="card__title">
        {t.alreadyPaid.title}
      </h2>
      <p>{t.alreadyPaid.body}</p>
      <Button variant="secondary" onClick={() => actor.send({ type: 'form.restart' })}>
        {t.alreadyPaid.another}
      </Button>
    </div>
  );
}

const MODAL_STATES = ['carrierNotAvailable', 'tokenFailed', 'dueSoon', 'pastDue', 'notPayable', 'unknownError'] as const;
type ModalState = (typeof MODAL_STATES)[number];

const selectModal = (s: Snap) => ({
  which: MODAL_STATES.find((m) => s.matches({ errorModal: m })) ?? null,
  lookup: s.context.lookup,
  carrierName: s.context.carrier?.carrierName ?? s.context.lookup?.company ?? null,
  carrierUrl: s.context.carrier?.carrierUrl ?? s.context.lookup?.carrierUrl ?? null,
});

/** site-8.6: each payment error is a modal with a configured title and a pay-at-carrier link. */
export function PaymentErrorModal() {
  const { t } = usePaymentTexts();
  const messages = t.configured;
  const actor = PaymentFlow.useActorRef();
  const { which, lookup, carrierName, carrierUrl } = useSelector(actor, selectModal, shallowEqual);
  if (!which) return null;
  const titles: Record<ModalState, string> = {
    carrierNotAvailable: messages.carrierNotAvailableTitle,
    tokenFailed: messages.tokenFailedTitle,
    dueSoon: messages.dueSoonTitle,
    pastDue: messages.pastDueTitle,
    notPayable: messages.noDueDateTitle,
    unknownError: messages.unknownErrorTitle,
  };
  const close = () => actor.send({ type: 'modal.close' });
  return (
    <Modal
      title={titles[which]}
      onClose={close}
      closeLabel={t.modal.close}
      actions={
        <Button variant="primary" data-autofocus onClick={close}>
          {t.modal.close}
        </Button>
      }
    >
      {which === 'notPayable' && lookup?.message && <p>{lookup.message}</p>}
      {which === 'unknownError' ? (
        <p>{t.modal.unknownBody}</p>
      ) : (
        <>
          <p>{messages.payAtCarrier}</p>
          <CarrierLink url={carrierUrl} carrier={carrierName} />
        </>
      )}
    </Modal>
  );
}

const KNOWN_RESULTS = ['paid', 'failed', 'noDetails', 'notFound'] as const;
type ResultStep = (typeof KNOWN_RESULTS)[number] | 'loadError' | 'loading';
function resultStep(s: Snap): ResultStep {
  const known = KNOWN_RESULTS.find((k) => s.matches({ result: { known: k } }));
  if (known) return known;
  return s.matches({ result: 'loadError' }) ? 'loadError' : 'loading';
}
const selectResult = (s: Snap) => ({
  step: resultStep(s),
  result: s.context.result,
  carrierUrl: s.context.carrier?.carrierUrl ?? null,
});

/** site-4.12: the payment result after the provider sent the customer back with ?token=. */
export function PaymentResult() {
  const { t, lang } = usePaymentTexts();
  const actor = PaymentFlow.useActorRef();
  const { step, result, carrierUrl } = useSelector(actor, selectResult, shallowEqual);
  if (step === 'loading') return <LoadingScreen label={t.result.loading} />;
  if (step === 'loadError') return <LoadFailed title={t.result.errorTitle} body={t.result.errorBody} />;
  const another = (
    <Button variant="secondary" onClick={() => actor.send({ type: 'form.restart' })}>
      {t.result.another}
    </Button>
  );
  if (step === 'noDetails') {
    return (
      <ResultCard title={t.result.noDetailsTitle} tone="warning">
        <p>{t.result.noDetailsLead}</p>
        {another}
      </ResultCard>
    );
  }
  if (step === 'notFound') {
    return (
      <ResultCard title={t.result.notFoundTitle} tone="warning">
        <p>{t.result.notFoundLead}</p>
        {another}
      </ResultCard>
    );
  }
  const payment = result?.customerPayment;
  const detail = payment?.paymentDetails[0];
  if (step === 'failed') {
    return (
      <ResultCard title={t.result.failedTitle} tone="error">
        <p>{t.result.failedLead}</p>
        {failureReason(detail) === 'declined' && <p>{t.result.failedDeclined}</p>}
        <CarrierLink url={carrierUrl} carrier={payment?.carrierName} />
        {another}
      </ResultCard>
    );
  }
  const rows: Array<[string, string | null | undefined]> = [
    [t.result.amount, detail?.amount == null ? null : formatMoney(detail.amount, lang)],
    [t.result.payDate, detail?.payDate ? formatDate(detail.payDate, lang) : null],
    [t.result.invoiceId, detail?.invoiceId],
    [t.result.cardHolder, detail?.cardHolderName],
    [t.result.policyNumber, payment?.policyNumber],
    [t.result.carrier, payment?.carrierName],
  ];
  return (
    <ResultCard title={t.result.paidTitle} tone="success">
      <p>{t.result.paidLead}</p>
      <dl className="payment-details__list">
        {rows
          .filter((r): r is [string, string] => Boolean(r[1]))
          .map(([k, v]) => (
            <div key={k} className="payment-details__row">
              <dt>{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      {another}
    </ResultCard>
  );
}

function ResultCard({ title, tone, children }: { title: string; tone: 'success' | 'error' | 'warning'; children: ReactNode }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className={`card payment-result payment-result--${tone}`}>
      <h2 ref={heading} tabIndex={-1} className="card__title">
        {title}
      </h2>
      {children}
    </div>
  );
}
