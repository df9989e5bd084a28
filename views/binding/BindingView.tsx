/**
 * Online binding (portal-2.9, portal-2.10, portal-4.19, portal-4.20): a loading line until the
 * quote's transaction is read; no quote named (a link to the quote page); the transaction not read
 * (a retry); then the sections in order under a progress list (driver information, contact
 * preference, additional drivers, the questions, the final success), each drawn from its chart or
 * child chart, and contact verification's dialogs over the page while its chart shows one.
 */
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { BindingMachine } from '../../machines/binding/binding.machine';
import { CONTACT_PREFERENCES, type ContactPreference } from '../../machines/binding/binding.rules';
import { BINDING_SECTIONS, bindingScreen, sectionOf, verificationOf, type BindingScreen, type VerificationActor } from '../../machines/binding/selectors';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { localizedHref } from '../../src/rules/url';
import { Button, ButtonLink, Spinner } from '../../src/ui';
import { RadioGroupInput } from '../../src/ui/form';
import { AdditionalDriversSection } from './AdditionalDriversSection';
import { BindingFlow } from './BindingFlow';
import { DriverSection } from './DriverSection';
import { QuestionsSection } from './QuestionsSection';
import { SectionHeading } from './SectionHeading';
import { BindingTextsProvider, useBindingTexts, type BindingViewConfig } from './texts';
import { VerificationDialogs } from './VerificationDialogs';

type Snap = SnapshotFrom<BindingMachine>;

const selectScreen = (s: Snap) => bindingScreen(s);
const selectVerification = (s: Snap) => verificationOf(s);
const selectContact = (s: Snap) => s.context.contact;
const selectHidesDrivers = (s: Snap) => s.context.config?.hideadditionaldriversection === true;

export interface BindingViewProps {
  lang: Lang;
  config: BindingViewConfig;
  now?: () => Date;
}

export function BindingView({ lang, config, now = () => new Date() }: BindingViewProps) {
  return (
    <BindingTextsProvider lang={lang} messages={config.messages}>
      <Binding now={now} />
    </BindingTextsProvider>
  );
}

function Binding({ now }: { now: () => Date }) {
  const { t, lang } = useBindingTexts();
  const actor = BindingFlow.useActorRef();
  const screen = useSelector(actor, selectScreen);
  const verification = useSelector(actor, selectVerification);
  if (screen === 'loading') {
    return (
      <div className="binding binding--loading">
        <Spinner label={t.page.loading} />
      </div>
    );
  }
  if (screen === 'noQuote') {
    return (
      <div className="binding">
        <SectionHeading>{t.page.noQuoteTitle}</SectionHeading>
        <p>{t.page.noQuote}</p>
        <p>
          <ButtonLink href={localizedHref('/quote/', lang)}>{t.page.startQuote}</ButtonLink>
        </p>
      </div>
    );
  }
  if (screen === 'failed') {
    return (
      <div className="binding">
        <p className="ui-notice ui-notice--error" role="alert">
          {t.page.failed}
        </p>
        <Button onClick={() => actor.send({ type: 'transaction.retry' })}>{t.page.retry}</Button>
      </div>
    );
  }
  return (
    <div className="binding">
      <Progress screen={screen} />
      {verification && <VerifyAgain actor={verification} />}
      <Section screen={screen} now={now} />
      {verification && <VerificationDialogs actor={verification} />}
    </div>
  );
}

const selectClosed = (s: SnapshotFrom<VerificationActor>) => s.status === 'active' && s.matches({ verifying: { dialog: 'closed' } });

/** portal-4.19: the verification dialog closed and not verified yet: the customer can open it again (Back and Next do too). */
function VerifyAgain({ actor }: { actor: VerificationActor }) {
  const { t } = useBindingTexts();
  const closed = useSelector(actor, selectClosed);
  if (!closed) return null;
  return (
    <p className="binding__verify">
      <Button variant="secondary" onClick={() => actor.send({ type: 'verification.check' })}>
        {t.page.verifyAgain}
      </Button>
    </p>
  );
}


/** portal-2.10: where the customer is among the sections (a list; the current one says so). */
function Progress({ screen }: { screen: BindingScreen }) {
  const { t } = useBindingTexts();
  const actor = BindingFlow.useActorRef();
  const hidesDrivers = useSelector(actor, selectHidesDrivers);
  const sections = BINDING_SECTIONS.filter((s) => !(hidesDrivers && s === 'additional'));
  const current = sectionOf(screen);
  const index = sections.findIndex((s) => s === current);
  return (
    <nav className="binding__progress" aria-label={t.page.progressLabel}>
      <p className="binding__step">{fill(t.page.progress, { n: index + 1, total: sections.length })}</p>
      <ol className="binding__sections">
        {sections.map((s, i) => (
          <li key={s} className={i < index ? 'is-done' : i === index ? 'is-current' : undefined} aria-current={i === index ? 'step' : undefined}>
            {t.sections[s]}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Section({ screen, now }: { screen: BindingScreen; now: () => Date }) {
  const { t } = useBindingTexts();
  const actor = BindingFlow.useActorRef();
  switch (screen) {
    case 'driver':
      return <DriverSection now={now} />;
    case 'contact':
    case 'checkingDriver':
      return <ContactSection busy={screen === 'checkingDriver'} />;
    case 'additional':
      return <AdditionalDriversSection now={now} />;
    case 'questions':
      return <QuestionsSection />;
    case 'finishing':
      return (
        <section className="binding__section">
          <SectionHeading>{t.success.heading}</SectionHeading>
          <p>{t.success.waiting}</p>
          <div className="binding__nav">
            <Button variant="secondary" onClick={() => actor.send({ type: 'step.back' })}>
              {t.page.back}
            </Button>
          </div>
        </section>
      );
    case 'success':
      return <Success />;
    default:
      return null;
  }
}

/** portal-4.20: the final success, once the questions are answered and verification is complete. */
function Success() {
  const { t } = useBindingTexts();
  return (
    <section className="binding__section binding__success">
      <SectionHeading>{t.success.heading}</SectionHeading>
      <p>{t.success.lead}</p>
    </section>
  );
}

/** Section 2, the contact preference (email, text, phone): a choice the chart keeps as it is made; Next runs the driver validation (portal-4.19). */
function ContactSection({ busy }: { busy: boolean }) {
  const { t, common } = useBindingTexts();
  const actor = BindingFlow.useActorRef();
  const contact = useSelector(actor, selectContact);
  const [tried, setTried] = useState(false);
  const c = t.contact;
  const error = tried && contact === null ? c.required : undefined;
  return (
    <section className="binding__section">
      <SectionHeading>{c.heading}</SectionHeading>
      <p>{c.lead}</p>
      <form
        noValidate
        className="binding__contact"
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!busy && contact !== null) actor.send({ type: 'contact.next' });
        }}
      >
        <RadioGroupInput
          id="binding-contact"
          name="contact"
          legend={c.legend}
          required
          options={CONTACT_PREFERENCES.map((value) => ({ value, label: c[value] }))}
          value={contact ?? ''}
          onValueChange={(value) => actor.send({ type: 'contact.choose', contact: value as ContactPreference })}
          error={error}
          errorPrefix={common.errorPrefix}
        />
        {busy && <Spinner label={t.driver.checking} />}
        <div className="binding__nav">
          <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'step.back' })}>
            {t.page.back}
          </Button>
          <Button type="submit" busy={busy} busyLabel={t.page.checking}>
            {t.page.next}
          </Button>
        </div>
      </form>
    </section>
  );
}
