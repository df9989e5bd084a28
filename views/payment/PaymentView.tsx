/** The payment flow's root view: one screen per group of chart states. */
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { PaymentMachine } from '../../machines/payment.machine';
import { PaymentFlow } from './PaymentFlow';
import { PaymentForm } from './PaymentForm';
import { AlreadyPaid, LoadFailed, LoadingScreen, PaymentDetails, PaymentErrorModal, PaymentResult } from './PaymentScreens';
import { usePaymentSettings } from './settings';

type Screen = 'loading' | 'loadFailed' | 'form' | 'details' | 'alreadyPaid' | 'result';

const selectScreen = (s: SnapshotFrom<PaymentMachine>): Screen => {
  if (s.matches('loadingCarriers')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('details')) return 'details';
  if (s.matches('alreadyPaid')) return 'alreadyPaid';
  if (s.matches('result')) return 'result';
  return 'form';
};

export function PaymentView() {
  const { t } = usePaymentSettings();
  const actor = PaymentFlow.useActorRef();
  const screen = useSelector(actor, selectScreen);
  return (
    <div className="payment-flow">
      {screen === 'loading' && <LoadingScreen label={t.loading} />}
      {screen === 'loadFailed' && <LoadFailed title={t.loadFailed.title} body={t.loadFailed.body} />}
      {screen === 'form' && <PaymentForm />}
      {screen === 'details' && <PaymentDetails />}
      {screen === 'alreadyPaid' && <AlreadyPaid />}
      {screen === 'result' && <PaymentResult />}
      <PaymentErrorModal />
    </div>
  );
}
