// Server rendering only (no DOM in these tests): what a crawler and a first paint get.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type PageResult, PagingList, type PagingListProps } from './paging-list';

interface Row {
  id: number;
  name: string;
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, name: `试剂${from + i}` }));

function render(url: string, props: Partial<PagingListProps<Row>> & Pick<PagingListProps<Row>, 'mode'>) {
  const list = createElement(PagingList<Row>, {
    renderItem: (row: Row) => row.name,
    itemKey: (row: Row) => row.id,
    ...props,
  });
  return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [url] }, list));
}

// Styling and React Router's route-discovery marker are not what these tests are about.
const anchors = (html: string) =>
  [...html.matchAll(/<a [^>]*>[^<]*<\/a>/g)].map((m) =>
    m[0].replace(' data-discover="true"', '').replace(' class="lm-pager__link"', ''),
  );

describe('PagingList on the server', () => {
  it('when in paging mode on page 50 of 50,000 rows, then page links are real links keeping the query', () => {
    const initial: PageResult<Row> = { list: rows(981, 20), total: 50_000 };
    const html = render('/list?keyword=乙醇&filter=product_type_id:5&page=50', { mode: 'paging', initial });

    expect(html).toContain('试剂981');
    expect(html).toContain('试剂1000');
    const links = anchors(html);
    // prev, 7 numbered pages, next (two gaps are not links): 9 entries at most.
    expect(links).toHaveLength(9);
    const query = 'keyword=%E4%B9%99%E9%86%87&amp;filter=product_type_id%3A5';
    expect(links[0]).toBe(`<a rel="prev" href="/list?${query}&amp;page=49">上一页</a>`);
    expect(links[1]).toBe(`<a aria-label="第 1 页" href="/list?${query}">1</a>`);
    expect(links).toContain(
      `<a aria-label="第 50 页" aria-current="page" href="/list?${query}&amp;page=50">50</a>`,
    );
    expect(links.at(-2)).toBe(`<a aria-label="第 2500 页" href="/list?${query}&amp;page=2500">2500</a>`);
    expect(links.at(-1)).toBe(`<a rel="next" href="/list?${query}&amp;page=51">下一页</a>`);
    expect(html.match(/…/g)).toHaveLength(2);
    expect(html).toContain('aria-label="分页"');
  });

  it('when on the first page, then 上一页 is not a link', () => {
    const html = render('/article', { mode: 'paging', initial: { list: rows(1, 20), total: 45 } });
    expect(html).toContain('<span class="lm-pager__disabled" aria-disabled="true">上一页</span>');
    expect(anchors(html).map((a) => a.match(/href="([^"]*)"/)?.[1])).toEqual([
      '/article',
      '/article?page=2',
      '/article?page=3',
      '/article?page=2',
    ]);
  });

  it('when everything fits on one page, then there are no page links', () => {
    const html = render('/article', { mode: 'paging', initial: { list: rows(1, 5), total: 5 } });
    expect(html).not.toContain('<nav');
  });

  it('when in more mode with a full first page, then it offers 点击加载更多', () => {
    const html = render('/user/order', { mode: 'more', initial: { list: rows(1, 20), total: 45 } });
    expect(html).toContain('>点击加载更多</button>');
    expect(html).not.toContain('<nav');
  });

  it('when in more mode and the first page is all there is, then it says 已经到最后了', () => {
    const html = render('/user/order', { mode: 'more', initial: { list: rows(1, 3), total: 3 } });
    expect(html).toContain('已经到最后了');
    expect(html).not.toContain('<button');
  });

  it('when there are no rows, then the empty text shows (the cart passes its own)', () => {
    const empty = { list: [], total: 0 };
    expect(render('/list', { mode: 'paging', initial: empty })).toContain('未找到相关信息');
    const cart = render('/cart', { mode: 'none', initial: empty, emptyText: '您的采购单没有货品' });
    expect(cart).toContain('您的采购单没有货品');
    expect(cart).not.toContain('未找到相关信息');
  });

  it('when a list has a hint, then it shows under 未找到相关信息, not instead of it', () => {
    const html = render('/user/order', {
      mode: 'paging',
      initial: { list: [], total: 0 },
      emptyHint: '去挑选商品',
    });
    expect(html).toMatch(/未找到相关信息<\/span><span class="lm-paging-list__hint">去挑选商品/);
  });

  it('when there is no loader data, then it renders 加载中... and leaves fetching to the browser', () => {
    const fetcher = vi.fn(async () => ({ list: rows(1, 20), total: 20 }));
    const html = render('/list', { mode: 'more', fetcher });
    expect(html).toContain('加载中...');
    expect(html).toContain('aria-busy="true"');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
