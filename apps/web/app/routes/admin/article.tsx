import { Code } from '@labmall/protocol';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { ContentPreview } from '../../components/admin/content/content-preview';
import { RichEditor } from '../../components/admin/content/rich-editor';
import { Button, Input } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { isoOf, localOf, useWrite } from '../../components/admin/use-write';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/article';

export async function loader({ context, params }: Route.LoaderArgs) {
  const client = context.get(apiContext);
  const categories = await client.getEnvelope('/admin/article/category/list', {});
  if (categories.code !== Code.OK) refused(categories.code);
  if (params.id === 'new') return { article: null, categories: categories.obj };
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response('文章不存在', { status: 404 });
  const article = await client.getEnvelope('/admin/article/detail', { id });
  if (article.code === Code.NOT_FOUND) throw new Response('文章不存在', { status: 404 });
  if (article.code !== Code.OK) refused(article.code);
  return { article: article.obj, categories: categories.obj };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  consoleMeta(loaderData?.article ? '编辑文章' : '写文章', matches[0].loaderData?.shopName);

type When = 'draft' | 'now' | 'at';

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, categories } = loaderData;
  const navigate = useNavigate();
  const { busy, run } = useWrite();
  const [form, setForm] = useState({
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    author: article?.author ?? '',
    category_id: article?.category_id ?? categories[0]?.id ?? 0,
    body: article?.body ?? '',
    when: (article?.published_at ? 'at' : 'draft') as When,
    at: localOf(article?.published_at),
  });
  const set = (change: Partial<typeof form>) => setForm((f) => ({ ...f, ...change }));
  async function save() {
    const published_at =
      form.when === 'draft'
        ? null
        : form.when === 'now'
          ? new Date().toISOString()
          : (isoOf(form.at) ?? null);
    const saved = await run(
      () =>
        api.post('/admin/article/save', {
          ...(article ? { id: article.id } : {}),
          category_id: form.category_id,
          title: form.title,
          summary: form.summary,
          author: form.author,
          body: form.body,
          published_at,
        } as never),
      published_at ? `已发布「${form.title}」` : `已保存草稿「${form.title}」`,
    );
    if (saved && !article)
      navigate(`/admin/content/articles/${(saved as { id: number }).id}`, { replace: true });
  }
  const live = article?.published_at && Date.parse(article.published_at) <= Date.now();
  if (categories.length === 0)
    return (
      <section className="lm-console__panel">
        <h2>写文章</h2>
        <p>暂无资讯分类：请先在资讯分类中添加一个分类。</p>
      </section>
    );
  return (
    <section className="lm-console__panel" aria-labelledby="article-title">
      <p>
        <Link to="/admin/content/articles">← 返回资讯列表</Link>
      </p>
      <h2 id="article-title">{article ? `编辑文章「${article.title}」` : '写文章'}</h2>
      <div className="lm-console__modal-form">
        <div className="lm-console__field">
          <label htmlFor="a-title">标题</label>
          <Input
            id="a-title"
            value={form.title}
            maxLength={100}
            onChange={(e) => set({ title: e.target.value })}
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
        <div className="lm-console__field">
          <label htmlFor="a-summary">摘要</label>
          <Input.TextArea
            id="a-summary"
            rows={2}
            value={form.summary}
            maxLength={200}
            onChange={(e) => set({ summary: e.target.value })}
          />
        </div>
        <div className="lm-console__field">
          <label htmlFor="a-author">作者或来源</label>
          <Input
            id="a-author"
            value={form.author}
            maxLength={40}
            onChange={(e) => set({ author: e.target.value })}
          />
        </div>
        <RichEditor label="正文" value={form.body} onChange={(body) => set({ body })} />
        <fieldset className="lm-console__checks">
          <legend>发布</legend>
          {(
            [
              ['draft', '存为草稿'],
              ['now', '立即发布'],
              ['at', '定时发布'],
            ] as const
          ).map(([value, name]) => (
            <label key={value}>
              <input
                type="radio"
                name="when"
                checked={form.when === value}
                onChange={() => set({ when: value })}
              />{' '}
              {name}{' '}
            </label>
          ))}
        </fieldset>
        {form.when === 'at' ? (
          <div className="lm-console__field">
            <label htmlFor="a-at">发布时间</label>
            <Input
              id="a-at"
              type="datetime-local"
              value={form.at}
              onChange={(e) => set({ at: e.target.value })}
            />
          </div>
        ) : null}
        <div className="lm-console__filter-actions">
          <Button
            type="primary"
            loading={busy}
            disabled={!form.title.trim() || !form.body.trim()}
            onClick={save}
          >
            保存
          </Button>
          <ContentPreview
            title={form.title}
            body={form.body}
            meta={form.author ? `作者：${form.author}` : ''}
          />
          {live ? (
            <a href={`/article/${article.id}`} target="_blank" rel="noreferrer">
              打开前台页面
            </a>
          ) : (
            <span>草稿与定时发布的文章前台不显示：预览可先看显示效果。</span>
          )}
        </div>
      </div>
    </section>
  );
}
