/** The studio widget (/studio/): designers read the charts, QA walks the generated paths. */
import * as z from 'zod/mini';
import { parseConfig } from '../config/schema';
import { StudioApp } from '../studio/StudioApp';
import '../studio/studio.css';
import type { WidgetModule } from '../widget';
import { renderReact } from './react';

export const configSchema = z.strictObject({});

export const mount: WidgetModule['mount'] = (host, { rawConfig, lang }) => {
  const parsed = parseConfig(configSchema, rawConfig);
  if (!parsed.ok) return parsed;
  return { ok: true, unmount: renderReact(host, <StudioApp lang={lang} />) };
};
