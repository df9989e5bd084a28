import { createContext, useContext, type ReactNode } from 'react';
import type { Lang } from '../../src/config/lang';
import { commonText, type CommonText } from '../../src/i18n/common';
import { paymentText, type PaymentConfiguredText, type PaymentText } from '../../src/i18n/payment';

export interface PaymentSettings {
  lang: Lang;
  t: PaymentText;
  common: CommonText;
  /** The configured messages merged over the catalog's defaults. */
  messages: PaymentConfiguredText;
  minAge: number;
  maxAge: number;
  now: () => Date;
}

const Ctx = createContext<PaymentSettings | null>(null);

export function PaymentSettingsProvider(props: {
  lang: Lang;
  minAge: number;
  maxAge: number;
  messages: Partial<PaymentConfiguredText>;
  now?: () => Date;
  children: ReactNode;
}) {
  const t = paymentText[props.lang];
  const messages: PaymentConfiguredText = { ...t.configured };
  for (const [k, v] of Object.entries(props.messages) as Array<[keyof PaymentConfiguredText, string | undefined]>) {
    if (v) messages[k] = v;
  }
  const value: PaymentSettings = {
    lang: props.lang,
    t,
    common: commonText[props.lang],
    messages,
    minAge: props.minAge,
    maxAge: props.maxAge,
    now: props.now ?? (() => new Date()),
  };
  return <Ctx.Provider value={value}>{props.children}</Ctx.Provider>;
}

export function usePaymentSettings(): PaymentSettings {
  const v = useContext(Ctx);
  if (!v) throw new Error('PaymentSettingsProvider is missing');
  return v;
}
