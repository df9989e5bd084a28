/** The payment and e-sign widget (/buy/, a draft): the chart, its view, and what the page gives it (the transaction of the address, the carriers' configurations, the refresh time, the allowed origins, the clock). */
import '../../views/binding/binding.css';
import '../../views/esign/esign.css';
import { esignMachine } from '../../machines/esign/esign.machine';
import { esignQueryOf } from '../../machines/esign/esign.rules';
import { bindingAgeLimits, carrierConfigSchema, defaultCarrierConfig, type CarrierConfig } from '../../machines/binding/carrierConfig.rules';
import { EsignFlow } from '../../views/esign/EsignFlow';
import { EsignView } from '../../views/esign/EsignView';
import { esignConfigSchema, type EsignConfig } from '../config/esign';
import { tokenStoreOn } from '../storage/tokens';
import { createWidget } from './createWidget';
import { printDocument, saveDocument } from './esignDocuments';

/** portal-3.21: each configured carrier read by the carrier rules; an entry they cannot read is that carrier's defaults. */
function carriersOf(config: EsignConfig): CarrierConfig[] {
  return config.carriers.map((entry) => {
    const parsed = carrierConfigSchema.safeParse(entry);
    return parsed.success ? parsed.data : defaultCarrierConfig(String(entry.carrierid));
  });
}

export default createWidget({
  machine: esignMachine,
  Flow: EsignFlow,
  View: EsignView,
  configSchema: esignConfigSchema,
  input: ({ config, url, site, storage, now }) => ({
    // portal-2.13: ?transactionId=&carrierId=&payplan= (either spelling of each id); null without both.
    query: esignQueryOf(url.searchParams),
    carriers: carriersOf(config),
    agencyFee: config.agencyFee,
    refreshMs: config.refreshTime,
    allowedOrigins: { payment: site.allowedOrigins.payment, esign: site.allowedOrigins.esign },
    pageUrl: url.href,
    now,
    // The driver step (decision 53): as online binding's page configures it.
    limits: bindingAgeLimits({ minagelimit: config.minagelimit ?? null, maxagelimit: config.maxagelimit ?? null }),
    canAddDrivers: !config.disableAddDriver,
    canAddVehicles: !config.disableAddVehicle,
    rating: { intervalMs: config.ratingPollSeconds * 1000, maxPolls: config.ratingMaxPolls },
    tokens: tokenStoreOn(storage, site.brand, now),
  }),
  effects: (fx) => ({
    actions: {
      track: (_, event) => fx.track(event),
      reload: () => fx.reload(),
      saveDocument: (_, p) => saveDocument(p),
      printDocument: (_, p) => printDocument(p),
    },
  }),
});
