import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Popconfirm, Table, Tag } from '../../components/admin/kit';
import { pageIndex, textOf, toSearch } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { useWrite } from '../../components/admin/use-write';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/articles';

const PAGE_SIZE = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const index = pageIndex(search);
  const category = Number(textOf(search, 'category_id')) || undefined;
  const client = context.get(apiContext);
  const [articles, categories] = await Promise.all([
    client.getEnvelope('/admin/article/list', { index, pageSize: PAGE_SIZE, category_id: category }),
    client.getEnvelope('/admin/article/category/list', {}),
  ]);
  if (articles.code !== Code.OK) refused(articles.code);
  if (categories.code !== Code.OK) refused(categories.code);
  return { index, category, ...articles.obj, categories: categories.obj, now: new Date().toISOString() };
}

export const meta: Route.MetaFunction = ({ matches }) => consoleMeta('资讯', matches[0].loaderData?.shopName);

function state(published: string | null, now: string) {
  if (!published) return <Tag>草稿</Tag>;
  if (Date.parse(published) > Date.parse(now)) return <Tag>定时发布</Tag>;
  return <Tag className="lm-console__tag-live">已发布</Tag>;
}

function Remove({ id, title }: { id: number; title: string }) {
  const { busy, run } = useWrite();
  return (
    <Popconfirm
      title={`删除文章「${title}」？删除后不可恢复。`}
      okText="删除"
      cancelText="取消"
      onConfirm={() => run(() => api.post('/admin/article/delete', { id }), `已删除「${title}」`)}
    >
      <button type="button" className="lm-console__link-button" disabled={busy}>
        删除
      </button>
    </Popconfirm>
  );
}

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { index, category, total, list, categories, now } = loaderData;
  const navigate = useNavigate();
  const go = (values: { category_id?: number; index?: number }) =>
    navigate(toSearch({ category_id: category, index: 1, ...values }) || '?');
  return (
    <section className="lm-console__panel" aria-labelledby="articles-title">
      <h2 id="articles-title">资讯</h2>
      <div className="lm-console__filters">
        <label>
          分类
          <select
            value={category ?? ''}
            onChange={(e) => go({ category_id: Number(e.target.value) || undefined, index: 1 })}
          >
            <option value="">全部</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}（{c.count}）
              </option>
            ))}
          </select>
        </label>
        <div className="lm-console__filter-actions">
          <Link className="ant-btn ant-btn-primary" to="/admin/content/articles/new">
            写文章
          </Link>
        </div>
      </div>
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 800 }}
        locale={emptyText(category ? '该分类暂无文章' : '暂无文章，点「写文章」添加')}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 篇`,
          onChange: (page) => go({ index: page }),
        }}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, row) => <Link to={`/admin/content/articles/${row.id}`}>{title}</Link>,
          },
          { title: '分类', dataIndex: 'category_name' },
          { title: '状态', key: 'state', render: (_, row) => state(row.published_at, now) },
          {
            title: '发布时间',
            dataIndex: 'published_at',
            render: (at: string | null) => (at ? chinaMinute(at) : '—'),
          },
          { title: '更新时间', dataIndex: 'updated_at', render: (at: string) => chinaMinute(at) },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <span className="lm-console__row-actions">
                <Link to={`/admin/content/articles/${row.id}`}>编辑</Link>
                {row.published_at && Date.parse(row.published_at) <= Date.parse(now) ? (
                  <a href={`/article/${row.id}`} target="_blank" rel="noreferrer">
                    查看
                  </a>
                ) : null}
                <Remove id={row.id} title={row.title} />
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
