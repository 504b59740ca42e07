import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { writeImportFile } from '../../test/import-file.ts';
import { runCatalogueImport } from '../catalogue/import/run-import.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';

const PRICE = /class="lm-price">¥/;
const CSP_NONCE = /script-src[^;]*'nonce-([^']+)'/;

/** Visitors' pages from the in-memory cache (page-cache.ts, web.ts): what is kept, for whom, and when it goes. */
describe('the visitor page cache', () => {
  let t: TestApp;
  let dir: string;
  let memberCookie: string;
  let memberId: number;
  let itemPath: string;

  beforeAll(async () => {
    // Footer settings, navigation and categories kept for a minute as well (tests elsewhere keep none):
    // an edit must still show at once, so the purge clears those caches with the pages.
    t = await buildTestApp('pglite', {
      web: true,
      env: { PAGE_CACHE_SECONDS: '60', CONTENT_CACHE_SECONDS: '60' },
    });
    await seedDemoData(t.database.db);
    dir = mkdtempSync(path.join(tmpdir(), 'labmall-page-cache-'));
    memberId = (await t.login()).id;
    memberCookie = `session=${t.client.session}`;
    const found = await t.client.get<{ list: { id: number; min_price: string | null }[] }>('/product/list', {
      keyword: '乙腈',
    });
    itemPath = `/item/${found.obj.list.find((p) => p.min_price)!.id}`;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });

  it('keeps a visitor page and serves it again with public caching, with the nonce it was rendered with', async () => {
    await t.app.deps.pageCache.purge();
    const first = await get('/list?page=1');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBe('miss');
    const second = await get('/list?page=1');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(second.headers.vary).toMatch(/Cookie/);
    expect(second.headers.vary).toMatch(/Accept-Encoding/);

    // As a CDN's copy (ADR 0064): the same bytes, whose inline scripts carry the nonce its header names.
    const nonces = [first, second].map(
      (r) => CSP_NONCE.exec(String(r.headers['content-security-policy']))![1]!,
    );
    expect(nonces[1]).toBe(nonces[0]);
    expect(second.body).toContain(`nonce="${nonces[1]}"`);
    expect(second.body).toBe(first.body);
    // A page rendered afresh (another URL) gets a nonce of its own.
    const other = await get('/list?page=2');
    expect(CSP_NONCE.exec(String(other.headers['content-security-policy']))![1]).not.toBe(nonces[0]);
  });

  it('serves a kept page compressed as the browser asks, from bytes compressed once when it was kept', async () => {
    await t.app.deps.pageCache.purge();
    const plain = await get('/list?page=1');
    const kept = t.app.deps.pageCache.get('http://localhost:80/list?page=1')!;
    expect(kept.bodies.identity.toString()).toBe(plain.body);
    const asking = (encoding: string) =>
      t.app.inject({ url: '/list?page=1', headers: { 'accept-encoding': encoding } });

    const br = await asking('gzip, deflate, br');
    expect(br.headers['x-page-cache']).toBe('hit');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(kept.bodies.br)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await asking('gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(kept.bodies.gzip)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    const none = await asking('identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(plain.body);
    // Smaller than the page, as kept: compressed, not merely relabelled.
    expect(kept.bodies.br.length).toBeLessThan(kept.bodies.identity.length / 4);
  });

  it('never gives a member the cached visitor page, nor a visitor the member page', async () => {
    await t.app.deps.pageCache.purge();
    const visitor = await get(itemPath);
    expect(visitor.body).toContain('登录询价');
    expect(visitor.body).not.toMatch(PRICE);

    const member = await get(itemPath, memberCookie);
    expect(member.headers['x-page-cache']).toBeUndefined();
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.body).toMatch(PRICE);
    expect(member.body).not.toContain('登录询价');

    // The member's page was not kept: the next visitor still gets the cached visitor page.
    const again = await get(itemPath);
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).not.toMatch(PRICE);
    expect(again.body).toContain('登录询价');

    // A member first on a URL no visitor has asked for: nothing is kept, the visitor gets a visitor page.
    await t.app.deps.pageCache.purge();
    await get(itemPath, memberCookie);
    const after = await get(itemPath);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).not.toMatch(PRICE);
  });

  it('keeps no redirect, no error page, and nothing for an expired or forged session cookie', async () => {
    await t.app.deps.pageCache.purge();
    const redirect = await get('/user');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('private, no-store');

    const gone = await get('/item/999999999');
    expect(gone.statusCode).toBe(302);
    expect(gone.headers['cache-control']).toBe('private, no-store');

    // A page that fails redirects to its error page (404 here; 200 for a server error): kept neither.
    const errorPage = await get(String(gone.headers.location));
    expect(errorPage.headers['x-page-cache']).toBeUndefined();
    expect(errorPage.headers['cache-control']).toBe('private, no-store');

    const forged = await get('/list', `session=${'x'.repeat(43)}`);
    expect(forged.statusCode).toBe(200);
    expect(forged.headers['cache-control']).toBe('private, no-store');
    expect(t.app.deps.pageCache.stats().pages).toBe(0);
  });

  it('an import purges the cached list page', async () => {
    const name = `缓存清除试剂${process.pid}`;
    const url = `/list?keyword=${encodeURIComponent(name)}`;
    const before = await get(url);
    expect(before.body).not.toContain(`${name}</`);
    expect((await get(url)).headers['x-page-cache']).toBe('hit');

    // What `npm run catalog:import` does: the file, then the purge (scripts/catalogue-import.ts).
    const report = await runCatalogueImport(
      t.database.db,
      writeImportFile(dir, name, `CACHE-${process.pid}`),
    );
    expect(report.status).toBe('applied');
    // Until the purge the cached page stands: this is what the purge is for.
    expect((await get(url)).headers['x-page-cache']).toBe('hit');
    await t.app.deps.pageCache.purge();

    const after = await get(url);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain(name);
  });

  it("an operator's edit purges the cached pages, so visitors see it at once", async () => {
    const { client: operator } = await staffClient(t, ['管理员']);
    await t.app.deps.pageCache.purge();
    await get('/');
    expect((await get('/')).headers['x-page-cache']).toBe('hit');

    const saved = await operator.post('/admin/sys/config/save', {
      key: 'pc_icp_record',
      value: JSON.stringify('沪ICP备20269999号-1'),
    });
    expect(saved.code).toBe(Code.OK);
    const after = await get('/');
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('沪ICP备20269999号-1');
  });

  it("an operator's write no visitor page shows (a member's points) keeps the cached pages", async () => {
    const { client: operator } = await staffClient(t, ['管理员']);
    await t.app.deps.pageCache.purge();
    await get('/');
    expect((await get('/')).headers['x-page-cache']).toBe('hit');

    const adjusted = await operator.post('/admin/points/adjust', {
      user_id: memberId,
      delta: 50,
      reason: '补发活动积分',
    });
    expect(adjusted.code).toBe(Code.OK);
    expect((await get('/')).headers['x-page-cache']).toBe('hit');
  });

  it('keeps no activity page: its countdown starts from the server clock of the answer', async () => {
    await t.app.deps.pageCache.purge();
    await get('/sales/1');
    const again = await get('/sales/1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('private, no-store');
  });
});
