import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';

/** What crawlers and shared caches get when a request names a host of its own choosing. */
const FORGED = 'example.evil';
const CRAWLER_FILES = ['/robots.txt', '/sitemap.xml', '/sitemap/static.xml', '/sitemap/products/1.xml'];
const PUBLIC_HOUR = 'public, max-age=3600';

async function storeWith(env: Record<string, string>) {
  const t = await buildTestApp('pglite', { web: true, env });
  await seedDemoData(t.database.db);
  const found = await t.client.get<{ list: { id: number }[] }>('/product/list', { keyword: '乙腈' });
  return { t, productId: found.obj.list[0]!.id };
}

function get(t: TestApp, url: string, host: string) {
  return t.app.inject({ url, headers: { host } });
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
}

function jsonLdUrlOf(html: string): string | undefined {
  const script = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
  return script ? (JSON.parse(script[1]!) as { url: string }).url : undefined;
}

/** The upload token as a member's browser asks for it, with the Host it sends. */
async function uploadEndpoint(t: TestApp, host: string) {
  await t.login();
  const fields = await t.client.seal('GET', '/oss/token');
  const query = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
  const response = await t.app.inject({ url: `/api/oss/token?${query}`, headers: { host } });
  const envelope = await t.client.open(response);
  return (envelope.obj as { endpoint: string }).endpoint;
}

describe('absolute URLs without PUBLIC_ORIGIN, ALLOWED_HOSTS=shop.example', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    ({ t, productId } = await storeWith({ ALLOWED_HOSTS: 'shop.example' }));
  }, 120_000);
  afterAll(() => t.close());

  it.each(CRAWLER_FILES)(
    'when %s is asked for with a forged Host, then it names the listen address and is not cached publicly',
    async (url) => {
      const response = await get(t, url, FORGED);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(FORGED);
      expect(response.body).toContain('http://127.0.0.1:3000/');
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('when a product page is asked for with a forged Host, then its canonical link and JSON-LD do not name it', async () => {
    const response = await get(t, `/item/${productId}`, FORGED);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(FORGED);
    expect(canonicalOf(response.body)).toBe(`http://127.0.0.1:3000/item/${productId}`);
    expect(jsonLdUrlOf(response.body)).toBe(`http://127.0.0.1:3000/item/${productId}`);
  });

  it.each(['/list?keyword=%E4%B9%99%E8%85%88', '/brand'])(
    'when %s is asked for with a forged Host, then its canonical link does not name it',
    async (url) => {
      const response = await get(t, url, FORGED);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(FORGED);
      expect(canonicalOf(response.body)).toMatch(/^http:\/\/127\.0\.0\.1:3000\//);
    },
  );

  it('when a member asks for an upload token with a forged Host, then the endpoint does not name it', async () => {
    expect(await uploadEndpoint(t, FORGED)).toBe('http://127.0.0.1:3000/storage');
  });

  it.each(CRAWLER_FILES)(
    'when %s is asked for with an allowed Host, then it names it and is cached for an hour',
    async (url) => {
      const response = await get(t, url, 'shop.example');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('http://shop.example/');
      expect(response.body).not.toContain('127.0.0.1');
      expect(response.headers['cache-control']).toBe(PUBLIC_HOUR);
    },
  );

  it('when a product page is asked for with an allowed Host, then its canonical link and JSON-LD name it', async () => {
    const response = await get(t, `/item/${productId}`, 'shop.example');
    expect(canonicalOf(response.body)).toBe(`http://shop.example/item/${productId}`);
    expect(jsonLdUrlOf(response.body)).toBe(`http://shop.example/item/${productId}`);
    expect(await uploadEndpoint(t, 'shop.example')).toBe('http://shop.example/storage');
  });
});

describe('absolute URLs with PUBLIC_ORIGIN=https://shop.example', () => {
  let t: TestApp;
  let productId: number;
  beforeAll(async () => {
    ({ t, productId } = await storeWith({ PUBLIC_ORIGIN: 'https://shop.example' }));
  }, 120_000);
  afterAll(() => t.close());

  it.each(CRAWLER_FILES)(
    'when %s is asked for with any Host, then it names PUBLIC_ORIGIN and is cached for an hour',
    async (url) => {
      for (const host of [FORGED, 'localhost:3000']) {
        const response = await get(t, url, host);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain(host);
        expect(response.body).toContain('https://shop.example/');
        expect(response.headers['cache-control']).toBe(PUBLIC_HOUR);
      }
    },
  );

  it('when pages are asked for with a forged Host, then canonical links, JSON-LD and the upload endpoint use PUBLIC_ORIGIN', async () => {
    const item = await get(t, `/item/${productId}`, FORGED);
    expect(item.body).not.toContain(FORGED);
    expect(canonicalOf(item.body)).toBe(`https://shop.example/item/${productId}`);
    expect(jsonLdUrlOf(item.body)).toBe(`https://shop.example/item/${productId}`);
    expect(canonicalOf((await get(t, '/list?page=2', FORGED)).body)).toBe('https://shop.example/list?page=2');
    expect(canonicalOf((await get(t, '/brand', FORGED)).body)).toBe('https://shop.example/brand');
    expect(await uploadEndpoint(t, FORGED)).toBe('https://shop.example/storage');
  });
});
