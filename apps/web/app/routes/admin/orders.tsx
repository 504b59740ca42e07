import { PAYMENT_METHODS, paymentMethodLabels } from '@labmall/contract/order-choices';
import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { downloadBase64 } from '../../components/admin/download';
import { Button, Input, Table } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { filtersFromUrl, filtersToSearch, ORDER_PAGE_SIZE } from '../../components/admin/order-filters';
import { ShipBatch } from '../../components/admin/ship-batch';
import { useMay } from '../../components/admin/use-may';
import { orderMessages } from '../../components/orders/order-messages';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { toastError } from '../../lib/ui/feedback';
import type { Route } from './+types/orders';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { index, ...filters } = filtersFromUrl(new URL(request.url).searchParams);
  const answer = await context
    .get(apiContext)
    .getEnvelope('/admin/orders', { ...filters, index, pageSize: ORDER_PAGE_SIZE });
  // A filter the API refuses (a date range backwards) is said above an empty list, not an error page.
  if (answer.code === Code.INVALID) return { filters, index, total: 0, list: [], problem: answer.message };
  if (answer.code !== Code.OK) refused(answer.code);
  return { filters, index, ...answer.obj, problem: '' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('订单管理', matches[0].loaderData?.shopName);

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { filters, index, total, list, problem } = loaderData;
  const navigate = useNavigate();
  const may = useMay();
  const [exporting, setExporting] = useState(false);
  const go = (page: number) => navigate(`?${filtersToSearch({ ...filters, index: page })}`);

  async function exportSheet() {
    setExporting(true);
    try {
      const file = await api.get('/admin/orders/export', filters);
      downloadBase64(file.data, file.file_name, file.content_type);
      if (file.truncated) toastError(`订单过多，只导出了最新的 ${file.rows} 单，请缩小筛选范围`);
    } catch {
      // The client has said why (toast).
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="lm-console__panel" aria-labelledby="orders-title">
      <h2 id="orders-title">订单列表</h2>
      <Form method="get" className="lm-console__filters" aria-label="筛选订单">
        <label>
          状态
          <select name="state" defaultValue={filters.state}>
            <option value="all">全部</option>
            {orderMessages.tabs.slice(1).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="lm-console__field">
          <label htmlFor="f-number">订单号</label>
          <Input id="f-number" name="number" defaultValue={filters.number ?? ''} allowClear maxLength={24} />
        </div>
        <div className="lm-console__field">
          <label htmlFor="f-phone">会员手机号</label>
          <Input id="f-phone" name="phone" defaultValue={filters.phone ?? ''} maxLength={11} />
        </div>
        <div className="lm-console__field">
          <label htmlFor="f-company">单位</label>
          <Input id="f-company" name="company" defaultValue={filters.company ?? ''} maxLength={60} />
        </div>
        <div className="lm-console__field">
          <label htmlFor="f-sku">货号</label>
          <Input id="f-sku" name="sku" defaultValue={filters.sku ?? ''} maxLength={64} />
        </div>
        <label>
          下单日期起
          <input type="date" name="from" defaultValue={filters.from ?? ''} />
        </label>
        <label>
          下单日期止
          <input type="date" name="until" defaultValue={filters.until ?? ''} />
        </label>
        <label>
          管制类
          <select name="controlled" defaultValue={filters.controlled}>
            <option value="all">全部</option>
            <option value="yes">含管制类商品</option>
            <option value="no">不含管制类商品</option>
          </select>
        </label>
        <label>
          付款方式
          <select name="pay_method" defaultValue={filters.pay_method}>
            <option value="all">全部</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {paymentMethodLabels[method]}
              </option>
            ))}
          </select>
        </label>
        {filters.overdue ? <input type="hidden" name="overdue" value="1" /> : null}
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Link to="/admin/orders">重置</Link>
          <Button onClick={exportSheet} loading={exporting}>
            导出 Excel
          </Button>
        </div>
      </Form>
      {may('orders.ship') ? (
        <div className="lm-console__batch-bar">
          <ShipBatch />
          <span>
            表格列：订单号、物流公司、运单号，可加货号、批号登记发货批号（一个商品一行，重复订单号），可有表头，最多
            200 行
          </span>
        </div>
      ) : null}
      {filters.overdue ? <p>只看付款超过规定天数仍未发货的订单。</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
      <Table
        rowKey="number"
        dataSource={list}
        scroll={{ x: 900 }}
        pagination={{
          current: index,
          pageSize: ORDER_PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 单`,
          onChange: go,
        }}
        columns={[
          {
            title: '订单号',
            dataIndex: 'number',
            render: (number: string) => <Link to={`/admin/orders/${number}`}>{number}</Link>,
          },
          { title: '下单时间', dataIndex: 'created_at', render: (at: string) => chinaMinute(at) },
          { title: '会员', dataIndex: 'phone' },
          { title: '单位', dataIndex: 'company' },
          {
            title: '状态',
            dataIndex: 'state',
            render: (state: keyof typeof orderMessages.states) => orderMessages.states[state],
          },
          {
            title: '应付金额',
            dataIndex: 'payable',
            align: 'right',
            render: (yuan: string) => displayYuan(yuan),
          },
          { title: '商品种数', dataIndex: 'line_count', align: 'right' },
          { title: '管制类', dataIndex: 'controlled', render: (yes: boolean) => (yes ? '是' : '') },
        ]}
      />
    </section>
  );
}
