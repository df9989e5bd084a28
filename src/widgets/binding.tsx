/** The online binding widget (/bind/): the chart, its view, and what the page gives it (the quote of the address, the carriers' configurations, the clock). */
import '../../views/binding/binding.css';
import '../../views/binding/verification.css';
import { bindingMachine } from '../../machines/binding/binding.machine';
import { bindingQueryOf } from '../../machines/binding/binding.rules';
import { bindingAgeLimits, carrierConfigSchema, defaultCarrierConfig, type CarrierConfig } from '../../machines/binding/carrierConfig.rules';
import { BindingFlow } from '../../views/binding/BindingFlow';
import { BindingView } from '../../views/binding/BindingView';
import { bindingConfigSchema, type BindingConfig } from '../config/binding';
import { tokenStoreOn } from '../storage/tokens';
import { createWidget } from './createWidget';

/** portal-3.21: each configured carrier read by the carrier rules; an entry they cannot read is that carrier's defaults. */
export function carriersOf(config: BindingConfig): CarrierConfig[] {
  return config.carriers.map((entry) => {
    const parsed = carrierConfigSchema.safeParse(entry);
    return parsed.success ? parsed.data : defaultCarrierConfig(String(entry.carrierid));
  });
}

export default createWidget({
  machine: bindingMachine,
  Flow: BindingFlow,
  View: BindingView,
  configSchema: bindingConfigSchema,
  input: ({ config, url, site, storage, now }) => ({
    // portal-2.9: ?transactionId=&rateQuoteId= (either spelling of each); null without both.
    quote: bindingQueryOf(url.searchParams),
    carriers: carriersOf(config),
    canAddDrivers: !config.disableAddDriver,
    canAddVehicles: !config.disableAddVehicle,
    limits: bindingAgeLimits({ minagelimit: config.minagelimit ?? null, maxagelimit: config.maxagelimit ?? null }),
    pollIntervalMs: config.pollIntervalSeconds * 1000,
    agentWaitMs: config.agentWaitSeconds * 1000,
    now,
    tokens: tokenStoreOn(storage, site.brand, now),
  }),
});
