/**
 * The glossary (site-2.18, site-4.3): the links to its terms and its text (the definitions), each
 * cut off with a toggle that expands it (the configured expand and collapse labels, site-3.3),
 * `aria-expanded` and `aria-controls` on each toggle. A link to a term whose definition is cut off
 * says so, expands the text and moves focus to that term. Back to top (site-9.3) shows once the
 * page is scrolled more than 400 px (src/ui BackToTop).
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { GlossaryMachine } from '../../machines/glossary.machine';
import { isCutOff, visibleItems } from '../../machines/glossary.rules';
import type { Lang } from '../../src/i18n';
import type { GlossaryText } from '../../src/i18n/glossary';
import { BackToTop, VisuallyHidden } from '../../src/ui';
import { GlossaryFlow } from './GlossaryFlow';
import { countText } from './glossaryWords';
import { GlossaryTextsProvider, useGlossaryTexts } from './texts';

type Snap = SnapshotFrom<GlossaryMachine>;

/** What the page gives the glossary's view (the widget root passes its validated data-config). */
export interface GlossaryViewProps {
  lang: Lang;
  config: { messages: Partial<GlossaryText['configured']> };
}

/** The page's main region, which takes focus at the top (src/pages/render.ts). */
const MAIN_ID = 'main';

const selectView = (s: Snap) => ({
  terms: s.context.terms,
  linksShown: s.context.linksShown,
  textShown: s.context.textShown,
  links: s.matches({ links: 'whole' }) ? 'whole' : s.matches({ links: 'expanded' }) ? 'expanded' : 'cut',
  text: s.matches({ text: 'whole' }) ? 'whole' : s.matches({ text: 'expanded' }) ? 'expanded' : 'cut',
});

export function GlossaryView({ lang, config }: GlossaryViewProps) {
  return (
    <GlossaryTextsProvider lang={lang} messages={config.messages}>
      <Glossary />
    </GlossaryTextsProvider>
  );
}

function Glossary() {
  const { t, lang } = useGlossaryTexts();
  const actor = GlossaryFlow.useActorRef();
  const v = useSelector(actor, selectView, shallowEqual);
  const id = useId();
  const titleId = `${id}-title`;
  const linksId = `${id}-links`;
  const textId = `${id}-text`;
  const termId = (index: number) => `${id}-term-${index}`;
  // The term a followed link leads to, focused once the expanded text shows it (after the next render).
  const pending = useRef<string | null>(null);
  useEffect(() => {
    if (pending.current === null) return;
    const term = document.getElementById(pending.current);
    if (!term) return;
    pending.current = null;
    term.focus();
  });
  const textCut = v.text === 'cut';
  const links = visibleItems(v.terms, v.linksShown, v.links !== 'cut');
  const definitions = visibleItems(v.terms, v.textShown, !textCut);
  return (
    <section className="glossary" aria-labelledby={titleId}>
      <h2 id={titleId} className="glossary__title">
        {t.configured.title}
      </h2>
      <p className="glossary__count">{countText(lang, t.termCount, v.terms.length)}</p>
      <nav className="glossary__index" aria-label={t.linksLabel}>
        <ul id={linksId} className="glossary__links">
          {links.map((term, i) => {
            const hidden = textCut && isCutOff(i, v.textShown);
            return (
              <li key={i}>
                <a
                  href={`#${termId(i)}`}
                  onClick={(event) => {
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    // A definition on the page: the browser goes to it. A cut-off one: the text expands first.
                    if (!hidden) return;
                    event.preventDefault();
                    pending.current = termId(i);
                    actor.send({ type: 'term.show' });
                  }}
                >
                  {term.term}
                  {hidden && ' '}
                  {hidden && <VisuallyHidden>{t.shownOnFollow}</VisuallyHidden>}
                </a>
              </li>
            );
          })}
        </ul>
        {v.links !== 'whole' && (
          <button
            type="button"
            className="glossary__toggle"
            aria-expanded={v.links === 'expanded'}
            aria-controls={linksId}
            onClick={() => actor.send({ type: 'links.toggle' })}
          >
            {v.links === 'expanded' ? t.configured.collapseLinksLabel : t.configured.expandLinksLabel}
          </button>
        )}
      </nav>
      <dl id={textId} className="glossary__terms">
        {definitions.map((term, i) => (
          <div key={i} className="glossary__entry">
            <dt id={termId(i)} tabIndex={-1}>
              {term.term}
            </dt>
            <dd>{term.definition}</dd>
          </div>
        ))}
      </dl>
      {v.text !== 'whole' && (
        <button
          type="button"
          className="glossary__toggle"
          aria-expanded={v.text === 'expanded'}
          aria-controls={textId}
          onClick={() => actor.send({ type: 'text.toggle' })}
        >
          {v.text === 'expanded' ? t.configured.collapseLabel : t.configured.expandLabel}
        </button>
      )}
      <BackToTop label={t.configured.backToTop} targetId={MAIN_ID} />
    </section>
  );
}
