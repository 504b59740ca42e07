import { Code } from '@labmall/protocol';
import { chinaMinute } from '@labmall/rules';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Table, Tag } from '../../components/admin/kit';
import { oneOf, pageIndex, toSearch } from '../../components/admin/list-query';
import { ActivityForm, ActivityPublish } from '../../components/admin/marketing/activity-form';
import { refused } from '../../components/admin/operator.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/activities';

const PAGE_SIZE = 20;
const STATES = ['all', 'running', 'upcoming', 'ended'] as const;
const stateLabels = { all: '全部', running: '进行中', upcoming: '即将开始', ended: '已结束' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const state = oneOf(STATES, search.get('state'));
  const index = pageIndex(search);
  const client = context.get(apiContext);
  const [activities, themes] = await Promise.all([
    client.getEnvelope('/admin/sales/activities', { state, index, pageSize: PAGE_SIZE }),
    client.getEnvelope('/admin/sales/themes', {}),
  ]);
  if (activities.code !== Code.OK) refused(activities.code);
  if (themes.code !== Code.OK) refused(themes.code);
  return { state, index, ...activities.obj, themes: themes.obj.list };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('促销活动', matches[0].loaderData?.shopName);

export default function ActivitiesPage({ loaderData }: Route.ComponentProps) {
  const { state, index, total, list, themes } = loaderData;
  const navigate = useNavigate();
  return (
    <section className="lm-console__panel" aria-labelledby="activities-title">
      <h2 id="activities-title">促销活动</h2>
      <Form method="get" className="lm-console__filters" aria-label="筛选促销活动">
        <label>
          状态
          <select name="state" defaultValue={state}>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {stateLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <div className="lm-console__filter-actions">
          <Button htmlType="submit">查询</Button>
          <Link to="/admin/marketing/activities">重置</Link>
          <ActivityForm themes={themes} />
        </div>
      </Form>
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 900 }}
        locale={emptyText(state === 'all' ? '暂无促销活动，点「新建活动」添加' : '暂无符合条件的活动')}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 个活动`,
          onChange: (page) => navigate(toSearch({ state, index: page }) || '?'),
        }}
        columns={[
          { title: '标题', dataIndex: 'title' },
          {
            title: '状态',
            key: 'state',
            render: (_, row) =>
              row.published && row.state === 'running' ? (
                <Tag className="lm-console__tag-live">进行中</Tag>
              ) : (
                <Tag>{row.published ? stateLabels[row.state] : `未发布（${stateLabels[row.state]}）`}</Tag>
              ),
          },
          {
            title: '时间',
            key: 'when',
            render: (_, row) => `${chinaMinute(row.starts_at)} 至 ${chinaMinute(row.ends_at)}`,
          },
          {
            title: '专题',
            dataIndex: 'theme_id',
            render: (id: number | null) => themes.find((t) => t.id === id)?.title ?? '—',
          },
          { title: '货品数', dataIndex: 'item_count' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <span className="lm-console__row-actions">
                <ActivityForm row={row} themes={themes} />
                <Link to={`/admin/marketing/activities/${row.id}`}>货品与活动价</Link>
                <ActivityPublish row={row} />
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
