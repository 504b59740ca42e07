import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListPartsCommand,
  PutObjectCommand,
  type S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Code } from '@labmall/protocol';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/helper.ts';
import { issueLocalCredentials } from '../platform/storage/local/local-credentials.ts';
import { signReadUrl } from '../platform/storage/local/read-url.ts';
import { s3ClientFor, type TokenAnswer } from './testing/s3-client.ts';
import { htmlBytes, pngBytes, svgBytes } from './testing/sample-files.ts';
import { uploadedObjects } from './uploads.schema.ts';

const STORAGE_SECRET = 'uploads-test-secret-0123456789abcdef';

interface Registered {
  id: number;
  filePath: string;
  fileName: string;
  size: number;
  contentType: string;
  url: string;
  expiresAt: string;
}

/** The name of the S3 error an SDK call failed with. */
async function s3Error(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { name: string }).name;
  }
  return 'no error';
}

describe.each(databaseKinds)('uploads on %s', (kind) => {
  let t: TestApp;
  let origin: string;

  beforeAll(async () => {
    t = await buildTestApp(kind, { env: { STORAGE_SECRET } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    origin = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => {
    // fetch keeps connections alive, and close() would wait out Fastify's 72 s keep-alive for them.
    t.app.server.closeAllConnections();
    return t.close();
  });

  /** Logs a new member in and gets their upload token, with an SDK client pointed at this server. */
  async function member(values = {}) {
    const user = await t.login(values);
    const envelope = await t.client.get<TokenAnswer>('/oss/token');
    expect(envelope.code).toBe(Code.OK);
    const token = envelope.obj;
    const s3 = s3ClientFor(token, { endpoint: `${origin}/storage` });
    const session = t.client.session;
    return { user, token, s3, session };
  }

  const put = (s3: S3Client, token: TokenAnswer, key: string, body: Uint8Array, type = 'image/png') =>
    s3.send(new PutObjectCommand({ Bucket: token.bucketName, Key: key, Body: body, ContentType: type }));

  const register = (payload: Record<string, unknown>, session?: string) =>
    t.client.post<Registered>('/oss/register', payload, session ? { session } : {});

  async function rowCount() {
    const [row] = await t.database.db.select({ n: count() }).from(uploadedObjects);
    return row!.n;
  }

  it('when a visitor asks for a token, then code 503 asks them to log in', async () => {
    expect((await t.newClient().get('/oss/token')).code).toBe(Code.SESSION_EXPIRED);
  });

  it('when a member asks for a token, then it names their own month folder and expires within 15 minutes', async () => {
    const { user, token } = await member();
    const month = new Date().toISOString().slice(0, 7).replace('-', '');
    expect(token).toMatchObject({
      bucketName: 'labmall',
      key: `u/${user.id}/${month}/`,
      apiVersion: '2006-03-01',
      region: 'local',
      minPartSize: 102_400,
    });
    expect(token.endpoint).toMatch(/^http:\/\/.+\/storage$/);
    expect(token.host).toBe(`${token.endpoint}/labmall`);
    const ttl = Date.parse(token.expiration) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);
    expect(token.accessKeySecret).not.toBe('');
    expect(token.securityToken).not.toBe('');
  });

  it('when an image is written with the AWS SDK and registered, then the server renames it and reads it back privately', async () => {
    const { user, token, s3 } = await member();
    const bytes = pngBytes(5000);
    const key = `${token.key}photo.png`;
    await put(s3, token, key, bytes, 'text/html');

    const envelope = await register({ key, purpose: 'avatar', fileName: 'C:\\相册\\我的"头像".PNG' });
    expect(envelope.code).toBe(Code.OK);
    const file = envelope.obj;
    expect(file.filePath).toMatch(/^o\/avatar\/\d{6}\/[0-9a-f-]{36}$/);
    expect(file).toMatchObject({ fileName: '我的头像.png', size: 5000, contentType: 'image/png' });
    expect(await t.app.deps.storage.head(key)).toBeNull();

    const response = await fetch(`${origin}${file.url}`);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="____.png"; filename*=UTF-8''%E6%88%91%E7%9A%84%E5%A4%B4%E5%83%8F.png`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');

    const again = await t.client.get<{ url: string }>('/oss/url', { filePath: file.filePath });
    expect(again.code).toBe(Code.OK);
    expect((await fetch(`${origin}${again.obj.url}`)).status).toBe(200);
    const [row] = await t.database.db.select().from(uploadedObjects).where(eq(uploadedObjects.id, file.id));
    expect(row).toMatchObject({ ownerId: user.id, purpose: 'avatar', key: file.filePath });
  });

  it('when a file is sent in three parts with the AWS SDK, then listing and completing work like S3', async () => {
    const { token, s3 } = await member();
    const key = `${token.key}video-poster.png`;
    const bytes = pngBytes(102_400 * 2 + 777, 7);
    const Bucket = token.bucketName;
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket, Key: key }));
    const chunks = [bytes.subarray(0, 102_400), bytes.subarray(102_400, 204_800), bytes.subarray(204_800)];
    const etags: string[] = [];
    for (const [index, chunk] of chunks.entries()) {
      const out = await s3.send(
        new UploadPartCommand({ Bucket, Key: key, UploadId, PartNumber: index + 1, Body: chunk }),
      );
      etags.push(out.ETag!);
    }
    const listed = await s3.send(new ListPartsCommand({ Bucket, Key: key, UploadId }));
    expect(listed.Parts?.map((p) => [p.PartNumber, p.ETag, p.Size])).toEqual([
      [1, etags[0], 102_400],
      [2, etags[1], 102_400],
      [3, etags[2], 777],
    ]);
    const done = await s3.send(
      new CompleteMultipartUploadCommand({
        Bucket,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 })) },
      }),
    );
    expect(done.ETag).toMatch(/^"[0-9a-f]{32}-3"$/);

    const file = (await register({ key, purpose: 'media', fileName: 'poster.png' })).obj;
    const response = await fetch(`${origin}${file.url}`);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it('when a member writes outside their prefix, then the endpoint refuses and nothing is stored', async () => {
    const { token, s3 } = await member();
    const other = await member();
    for (const key of [`${other.token.key}x.png`, 'o/avatar/202601/x', `${token.key.slice(0, -1)}x.png`]) {
      expect(await s3Error(put(s3, token, key, pngBytes(100)))).toBe('AccessDenied');
    }
    expect(await t.app.deps.storage.head(`${other.token.key}x.png`)).toBeNull();
  });

  it('when the token has expired, then every write is refused', async () => {
    const { token } = await member();
    const expired = issueLocalCredentials(STORAGE_SECRET, {
      bucket: 'labmall',
      prefix: token.key,
      expiresAt: Date.now() - 1000,
    });
    const s3 = s3ClientFor(
      { ...token, ...expired, expiration: expired.expiration.toISOString() },
      { endpoint: `${origin}/storage` },
    );
    expect(await s3Error(put(s3, token, `${token.key}late.png`, pngBytes(100)))).toBe('ExpiredToken');
    expect(
      await s3Error(s3.send(new CreateMultipartUploadCommand({ Bucket: 'labmall', Key: `${token.key}a` }))),
    ).toBe('ExpiredToken');
    expect(await t.app.deps.storage.head(`${token.key}late.png`)).toBeNull();
  });

  it('when the token, the key id or the secret is not the issued one, then the write is refused', async () => {
    const { token } = await member();
    const [body, mac] = token.securityToken.split('.');
    const widened = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), p: 'u/' }),
    ).toString('base64url');
    const cases: [Partial<TokenAnswer>, string][] = [
      [{ securityToken: `${widened}.${mac}` }, 'InvalidToken'],
      [{ accessKeyId: 'LMTK0000000000000000' }, 'InvalidAccessKeyId'],
      [{ accessKeySecret: 'guessed' }, 'SignatureDoesNotMatch'],
    ];
    for (const [override, expected] of cases) {
      const s3 = s3ClientFor(token, { endpoint: `${origin}/storage`, ...override });
      expect(await s3Error(put(s3, token, `${token.key}x.png`, pngBytes(100)))).toBe(expected);
    }
  });

  it.each([
    ['an HTML page renamed .jpg', htmlBytes(), 'image/jpeg'],
    ['an SVG renamed .jpg', svgBytes(), 'image/jpeg'],
  ])('when %s is registered, then it is refused and deleted', async (_case, bytes, type) => {
    const { token, s3 } = await member();
    const key = `${token.key}cat.jpg`;
    await put(s3, token, key, bytes, type);
    const before = await rowCount();
    const envelope = await register({ key, purpose: 'avatar', fileName: 'cat.jpg' });
    expect(envelope).toMatchObject({
      code: Code.INVALID,
      message: '文件内容与类型不符，请上传png、gif、jpg、jpeg格式的文件',
    });
    expect(await t.app.deps.storage.head(key)).toBeNull();
    expect(await rowCount()).toBe(before);
  });

  it('when a video is registered as an avatar, then it is refused: each purpose has its own types', async () => {
    const { token, s3 } = await member();
    const mp4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
    await put(s3, token, `${token.key}clip.mp4`, mp4, 'video/mp4');
    const envelope = await register({ key: `${token.key}clip.mp4`, purpose: 'avatar', fileName: 'clip.mp4' });
    expect(envelope.code).toBe(Code.INVALID);
  });

  it('when a file is over its purpose limit, then it is refused and deleted', async () => {
    const { token, s3 } = await member();
    const key = `${token.key}big.png`;
    await put(s3, token, key, pngBytes(2 * 1024 * 1024 + 1));
    const before = await rowCount();
    const envelope = await register({ key, purpose: 'avatar', fileName: 'big.png' });
    expect(envelope).toMatchObject({ code: Code.INVALID, message: '上传的文件大小不得超过2mb' });
    expect(await t.app.deps.storage.head(key)).toBeNull();
    expect(await rowCount()).toBe(before);
  });

  it("when a member registers or reads another member's file, then it is refused and the file stays theirs", async () => {
    const owner = await member();
    const key = `${owner.token.key}mine.png`;
    await put(owner.s3, owner.token, key, pngBytes(300));

    await member();
    const foreign = await register({ key, purpose: 'avatar', fileName: 'mine.png' });
    expect(foreign).toMatchObject({ code: Code.FORBIDDEN, message: '无权使用该文件' });
    expect(await t.app.deps.storage.head(key)).not.toBeNull();

    const file = (await register({ key, purpose: 'avatar', fileName: 'mine.png' }, owner.session)).obj;
    expect(file.filePath).toMatch(/^o\//);
    const read = await t.client.get('/oss/url', { filePath: file.filePath });
    expect(read).toMatchObject({ code: Code.NOT_FOUND, message: '文件不存在' });
  });

  it('when a key is registered twice, then the second time finds nothing and no row is added', async () => {
    const { token, s3 } = await member();
    const key = `${token.key}once.png`;
    await put(s3, token, key, pngBytes(300));
    expect((await register({ key, purpose: 'avatar', fileName: 'once.png' })).code).toBe(Code.OK);
    const before = await rowCount();
    expect(await register({ key, purpose: 'avatar', fileName: 'once.png' })).toMatchObject({
      code: Code.NOT_FOUND,
      message: '文件不存在，请重新上传',
    });
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['no purpose', { key: 'u/1/x', fileName: 'a.png' }, 'purpose', '上传用途无效'],
    ['an unknown purpose', { key: 'u/1/x', fileName: 'a.png', purpose: 'logo' }, 'purpose', '上传用途无效'],
    ['no key', { purpose: 'avatar', fileName: 'a.png' }, 'key', '请提供文件位置'],
    ['a blank name', { key: 'u/1/x', purpose: 'avatar', fileName: '  ' }, 'fileName', '请提供文件名'],
  ])('when registering with %s, then code 400 names the field', async (_case, payload, field, message) => {
    await member();
    const envelope = await register(payload);
    expect(envelope).toMatchObject({ code: Code.INVALID, obj: { fields: { [field]: message } } });
  });

  it('when a read URL is altered or has expired, then the endpoint refuses it', async () => {
    const { token, s3 } = await member();
    const key = `${token.key}r.png`;
    await put(s3, token, key, pngBytes(300));
    const file = (await register({ key, purpose: 'avatar', fileName: 'r.png' })).obj;

    const asHtml = file.url.replace('type=image%2Fpng', 'type=text%2Fhtml');
    expect((await fetch(`${origin}${asHtml}`)).status).toBe(403);
    const options = {
      expiresIn: 300,
      fileName: 'r.png',
      disposition: 'inline' as const,
      contentType: 'image/png',
    };
    const stale = signReadUrl(STORAGE_SECRET, 'labmall', file.filePath, options, Date.now() - 301_000);
    expect((await fetch(`${origin}${stale}`)).status).toBe(403);
    const fresh = signReadUrl(STORAGE_SECRET, 'labmall', file.filePath, options, Date.now());
    expect((await fetch(`${origin}${fresh}`)).status).toBe(200);
  });

  it('when a video player asks for a range, then only those bytes come back', async () => {
    const { token, s3 } = await member();
    const bytes = pngBytes(1000, 3);
    await put(s3, token, `${token.key}v.png`, bytes);
    const file = (await register({ key: `${token.key}v.png`, purpose: 'media', fileName: 'v.png' })).obj;
    const response = await fetch(`${origin}${file.url}`, { headers: { range: 'bytes=10-19' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 10-19/1000');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.subarray(10, 20));
  });
});
