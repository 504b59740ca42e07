import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { DeleteButton } from '../../components/admin/content/delete-button';
import { emptyText } from '../../components/admin/empty-text';
import { Table, Tag } from '../../components/admin/kit';
import { pageIndex, toSearch } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/solutions';

const PAGE_SIZE = 20;

export async function loader({ context, request }: Route.LoaderArgs) {
  const index = pageIndex(new URL(request.url).searchParams);
  const answer = await context
    .get(apiContext)
    .getEnvelope('/admin/programme/list', { index, pageSize: PAGE_SIZE });
  if (answer.code !== Code.OK) refused(answer.code);
  return { index, ...answer.obj };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('解决方案', matches[0].loaderData?.shopName);

export default function SolutionsPage({ loaderData }: Route.ComponentProps) {
  const { index, list, total } = loaderData;
  const navigate = useNavigate();
  const edit = useMay()('content.edit');
  return (
    <section className="lm-console__panel" aria-labelledby="solutions-title">
      <h2 id="solutions-title">解决方案</h2>
      <div className="lm-console__filters">
        {edit ? (
          <Link className="ant-btn ant-btn-primary" to="/admin/content/solutions/new">
            新建方案
          </Link>
        ) : null}
        <a href="/programme" target="_blank" rel="noreferrer">
          打开前台解决方案
        </a>
      </div>
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 800 }}
        locale={emptyText(edit ? '暂无解决方案，点「新建方案」添加' : '暂无解决方案')}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 个`,
          onChange: (page) => navigate(toSearch({ index: page }) || '?'),
        }}
        columns={[
          {
            title: '方案名称',
            dataIndex: 'title',
            render: (title: string, row) => <Link to={`/admin/content/solutions/${row.id}`}>{title}</Link>,
          },
          {
            title: '状态',
            dataIndex: 'published',
            render: (published: boolean) =>
              published ? <Tag className="lm-console__tag-live">已发布</Tag> : <Tag>未发布</Tag>,
          },
          { title: '套装规格数', dataIndex: 'item_count' },
          { title: '排序', dataIndex: 'sort' },
          { title: '更新时间', dataIndex: 'updated_at', render: (at: string) => chinaMinute(at) },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <span className="lm-console__row-actions">
                <Link to={`/admin/content/solutions/${row.id}`}>{edit ? '编辑' : '查看'}</Link>
                {row.published ? (
                  <a href={`/programme/${row.id}`} target="_blank" rel="noreferrer">
                    前台查看
                  </a>
                ) : null}
                {edit ? (
                  <DeleteButton
                    what={`方案「${row.title}」`}
                    note="套装一并删除。"
                    remove={() => api.post('/admin/programme/delete', { id: row.id })}
                  />
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
