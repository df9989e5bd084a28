/** The quote-by-ZIP widget root: creates the actor with the browser's effects and renders the form. */
import { quoteZipMachine, type QuoteZipInput, type QuoteZipMachine } from '../../machines/quoteZip.machine';
import { QuoteZipFlow } from '../../views/quoteZip/QuoteZipFlow';
import { QuoteZipView } from '../../views/quoteZip/QuoteZipView';
import { track } from '../analytics';
import type { Lang } from '../config/lang';
import { quoteZipConfigSchema, type QuoteZipConfig } from '../config/quoteZip';
import { browserEffects, type BrowserEffects } from '../effects';
import { commonText } from '../i18n/common';
import { quoteZipText, type QuoteZipText } from '../i18n/quoteZip';
import { localPath } from '../shell';
import { browserStorage, CUSTOMER_STATE_HOURS, isString, storageKeys, type TypedStorage } from '../storage';
import type { WidgetModule } from '../widget';
import { ActorSpy, renderReact } from './react';
import type { InspectionEvent, ActorRefFrom } from 'xstate';

export const configSchema = quoteZipConfigSchema;

export function quoteZipLogic(
  machine: QuoteZipMachine = quoteZipMachine,
  effects: BrowserEffects = browserEffects,
  storage: TypedStorage = browserStorage(),
): QuoteZipMachine {
  return machine.provide({
    actions: {
      track: (_, event) => track(event),
      navigate: (_, { url }) => effects.navigate(url),
      storeZip: (_, { brand, zip }) => storage.set(storageKeys.zip(brand), zip),
      storeAddress: (_, { brand, state, city }) => {
        storage.set(storageKeys.customerState(brand), state, { ttlHours: CUSTOMER_STATE_HOURS });
        storage.set(storageKeys.city(brand), city);
      },
    },
  });
}

export function quoteZipInput(config: QuoteZipConfig, lang: Lang, brand: string, storage: TypedStorage = browserStorage()): QuoteZipInput {
  return {
    brand,
    quotePage: config.quotePage ?? localPath('/quote/', lang),
    comingSoonUrl: config.comingSoonUrl ?? localPath('/coming-soon/', lang),
    otherExperiences: config.otherExperiences === 'true',
    storedZip: storage.get(storageKeys.zip(brand), isString),
  };
}

export function quoteZipTextFor(lang: Lang, config: QuoteZipConfig): QuoteZipText {
  const t = quoteZipText[lang];
  return {
    ...t,
    configured: {
      invalidZip: config.messages.invalidZip ?? t.configured.invalidZip,
      outOfArea: config.messages.outOfArea ?? t.configured.outOfArea,
    },
  };
}

export function QuoteZipApp(props: {
  config: QuoteZipConfig;
  lang: Lang;
  logic: QuoteZipMachine;
  input: QuoteZipInput;
  /** Live inspection (pages opened with ?inspect). */
  inspect?: (event: InspectionEvent) => void;
  /** The studio's path player drives the actor directly. */
  onActor?: (actor: ActorRefFrom<QuoteZipMachine>) => void;
}) {
  return (
    <QuoteZipFlow.Provider logic={props.logic} options={{ input: props.input, inspect: props.inspect }}>
      {props.onActor && <ActorSpy useActorRef={QuoteZipFlow.useActorRef} onActor={props.onActor} />}
      <QuoteZipView t={quoteZipTextFor(props.lang, props.config)} common={commonText[props.lang]} />
    </QuoteZipFlow.Provider>
  );
}

export const render: WidgetModule<QuoteZipConfig>['render'] = (host, { config, lang, site, inspect }) =>
  renderReact(
    host,
    <QuoteZipApp
      config={config}
      lang={lang}
      logic={quoteZipLogic()}
      input={quoteZipInput(config, lang, site.brand)}
      inspect={inspect}
    />,
  );
