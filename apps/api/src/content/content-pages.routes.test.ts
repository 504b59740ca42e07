import { Code } from '@labmall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp, type TestClient } from '../../test/helper.ts';
import { staffClient } from '../operators/testing/staff-fixtures.ts';
import { seedDemoData } from '../seed/seed.ts';

interface ArticleList {
  categories: { id: number; name: string }[];
  list: { id: number; title: string; category_id: number; published_at: string }[];
  total: number;
}
interface ArticleDetail {
  id: number;
  title: string;
  body: string;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
}
interface SolutionDetail {
  items: { sku_id: number; sku: string; quantity: number; price?: string }[];
  total?: string;
}

describe.each(databaseKinds)('articles, solutions, FAQs and about pages on %s', (kind) => {
  let t: TestApp;
  let operator: TestClient;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    await seedDemoData(t.database.db);
    await seedDemoData(t.database.db);
    operator = (await staffClient(t)).client;
  }, 120_000);
  afterAll(() => t.close());

  it('when the demo data is seeded twice, then each kind is there once', async () => {
    const articles = await t.client.get<ArticleList>('/article/list', { pageSize: 100 });
    expect(articles.obj.total).toBeGreaterThanOrEqual(10);
    expect(articles.obj.categories.map((c) => c.name)).toEqual(['公司新闻', '行业资讯', '应用笔记']);
    const solutions = await t.client.get<{ total: number }>('/programme/list');
    expect(solutions.obj.total).toBe(5);
    const faqs = await t.client.get<{ categories: { list: unknown[] }[] }>('/issue/list');
    expect(faqs.obj.categories.flatMap((c) => c.list).length).toBeGreaterThanOrEqual(15);
    const about = await t.client.get<{ id: number; title: string; pages: unknown[] }>('/about/detail');
    expect(about.obj).toMatchObject({ id: 1, title: '公司简介' });
    expect(about.obj.pages).toHaveLength(5);
  });

  it('when a visitor pages through articles, then pages do not overlap, newest first, and a category filters', async () => {
    const first = await t.client.get<ArticleList>('/article/list', { index: 1, pageSize: 4 });
    const second = await t.client.get<ArticleList>('/article/list', { index: 2, pageSize: 4 });
    expect(first.obj.list).toHaveLength(4);
    const ids = [...first.obj.list, ...second.obj.list].map((a) => a.id);
    expect(new Set(ids).size).toBe(8);
    const dates = [...first.obj.list, ...second.obj.list].map((a) => a.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const notes = first.obj.categories.find((c) => c.name === '应用笔记')!;
    const filtered = await t.client.get<ArticleList>('/article/list', { category_id: notes.id });
    expect(filtered.obj.list.length).toBeGreaterThan(0);
    expect(filtered.obj.list.every((a) => a.category_id === notes.id)).toBe(true);
    expect((await t.client.get('/article/list', { category_id: 999_999 })).code).toBe(Code.NOT_FOUND);
  });

  it('when an article is opened, then its neighbours in the category link to each other', async () => {
    const article = await t.client.get<ArticleDetail>('/article/detail', { id: 9 });
    expect(article.code).toBe(Code.OK);
    expect(article.obj.prev).not.toBeNull();
    const prev = await t.client.get<ArticleDetail>('/article/detail', { id: article.obj.prev!.id });
    expect(prev.obj.next!.id).toBe(9);
  });

  it('when an operator saves a draft, a scheduled and a published article, then only the published one is public', async () => {
    const categories = await operator.get<{ id: number; name: string }[]>('/admin/article/category/list');
    const category = categories.obj[0]!.id;
    const save = (title: string, published_at: string | null) =>
      operator.post<{ id: number }>('/admin/article/save', {
        category_id: category,
        title,
        body: '<p>正文</p>',
        published_at,
      });
    const draft = await save('草稿', null);
    const later = await save('定时', new Date(Date.now() + 86_400_000).toISOString());
    const now = await save('已发布', new Date(Date.now() - 1000).toISOString());
    expect((await t.client.get('/article/detail', { id: draft.obj.id })).code).toBe(Code.NOT_FOUND);
    expect((await t.client.get('/article/detail', { id: later.obj.id })).code).toBe(Code.NOT_FOUND);
    expect((await t.client.get('/article/detail', { id: now.obj.id })).code).toBe(Code.OK);
    expect((await t.client.get('/article/detail', { id: 999_999 })).code).toBe(Code.NOT_FOUND);
    const all = await operator.get<{ list: { id: number; published_at: string | null }[] }>(
      '/admin/article/list',
      {
        pageSize: 100,
      },
    );
    expect(all.obj.list.find((a) => a.id === draft.obj.id)!.published_at).toBeNull();
    expect((await operator.post('/admin/article/delete', { id: now.obj.id })).obj).toEqual({ deleted: true });
    expect((await t.client.get('/article/detail', { id: now.obj.id })).code).toBe(Code.NOT_FOUND);
  });

  it('when an operator previews a draft body, then the answer is sanitised, nothing is saved and the draft stays hidden', async () => {
    const categories = await operator.get<{ id: number }[]>('/admin/article/category/list');
    const draft = await operator.post<{ id: number }>('/admin/article/save', {
      category_id: categories.obj[0]!.id,
      title: '预览中的草稿',
      body: '<p>草稿</p>',
      published_at: null,
    });
    const before = await operator.get<{ total: number }>('/admin/article/list', { pageSize: 1 });
    const evil =
      '<p onclick="x()">离心机</p><script>alert(1)</script><a href="javascript:alert(1)">点</a>' +
      '<img src="/media/o/content/202611/a" alt="图" onerror="alert(1)"><img src="https://evil.example/x.png" alt="外">';
    const preview = await operator.post<{ body: string }>('/admin/content/preview', { body: evil });
    expect(preview.code, preview.message).toBe(Code.OK);
    expect(preview.obj.body).toBe(
      '<p>离心机</p><a rel="nofollow noopener noreferrer" target="_blank">点</a><img src="/media/o/content/202611/a" alt="图" />',
    );
    const after = await operator.get<{ total: number }>('/admin/article/list', { pageSize: 1 });
    expect(after.obj.total).toBe(before.obj.total);
    expect((await t.client.get('/article/detail', { id: draft.obj.id })).code).toBe(Code.NOT_FOUND);
    expect((await t.client.post('/admin/content/preview', { body: '<p>x</p>' })).code).not.toBe(Code.OK);
  });

  it('when an operator saves rich text with a script, onerror and javascript: link, then neither the row nor the page holds them', async () => {
    const evil =
      '<p>介绍</p><script>alert(1)</script><img src="/uploads/a.png" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://evil.example/"></iframe>';
    const saved = await operator.post<{ id: number }>('/admin/about/save', {
      title: '测试页',
      body: evil,
      published: true,
    });
    const stored = await operator.get<{ body: string }>('/admin/about/detail', { id: saved.obj.id });
    const shown = await t.client.get<{ body: string }>('/about/detail', { id: saved.obj.id });
    for (const body of [stored.obj.body, shown.obj.body]) {
      expect(body).toContain('<p>介绍</p>');
      expect(body).not.toMatch(/script|onerror|javascript|iframe/i);
    }
    await operator.post('/admin/about/delete', { id: saved.obj.id });
  });

  it('when a row was written around the API, then its body is still sanitised on the way out', async () => {
    const { eq } = await import('drizzle-orm');
    const { faqs } = await import('./faqs.schema.ts');
    await t.database.db
      .update(faqs)
      .set({ answer: '<p>答</p><script>alert(1)</script>' })
      .where(eq(faqs.id, 15));
    const shown = await t.client.get<{ answer: string }>('/issue/detail', { id: 15 });
    expect(shown.obj.answer).toBe('<p>答</p>');
  });

  it('when a visitor opens a solution, then the bundle has no prices; a member sees prices and the total', async () => {
    const visitor = await t.client.get<SolutionDetail>('/programme/detail', { id: 1 });
    expect(visitor.obj.items.length).toBeGreaterThanOrEqual(5);
    expect(visitor.obj.items.map((i) => i.sku)).toContain('BY-B00058-5G');
    expect(JSON.stringify(visitor.obj)).not.toMatch(/price|total/);
    const member = t.newClient();
    const memberUser = await t.login();
    member.session = t.client.session;
    t.client.session = undefined;
    expect(memberUser.id).toBeGreaterThan(0);
    const priced = await member.get<SolutionDetail>('/programme/detail', { id: 1 });
    expect(priced.obj.items.every((i) => /^\d+\.\d{2}$/.test(i.price!))).toBe(true);
    const fen = priced.obj.items.reduce((s, i) => s + Math.round(Number(i.price) * 100) * i.quantity, 0);
    expect(priced.obj.total).toBe((fen / 100).toFixed(2));
    // The bundle goes into the cart through the cart's own add.
    const added = await member.post<{ count: number }>('/user/cart/add', {
      items: priced.obj.items.map((i) => ({ sku_id: i.sku_id, quantity: i.quantity })),
    });
    expect(added.code).toBe(Code.OK);
    expect(added.obj.count).toBe(priced.obj.items.length);
  });

  it('when an operator saves a bundle with an unknown SKU, then it is refused; an unpublished solution is not public', async () => {
    const refused = await operator.post('/admin/programme/save', {
      title: '新方案',
      items: [{ sku_id: 999_999_999, quantity: 1 }],
    });
    expect(refused.code).toBe(Code.INVALID);
    const bundle = (await operator.get<SolutionDetail>('/admin/programme/detail', { id: 1 })).obj.items;
    const saved = await operator.post<{ id: number }>('/admin/programme/save', {
      title: '新方案',
      items: bundle.slice(0, 2).map((i) => ({ sku_id: i.sku_id, quantity: 3 })),
    });
    expect(saved.code).toBe(Code.OK);
    expect((await t.client.get('/programme/detail', { id: saved.obj.id })).code).toBe(Code.NOT_FOUND);
    const edited = await operator.get<SolutionDetail>('/admin/programme/detail', { id: saved.obj.id });
    expect(edited.obj.items.map((i) => i.quantity)).toEqual([3, 3]);
    const duplicate = await operator.post('/admin/programme/save', {
      title: '重复',
      items: [
        { sku_id: bundle[0]!.sku_id, quantity: 1 },
        { sku_id: bundle[0]!.sku_id, quantity: 2 },
      ],
    });
    expect(duplicate.code).toBe(Code.INVALID);
  });

  it('when an operator looks for SKUs for a bundle, then the answer carries prices; the bundle shows current prices', async () => {
    const found = await operator.get<{ list: { sku_id: number; sku: string; price: string }[] }>(
      '/admin/programme/skus',
      { keyword: '乙腈' },
    );
    expect(found.code).toBe(Code.OK);
    expect(found.obj.list.length).toBeGreaterThan(0);
    expect(found.obj.list[0]!.price).toMatch(/^\d+\.\d{2}$/);
    const detail = await operator.get<{ items: { price: string; pack: string; on_sale: boolean }[] }>(
      '/admin/programme/detail',
      { id: 1 },
    );
    expect(detail.obj.items[0]).toMatchObject({
      price: expect.stringMatching(/^\d+\.\d{2}$/),
      on_sale: true,
    });
    expect((await t.client.get('/admin/programme/skus', { keyword: '乙腈' })).code).not.toBe(Code.OK);
  });

  it('when a FAQ category still holds questions, then it cannot be deleted; names stay unique', async () => {
    const categories = await operator.get<{ id: number; name: string; count: number }[]>(
      '/admin/issue/category/list',
    );
    const full = categories.obj.find((c) => c.count > 0)!;
    expect((await operator.post('/admin/issue/category/delete', { id: full.id })).code).toBe(Code.CONFLICT);
    expect((await operator.post('/admin/issue/category/save', { name: full.name })).code).toBe(Code.CONFLICT);
    const created = await operator.post<{ id: number }>('/admin/issue/category/save', { name: '临时分类' });
    expect((await operator.post('/admin/issue/category/delete', { id: created.obj.id })).obj).toEqual({
      deleted: true,
    });
  });

  it('when a visitor or a member calls the operator API, then they are refused', async () => {
    expect((await t.client.get('/admin/article/list')).code).toBe(Code.SESSION_EXPIRED);
    const member = t.newClient();
    await t.login();
    member.session = t.client.session;
    t.client.session = undefined;
    expect((await member.post('/admin/about/save', { title: 'x', body: '' })).code).toBe(Code.FORBIDDEN);
  });

  it('when the sitemap is asked for content, then it lists the published articles, solutions, FAQs and pages', async () => {
    const sitemap =
      await t.client.get<Record<string, { id: number; updated_at: string }[]>>('/sitemap/content');
    expect(sitemap.obj.articles!.length).toBeGreaterThanOrEqual(10);
    expect(sitemap.obj.programmes!.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
    expect(sitemap.obj.issues!.length).toBeGreaterThanOrEqual(15);
    expect(sitemap.obj.abouts!.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  });
});
