/** The payment widget (/pay/): the chart, its view, and what the page gives it. */
import { paymentMachine } from '../../machines/payment.machine';
import { PaymentFlow } from '../../views/payment/PaymentFlow';
import { PaymentView } from '../../views/payment/PaymentView';
import { prefetchCarriers } from '../../services/payments';
import { paymentConfigSchema } from '../config/payment';
import { createWidget } from './createWidget';

const widget = createWidget({
  machine: paymentMachine,
  Flow: PaymentFlow,
  View: PaymentView,
  configSchema: paymentConfigSchema,
  input: ({ config, url, site, now }) => {
    const token = url.searchParams.get('token');
    return {
      resultToken: token && token.trim() ? token.trim() : null,
      pageUrl: url.href,
      // site config: the payment providers the pay button may go to (besides this page's origin).
      paymentOrigins: site.allowedOrigins.payment,
      dueSoonHours: config.dueSoonHours,
      now,
    };
  },
  effects: (fx) => ({
    actions: {
      track: (_, event) => fx.track(event),
      navigate: (_, { url }) => fx.navigate(url),
      clearResultToken: () => fx.removeQueryParam('token'),
    },
  }),
});

export default {
  ...widget,
  mount(...args: Parameters<typeof widget.mount>) {
    // The carrier list is asked for as the widget mounts (the page settings are read by then), not after React's first render.
    prefetchCarriers();
    return widget.mount(...args);
  },
} satisfies typeof widget;
