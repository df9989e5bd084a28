/**
 * The out-of-state form's post (site-7.8) through the real client against the in-process
 * sandbox: form fields to the form's own action, the answers and faults of docs/sandbox.md.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { OUT_OF_STATE_FAULT_EMAILS, OUT_OF_STATE_MESSAGES, SANDBOX_OUT_OF_STATE } from '../fixtures/data/outOfState';
import { apiFailure, connectSandbox, FAILING_FAULTS, type SandboxHarness } from '../fixtures/sandbox/testing';
import { DEFAULT_OUT_OF_STATE_ACTION } from '../src/config/outOfState';
import { postOutOfStateForm, type OutOfStateFields } from './outOfState';

let sandbox: SandboxHarness;

beforeEach(() => {
  sandbox = connectSandbox();
});

const fields = (email: string): OutOfStateFields => ({ email, state: 'FL', redirect: '/es/' });
const faultEmail = (fault: string) => Object.keys(OUT_OF_STATE_FAULT_EMAILS).find((e) => OUT_OF_STATE_FAULT_EMAILS[e] === fault) ?? '';

describe('postOutOfStateForm', () => {
  it('[site-7.8] posts email, state and redirect as form fields to the form action, and nothing else', async () => {
    await expect(postOutOfStateForm(DEFAULT_OUT_OF_STATE_ACTION, fields(SANDBOX_OUT_OF_STATE.saved))).resolves.toEqual({ isSuccess: true });
    const [record] = sandbox.records;
    expect(record?.method).toBe('POST');
    expect(record?.path).toBe('/api/outofstate/subscribe');
    expect(record?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(String(record?.body)))).toEqual({ email: SANDBOX_OUT_OF_STATE.saved, state: 'FL', redirect: '/es/' });
    // A form post carries no header object and no credential.
    expect(record?.query).toEqual({});
    expect(record?.headers['authorization']).toBeUndefined();
  });

  it('[site-7.8] an empty state (no state known) is sent empty', async () => {
    await postOutOfStateForm(DEFAULT_OUT_OF_STATE_ACTION, { ...fields(SANDBOX_OUT_OF_STATE.saved), state: '' });
    expect(new URLSearchParams(String(sandbox.records[0]?.body)).get('state')).toBe('');
  });

  it('[site-7.8] an answer with isSuccess false is a failure carrying its message', async () => {
    const error = await apiFailure(postOutOfStateForm(DEFAULT_OUT_OF_STATE_ACTION, fields(SANDBOX_OUT_OF_STATE.rejected)));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(OUT_OF_STATE_MESSAGES.rejected);
  });

  it.each(FAILING_FAULTS.filter(([fault]) => Object.values(OUT_OF_STATE_FAULT_EMAILS).includes(fault)))('[site-7.8] the %s fault (by its email) fails as %s', async (fault, kind) => {
    const error = await apiFailure(postOutOfStateForm(DEFAULT_OUT_OF_STATE_ACTION, fields(faultEmail(fault))));
    expect(error.kind).toBe(kind);
    expect(sandbox.errors.map((e) => e.kind)).toEqual([kind]);
  });

  it('[site-7.8] the slow email is saved after the delay', async () => {
    await expect(postOutOfStateForm(DEFAULT_OUT_OF_STATE_ACTION, fields(faultEmail('slow')))).resolves.toEqual({ isSuccess: true });
  });

  it('[site-5.4] the action refuses an address that is not an email, and fields as JSON', async () => {
    const error = await apiFailure(postOutOfStateForm(DEFAULT_OUT_OF_STATE_ACTION, fields('maria.garcia@example')));
    expect(error.status).toBe(400);
    const res = await sandbox.settings.fetch('/api/outofstate/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fields(SANDBOX_OUT_OF_STATE.saved)),
    });
    expect(res.status).toBe(400);
  });
});
