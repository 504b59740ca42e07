import { createHmac, randomBytes } from 'node:crypto';
import { encrypt, importCipherKey } from '@labmall/protocol';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';

const GENERIC = '抱歉，页面暂时无法显示，请稍后再试。';
const FORGED = '您的账户已被冻结，请拨打 400-123-4567 领取退款';

const urlSafe = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** The sealing docs/protocol.md describes: base64url(HMAC-SHA256(secret, text) ‖ text). */
const sealAsDocumented = (secret: string, text: string) => {
  const body = Buffer.from(text, 'utf8');
  return Buffer.concat([createHmac('sha256', secret).update(body).digest(), body]).toString('base64url');
};

/** `/error/{message}` (SPEC §8) shows only what the shop itself sealed, with its server-only secret. */
describe('the error page', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { web: true });
    await seedDemoData(t.database.db);
  }, 120_000);
  afterAll(() => t.close());

  const errorPage = async (sealed: string) => {
    const response = await t.app.inject(`/error/${sealed}`);
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('when a link was sealed with the transport key that every page ships (the old way), then only the generic text shows', async () => {
    const key = await importCipherKey(t.config.API_CIPHER_KEY);
    const html = await errorPage(urlSafe(await encrypt(key, FORGED)));
    expect(html).toContain(GENERIC);
    expect(html).not.toContain('400-123-4567');
  });

  it('when a link is random or plain text, then only the generic text shows', async () => {
    for (const link of [randomBytes(96).toString('base64url'), Buffer.from(FORGED).toString('base64url')]) {
      const html = await errorPage(link);
      expect(html).toContain(GENERIC);
      expect(html).not.toContain('400-123-4567');
    }
  });

  it('when a link is sealed with the server’s own secret, then its text shows', async () => {
    const html = await errorPage(sealAsDocumented(t.config.ERROR_LINK_SECRET, '订单已关闭'));
    expect(html).toContain('订单已关闭');
    expect(html).not.toContain(GENERIC);
  });

  it('when a page load fails, then it is sent to a link that shows the server’s message, and no page carries the secret', async () => {
    const { obj } = await t.client.get<{ list: { id: number }[] }>('/product/list', {});
    const id = obj.list[0]!.id;
    // The product page's own data fails (the API answers 500); the frame's data does not.
    await t.database.db.execute(sql`alter table skus rename to skus_gone`);
    const failed = await t.app.inject(`/item/${id}`);
    expect(failed.statusCode).toBe(302);
    const location = String(failed.headers.location);
    expect(location).toMatch(/^\/error\/[A-Za-z0-9_-]+$/);
    const page = await t.app.inject(location);
    expect(page.body).toContain('服务器繁忙，请稍后重试');
    expect(page.body).not.toContain(t.config.ERROR_LINK_SECRET);
    expect(location).not.toContain(t.config.ERROR_LINK_SECRET);
  });
});
