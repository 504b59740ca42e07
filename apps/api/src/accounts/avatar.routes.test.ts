import { PutObjectCommand } from '@aws-sdk/client-s3';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { s3ClientFor, type TokenAnswer } from '../uploads/testing/s3-client.ts';
import { pngBytes } from '../uploads/testing/sample-files.ts';

describe.each(databaseKinds)('avatar on %s', (kind) => {
  let t: TestApp;
  let origin: string;
  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { STORAGE_SECRET: 'avatar-test-secret-0123456789abcdef' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => {
    t.app.server.closeAllConnections();
    return t.close();
  });

  async function uploadAvatar(purpose = 'avatar') {
    const token = (await t.client.get<TokenAnswer>('/oss/token')).obj;
    const s3 = s3ClientFor(token, { endpoint: `${origin}/storage` });
    const key = `${token.key}me.png`;
    await s3.send(new PutObjectCommand({ Bucket: token.bucketName, Key: key, Body: pngBytes(2048) }));
    const registered = await t.client.post<{ filePath: string }>('/oss/register', {
      key,
      purpose,
      fileName: '我.png',
    });
    expect(registered.code).toBe(Code.OK);
    return registered.obj.filePath;
  }

  it('sets the avatar from the member’s own upload and shows it through a short-lived read address', async () => {
    await t.login();
    const filePath = await uploadAvatar();
    expect((await t.client.post('/user/edit/avatar', { filePath })).code).toBe(Code.OK);
    const info = await t.client.get<{ head_photo: string }>('/user/info');
    expect(info.obj.head_photo).toMatch(/^\/storage\/labmall\/o\/avatar\//);
    const image = await fetch(`${origin}${info.obj.head_photo}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses another member’s file and a file uploaded for another purpose', async () => {
    await t.login();
    const othersFile = await uploadAvatar();
    await t.login();
    expect(await t.client.post('/user/edit/avatar', { filePath: othersFile })).toMatchObject({
      code: Code.INVALID,
      message: '文件无效，请重新上传',
    });
    const identityImage = await uploadAvatar('identity');
    expect((await t.client.post('/user/edit/avatar', { filePath: identityImage })).code).toBe(Code.INVALID);
    const info = await t.client.get<{ head_photo: string }>('/user/info');
    expect(info.obj.head_photo).toBe('');
  });
});
