import {
  AFTERSALE_STATES,
  type AftersaleKind,
  type AftersaleReason,
  type AftersaleState,
  aftersaleKindLabels,
  aftersaleReasonLabels,
  aftersaleStateLabels,
} from '@labmall/contract/aftersale-choices';
import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Input, Table } from '../../components/admin/kit';
import { oneOf, pageIndex, textOf, toSearch } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/aftersales';

const PAGE_SIZE = 20;
// 待处理 first: the queue opens on what waits for staff; `any` is 全部.
const STATES = [...AFTERSALE_STATES, 'any'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filters = { state: oneOf(STATES, search.get('state')), number: textOf(search, 'number') ?? '' };
  const index = pageIndex(search);
  const answer = await context.get(apiContext).getEnvelope('/admin/aftersales', {
    ...(filters.state === 'any' ? {} : { state: filters.state }),
    ...(filters.number ? { number: filters.number } : {}),
    index,
    pageSize: PAGE_SIZE,
  });
  // An order number of the wrong shape is said above an empty list.
  if (answer.code === Code.INVALID) return { filters, index, total: 0, list: [], problem: answer.message };
  if (answer.code !== Code.OK) refused(answer.code);
  return { filters, index, ...answer.obj, problem: '' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('售后管理', matches[0].loaderData?.shopName);

type Row = Route.ComponentProps['loaderData']['list'][number];

/** 售后管理: the buyers' requests, 待处理 first come first served; each opens its page to act on it. */
export default function AftersalesPage({ loaderData }: Route.ComponentProps) {
  const { filters, index, total, list, problem } = loaderData;
  const navigate = useNavigate();
  const may = useMay();
  return (
    <section className="lm-console__panel" aria-labelledby="aftersales-title">
      <h2 id="aftersales-title">售后管理</h2>
      <p className="lm-console__hint">
        仅退款同意即按原付款方式退款；退货退款与换货同意时给出退货地址，买家寄回后确认收货，再退款或补发。
      </p>
      {may('catalogue.products') ? (
        <p>
          <Link to="/admin/aftersales/rules">退换货规则</Link>
        </p>
      ) : null}
      <Form method="get" className="lm-console__filters" aria-label="筛选售后申请">
        <label>
          状态
          <select name="state" defaultValue={filters.state}>
            {AFTERSALE_STATES.map((state) => (
              <option key={state} value={state}>
                {aftersaleStateLabels[state]}
              </option>
            ))}
            <option value="any">全部</option>
          </select>
        </label>
        <div className="lm-console__field">
          <label htmlFor="f-number">订单号</label>
          <Input id="f-number" name="number" defaultValue={filters.number} allowClear maxLength={24} />
        </div>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Link to="/admin/aftersales">重置</Link>
        </div>
      </Form>
      {problem ? (
        <p role="alert" className="lm-console__problem">
          {problem}
        </p>
      ) : null}
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 1000 }}
        locale={emptyText(
          filters.state === 'pending' && !filters.number ? '暂无待处理的售后申请' : '没有符合条件的售后申请',
        )}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (page) => navigate(toSearch({ ...filters, index: page }) || '?'),
        }}
        columns={[
          {
            title: '申请时间',
            dataIndex: 'created_at',
            render: (at: string, row: Row) => (
              <Link to={`/admin/aftersales/${row.id}`}>{chinaMinute(at)}</Link>
            ),
          },
          {
            title: '订单号',
            dataIndex: 'order_number',
            render: (number: string) => <Link to={`/admin/orders/${number}`}>{number}</Link>,
          },
          {
            title: '会员单位',
            dataIndex: 'company',
            render: (company: string, row: Row) => company || `（未填单位）${row.phone}`,
          },
          { title: '类型', dataIndex: 'kind', render: (kind: AftersaleKind) => aftersaleKindLabels[kind] },
          {
            title: '原因',
            dataIndex: 'reason',
            render: (reason: AftersaleReason) => aftersaleReasonLabels[reason],
          },
          { title: '金额', dataIndex: 'amount', align: 'right', render: (y: string) => displayYuan(y) },
          {
            title: '状态',
            dataIndex: 'state',
            render: (state: AftersaleState) => aftersaleStateLabels[state],
          },
          {
            title: '操作',
            key: 'open',
            render: (_, row: Row) => (
              <Link to={`/admin/aftersales/${row.id}`} aria-label={`处理售后申请 ${row.id}`}>
                {row.state === 'pending' ? '处理' : '查看'}
              </Link>
            ),
          },
        ]}
      />
    </section>
  );
}
