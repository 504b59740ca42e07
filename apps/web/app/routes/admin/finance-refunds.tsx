import {
  REFUND_METHODS,
  REFUND_STATES,
  refundMethodLabels,
  refundStateLabels,
} from '@labmall/contract/refund-choices';
import { Code } from '@labmall/protocol';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import type { StaffRefund } from '../../components/admin/finance/refund-actions';
import { refundColumns } from '../../components/admin/finance/refund-columns';
import { Button, Input, Table } from '../../components/admin/kit';
import { oneOf, pageIndex, textOf, toSearch } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/finance-refunds';

const PAGE_SIZE = 20;
const STATES = ['all', ...REFUND_STATES] as const;
const METHODS = ['all', ...REFUND_METHODS] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filters = {
    state: oneOf(STATES, search.get('state')),
    method: oneOf(METHODS, search.get('method')),
    number: textOf(search, 'number') ?? '',
  };
  const index = pageIndex(search);
  const answer = await context.get(apiContext).getEnvelope('/admin/refunds', {
    ...(filters.state === 'all' ? {} : { state: filters.state }),
    ...(filters.method === 'all' ? {} : { method: filters.method }),
    ...(filters.number ? { number: filters.number } : {}),
    index,
    pageSize: PAGE_SIZE,
  });
  // A filter the API refuses (an order number of the wrong shape) is said above an empty list.
  if (answer.code === Code.INVALID) return { filters, index, total: 0, list: [], problem: answer.message };
  if (answer.code !== Code.OK) refused(answer.code);
  return { filters, index, ...answer.obj, problem: '' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('退款管理', matches[0].loaderData?.shopName);

/** 退款管理: every refund, newest first; 待财务打款 is `?state=processing&method=transfer`. */
export default function RefundsPage({ loaderData }: Route.ComponentProps) {
  const { filters, index, total, list, problem } = loaderData;
  const navigate = useNavigate();
  const filtered = filters.state !== 'all' || filters.method !== 'all' || filters.number !== '';

  return (
    <section className="lm-console__panel" aria-labelledby="refunds-title">
      <h2 id="refunds-title">退款管理</h2>
      <p className="lm-console__hint">
        退款按付款方式原路退回：在线支付经支付通道退回，账期退回额度，对公转账由财务打款后登记回单。
      </p>
      <Form method="get" className="lm-console__filters" aria-label="筛选退款">
        <label>
          状态
          <select name="state" defaultValue={filters.state}>
            <option value="all">全部</option>
            {REFUND_STATES.map((state) => (
              <option key={state} value={state}>
                {refundStateLabels[state]}
              </option>
            ))}
          </select>
        </label>
        <label>
          退回方式
          <select name="method" defaultValue={filters.method}>
            <option value="all">全部</option>
            {REFUND_METHODS.map((method) => (
              <option key={method} value={method}>
                {refundMethodLabels[method]}
              </option>
            ))}
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
          <Link to="/admin/finance/refunds">重置</Link>
          <Link to={`/admin/finance/refunds${toSearch({ state: 'processing', method: 'transfer' })}`}>
            只看待财务打款
          </Link>
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
        locale={emptyText(filtered ? '没有符合条件的退款' : '暂无退款记录')}
        pagination={{
          current: index,
          pageSize: PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 笔`,
          onChange: (page) => navigate(toSearch({ ...filters, index: page }) || '?'),
        }}
        columns={[
          {
            title: '订单号',
            dataIndex: 'order_number',
            render: (number: string) => <Link to={`/admin/orders/${number}`}>{number}</Link>,
          },
          {
            title: '会员单位',
            dataIndex: 'company',
            render: (company: StaffRefund['company']) => company || '（未填单位）',
          },
          ...refundColumns,
        ]}
      />
    </section>
  );
}
