/**
 * The policy disclosure links and their modal (quote-2.31), drawn from the `disclosures` child
 * machine (machines/quote/disclosures.machine.ts) that the quote chart invokes in the steps with a
 * consent checkbox. `PolicyLinks` renders the three policies as buttons (`disclosure.open`);
 * `DisclosureModal` renders the open policy in the kit's Modal: its title, its text as plain
 * paragraphs, and Close (`disclosure.close`, also the dialog's × and Escape). Focus goes into the
 * dialog and back to the link that opened it (the kit's Modal). The texts are the page language's,
 * loaded with the quote widget (the quote flow's descriptor names the catalog).
 */
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { DISCLOSURE_POLICIES, type DisclosuresMachine } from '../../machines/quote/disclosures.machine';
import { openPolicy } from '../../machines/quote/stepSelectors';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { disclosureCatalog } from '../../src/i18n/quoteDisclosures.lazy';
import { Button, Modal } from '../../src/ui';

export type DisclosuresRef = ActorRefFrom<DisclosuresMachine>;

/** The chart's child named `disclosures` (the invoke id is the child's id). */
export function isDisclosures(ref: AnyActorRef | undefined): ref is DisclosuresRef {
  return ref !== undefined && ref.id === 'disclosures';
}

interface Props {
  actorRef: DisclosuresRef;
  lang: Lang;
}

/** quote-2.31: the three policy links, as buttons that open their modal. */
export function PolicyLinks({ actorRef, lang }: Props) {
  const t = disclosureCatalog.get(lang);
  return (
    <ul className="quote-policy-links" aria-label={t.linksLabel}>
      {DISCLOSURE_POLICIES.map((policy) => (
        <li key={policy}>
          <Button variant="link" onClick={() => actorRef.send({ type: 'disclosure.open', policy })}>
            {t.policies[policy].title}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** quote-2.31: the open policy in a modal; nothing while closed. */
export function DisclosureModal({ actorRef, lang }: Props) {
  const policy = useSelector(actorRef, openPolicy);
  if (policy === null) return null;
  const t = disclosureCatalog.get(lang);
  const text = t.policies[policy];
  const close = () => actorRef.send({ type: 'disclosure.close' });
  return (
    <Modal
      title={text.title}
      onClose={close}
      closeLabel={fill(t.closeNamed, { title: text.title })}
      actions={
        <Button variant="secondary" onClick={close}>
          {t.close}
        </Button>
      }
    >
      {text.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Modal>
  );
}
