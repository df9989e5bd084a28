/**
 * Playing a generated path through the rendered view with Testing Library: user steps perform
 * the flow's declared actions, done and error steps settle the pending invocation, after steps
 * advance fake timers, and every state's declared expectations are checked on the screen.
 */
import { act, screen, waitFor, within as withinElement, type BoundFunctions } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import type { ActorController } from '../paths/actors';
import { leafStates, type ModelPath, type PathStep } from '../paths/model';
import type { PathDriver } from '../paths/play';
import { expectationsAt, fieldsForStep, pickedFileBytes, type Action, type Expectation, type FlowScreens, type Query } from '../paths/screens';

type Queries = BoundFunctions<typeof import('@testing-library/dom').queries>;

/** The leaf states of the machine that have no declared screen. */
export function statesWithoutScreens(machine: AnyStateMachine, screens: FlowScreens): string[] {
  return leafStates(machine).filter((leaf) => !(leaf in screens.states));
}

function scope(q: Query): Queries {
  if (!q.within) return screen;
  const options = q.within.name === undefined ? {} : { name: q.within.name };
  return withinElement(screen.getByRole(q.within.role, options));
}

function pick<T>(list: T[], nth: number | undefined): T | undefined {
  if (nth === undefined) return list[0];
  return nth < 0 ? list[list.length + nth] : list[nth];
}

/** The elements of a role query that hold its value, when it names one. */
function withValue(q: Query, els: HTMLElement[]): HTMLElement[] {
  return 'role' in q && q.valued !== undefined ? els.filter((el) => el.getAttribute('value') === q.valued) : els;
}

async function findAll(q: Query): Promise<HTMLElement[]> {
  const s = scope(q);
  if ('role' in q && q.valued !== undefined) {
    return waitFor(() => {
      const found = withValue(q, s.queryAllByRole(q.role, q.name === undefined ? {} : { name: q.name }));
      if (found.length === 0) throw new Error(`No ${q.role} of value ${q.valued}`);
      return found;
    });
  }
  if ('role' in q) return s.findAllByRole(q.role, q.name === undefined ? {} : { name: q.name });
  if ('label' in q) return s.findAllByLabelText(q.label);
  return s.findAllByText(q.text);
}

function queryAll(q: Query): HTMLElement[] {
  const s = scope(q);
  if ('role' in q) return withValue(q, s.queryAllByRole(q.role, q.name === undefined ? {} : { name: q.name }));
  if ('label' in q) return s.queryAllByLabelText(q.label);
  return s.queryAllByText(q.text);
}

export async function find(q: Query): Promise<HTMLElement> {
  const el = pick(await findAll(q), q.nth);
  if (!el) throw new Error(`Not found: ${JSON.stringify(q)}`);
  return el;
}

export async function expectScreen(expectations: Expectation[], navigated: string[]): Promise<void> {
  for (const e of expectations) {
    if ('navigatedTo' in e) {
      const last = navigated.at(-1) ?? '';
      if (typeof e.navigatedTo === 'string') expect(last).toBe(e.navigatedTo);
      else expect(last).toMatch(e.navigatedTo);
      continue;
    }
    if (e.absent) {
      expect(queryAll(e)).toHaveLength(0);
      continue;
    }
    const el = await find(e);
    expect(el).toBeVisible();
    if (e.disabled === true) expect(el).toBeDisabled();
    if (e.disabled === false) expect(el).toBeEnabled();
    if (e.busy !== undefined) expect(el.getAttribute('aria-busy') === 'true').toBe(e.busy);
    if (e.focused) expect(el).toHaveFocus();
    if (e.href !== undefined) {
      if (typeof e.href === 'string') expect(el).toHaveAttribute('href', e.href);
      else expect(el.getAttribute('href') ?? '').toMatch(e.href);
    }
    if (e.value !== undefined) expect(el).toHaveValue(e.value);
  }
}

