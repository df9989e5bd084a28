/**
 * The header's account control of a signed-in customer (site-2.28): a menu button (the WAI-ARIA
 * menu button pattern) named with the customer's name, "My account" while it loads or when it
 * cannot be read; its menu says who is signed in and holds the link to the customer portal
 * (portal-1.4) and Sign out. Opening moves focus to the first item; the arrow keys, Home and End
 * move between the items; Escape closes the menu and puts focus back on the button; a click outside the
 * control, or Tab out of it, closes it. When the token is no longer valid it shows the sign-in
 * link, the same one the page was built with.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { AccountHeaderMachine } from '../../machines/accountHeader.machine';
import type { Lang } from '../../src/config/lang';
import { fill } from '../../src/i18n';
import { localizedHref } from '../../src/rules/url';
import { VisuallyHidden } from '../../src/ui';
import { AccountHeaderFlow } from './AccountHeaderFlow';
import { AccountHeaderTextsProvider, useAccountHeaderTexts } from './texts';

type Snap = SnapshotFrom<AccountHeaderMachine>;

const selectView = (s: Snap) => ({
  signedOut: s.matches('signedOut'),
  leaving: s.hasTag('leaving'),
  loading: s.hasTag('loading'),
  open: s.matches({ signedIn: { menu: 'open' } }),
  name: s.context.name,
  email: s.context.email,
  signInPage: s.context.signInPage,
});

/** What the page gives the view (the widget root passes its validated data-config). */
export interface AccountHeaderViewProps {
  lang: Lang;
  config: object;
}

export function AccountHeaderView({ lang }: AccountHeaderViewProps) {
  return (
    <AccountHeaderTextsProvider lang={lang}>
      <AccountControl />
    </AccountHeaderTextsProvider>
  );
}

function AccountControl() {
  const { t, lang } = useAccountHeaderTexts();
  const actor = AccountHeaderFlow.useActorRef();
  const v = useSelector(actor, selectView, shallowEqual);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const firstItemRef = useRef<HTMLAnchorElement>(null);
  const lastItemRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Opening moves focus into the menu (the menu button pattern).
  useEffect(() => {
    if (v.open) firstItemRef.current?.focus();
  }, [v.open]);

  // A press anywhere outside the control closes the menu (focus stays where the visitor pressed).
  useEffect(() => {
    if (!v.open) return undefined;
    const onPress = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      actor.send({ type: 'menu.close' });
    };
    document.addEventListener('pointerdown', onPress, true);
    return () => document.removeEventListener('pointerdown', onPress, true);
  }, [v.open, actor]);

  if (v.signedOut) {
    return (
      <a className="site-account__link" href={v.signInPage}>
        {t.signIn}
      </a>
    );
  }

  /** Escape in the button or the menu closes the menu and puts focus back on the button. */
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>): boolean => {
    if (event.key !== 'Escape' || !v.open) return false;
    event.preventDefault();
    actor.send({ type: 'menu.close' });
    buttonRef.current?.focus();
    return true;
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (closeOnEscape(event)) return;
    // Two items: the arrow keys move to the other one (wrapping), Home to the first, End to the last (never scrolling the page).
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const onFirst = document.activeElement === firstItemRef.current;
    const toFirst = event.key === 'Home' || (event.key !== 'End' && !onFirst);
    (toFirst ? firstItemRef.current : lastItemRef.current)?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="site-account__control"
      onBlur={(event) => {
        // Tab out of the control (to the next link, or out of the page) closes the menu.
        const next = event.relatedTarget;
        if (v.open && !(next instanceof Node && rootRef.current?.contains(next))) actor.send({ type: 'menu.close' });
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="site-account__button"
        aria-haspopup="menu"
        aria-expanded={v.open}
        aria-controls={v.open ? menuId : undefined}
        aria-busy={v.loading ? true : undefined}
        disabled={v.leaving}
        onClick={() => actor.send({ type: 'menu.toggle' })}
        onKeyDown={(event) => {
          if (closeOnEscape(event)) return;
          if (event.key === 'ArrowDown' && !v.open) {
            event.preventDefault();
            actor.send({ type: 'menu.toggle' });
          }
        }}
      >
        <span className="site-account__name">{v.name ?? t.myAccount}</span>
        <VisuallyHidden>{`, ${t.menuLabel}`}</VisuallyHidden>
        <span className="site-account__caret" aria-hidden="true" />
      </button>
      {v.open && (
        <div className="site-account__dropdown">
          {v.email && <p className="site-account__who">{fill(t.signedInAs, { email: v.email })}</p>}
          <ul id={menuId} role="menu" aria-label={t.menuLabel} className="site-account__menu" onKeyDown={onMenuKeyDown}>
            <li role="none">
              <a ref={firstItemRef} role="menuitem" tabIndex={-1} className="site-account__item" href={localizedHref('/portal/', lang)}>
                {t.portal}
              </a>
            </li>
            <li role="none">
              <button ref={lastItemRef} type="button" role="menuitem" tabIndex={-1} className="site-account__item" onClick={() => actor.send({ type: 'session.signOut' })}>
                {t.signOut}
              </button>
            </li>
          </ul>
        </div>
      )}
      <span role="status" className="ui-visually-hidden">
        {v.leaving ? t.signingOut : ''}
      </span>
    </div>
  );
}
