import { Code, type Envelope } from '@labmall/protocol';
import { expect } from 'vitest';
import type { TestApp, TestClient } from '../../../test/helper.ts';
import { businessRoleNames } from '../built-in-roles.ts';
import { totpCode } from '../staff-secrets.ts';

let staffCounter = 0;

export interface LoggedInStaff {
  id: number;
  username: string;
  password: string;
  /** The TOTP secret their authenticator app holds. */
  secret: string;
  recoveryCodes: string[];
  /** The staff session token (also set as the client's `session`). */
  session: string;
}

/** One call through the transport, returning the answer and the `staff_session` cookie it set, if any. */
export async function callForCookie(client: TestClient, path: string, payload: unknown) {
  const fields = await client.seal('POST', path, payload);
  const response = await client.send('POST', path, fields);
  const cookie = [response.headers['set-cookie']]
    .flat()
    .map((c) => /^staff_session=([^;]*)/.exec(String(c ?? ''))?.[1])
    .find(Boolean);
  return { envelope: await client.open(response), cookie, setCookie: response.headers['set-cookie'] };
}

/** The password step as a staff member: the ticket and what comes next. */
export async function staffPasswordStep(client: TestClient, username: string, password: string) {
  const answer = await client.post<{ ticket: string; next: 'totp' | 'enrol' }>('/admin/auth/password', {
    username,
    password,
  });
  expect(answer.code, answer.message).toBe(Code.OK);
  return answer.obj;
}

/**
 * Creates a staff member holding these roles (by default the six business roles, which allow every
 * operator route but staff management and show ID numbers masked; `['管理员']` for everything), logs
 * them in through the real flow (password, enrolment with a TOTP code) and makes `client`'s session
 * theirs. The member session the client had is replaced: use another client for a member.
 */
export async function loginStaff(
  t: TestApp,
  roles: readonly string[] = businessRoleNames,
  { client = t.client, name }: { client?: TestClient; name?: string } = {},
): Promise<LoggedInStaff> {
  staffCounter += 1;
  const username = `staff${process.pid}x${staffCounter}`;
  const password = `pw-${username}-long`;
  const created = await t.app.deps.staff.create({
    username,
    name: name ?? `员工${staffCounter}`,
    password,
    roles,
  });
  const { ticket, next } = await staffPasswordStep(client, username, password);
  expect(next).toBe('enrol');
  const started = (await client.post('/admin/auth/enrol/start', { ticket })) as Envelope<{ secret: string }>;
  expect(started.code, started.message).toBe(Code.OK);
  const secret = started.obj.secret;
  const confirmed = await callForCookie(client, '/admin/auth/enrol/confirm', {
    ticket,
    code: await totpCode(secret),
  });
  expect(confirmed.envelope.code, confirmed.envelope.message).toBe(Code.OK);
  const session = confirmed.cookie!;
  expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
  client.session = session;
  const recoveryCodes = (confirmed.envelope.obj as { recovery_codes: string[] }).recovery_codes;
  return { id: created.id, username, password, secret, recoveryCodes, session };
}

/** A client of its own logged in as a new staff member with these roles (the app's client left as it is). */
export async function staffClient(t: TestApp, roles?: readonly string[]) {
  const client = t.newClient();
  const staff = await loginStaff(t, roles, { client });
  return { client, staff };
}
