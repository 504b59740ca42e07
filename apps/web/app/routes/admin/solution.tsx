import { MAX_BUNDLE_ITEMS } from '@labmall/contract/home-limits';
import { Code } from '@labmall/protocol';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { searchSkus } from '../../components/admin/catalogue/picker-sources';
import { type Picked, ProductPicker } from '../../components/admin/catalogue/product-picker';
import { consoleMeta } from '../../components/admin/console-meta';
import { RichEditor } from '../../components/admin/content/rich-editor';
import { Button, Checkbox, Input, InputNumber } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { useWrite } from '../../components/admin/use-write';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/solution';

export async function loader({ context, params }: Route.LoaderArgs) {
  if (params.id === 'new') return { solution: null };
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response('方案不存在', { status: 404 });
  const answer = await context.get(apiContext).getEnvelope('/admin/programme/detail', { id });
  if (answer.code === Code.NOT_FOUND) throw new Response('方案不存在', { status: 404 });
  if (answer.code !== Code.OK) refused(answer.code);
  return { solution: answer.obj };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  consoleMeta(loaderData?.solution ? '编辑解决方案' : '新建解决方案', matches[0].loaderData?.shopName);

export default function SolutionPage({ loaderData }: Route.ComponentProps) {
  const { solution } = loaderData;
  const navigate = useNavigate();
  const edit = useMay()('content.edit');
  const { busy, run } = useWrite();
  const [form, setForm] = useState({
    title: solution?.title ?? '',
    summary: solution?.summary ?? '',
    body: solution?.body ?? '',
    sort: (solution?.sort ?? 0) as number | null,
    published: solution?.published ?? false,
    items: (solution?.items ?? []).map(
      (i): Picked => ({
        id: i.sku_id,
        title: i.name,
        detail: [i.sku, i.pack].filter(Boolean).join(' · '),
        price: i.price,
        onSale: i.on_sale,
        quantity: i.quantity,
      }),
    ) as readonly Picked[],
  });
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));
  async function save() {
    const saved = await run(
      () =>
        api.post('/admin/programme/save', {
          ...(solution ? { id: solution.id } : {}),
          title: form.title,
          summary: form.summary,
          body: form.body,
          sort: form.sort ?? 0,
          published: form.published,
          items: form.items.map((i) => ({ sku_id: i.id, quantity: i.quantity ?? 1 })),
        } as never),
      form.published ? `已发布「${form.title.trim()}」` : `已保存「${form.title.trim()}」（未发布）`,
    );
    if (saved && !solution) navigate(`/admin/content/solutions/${saved.id}`, { replace: true });
  }
  return (
    <section className="lm-console__panel" aria-labelledby="solution-title">
      <p>
        <Link to="/admin/content/solutions">← 返回解决方案</Link>
      </p>
      <h2 id="solution-title">{solution ? `编辑方案「${solution.title}」` : '新建方案'}</h2>
      <div className="lm-console__modal-form">
        <div className="lm-console__field">
          <label htmlFor="s-title">方案名称</label>
          <Input
            id="s-title"
            value={form.title}
            maxLength={100}
            onChange={(e) => set({ title: e.target.value })}
          />
        </div>
        <div className="lm-console__field">
          <label htmlFor="s-summary">摘要（列表与页面描述，可空）</label>
          <Input.TextArea
            id="s-summary"
            value={form.summary}
            maxLength={200}
            rows={2}
            onChange={(e) => set({ summary: e.target.value })}
          />
        </div>
        <RichEditor label="方案介绍" value={form.body} onChange={(body) => set({ body })} />
        <ProductPicker
          id="s-bundle"
          legend={`产品套装（最多 ${MAX_BUNDLE_ITEMS} 种规格；前台「一键加入采购单」按此加入）`}
          value={form.items}
          onChange={(items) => set({ items })}
          search={searchSkus}
          max={MAX_BUNDLE_ITEMS}
          quantities
        />
        <div className="lm-console__field">
          <label htmlFor="s-sort">排序（0-9999，小的在前）</label>
          <InputNumber id="s-sort" min={0} max={9999} value={form.sort} onChange={(sort) => set({ sort })} />
        </div>
        <Checkbox checked={form.published} onChange={(e) => set({ published: e.target.checked })}>
          发布（前台解决方案显示）
        </Checkbox>
        <div className="lm-console__filter-actions">
          {edit ? (
            <Button type="primary" loading={busy} disabled={!form.title.trim()} onClick={save}>
              保存
            </Button>
          ) : null}
          {solution?.published ? (
            <a href={`/programme/${solution.id}`} target="_blank" rel="noreferrer">
              预览（打开前台方案页）
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
