/** Sign-out from the header takes the stored prefill (the customer's personal data) with the token. */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { headerTokens } from '../../fixtures/models/accountHeader.model';
import accountHeader from '../flows/accountHeader';
import { loadFlow, pagePath } from '../flows/kit';
import { accountHeaderText } from '../i18n/accountHeader';
import { createActorController } from '../paths/actors';
import { flushMicrotasks } from '../paths/play';
import { storageWith } from '../storage';
import { DRIVER_PREFILL_KEY, saveDriverPrefill } from '../storage/prefill';
import { recordingEffects } from '../testing/flows';

const flow = await loadFlow(accountHeader);

it('sign-out removes the customer token and the driverPrefill record', async () => {
  const storage = storageWith({ 'customer-token': headerTokens.texas }, window.localStorage);
  saveDriverPrefill(storage, { driverFirstName: 'Maria', driverEmail: 'maria@example.com' });
  const controller = createActorController(flow.widget.machine);
  const { App } = flow.widget;
  render(<App page={{ lang: 'en', url: new URL(pagePath('/', 'en'), 'http://localhost') }} effects={recordingEffects()} actors={controller.actors} />);
  const user = userEvent.setup();
  const t = accountHeaderText.en;
  await user.click(screen.getByRole('button', { name: new RegExp(`${t.menuLabel}$`) }));
  await user.click(screen.getByRole('menuitem', { name: t.signOut }));
  // The API is asked to revoke the token first; whatever it answers, this browser forgets it.
  await act(async () => {
    controller.settle('logout', { done: undefined });
    await flushMicrotasks();
  });
  expect(window.localStorage.getItem('customer-token')).toBeNull();
  expect(window.localStorage.getItem(DRIVER_PREFILL_KEY)).toBeNull();
});
