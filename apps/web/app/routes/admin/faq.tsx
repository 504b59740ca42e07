import { Code } from '@labmall/protocol';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { ContentPreview } from '../../components/admin/content/content-preview';
import { RichEditor } from '../../components/admin/content/rich-editor';
import { Button, Checkbox, Input, InputNumber } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useWrite } from '../../components/admin/use-write';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/faq';

export async function loader({ context, params }: Route.LoaderArgs) {
  const client = context.get(apiContext);
  const categories = await client.getEnvelope('/admin/issue/category/list', {});
  if (categories.code !== Code.OK) refused(categories.code);
  if (params.id === 'new') return { faq: null, categories: categories.obj };
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response('问题不存在', { status: 404 });
  const faq = await client.getEnvelope('/admin/issue/detail', { id });
  if (faq.code === Code.NOT_FOUND) throw new Response('问题不存在', { status: 404 });
  if (faq.code !== Code.OK) refused(faq.code);
  return { faq: faq.obj, categories: categories.obj };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  consoleMeta(loaderData?.faq ? '编辑问题' : '新建问题', matches[0].loaderData?.shopName);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const { faq, categories } = loaderData;
  const navigate = useNavigate();
  const { busy, run } = useWrite();
  const [form, setForm] = useState({
    question: faq?.question ?? '',
    category_id: faq?.category_id ?? categories[0]?.id ?? 0,
    answer: faq?.answer ?? '',
    sort: (faq?.sort ?? 0) as number | null,
    published: faq?.published ?? false,
  });
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));
  async function save() {
    const saved = await run(
      () =>
        api.post('/admin/issue/save', {
          ...(faq ? { id: faq.id } : {}),
          ...form,
          sort: form.sort ?? 0,
        } as never),
      form.published ? `已发布「${form.question}」` : `已保存「${form.question}」（未发布）`,
    );
    if (saved && !faq) navigate(`/admin/content/faqs/${(saved as { id: number }).id}`, { replace: true });
  }
  if (categories.length === 0)
    return (
      <section className="lm-console__panel">
        <h2>新建问题</h2>
        <p>暂无常见问题分类：请先添加一个分类。</p>
      </section>
    );
  return (
    <section className="lm-console__panel" aria-labelledby="faq-title">
      <p>
        <Link to="/admin/content/faqs">← 返回常见问题</Link>
      </p>
      <h2 id="faq-title">{faq ? `编辑问题「${faq.question}」` : '新建问题'}</h2>
      <div className="lm-console__modal-form">
        <div className="lm-console__field">
          <label htmlFor="q-question">问题</label>
          <Input
            id="q-question"
            value={form.question}
            maxLength={100}
            onChange={(e) => set({ question: e.target.value })}
          />
        </div>
        <label>
          分类{' '}
          <select value={form.category_id} onChange={(e) => set({ category_id: Number(e.target.value) })}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <RichEditor label="解答" value={form.answer} onChange={(answer) => set({ answer })} />
        <div className="lm-console__field">
          <label htmlFor="q-sort">排序（0-9999，小的在前）</label>
          <InputNumber id="q-sort" min={0} max={9999} value={form.sort} onChange={(sort) => set({ sort })} />
        </div>
        <Checkbox checked={form.published} onChange={(e) => set({ published: e.target.checked })}>
          发布（前台常见问题显示）
        </Checkbox>
        <div className="lm-console__filter-actions">
          <Button
            type="primary"
            loading={busy}
            disabled={!form.question.trim() || !form.answer.trim()}
            onClick={save}
          >
            保存
          </Button>
          <ContentPreview title={form.question} body={form.answer} />
          {faq?.published ? (
            <a href="/issue" target="_blank" rel="noreferrer">
              打开前台常见问题
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