/** The page's address, as the view tests change it: the flow's effects hear the visitor's hash. */
export interface AddressBar {
  changeHash(hash: string): void;
  /** Back to the page's previous history entry (the query parameter shown before). */
  back(): void;
}

export async function perform(actions: Action[], user: UserEvent, address?: AddressBar): Promise<void> {
  for (const a of actions) {
    if ('fill' in a) {
      const el = await find(a.fill);
      // A select is filled by choosing the option with that value (or label).
      if (el instanceof HTMLSelectElement) await user.selectOptions(el, a.value);
      else {
        // Filled as the browser walk fills (Playwright's `fill`: the whole value in one input event),
        // not key by key: a field's reaction to each key is its own tests' (src/rules/fieldInput.test.ts).
        await user.clear(el);
        if (a.value !== '') await user.paste(a.value);
      }
    } else if ('click' in a && a.newTab) {
      // Ctrl and click: the page's click handler runs; jsdom has no tabs, so the page stays as a
      // browser's does (its own navigation is not implemented: the default is prevented).
      const el = await find(a.click);
      const stay = (e: Event) => e.preventDefault();
      el.ownerDocument.addEventListener('click', stay);
      try {
        await user.keyboard('{Control>}');
        await user.click(el);
        await user.keyboard('{/Control}');
      } finally {
        el.ownerDocument.removeEventListener('click', stay);
      }
    } else if ('click' in a) {
      await user.click(await find(a.click));
    } else if ('upload' in a) {
      const bytes = pickedFileBytes(a.file);
      await user.upload(await find(a.upload), new File([bytes.buffer as ArrayBuffer], a.file.name, { type: a.file.type }));
    } else if ('otherTabRemoves' in a) {
      // What the browser tells this tab when another one removes the key (jsdom has one tab).
      const key = a.otherTabRemoves;
      await act(async () => {
        const oldValue = window.localStorage.getItem(key);
        window.localStorage.removeItem(key);
        window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: null, storageArea: window.localStorage }));
      });
    } else if ('opensPopup' in a) {
      // jsdom opens no popup: the press, and the held login call answers as the path says.
      await user.click(await find(a.opensPopup));
    } else if ('frame' in a) {
      const frame = await screen.findByTitle(a.title);
      await act(async () => {
        frame.dispatchEvent(new Event(a.frame, { bubbles: false }));
      });
    } else if ('hash' in a) {
      if (!address) throw new Error(`The view test has no address bar to go to ${a.hash}`);
      await act(async () => address.changeHash(a.hash));
    } else if ('back' in a) {
      if (!address) throw new Error('The view test has no address bar to go back with');
      await act(async () => address.back());
    } else {
      await user.keyboard(`{${a.press}}`);
    }
  }
}

export function viewDriver(options: {
  path: ModelPath;
  controller: ActorController;
  user: UserEvent;
  screens: FlowScreens;
  navigated: string[];
  /** Checks beyond the screen (storage, dataLayer), per leaf state. */
  extra?: Record<string, (step: PathStep) => void | Promise<void>>;
  /** The page's address bar, for actions that go to a hash. */
  address?: AddressBar;
}): PathDriver {
  const { path, controller, user, screens, navigated, extra, address } = options;
  return {
    user: async (step) => {
      const action = screens.actions[step.event.type];
      if (!action) throw new Error(`No user action for ${step.event.type}`);
      await perform(action(step.event, fieldsForStep(path, path.steps.indexOf(step))), user, address);
    },
    settle: async (step) => {
      await act(async () => {
        controller.settle(step.actorId!, step.outcome!.result);
      });
    },
    advance: async (step) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(step.delayMs ?? 0);
      });
    },
    check: async (step) => {
      const index = path.steps.indexOf(step);
      for (const leaf of step.leaves) {
        const expectations = expectationsAt(screens, leaf, path, index);
        if (!expectations) throw new Error(`No screen for state ${leaf}`);
        await expectScreen(expectations, navigated);
        await extra?.[leaf]?.(step);
      }
    },
  };
}
