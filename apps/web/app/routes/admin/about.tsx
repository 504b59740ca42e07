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
import type { Route } from './+types/about';

export async function loader({ context, params }: Route.LoaderArgs) {
  if (params.id === 'new') return { page: null };
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response('页面不存在', { status: 404 });
  const page = await context.get(apiContext).getEnvelope('/admin/about/detail', { id });
  if (page.code === Code.NOT_FOUND) throw new Response('页面不存在', { status: 404 });
  if (page.code !== Code.OK) refused(page.code);
  return { page: page.obj };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  consoleMeta(loaderData?.page ? '编辑页面' : '新建页面', matches[0].loaderData?.shopName);

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const navigate = useNavigate();
  const { busy, run } = useWrite();
  const [form, setForm] = useState({
    title: page?.title ?? '',
    body: page?.body ?? '',
    sort: (page?.sort ?? 0) as number | null,
    published: page?.published ?? false,
  });
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));
  async function save() {
    const saved = await run(
      () =>
        api.post('/admin/about/save', {
          ...(page ? { id: page.id } : {}),
          ...form,
          sort: form.sort ?? 0,
        } as never),
      form.published ? `已发布「${form.title}」` : `已保存「${form.title}」（未发布）`,
    );
    if (saved && !page) navigate(`/admin/content/about/${(saved as { id: number }).id}`, { replace: true });
  }
  return (
    <section className="lm-console__panel" aria-labelledby="about-title">
      <p>
        <Link to="/admin/content/about">← 返回关于我们</Link>
      </p>
      <h2 id="about-title">{page ? `编辑页面「${page.title}」` : '新建页面'}</h2>
      <div className="lm-console__modal-form">
        <div className="lm-console__field">
          <label htmlFor="p-title">页面标题</label>
          <Input
            id="p-title"
            value={form.title}
            maxLength={40}
            onChange={(e) => set({ title: e.target.value })}
          />
        </div>
        <RichEditor label="正文" value={form.body} onChange={(body) => set({ body })} />
        <div className="lm-console__field">
          <label htmlFor="p-sort">排序（0-9999，小的在前）</label>
          <InputNumber id="p-sort" min={0} max={9999} value={form.sort} onChange={(sort) => set({ sort })} />
        </div>
        <Checkbox checked={form.published} onChange={(e) => set({ published: e.target.checked })}>
          发布（前台关于我们显示）
        </Checkbox>
        <div className="lm-console__filter-actions">
          <Button
            type="primary"
            loading={busy}
            disabled={!form.title.trim() || !form.body.trim()}
            onClick={save}
          >
            保存
          </Button>
          <ContentPreview title={form.title} body={form.body} />
          {page?.published ? (
            <a href={`/about/${page.id}`} target="_blank" rel="noreferrer">
              打开前台页面
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
