import { PutObjectCommand } from '@aws-sdk/client-s3';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { loginStaff } from '../operators/testing/staff-fixtures.ts';
import { s3ClientFor, type TokenAnswer } from './testing/s3-client.ts';
import { htmlBytes, pngBytes } from './testing/sample-files.ts';

describe.each(databaseKinds)('staff uploads and /media on %s', (kind) => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { STORAGE_SECRET: 'staff-uploads-secret-0123456789abcdef' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    origin = `http://127.0.0.1:${address.port}`;
  }, 120_000);
  afterAll(() => {
    t.app.server.closeAllConnections();
    return t.close();
  });

  async function upload(session: string, purpose: string, routes = '/admin/oss', body = pngBytes(2048)) {
    const token = await t.client.get<TokenAnswer>(`${routes}/token`, {}, { session });
    expect(token.code, token.message).toBe(Code.OK);
    const key = `${token.obj.key}picture.png`;
    const s3 = s3ClientFor(token.obj, { endpoint: `${origin}/storage` });
    await s3.send(
      new PutObjectCommand({ Bucket: token.obj.bucketName, Key: key, Body: body, ContentType: 'image/png' }),
    );
    return t.client.post<{ filePath: string }>(
      `${routes}/register`,
      { key, purpose, fileName: '图片.png' },
      { session },
    );
  }

  it('when a 商品 staff member uploads a product picture, then it is theirs in their own space and /media redirects everyone to it', async () => {
    const staff = await loginStaff(t, ['商品']);
    const token = await t.client.get<TokenAnswer>('/admin/oss/token', {}, { session: staff.session });
    expect(token.obj.key).toMatch(new RegExp(`^u/s${staff.id}/\\d{6}/$`));
    const registered = await upload(staff.session, 'catalogue');
    expect(registered.code, registered.message).toBe(Code.OK);
    expect(registered.obj.filePath).toMatch(/^o\/catalogue\/\d{6}\/[0-9a-f-]{36}$/);
    const media = await t.app.inject({ method: 'GET', url: `/media/${registered.obj.filePath}` });
    expect(media.statusCode).toBe(302);
    expect(media.headers.location).toContain(registered.obj.filePath);
  });

  it('when a file of another purpose is asked for under /media, then it is not found', async () => {
    const staff = await loginStaff(t, ['商品']);
    const registered = await upload(staff.session, 'voucher');
    expect(registered.code, registered.message).toBe(Code.OK);
    const media = await t.app.inject({
      method: 'GET',
      url: `/media/o/catalogue/../../${registered.obj.filePath}`,
    });
    expect(media.statusCode).toBe(404);
    const direct = await t.app.inject({ method: 'GET', url: `/media/${registered.obj.filePath}` });
    expect(direct.statusCode).toBe(404);
  });

  it('when an operator without 商品 editing asks for a token, then it is refused', async () => {
    const other = await loginStaff(t, ['订单'], { client: t.newClient() });
    const answer = await t.client.get('/admin/oss/token', {}, { session: other.session });
    expect(answer.code).toBe(Code.FORBIDDEN);
  });

  it('when a 内容 staff member uploads an article picture or a banner, then /media/o/content redirects everyone to it', async () => {
    const staff = await loginStaff(t, ['内容'], { client: t.newClient() });
    for (const routes of ['/admin/content/oss', '/admin/home/oss']) {
      const registered = await upload(staff.session, 'content', routes);
      expect(registered.code, registered.message).toBe(Code.OK);
      expect(registered.obj.filePath).toMatch(/^o\/content\/\d{6}\/[0-9a-f-]{36}$/);
      const media = await t.app.inject({ method: 'GET', url: `/media/${registered.obj.filePath}` });
      expect(media.statusCode).toBe(302);
    }
  });

  it('when a 内容 upload is not an image, is over 5 MB, or names another purpose, then it is refused', async () => {
    const staff = await loginStaff(t, ['内容'], { client: t.newClient() });
    const page = await upload(staff.session, 'content', '/admin/content/oss', htmlBytes());
    expect(page.code).toBe(Code.INVALID);
    expect(page.message).toContain('文件内容与类型不符');
    const big = await upload(staff.session, 'content', '/admin/content/oss', pngBytes(5 * 1024 * 1024 + 1));
    expect(big.code).toBe(Code.INVALID);
    expect(big.message).toContain('5mb');
    const other = await upload(staff.session, 'catalogue', '/admin/home/oss');
    expect(other.code).toBe(Code.INVALID);
  });

  it('when staff without 内容 editing ask for a 内容 token, then it is refused', async () => {
    const staff = await loginStaff(t, ['商品'], { client: t.newClient() });
    for (const path of ['/admin/content/oss/token', '/admin/home/oss/token']) {
      const answer = await t.client.get(path, {}, { session: staff.session });
      expect(answer.code).toBe(Code.FORBIDDEN);
    }
  });

  it('when a member registers a file as a content or product picture, then /media does not show it', async () => {
    await t.login();
    for (const purpose of ['content', 'catalogue']) {
      const token = await t.client.get<TokenAnswer>('/oss/token');
      const key = `${token.obj.key}mine.png`;
      const s3 = s3ClientFor(token.obj, { endpoint: `${origin}/storage` });
      await s3.send(
        new PutObjectCommand({
          Bucket: token.obj.bucketName,
          Key: key,
          Body: pngBytes(2048),
          ContentType: 'image/png',
        }),
      );
      const registered = await t.client.post<{ filePath: string }>('/oss/register', {
        key,
        purpose,
        fileName: 'mine.png',
      });
      expect(registered.code, registered.message).toBe(Code.OK);
      const media = await t.app.inject({ method: 'GET', url: `/media/${registered.obj.filePath}` });
      expect(media.statusCode).toBe(404);
    }
  });
});
