import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { seedDemoData } from '../seed/seed.ts';
import { openDatabase } from './db.ts';

/**
 * What one member's document request costs the database (page-api.ts, accounts/sessions.repository.ts):
 * the session, the member's row and their cart count in one statement, no statement sent twice, and no
 * more statements than STATEMENTS allows.
 */
/**
 * The most statements each member page may send (issue 38), as counted on 2026-11-28. `/`: the session,
 * then with the content caches cold (the first page of this file) navigation, settings, categories, the
 * banners, floors and their products, activities, articles and solutions with their counts. `/list`:
 * the session, the facets' sample, the category tree, the count's estimate, the page of products, their
 * SKUs and their activity prices. `/item/:id`: the session, the product, its SKUs, related products,
 * activity prices and lot documents. A new statement on these pages is a decision: raise the figure here.
 */
const STATEMENTS: Record<string, number> = { '/': 15, '/list': 7, '/item/:id': 6 };

describe('a member’s page reads the session once and nothing twice', () => {
  let t: TestApp;
  let queries: { sql: string; params: unknown[] }[] = [];
  let recording = false;
  let itemPath: string;
  let cookie: string;

  beforeAll(async () => {
    const database = await openDatabase({
      dataDir: 'memory://',
      onQuery: (sql, params) => {
        if (recording) queries.push({ sql, params });
      },
    });
    await database.migrate();
    t = await buildTestApp('pglite', { database, web: true, env: { CONTENT_CACHE_SECONDS: '10' } });
    await seedDemoData(t.database.db);
    await t.login();
    cookie = `session=${t.client.session}`;
    const { obj } = await t.client.get<{ list: { id: number }[] }>('/product/list', { keyword: '乙腈' });
    itemPath = `/item/${obj.list[0]!.id}`;
    const detail = await t.client.get<{ skus: { id: number; min_qty: number }[] }>('/product/detail', {
      id: obj.list[0]!.id,
    });
    const sku = detail.obj.skus[0]!;
    await t.client.post('/user/cart/add', { items: [{ sku_id: sku.id, quantity: sku.min_qty }] });
  }, 120_000);
  afterAll(() => t.close());

  async function record(url: string) {
    queries = [];
    recording = true;
    try {
      const response = await t.app.inject({ url, headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return { html: response.body, queries };
    } finally {
      recording = false;
    }
  }

  it.each(['/', '/list', '/item/:id'])('GET %s', async (path) => {
    const { html, queries: sent } = await record(path.replace('/item/:id', itemPath));
    // The header shows the member and their cart's one line.
    expect(html).toContain('1 件货品');

    const sessionReads = sent.filter((q) => /from "sessions"/.test(q.sql));
    expect(sessionReads).toHaveLength(1);
    expect(sessionReads[0]!.sql).toMatch(/join "users"/);
    expect(sessionReads[0]!.sql).toMatch(/"cart_items"/);
    // Neither the user info nor the cart count goes back to the database.
    expect(sent.filter((q) => /^select .* from "users"/.test(q.sql))).toHaveLength(0);
    expect(sent.filter((q) => /^select count\(\*\) from "cart_items"/.test(q.sql))).toHaveLength(0);
    expect(sessionReads[0]!.sql).toMatch(/"member_coupons"/);
    expect(
      sent.filter((q) => /^select count\(\*\)(::int)? .*from "member_coupons"/.test(q.sql)),
    ).toHaveLength(0);

    expect(sent.length).toBeLessThanOrEqual(STATEMENTS[path]!);
    const seen = new Map<string, number>();
    for (const q of sent) {
      const key = `${q.sql} ${JSON.stringify(q.params)}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    const twice = [...seen].filter(([, n]) => n > 1).map(([key]) => key);
    expect(twice).toEqual([]);
  });
});
