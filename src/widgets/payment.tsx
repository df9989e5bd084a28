/** The payment widget root: creates the payment actor with the browser's effects and renders the flow. */
import { paymentMachine, type PaymentInput, type PaymentMachine } from '../../machines/payment.machine';
import { PaymentFlow } from '../../views/payment/PaymentFlow';
import { PaymentView } from '../../views/payment/PaymentView';
import { PaymentSettingsProvider } from '../../views/payment/settings';
import { track } from '../analytics';
import type { Lang } from '../config/lang';
import { paymentConfigSchema, type PaymentConfig } from '../config/payment';
import { browserEffects, type BrowserEffects } from '../effects';
import type { WidgetModule } from '../widget';
import { ActorSpy, renderReact } from './react';
import type { InspectionEvent, ActorRefFrom } from 'xstate';

export const configSchema = paymentConfigSchema;

/** The chart with the browser effects it names. */
export function paymentLogic(machine: PaymentMachine = paymentMachine, effects: BrowserEffects = browserEffects): PaymentMachine {
  return machine.provide({
    actions: {
      track: (_, event) => track(event),
      navigate: (_, { url }) => effects.navigate(url),
      clearResultToken: () => effects.removeQueryParam('token'),
    },
  });
}

export function PaymentApp(props: {
  config: PaymentConfig;
  lang: Lang;
  logic: PaymentMachine;
  input: PaymentInput;
  now?: () => Date;
  /** Live inspection (pages opened with ?inspect). */
  inspect?: (event: InspectionEvent) => void;
  /** The studio's path player drives the actor directly. */
  onActor?: (actor: ActorRefFrom<PaymentMachine>) => void;
}) {
  const { config, lang } = props;
  return (
    <PaymentSettingsProvider lang={lang} minAge={config.minAge} maxAge={config.maxAge} messages={config.messages} now={props.now}>
      <PaymentFlow.Provider logic={props.logic} options={{ input: props.input, inspect: props.inspect }}>
        {props.onActor && <ActorSpy useActorRef={PaymentFlow.useActorRef} onActor={props.onActor} />}
        <PaymentView />
      </PaymentFlow.Provider>
    </PaymentSettingsProvider>
  );
}

export function paymentInputFromPage(location: Location, config: PaymentConfig): PaymentInput {
  const token = new URLSearchParams(location.search).get('token');
  return { resultToken: token && token.trim() ? token.trim() : null, pageUrl: location.href, dueSoonHours: config.dueSoonHours };
}

export const render: WidgetModule<PaymentConfig>['render'] = (host, { config, lang, inspect }) =>
  renderReact(
    host,
    <PaymentApp
      config={config}
      lang={lang}
      logic={paymentLogic()}
      input={paymentInputFromPage(window.location, config)}
      inspect={inspect}
    />,
  );
