import { chinaDate } from '@labmall/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { identityVerifications, users } from '../accounts/accounts.schema.ts';
import { seedDemoData } from '../seed/seed.ts';
import {
  complianceMessages,
  createComplianceService,
  LICENCE_LINK,
  VERIFICATION_LINK,
} from './compliance.service.ts';
import { LICENCE_KINDS } from './compliance-rules.ts';
import { addLicence, setVerification, type VerificationStateName } from './testing/compliance-fixtures.ts';

const licenceStates = [
  'missing',
  'pending',
  'rejected',
  'expired',
  'not yet valid',
  'valid',
  'wrong kind',
] as const;
type LicenceState = (typeof licenceStates)[number];

describe.each(databaseKinds)('controlled-chemical requirements on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
  });
  afterAll(() => t.close());

  const member = async (
    verification: VerificationStateName,
    as: 'personal' | 'organisation' = 'personal',
  ) => {
    const user = await t.login();
    await setVerification(t, user.id, verification, as);
    return user.id;
  };

  const giveLicence = async (userId: number, code: string, state: LicenceState) => {
    const other = code === 'precursor-1' ? 'precursor-2' : 'precursor-1';
    const values = {
      missing: null,
      pending: { kind: code, state: 'pending' as const },
      rejected: { kind: code, state: 'rejected' as const, reason: '图片不清晰' },
      expired: { kind: code, validFrom: '2020-01-01', validUntil: '2021-01-01' },
      'not yet valid': { kind: code, validFrom: '2098-01-01', validUntil: '2099-01-01' },
      valid: { kind: code },
      'wrong kind': { kind: other },
    }[state];
    if (values) await addLicence(t, userId, values);
  };

  it('when no line is controlled, then nothing is required, even of an unverified member', async () => {
    const userId = await member('none');
    expect(await t.app.deps.compliance.requirementsFor(userId, [])).toEqual({ ok: true, missing: [] });
    expect(await t.app.deps.compliance.requirementsFor(userId, ['not-a-class'])).toEqual({
      ok: true,
      missing: [],
    });
  });

  for (const verification of ['none', 'pending', 'rejected', 'approved'] as const) {
    it(`when a member's verification is ${verification} and the product is only 危险化学品, then only verification counts`, async () => {
      const userId = await member(verification);
      const result = await t.app.deps.compliance.requirementsFor(userId, ['hazardous']);
      if (verification === 'approved') {
        expect(result).toEqual({ ok: true, missing: [] });
        return;
      }
      expect(result.ok).toBe(false);
      expect(result.missing).toEqual([
        { code: 'verification', message: expect.stringContaining('实名认证'), link: VERIFICATION_LINK },
      ]);
      if (verification === 'pending') expect(result.missing[0]!.message).toContain('审核中');
      if (verification === 'rejected') expect(result.missing[0]!.message).toContain('未通过');
    });
  }

  for (const code of LICENCE_KINDS) {
    for (const state of licenceStates) {
      it(`when a verified member's ${code} document is ${state}, then ${state === 'valid' ? 'they may buy' : 'that document is missing'}`, async () => {
        const userId = await member('approved');
        await giveLicence(userId, code, state);
        const result = await t.app.deps.compliance.requirementsFor(userId, ['hazardous', code]);
        if (state === 'valid') {
          expect(result).toEqual({ ok: true, missing: [] });
          return;
        }
        expect(result.ok).toBe(false);
        expect(result.missing).toHaveLength(1);
        const missing = result.missing[0]!;
        expect(missing.code).toBe(code);
        expect(missing.link).toBe(LICENCE_LINK);
        const hint = {
          missing: '请上传',
          pending: '审核中',
          rejected: '未通过审核',
          expired: '已过期',
          'not yet valid': '尚未到生效日期',
          'wrong kind': '请上传',
        }[state];
        expect(missing.message).toContain(hint);
      });
    }
  }

  it('when an unverified member lacks a document too, then both are missing, verification first', async () => {
    const userId = await member('none');
    const result = await t.app.deps.compliance.requirementsFor(userId, [
      'explosive-precursor',
      'precursor-3',
    ]);
    expect(result.missing.map((m) => m.code)).toEqual(['verification', 'precursor-3', 'explosive-precursor']);
    expect(result.missing[1]!.message).toContain('易制毒第三类');
    expect(result.missing[1]!.message).toContain('易制毒化学品购买备案证明（第三类）');
  });

  it('when a member registered with their unit’s details only, then the verification step says no documents were sent and the licence is listed too, each with its link', async () => {
    const userId = (await t.login()).id;
    // What registration step 2 leaves: a pending row without documents, identification 0.
    await t.database.db
      .insert(identityVerifications)
      .values({ userId, kind: 'registration', organisation: '某某研究所', contactName: '李四' });
    await t.database.db.update(users).set({ identification: 0 }).where(eq(users.id, userId));
    const result = await t.app.deps.compliance.requirementsFor(userId, ['hazardous', 'precursor-3']);
    expect(result.ok).toBe(false);
    expect(result.missing.map((m) => [m.code, m.message.slice(0, 12), m.link])).toEqual([
      ['verification', complianceMessages.verificationUndocumented.slice(0, 12), VERIFICATION_LINK],
      ['precursor-3', complianceMessages.licence('precursor-3', 'precursor-3').slice(0, 12), LICENCE_LINK],
    ]);
    expect(result.missing[1]!.message).toContain('请上传');
  });

  it('when asked about several products at once, then each gets only what stands between the member and it', async () => {
    const userId = await member('pending', 'organisation');
    await giveLicence(userId, 'precursor-2', 'expired');
    const lists = await t.app.deps.compliance.blockersFor(userId, [
      [],
      ['hazardous'],
      ['hazardous', 'precursor-2'],
      ['precursor-3', 'explosive-precursor'],
    ]);
    expect(lists.map((missing) => missing.map((m) => m.code))).toEqual([
      [],
      ['verification'],
      ['verification', 'precursor-2'],
      ['verification', 'precursor-3', 'explosive-precursor'],
    ]);
    expect(lists[1]![0]!.message).toBe(complianceMessages.verificationPending);
    expect(lists[2]![1]!.message).toContain('已过期');
  });

  it('when a document is valid until today in Beijing, then it counts today and not tomorrow', async () => {
    const userId = await member('approved');
    // 2026-01-01T16:30Z is already 1 January's next day in Beijing.
    const instant = new Date('2026-01-01T16:30:00Z');
    expect(chinaDate(instant)).toBe('2026-01-02');
    await addLicence(t, userId, { kind: 'precursor-2', validFrom: '2025-01-02', validUntil: '2026-01-02' });
    const at = (iso: string) =>
      createComplianceService({
        db: t.database.db,
        idNumbers: t.app.deps.idNumbers,
        licenceClasses: LICENCE_KINDS,
        now: () => new Date(iso),
      }).requirementsFor(userId, ['precursor-2']);
    expect((await at('2026-01-01T16:30:00Z')).ok).toBe(true);
    expect((await at('2026-01-02T15:59:59Z')).ok).toBe(true);
    expect((await at('2026-01-02T16:00:00Z')).ok).toBe(false);
    expect((await at('2025-01-01T15:59:59Z')).ok).toBe(false);
  });

  it('when the shop asks no documents (CONTROLLED_LICENCE_CLASSES empty), then verification alone suffices', async () => {
    const userId = await member('approved');
    const service = createComplianceService({
      db: t.database.db,
      idNumbers: t.app.deps.idNumbers,
      licenceClasses: [],
    });
    expect(await service.requirementsFor(userId, ['precursor-1', 'highly-toxic'])).toEqual({
      ok: true,
      missing: [],
    });
    expect(service.documentsFor(['precursor-1'])).toEqual({ verification: true, documents: [] });
  });
});
