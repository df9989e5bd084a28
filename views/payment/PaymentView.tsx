/** The payment flow's root view: its texts, then one screen per group of chart states. */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { PaymentMachine } from '../../machines/payment.machine';
import type { Lang } from '../../src/i18n';
import type { PaymentConfiguredText } from '../../src/i18n/payment';
import type { AgeLimits } from '../../src/rules/fieldRules';
import { PaymentFlow } from './PaymentFlow';
import { PaymentForm } from './PaymentForm';
import { AlreadyPaid, LoadingScreen, PaymentDetails, PaymentErrorModal, PaymentResult } from './PaymentSections';
import { PaymentTextsProvider, usePaymentTexts } from './texts';

/** What the page gives the payment view (the widget root passes its validated data-config). */
export interface PaymentViewProps {
  lang: Lang;
  config: { minAge: number; maxAge: number; messages: Partial<PaymentConfiguredText> };
  /** The clock of the age limits; the real one by default. */
  now?: () => Date;
}

const realNow = () => new Date();

type Screen = 'loading' | 'form' | 'details' | 'alreadyPaid' | 'result';

const selectScreen = (s: SnapshotFrom<PaymentMachine>): Screen => {
  // The form shows while the carrier list loads (it is the page's first paint); not to a customer back from the provider.
  if (s.matches({ loadingCarriers: 'returning' })) return 'loading';
  if (s.matches('details')) return 'details';
  if (s.matches('alreadyPaid')) return 'alreadyPaid';
  if (s.matches('result')) return 'result';
  return 'form';
};

export function PaymentView({ lang, config, now = realNow }: PaymentViewProps) {
  const { minAge, maxAge } = config;
  const limits = useMemo<AgeLimits>(() => ({ minAge, maxAge, now }), [minAge, maxAge, now]);
  return (
    <PaymentTextsProvider lang={lang} messages={config.messages}>
      <PaymentScreens limits={limits} />
    </PaymentTextsProvider>
  );
}

function PaymentScreens({ limits }: { limits: AgeLimits }) {
  const { t } = usePaymentTexts();
  const actor = PaymentFlow.useActorRef();
  const screen = useSelector(actor, selectScreen);
  return (
    <div className="payment-flow">
      {screen === 'loading' && <LoadingScreen label={t.loading} />}
      {screen === 'form' && <PaymentForm limits={limits} />}
      {screen === 'details' && <PaymentDetails />}
      {screen === 'alreadyPaid' && <AlreadyPaid />}
      {screen === 'result' && <PaymentResult />}
      <PaymentErrorModal />
    </div>
  );
}
