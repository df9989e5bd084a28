/** The newsletter widget: the chart, its view, and its action rewritten from the content tree to the site's root. */
import '../../views/newsletter/newsletter.css';
import { newsletterMachine } from '../../machines/newsletter.machine';
import { rewriteContentPath } from '../../machines/newsletter.rules';
import { NewsletterFlow } from '../../views/newsletter/NewsletterFlow';
import { NewsletterView } from '../../views/newsletter/NewsletterView';
import { newsletterConfigSchema } from '../config/newsletter';
import { createWidget } from './createWidget';

export default createWidget({
  machine: newsletterMachine,
  Flow: NewsletterFlow,
  View: NewsletterView,
  configSchema: newsletterConfigSchema,
  input: ({ config, url }) => ({
    // site-5.10: the content tree's path prefix rewritten to root.
    action: rewriteContentPath(config.action, config.contentRoot),
    redirect: `${url.pathname}?subscribed=1`,
    subscribed: url.searchParams.get('subscribed') === '1',
  }),
});
