import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { Link } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Popconfirm, Table, Tag } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useWrite } from '../../components/admin/use-write';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/abouts';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await context.get(apiContext).getEnvelope('/admin/about/list', {});
  if (answer.code !== Code.OK) refused(answer.code);
  return { list: answer.obj };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('关于我们', matches[0].loaderData?.shopName);

function Remove({ id, title }: { id: number; title: string }) {
  const { busy, run } = useWrite();
  return (
    <Popconfirm
      title={`删除页面「${title}」？`}
      okText="删除"
      cancelText="取消"
      onConfirm={() => run(() => api.post('/admin/about/delete', { id }), `已删除「${title}」`)}
    >
      <button type="button" className="lm-console__link-button" disabled={busy}>
        删除
      </button>
    </Popconfirm>
  );
}

export default function AboutsPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="lm-console__panel" aria-labelledby="abouts-title">
      <h2 id="abouts-title">关于我们</h2>
      <div className="lm-console__filters">
        <Link className="ant-btn ant-btn-primary" to="/admin/content/about/new">
          新建页面
        </Link>
      </div>
      <Table
        rowKey="id"
        dataSource={loaderData.list}
        pagination={false}
        scroll={{ x: 700 }}
        locale={emptyText('暂无页面，点「新建页面」添加')}
        columns={[
          {
            title: '标题',
            dataIndex: 'title',
            render: (title: string, row) => <Link to={`/admin/content/about/${row.id}`}>{title}</Link>,
          },
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
                <Link to={`/admin/content/about/${row.id}`}>编辑</Link>
                {row.published ? (
                  <a href={`/about/${row.id}`} target="_blank" rel="noreferrer">
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
