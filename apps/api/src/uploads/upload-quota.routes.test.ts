import { Code } from '@labmall/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { pngBytes } from './testing/sample-files.ts';
import { quotaMessages } from './upload-quota.ts';
import { uploadDailyTokens, uploadedObjects } from './uploads.schema.ts';

const DAILY_COUNT = 3;
const DAILY_BYTES = 4096;

type Token = { key: string };
type Limited = { retry_after: number };

describe.each(databaseKinds)('daily upload quota on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, {
      env: { UPLOAD_DAILY_COUNT: String(DAILY_COUNT), UPLOAD_DAILY_BYTES: String(DAILY_BYTES) },
    });
  });
  afterAll(() => t.close());

  const token = (session?: string) =>
    t.client.get<Token & Limited>('/oss/token', {}, session ? { session } : {});

  /** Uploads `size` bytes under the token's folder (straight into storage) and registers them. */
  async function registerUpload(folder: string, size: number) {
    const key = `${folder}${size}-${Math.random().toString(36).slice(2)}.png`;
    await t.app.deps.storage.put(key, pngBytes(size), 'image/png');
    const registered = await t.client.post('/oss/register', { key, purpose: 'identity', fileName: 'a.png' });
    expect(registered.code, registered.message).toBe(Code.OK);
  }

  it('when a member asks for one token more than the day allows, then 429 with retry_after; another member is unaffected', async () => {
    const first = await t.login();
    const firstSession = t.client.session!;
    for (let i = 0; i < DAILY_COUNT; i++) expect((await token()).code).toBe(Code.OK);
    const refused = await token();
    expect(refused).toMatchObject({ code: Code.RATE_LIMITED, message: quotaMessages.count(DAILY_COUNT) });
    expect(refused.obj.retry_after).toBeGreaterThan(0);
    expect(refused.obj.retry_after).toBeLessThanOrEqual(86_400);

    await t.login();
    expect((await token()).code).toBe(Code.OK);
    expect((await token(firstSession)).code).toBe(Code.RATE_LIMITED);

    // A new day starts a new count.
    await t.database.db
      .update(uploadDailyTokens)
      .set({ day: sql`${uploadDailyTokens.day} - 1` })
      .where(eq(uploadDailyTokens.userId, first.id));
    expect((await token(firstSession)).code).toBe(Code.OK);
  });

  it('when the day’s registered bytes reach the budget, then the next token is refused with 429; another member is unaffected', async () => {
    const member = await t.login();
    const session = t.client.session!;
    const first = await token();
    await registerUpload(first.obj.key, 3000);
    const second = await token();
    expect(second.code).toBe(Code.OK);
    await registerUpload(second.obj.key, 1096);

    const refused = await token();
    expect(refused).toMatchObject({ code: Code.RATE_LIMITED, message: quotaMessages.bytes(DAILY_BYTES) });
    expect(refused.obj.retry_after).toBeGreaterThan(0);
    // The byte refusal spent no token.
    const [counted] = await t.database.db
      .select()
      .from(uploadDailyTokens)
      .where(eq(uploadDailyTokens.userId, member.id));
    expect(counted!.tokens).toBe(2);

    await t.login();
    expect((await token()).code).toBe(Code.OK);

    // Files registered before today's Beijing midnight do not count.
    await t.database.db
      .update(uploadedObjects)
      .set({ createdAt: sql`${uploadedObjects.createdAt} - interval '1 day'` })
      .where(eq(uploadedObjects.ownerId, member.id));
    expect((await token(session)).code).toBe(Code.OK);
  });

  it('when many token requests arrive at once, then no more than the day’s count are granted', async () => {
    // Meaningful on PostgreSQL, where the requests run on separate connections; PGlite serialises them.
    const member = await t.login();
    const results = await Promise.all(Array.from({ length: 20 }, () => token()));
    expect(results.filter((r) => r.code === Code.OK)).toHaveLength(DAILY_COUNT);
    expect(results.filter((r) => r.code === Code.RATE_LIMITED)).toHaveLength(20 - DAILY_COUNT);
    const [counted] = await t.database.db
      .select()
      .from(uploadDailyTokens)
      .where(eq(uploadDailyTokens.userId, member.id));
    expect(counted!.tokens).toBe(DAILY_COUNT);
  });
});
