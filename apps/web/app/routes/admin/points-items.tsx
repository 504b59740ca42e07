import { Code } from '@labmall/protocol';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Table, Tag } from '../../components/admin/kit';
import { oneOf, pageIndex, toSearch } from '../../components/admin/list-query';
import { PointsItemForm, PointsStockForm } from '../../components/admin/marketing/points-item-form';
import { refused } from '../../components/admin/operator.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/points-items';

const PAGE_SIZE = 20;
const STATES = ['all', 'on', 'off'] as const;
const stateLabels = { all: '全部', on: '上架中', off: '已下架' };

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const on_sale = oneOf(STATES, search.get('on_sale'));
  const index = pageIndex(search);
  const answer = await context
    .get(apiContext)
    .getEnvelope('/admin/points/items', { on_sale, index, pageSize: PAGE_SIZE });
  if (answer.code !== Code.OK) refused(answer.code);
  return { on_sale, index, ...answer.obj };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('积分商城', matches[0].loaderData?.shopName);

export default function PointsItemsPage({ loaderData }: Route.ComponentProps) {
  const { on_sale, index, total, list } = loaderData;
  const navigate = useNavigate();
  return (
    <section className="lm-console__panel" aria-labelledby="points-title">
      <h2 id="points-title">积分商城</h2>
      <Form method="get" className="lm-console__filters" aria-label="筛选积分商品">
        <label>
          状态
          <select name="on_sale" defaultValue={on_sale}>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {stateLabels[s]}
              </option>
            ))}
          </select>
        </label>
        <div className="lm-console__filter-actions">
          <Button htmlType="submit">查询</Button>
          <Link to="/admin/marketing/points">重置</Link>
          <PointsItemForm />
        </div>
      </Form>
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 800 }}
        locale={emptyText(
          on_sale === 'all' ? '暂无积分商品，点「新建积分商品」添加' : '暂无符合条件的积分商品',
        )}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 件`,
          onChange: (page) => navigate(toSearch({ on_sale, index: page }) || '?'),
        }}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '分类', dataIndex: 'category' },
          { title: '所需积分', dataIndex: 'points_price' },
          { title: '库存', dataIndex: 'stock' },
          {
            title: '状态',
            key: 'state',
            render: (_, row) =>
              row.on_sale && row.stock > 0 ? (
                <Tag className="lm-console__tag-live">兑换中</Tag>
              ) : (
                <Tag>{row.on_sale ? '无库存' : '已下架'}</Tag>
              ),
          },
          { title: '排序', dataIndex: 'sort' },
          {
            title: '操作',
            key: 'actions',
            render: (_, row) => (
              <span className="lm-console__row-actions">
                <PointsItemForm row={row} />
                <PointsStockForm row={row} />
              </span>
            ),
          },
        ]}
      />
    </section>
  );
}
