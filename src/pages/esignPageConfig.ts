/**
 * What the payment and e-sign page (`/buy/`) configures of its flow, in its host's data-config
 * (src/config/esign.ts): the per-carrier configurations, the same rows as the binding page's
 * (./bindingPageConfig.ts: e-sign, consent, the driver checks, the questions' order), since the
 * agency's configuration sheet has one row per carrier for both pages. The rest (refresh time,
 * agency fee, the re-rating's polls, age limits) keeps the config's defaults.
 */
import type { Lang } from '../config/lang';
import { bindingPageConfig } from './bindingPageConfig';

export function esignPageConfig(lang: Lang) {
  return { carriers: bindingPageConfig(lang).carriers };
}
