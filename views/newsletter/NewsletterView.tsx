/**
 * The newsletter form (site-5.10): one email field and a button in a real `<form>` whose action is
 * the rewritten one (the chart's). A submit without a valid email shows no message, as the
 * specification says; the field keeps what was typed and gets the focus back. With a valid
 * email the browser submits the form natively (site-7.14).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useId, useRef, type FormEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { NewsletterMachine } from '../../machines/newsletter.machine';
import type { Lang } from '../../src/i18n';
import type { NewsletterText } from '../../src/i18n/newsletter';
import { Button, useFocusOnMount } from '../../src/ui';
import { NewsletterFlow } from './NewsletterFlow';
import { NewsletterTextsProvider, useNewsletterTexts } from './texts';

type Snap = SnapshotFrom<NewsletterMachine>;

/** What the page gives the newsletter's view (the widget root passes its validated data-config). */
export interface NewsletterViewProps {
  lang: Lang;
  config: { messages: Partial<NewsletterText['configured']> };
}

const selectView = (s: Snap) => ({
  subscribed: s.matches('subscribed'),
  sending: s.matches('sending'),
  action: s.context.action,
  redirect: s.context.redirect,
});

export function NewsletterView({ lang, config }: NewsletterViewProps) {
  return (
    <NewsletterTextsProvider lang={lang} messages={config.messages}>
      <Newsletter />
    </NewsletterTextsProvider>
  );
}

function Newsletter() {
  const { t } = useNewsletterTexts();
  const actor = NewsletterFlow.useActorRef();
  const v = useSelector(actor, selectView, shallowEqual);
  const id = useId();
  const email = useRef<HTMLInputElement>(null);
  if (v.subscribed) return <ThankYou />;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const before = actor.getSnapshot();
    actor.send({ type: 'form.submit', email: String(new FormData(event.currentTarget).get('email') ?? '') });
    if (before.matches('sending') || !actor.getSnapshot().matches('sending')) {
      event.preventDefault();
      email.current?.focus();
    }
  };
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.configured.title}</h2>
      <p>{t.intro}</p>
      <form className="newsletter__form" action={v.action} method="post" noValidate onSubmit={onSubmit}>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor={`${id}-email`}>
            {t.emailLabel}
          </label>
          <input ref={email} id={`${id}-email`} name="email" type="email" autoComplete="email" className="ui-field__input" />
        </div>
        <input type="hidden" name="redirect" value={v.redirect} />
        <Button type="submit" busy={v.sending} busyLabel={t.sending}>
          {t.submit}
        </Button>
      </form>
    </section>
  );
}

function ThankYou() {
  const { t } = useNewsletterTexts();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="newsletter" aria-labelledby="newsletter-thanks">
      <h2 id="newsletter-thanks" ref={heading} tabIndex={-1}>
        {t.thankYouTitle}
      </h2>
      <p>{t.configured.thankYou}</p>
    </section>
  );
}
