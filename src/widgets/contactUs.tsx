/** The contact-us widget (portal-2.8): the chart, its view, the phone the page gives it, its hours and whether the page has a chat. */
import { contactUsMachine } from '../../machines/contactUs.machine';
import { ContactUsFlow } from '../../views/contactUs/ContactUsFlow';
import { ContactUsView } from '../../views/contactUs/ContactUsView';
import { AGENCY_PHONE_HOURS } from '../config/contact';
import { contactUsConfigSchema } from '../config/contactUs';
import { createWidget } from './createWidget';

export default createWidget({
  machine: contactUsMachine,
  Flow: ContactUsFlow,
  View: ContactUsView,
  configSchema: contactUsConfigSchema,
  // The agency's hours; the chat tab's action only where the page has a chat (the site config's `chat`).
  input: ({ config, site }) => ({ phone: config.phone, hours: AGENCY_PHONE_HOURS, chat: site.chat !== null }),
});
