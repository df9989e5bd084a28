/**
 * The words of a screens description (src/paths/screens.ts): how an element is found (`Query`),
 * what must be on the screen (`Expectation`) and what the user does (`Action`). Types only, with no
 * import, so the path model's types (src/paths/types.ts) can name them without a cycle.
 */
/** An element found as a user finds it: by role and accessible name, or by its text. */
export type Query =
  | {
      role: string;
      name?: string | RegExp;
      /** Look inside the first element with this role (and name). */
      within?: { role: string; name?: string | RegExp };
      /** Which match, when several have the same role and name (-1: the last). */
      nth?: number;
      /**
       * The control's value (its `value` attribute): a choice told apart by the code it sends, where
       * its name is the API's words in the page's language (a coverage package).
       */
      valued?: string;
    }
  | { text: string | RegExp; within?: { role: string; name?: string | RegExp }; nth?: number }
  /** A field found by its label, for a control with no role of its own (a file input). */
  | { label: string | RegExp; within?: { role: string; name?: string | RegExp }; nth?: number };

export type Expectation =
  | (Query & {
      /** The element must not be on the screen. */
      absent?: boolean;
      disabled?: boolean;
      busy?: boolean;
      focused?: boolean;
      href?: string | RegExp;
      value?: string;
    })
  | { navigatedTo: string | RegExp };

/**
 * What the user does: fill a field, click, press a key, or go to a hash of the page's address
 * (typed in the address bar, or Back and Forward between the page's own hashes).
 */
/** What the view tests' recording effects note for a reload of the page, among the addresses gone to (`navigatedTo`). */
export const RELOADED = 'reload';

/** A file the user picks: its name, type and size (its bytes are zeros, or the sample of a kind the sandbox reads). */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

/**
 * `frame`: what the page in a frame does by itself (the buy-now frame's load event), played as
 * that element's event so that a path can choose whether it comes.
 *
 * `newTab`: a link opened in a new tab (Ctrl or Cmd and click): the press is the page's (its click
 * handler runs), the page stays where it is and the link's page opens beside it. The walk stays on
 * the page after a press on a link that leads elsewhere (the cards' chat, whose press is tracked).
 */
export type Action =
  | { fill: Query; value: string }
  | { click: Query; newTab?: true }
  | { press: string }
  | { hash: string }
  /** Back in the browser, within the page's own history entries (a tab of the portal shown before). */
  | { back: true }
  | { upload: Query; file: PickedFile }
  /**
   * Another tab of the site removes this key from the page's storage (its sign-out): the page hears
   * the browser's `storage` event.
   */
  | { otherTabRemoves: string }
  /** Not the user's: the page in the frame of this title loads (its load event). */
  | { frame: 'load'; title: string | RegExp }
  /**
   * A press that opens a popup (a social login), and what the user does there: presses the button
   * or link of that name (the popup answers its opener and closes), closes it, or finds none (the
   * browser's popup blocker, `blocked`). Through the view, the press alone: the popup's answer is the
   * held call's.
   */
  | { opensPopup: Query; popup: { press: string | RegExp } | 'close' | 'blocked' };
