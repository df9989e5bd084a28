/**
 * Contact us (portal-2.8): a tab list (the ARIA tabs pattern, automatic activation, as the portal's
 * tabs: one tab in the Tab order, the arrow keys move and wrap, Home and End, the tab focused is
 * the tab shown, each tab `aria-controls` its panel) and the four panels:
 * - call: the number as a call link (`tel:`), the agents' languages and the hours (Central Time);
 * - text: a text message link (`sms:`) to the same number;
 * - chat: the site's chat action (a link to the contact page marked `data-chat-action`: the page
 *   opens its chat widget, src/pages/chatAction.ts); on a site without chat, where the action would
 *   be a link to this very page, no action but a line that says to call or text;
 * - visit: the office search and the list of offices.
 * Every panel is drawn, the hidden ones `hidden`: the first screen is drawn at build time, and a
 * page without script shows the panels one under the other (`@media (scripting: none)`,
 * contactUs.css), every heading and link there, but the chat's (the chat needs the script).
 */
import { useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import type { Lang } from '../../src/i18n';
import type { ContactUsText } from '../../src/i18n/contactUs';
import { hoursRange } from '../../src/rules/hours';
import { phoneHref } from '../../src/rules/offices';
import { localizedHref } from '../../src/rules/url';
import { ButtonLink } from '../../src/ui';
import { TabList } from '../../src/ui/Tabs';
import { CONTACT_TABS, type ContactTab, type ContactUsMachine } from '../../machines/contactUs.machine';
import { ContactUsFlow } from './ContactUsFlow';
import { ContactUsTextsProvider, useContactUsTexts } from './texts';

type Snap = SnapshotFrom<ContactUsMachine>;

/** What the page gives the view (the widget root passes its validated data-config). */
export interface ContactUsViewProps {
  lang: Lang;
  config: { messages: Partial<ContactUsText['configured']> };
}

const selectTab = (s: Snap): ContactTab => CONTACT_TABS.find((tab) => s.matches(tab)) ?? 'call';
const selectPhone = (s: Snap) => s.context.phone;
const selectHours = (s: Snap) => s.context.hours;
const selectChat = (s: Snap) => s.context.chat;

const tabId = (tab: ContactTab) => `contact-us-tab-${tab}`;
const panelId = (tab: ContactTab) => `contact-us-panel-${tab}`;

/** A text message to the number: "sms:+18005550199" (the call link's address, another scheme). */
const smsHref = (phone: string) => phoneHref(phone).replace(/^tel:/, 'sms:');

export function ContactUsView({ lang, config }: ContactUsViewProps) {
  return (
    <ContactUsTextsProvider lang={lang} messages={config.messages}>
      <ContactUs />
    </ContactUsTextsProvider>
  );
}

function ContactUs() {
  const actor = ContactUsFlow.useActorRef();
  const tab = useSelector(actor, selectTab);
  return (
    <div className="contact-us">
      <Tabs tab={tab} />
      {CONTACT_TABS.map((name) => (
        <section
          key={name}
          role="tabpanel"
          id={panelId(name)}
          aria-labelledby={tabId(name)}
          hidden={name !== tab}
          className={`contact-us__panel contact-us__panel--${name}`}
        >
          <Panel tab={name} />
        </section>
      ))}
    </div>
  );
}

/**
 * portal-2.8: the tab list (the kit's, src/ui/Tabs.tsx). A tab focused is the tab shown: a tab
 * pressed on the page drawn at build time gets the focus back when the widget takes over
 * (src/widgets/takeOver.ts), and shows.
 */
function Tabs({ tab }: { tab: ContactTab }) {
  const { t } = useContactUsTexts();
  const actor = ContactUsFlow.useActorRef();
  return (
    <TabList
      tabs={CONTACT_TABS}
      selected={tab}
      label={t.tabsLabel}
      names={t.tabs}
      tabId={tabId}
      panelId={panelId}
      onSelect={(next) => actor.send({ type: 'tab.select', tab: next })}
      selectOnFocus
      className="contact-us__tabs"
    />
  );
}

/** A text with the number in it (`{phone}`), the number kept on one line. */
function WithPhone({ text, phone }: { text: string; phone: string }) {
  const [before = '', after = ''] = text.split('{phone}');
  return (
    <>
      {before}
      <span className="contact-us__number">{phone}</span>
      {after}
    </>
  );
}

function Panel({ tab }: { tab: ContactTab }) {
  const { t, lang } = useContactUsTexts();
  const actor = ContactUsFlow.useActorRef();
  const phone = useSelector(actor, selectPhone);
  const hours = useSelector(actor, selectHours);
  const chat = useSelector(actor, selectChat);
  switch (tab) {
    case 'call':
      return (
        <>
          <h2 className="contact-info__title">{t.call.title}</h2>
          <p className="contact-info__phone">
            <a href={phoneHref(phone)}>{phone}</a>
          </p>
          <p>{t.configured.callLead}</p>
          <h3 className="contact-info__hours-title">{t.call.hoursTitle}</h3>
          <dl className="contact-info__hours">
            {hours.map(({ days, hours: open }) => (
              <div key={days} className="contact-info__day">
                <dt>{t.call.days[days]}</dt>
                <dd>{open ? hoursRange(open.open, open.close, lang) : t.call.closed}</dd>
              </div>
            ))}
          </dl>
        </>
      );
    case 'text':
      return (
        <>
          <h2 className="contact-info__title">{t.text.title}</h2>
          <p>{t.configured.textLead}</p>
          <ButtonLink href={smsHref(phone)}>
            <WithPhone text={t.text.action} phone={phone} />
          </ButtonLink>
        </>
      );
    case 'chat':
      return (
        <>
          <h2 className="contact-info__title">{t.chat.title}</h2>
          {chat ? (
            <>
              <p>{t.configured.chatLead}</p>
              <ButtonLink href={localizedHref('/contact/', lang)} data-chat-action="">
                {t.chat.action}
              </ButtonLink>
            </>
          ) : (
            <p>
              <WithPhone text={t.chat.unavailable} phone={phone} />
            </p>
          )}
        </>
      );
    case 'visit':
      return (
        <>
          <h2 className="contact-info__title">{t.visit.title}</h2>
          <p>{t.configured.visitLead}</p>
          <p className="contact-us__links">
            <ButtonLink href={localizedHref('/locations/', lang)}>{t.visit.search}</ButtonLink>
            <ButtonLink variant="secondary" href={localizedHref('/offices/', lang)}>
              {t.visit.list}
            </ButtonLink>
          </p>
        </>
      );
  }
}
