/** The quote form's later texts in both languages at once (quoteLater.en.ts, quoteLater.es.ts): for the tests and the studio. */
import type { Lang } from '../config/lang';
import { enLater, type QuoteLaterText } from './quoteLater.en';
import { esLater } from './quoteLater.es';

export const quoteLaterText: Record<Lang, QuoteLaterText> = { en: enLater, es: esLater };
