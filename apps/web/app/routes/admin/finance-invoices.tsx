import { ORDER_INVOICE_STATES, orderInvoiceStateLabels } from '@labmall/contract/invoice-choices';
import { Code } from '@labmall/protocol';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { invoiceColumns, type StaffInvoice } from '../../components/admin/finance/invoice-actions';
import { FINANCE_PAGE_SIZE } from '../../components/admin/finance/list-query';
import { StateTabs } from '../../components/admin/finance/state-tabs';
import { Button, Input, Table } from '../../components/admin/kit';
import { oneOf, pageIndex, textOf, toSearch } from '../../components/admin/list-query';
import { refused } from '../../components/admin/operator.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/finance-invoices';

// 全部 lists 待红冲 first (the API's order), so it is the default tab.
const TABS = ['all', ...ORDER_INVOICE_STATES] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const state = oneOf(TABS, search.get('state'));
  const number = textOf(search, 'number') ?? '';
  const index = pageIndex(search);
  const answer = await context.get(apiContext).getEnvelope('/admin/invoices', {
    ...(state === 'all' ? {} : { state }),
    ...(number ? { number } : {}),
    index,
    pageSize: FINANCE_PAGE_SIZE,
  });
  // A filter the API refuses (an order number of the wrong shape) is said above an empty list.
  if (answer.code === Code.INVALID) {
    return { state, number, index, total: 0, due: 0, list: [], problem: answer.message };
  }
  if (answer.code !== Code.OK) refused(answer.code);
  return { state, number, index, ...answer.obj, problem: '' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('发票管理', matches[0].loaderData?.shopName);

/** 发票管理: invoices registered per order; 待红冲 first, each with 登记红冲. */
export default function InvoicesPage({ loaderData }: Route.ComponentProps) {
  const { state, number, index, total, due, list, problem } = loaderData;
  const navigate = useNavigate();
  const labels = {
    all: '全部',
    ...orderInvoiceStateLabels,
    reversal_due: due > 0 ? `待红冲（${due}）` : '待红冲',
  };
  const filtered = state !== 'all' || number !== '';

  return (
    <section className="lm-console__panel" aria-labelledby="invoices-title">
      <h2 id="invoices-title">发票管理</h2>
      <p className="lm-console__hint">
        发票在税务系统开具后在订单页登记发票号码。订单退款成功后，已开具的发票标记为待红冲：在税务系统开具红字发票后在此登记红字发票号码，之后可为剩余金额重新开票。
      </p>
      <StateTabs label="发票状态" states={TABS} labels={labels} current={state} />
      <Form method="get" className="lm-console__filters" aria-label="按订单号查找发票">
        <input type="hidden" name="state" value={state} />
        <div className="lm-console__field">
          <label htmlFor="f-number">订单号</label>
          <Input id="f-number" name="number" defaultValue={number} allowClear maxLength={24} />
        </div>
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Link to="/admin/finance/invoices">重置</Link>
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
        locale={emptyText(filtered ? `没有符合条件的发票` : '暂无登记的发票')}
        pagination={{
          current: index,
          pageSize: FINANCE_PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 张`,
          onChange: (page) => navigate(toSearch({ state, number, index: page }) || '?'),
        }}
        columns={[
          {
            title: '订单号',
            dataIndex: 'order_number',
            render: (value: string) => <Link to={`/admin/orders/${value}`}>{value}</Link>,
          },
          {
            title: '会员单位',
            dataIndex: 'company',
            render: (company: StaffInvoice['company']) => company || '（未填单位）',
          },
          ...invoiceColumns,
        ]}
      />
    </section>
  );
}
