/** The lite video widget: the chart, its view, and the video the page gives it. */
import '../../views/liteVideo/liteVideo.css';
import { liteVideoMachine } from '../../machines/liteVideo.machine';
import { LiteVideoFlow } from '../../views/liteVideo/LiteVideoFlow';
import { LiteVideoView } from '../../views/liteVideo/LiteVideoView';
import { liteVideoConfigSchema, videoSchema } from '../config/liteVideo';
import { liteVideoCatalog } from '../i18n/liteVideo.lazy';
import { createWidget } from './createWidget';

export default createWidget({
  machine: liteVideoMachine,
  Flow: LiteVideoFlow,
  View: LiteVideoView,
  configSchema: liteVideoConfigSchema,
  // site-2.20: the page's video (validated data-config), else the catalog's example; its thumbnail is the site's (a path of the site, or the view's own drawing).
  input: ({ config, lang }) => ({ video: config.video ?? videoSchema.parse(liteVideoCatalog.get(lang).example) }),
});
