import { randomBytes } from 'node:crypto';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseKind, databaseKinds, freshDatabase } from '../../test/databases.ts';
import { createIdNumberCipher } from '../accounts/id-numbers/id-number-cipher.ts';
import type { Database } from '../platform/db.ts';
import { AppError } from '../platform/errors.ts';
import { findStaffById, updateStaff } from './staff.repository.ts';
import { createStaffService } from './staff.service.ts';
import { createStaffAuthService, LOCKOUT, staffAuthMessages } from './staff-auth.service.ts';
import { RECOVERY_CODE_COUNT, TOTP_PERIOD_SECONDS, totpCode } from './staff-secrets.ts';

const client = { ip: '10.0.0.1', userAgent: 'test' };
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
let counter = 0;

/** Where an AppError would put the caller: its code and message, or 'ok'. */
const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok' as const,
    (error: unknown) => {
      if (error instanceof AppError) return { code: error.code, message: error.message };
      throw error;
    },
  );

describe.each(databaseKinds)('staff login, second factor and lockout on %s', (kind: DatabaseKind) => {
  let database: Database;
  // The service's clock, moved by the tests: TOTP steps and lock times without waiting.
  let now = Date.UTC(2026, 10, 27, 3, 0, 0);
  const clock = () => now;
  let auth: ReturnType<typeof createStaffAuthService>;
  let staff: ReturnType<typeof createStaffService>;

  beforeAll(async () => {
    database = await freshDatabase(kind);
    const cipher = createIdNumberCipher({ version: 1, key: randomBytes(32), old: new Map() });
    auth = createStaffAuthService({
      db: database.db,
      idleMinutes: 30,
      issuer: '测试商城',
      clock,
      secrets: {
        seal: (secret, id) => cipher.sealSecret(secret, 'totp', id),
        open: (stored, id) => cipher.openSecret(stored, 'totp', id),
      },
    });
    staff = createStaffService({ db: database.db });
  });
  afterAll(() => database.close());

  /** A new staff member, enrolled: their id, name, password, secret and recovery codes. */
  async function enrolled() {
    counter += 1;
    const username = `clerk${counter}`;
    const password = `password-of-${username}`;
    const { id } = await staff.create({ username, name: '', password, roles: ['订单'] });
    const { ticket, next } = await auth.password(username, password);
    expect(next).toBe('enrol');
    const started = await auth.enrolStart(ticket);
    const done = await auth.enrolConfirm(ticket, await totpCode(started.secret, now), client);
    return { id, username, password, secret: started.secret, recoveryCodes: done.recoveryCodes };
  }

  it('when a staff member enrols, then the QR code and otpauth URL name the shop and the account, and a first valid code gives a session and ten recovery codes', async () => {
    counter += 1;
    const username = `enrol${counter}`;
    await staff.create({ username, name: '', password: 'a-long-password', roles: [] });
    const { ticket } = await auth.password(username, 'a-long-password');
    const started = await auth.enrolStart(ticket);
    expect(started.url).toMatch(/^otpauth:\/\/totp\//);
    expect(decodeURIComponent(started.url)).toContain(`测试商城:${username}`);
    expect(started.url).toContain(`secret=${started.secret}`);
    expect(started.qr).toMatch(/^data:image\/png;base64,/);
    // A wrong first code turns nothing on.
    const wrong = (Number(await totpCode(started.secret, now)) + 1) % 1_000_000;
    expect(await outcome(auth.enrolConfirm(ticket, String(wrong).padStart(6, '0'), client))).toMatchObject({
      code: Code.INVALID,
    });
    const done = await auth.enrolConfirm(ticket, await totpCode(started.secret, now), client);
    expect(done.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(done.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await auth.resolveSession(done.token)).toMatchObject({ staffId: done.staffId });
    // The ticket was spent by the enrolment.
    expect(await outcome(auth.enrolStart(ticket))).toMatchObject({
      code: Code.INVALID,
      message: staffAuthMessages.ticketExpired,
    });
    const { next } = await auth.password(username, 'a-long-password');
    expect(next).toBe('totp');
  });

  it('when a secret is stored, then it is sealed (not the secret an app holds); one stored before sealing still works', async () => {
    const member = await enrolled();
    const row = (await findStaffById(database.db, member.id))!;
    expect(row.totpSecret).toMatch(/^sealed:/);
    expect(row.totpSecret).not.toContain(member.secret);

    // A secret enrolled before secrets were sealed is read as it is.
    await updateStaff(database.db, member.id, { totpSecret: member.secret, totpLastStep: null });
    now += STEP_MS;
    const { ticket } = await auth.password(member.username, member.password);
    expect(await outcome(auth.verify(ticket, await totpCode(member.secret, now), client))).toBe('ok');
  });

  it('when a code is one step old or one step ahead, then it is accepted; two steps away it is not', async () => {
    const member = await enrolled();
    now += 10 * STEP_MS;
    const login = async (codeAt: number) => {
      const { ticket } = await auth.password(member.username, member.password);
      return outcome(auth.verify(ticket, await totpCode(member.secret, codeAt), client));
    };
    expect(await login(now - STEP_MS)).toBe('ok');
    now += 3 * STEP_MS;
    expect(await login(now - 2 * STEP_MS)).toMatchObject({
      code: Code.INVALID,
      message: staffAuthMessages.wrongCode,
    });
    expect(await login(now + 2 * STEP_MS)).toMatchObject({ code: Code.INVALID });
    expect(await login(now + STEP_MS)).toBe('ok');
  });

  it('when a code was accepted once, then neither it nor an earlier step’s code is accepted again', async () => {
    const member = await enrolled();
    now += 10 * STEP_MS;
    const code = await totpCode(member.secret, now);
    const first = await auth.password(member.username, member.password);
    expect(await outcome(auth.verify(first.ticket, code, client))).toBe('ok');
    const again = await auth.password(member.username, member.password);
    expect(await outcome(auth.verify(again.ticket, code, client))).toMatchObject({ code: Code.INVALID });
    expect(
      await outcome(auth.verify(again.ticket, await totpCode(member.secret, now - STEP_MS), client)),
    ).toMatchObject({
      code: Code.INVALID,
    });
    // The ticket survives a wrong code; the next step's code goes through.
    now += STEP_MS;
    expect(await outcome(auth.verify(again.ticket, await totpCode(member.secret, now), client))).toBe('ok');
  });

  it('when a recovery code is used instead of a code, then it works once, whatever its case and dashes', async () => {
    const member = await enrolled();
    const code = member.recoveryCodes[3]!;
    const first = await auth.password(member.username, member.password);
    expect(await outcome(auth.verify(first.ticket, code.toUpperCase().replaceAll('-', ''), client))).toBe(
      'ok',
    );
    const again = await auth.password(member.username, member.password);
    expect(await outcome(auth.verify(again.ticket, code, client))).toMatchObject({ code: Code.INVALID });
    expect(await outcome(auth.verify(again.ticket, member.recoveryCodes[4]!, client))).toBe('ok');
  });

  it('when a ticket is older than ten minutes, then it is refused as expired, not as a failure', async () => {
    const member = await enrolled();
    const { ticket } = await auth.password(member.username, member.password);
    now += 11 * 60_000;
    const expired = { code: Code.INVALID, message: staffAuthMessages.ticketExpired };
    expect(await outcome(auth.verify(ticket, await totpCode(member.secret, now), client))).toEqual(expired);
    expect(await outcome(auth.verify('not-a-ticket', '123456', client))).toEqual(expired);
    expect((await findStaffById(database.db, member.id))!.failedAttempts).toBe(0);
  });

  it('when five attempts fail within 15 minutes, then the account is locked 15 minutes, the right password included, and unlocks after', async () => {
    const member = await enrolled();
    const wrongPassword = () => outcome(auth.password(member.username, 'not-the-password'));
    for (let i = 0; i < LOCKOUT.failures - 2; i++)
      expect(await wrongPassword()).toMatchObject({ code: Code.INVALID });
    // A wrong code counts as well.
    const { ticket } = await auth.password(member.username, member.password);
    expect(await outcome(auth.verify(ticket, '000000', client))).toMatchObject({ code: Code.INVALID });
    expect((await findStaffById(database.db, member.id))!.failedAttempts).toBe(LOCKOUT.failures - 1);
    expect(await wrongPassword()).toMatchObject({ code: Code.INVALID });
    expect((await findStaffById(database.db, member.id))!.lockedUntil?.getTime()).toBe(now + LOCKOUT.lockMs);

    const locked = await outcome(auth.password(member.username, member.password));
    expect(locked).toEqual({ code: Code.INVALID, message: staffAuthMessages.wrongCredentials });
    // Nor does a ticket from before the lock get through.
    now += STEP_MS;
    expect(await outcome(auth.verify(ticket, await totpCode(member.secret, now), client))).toMatchObject({
      code: Code.INVALID,
    });

    now += LOCKOUT.lockMs;
    const { ticket: after } = await auth.password(member.username, member.password);
    expect(await outcome(auth.verify(after, await totpCode(member.secret, now), client))).toBe('ok');
  });

  it('when failures are spread over more than 15 minutes, then they do not add up to a lock', async () => {
    const member = await enrolled();
    for (let i = 0; i < LOCKOUT.failures - 1; i++)
      await outcome(auth.password(member.username, 'wrong-password'));
    now += LOCKOUT.windowMs + 1000;
    await outcome(auth.password(member.username, 'wrong-password'));
    expect(await outcome(auth.password(member.username, member.password))).toBe('ok');
  });

  it('when the user name does not exist, then the answer is the very one a wrong password gets', async () => {
    const member = await enrolled();
    const unknown = await outcome(auth.password('nobody-at-all', 'whatever-password'));
    const wrong = await outcome(auth.password(member.username, 'whatever-password'));
    expect(unknown).toEqual(wrong);
    expect(unknown).toEqual({ code: Code.INVALID, message: staffAuthMessages.wrongCredentials });
    // And so does a disabled account with its right password.
    await staff.setDisabled(member.id, true);
    expect(await outcome(auth.password(member.username, member.password))).toEqual(wrong);
  });
});
