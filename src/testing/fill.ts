/**
 * Filling a text field in one go, for the view tests that fill a field to get on with the flow:
 * the field takes the focus (the field left before it hears its blur), its value is selected and
 * deleted, then the text arrives in one paste, one input event, as a browser's autofill or a
 * paste gives it (and as the path walks fill, src/testing/view.ts). The form's handlers see the
 * change and, when the test moves on, the blur, as they do for a visitor's input; they are not
 * run once per key. A test about typing itself (a mask as the digits arrive, digits only, a
 * maximum length, a key's effect, a check on each key) types key by key with `user.type`.
 * Test-only.
 */
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Replace the field's value with `text` (an empty text leaves it empty). */
export async function fillIn(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text !== '') await user.paste(text);
}

/** The three parts of a date of birth, by their labels ("Month", "Day", "Year" in the page's language). */
export async function fillDob(
  user: UserEvent,
  group: HTMLElement,
  labels: { month: string; day: string; year: string },
  dob: { month: string; day: string; year: string },
): Promise<void> {
  const part = (name: string) => within(group).getByRole('textbox', { name });
  await fillIn(user, part(labels.month), dob.month);
  await fillIn(user, part(labels.day), dob.day);
  await fillIn(user, part(labels.year), dob.year);
}
