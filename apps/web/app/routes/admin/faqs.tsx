import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Popconfirm, Table, Tag } from '../../components/admin/kit';
import { textOf, toSearch } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { useWrite } from '../../components/admin/use-write';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/faqs';

export async function loader({ context, request }: Route.LoaderArgs) {
  const category = Number(textOf(new URL(request.url).searchParams, 'category_id')) || undefined;
  const client = context.get(apiContext);
  const [faqs, categories] = await Promise.all([
    client.getEnvelope('/admin/issue/list', { category_id: category }),
    client.getEnvelope('/admin/issue/category/list', {}),
  ]);
  if (faqs.code !== Code.OK) refused(faqs.code);
  if (categories.code !== Code.OK) refused(categories.code);
  return { category, list: faqs.obj, categories: categories.obj };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('常见问题', matches[0].loaderData?.shopName);

function Remove({ id, question }: { id: number; question: string }) {
  const { busy, run } = useWrite();
  return (
    <Popconfirm
      title={`删除问题「${question}」？`}
      okText="删除"
      cancelText="取消"
      onConfirm={() => run(() => api.post('/admin/issue/delete', { id }), `已删除「${question}」`)}
    >
      <button type="button" className="lm-console__link-button" disabled={busy}>
        删除
      </button>
    </Popconfirm>
  );
}

export default function FaqsPage({ loaderData }: Route.ComponentProps) {
  const { category, list, categories } = loaderData;
  const navigate = useNavigate();
  return (
    <section className="lm-console__panel" aria-labelledby="faqs-title">
      <h2 id="faqs-title">常见问题</h2>
      <div className="lm-console__filters">
        <label>
          分类
          <select
            value={category ?? ''}
            onChange={(e) => navigate(toSearch({ category_id: Number(e.target.value) || undefined }) || '?')}
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
          <Link className="ant-btn ant-btn-primary" to="/admin/content/faqs/new">
            新建问题
          </Link>
          <a href="/issue" target="_blank" rel="noreferrer">
            打开前台常见问题
          </a>
        </div>
      </div>
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 800 }}
        pagination={{ pageSize: 50, showSizeChanger: false, showTotal: (n) => `共 ${n} 个问题` }}
        locale={emptyText(category ? '该分类暂无问题' : '暂无常见问题，点「新建问题」添加')}
        columns={[
          {
            title: '问题',
            dataIndex: 'question',
            render: (q: string, row) => <Link to={`/admin/content/faqs/${row.id}`}>{q}</Link>,
          },
          { title: '分类', dataIndex: 'category_name' },
          {
            title: '状态',
            dataIndex: 'published',
            render: (on: boolean) =>
              on ? <Tag className="lm-console__tag-live">已发布</Tag> : <Tag>未发布</Tag>,
          },
          { title: '排序', dataIndex: 'sort' },
          { title: '更新时间', dataIndex: 'updated_at', render: (at: string) => chinaMinute(at) },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <span className="lm-console__row-actions">
                <Link to={`/admin/content/faqs/${row.id}`}>编辑</Link>
                <Remove id={row.id} question={row.question} />
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
