/** The studio widget (/studio/): designers read the charts, QA walks the generated paths. */
import { z } from 'zod';
import { StudioApp } from '../studio/StudioApp';
import '../studio/studio.css';
import type { WidgetModule } from '../widget';
import { renderReact } from './react';

export const configSchema = z.object({}).strict();

export const render: WidgetModule<z.output<typeof configSchema>>['render'] = (host, { lang }) =>
  renderReact(host, <StudioApp lang={lang} />);
