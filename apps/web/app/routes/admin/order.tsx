import { LOT_MAX } from '@labmall/contract/lot-limits';
import { CARRIERS, paymentMethodLabels } from '@labmall/contract/order-choices';
import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { useState } from 'react';
import { Link, redirect, useRevalidator } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { downloadBase64 } from '../../components/admin/download';
import { Button, Descriptions, Input, Popconfirm, Select, Table, Timeline } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { OrderAftersales } from '../../components/admin/order-aftersales';
import { OrderInvoices } from '../../components/admin/order-invoices';
import { OrderRefunds } from '../../components/admin/order-refunds';
import { useMay } from '../../components/admin/use-may';
import { ProductPicture } from '../../components/catalogue/product-picture';
import { orderMessages } from '../../components/orders/order-messages';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { toastSuccess } from '../../lib/ui/feedback';
import type { Route } from './+types/order';

const ORDER_NUMBER = /^[0-9A-Za-z-]{1,24}$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!ORDER_NUMBER.test(params.number)) throw redirect('/admin/orders');
  const api = context.get(apiContext);
  const [answer, aftersales] = await Promise.all([
    api.getEnvelope('/admin/orders/detail', { number: params.number }),
    api.getEnvelope('/admin/aftersales', { number: params.number, index: 1, pageSize: 50 }),
  ]);
  if (answer.code !== Code.OK) refused(answer.code);
  // Staff without 售后处理 are refused the list: the section is left out for them.
  return { order: answer.obj, aftersales: aftersales.code === Code.OK ? aftersales.obj.list : null };
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  consoleMeta(`订单 ${params.number}`, matches[0].loaderData?.shopName);

const actors = { member: '会员', operator: '运营', system: '系统' } as const;
const paymentStates: Record<string, string> = {
  pending: '待确认',
  paid: '已付款',
  rejected: '已驳回',
  failed: '失败',
  closed: '已关闭',
  withdrawn: '已撤回',
  refund_due: '待退款',
};

export default function OrderPage({ loaderData }: Route.ComponentProps) {
  const { order, aftersales } = loaderData;
  const may = useMay();
  const states = orderMessages.states;
  return (
    <>
      <p>
        <Link to="/admin/orders">返回订单列表</Link>
      </p>
      <section className="lm-console__panel" aria-labelledby="order-title">
        <h2 id="order-title">
          订单 {order.number}　<span>{states[order.state]}</span>
        </h2>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'created', label: '下单时间', children: chinaMinute(order.created_at) },
            { key: 'phone', label: '会员手机号', children: order.phone },
            { key: 'company', label: '单位', children: order.company || '—' },
            { key: 'po', label: '采购单号', children: order.po_number || '—' },
            { key: 'controlled', label: '管制类商品', children: order.controlled ? '含' : '不含' },
            { key: 'remark', label: '备注', children: order.remark || '—' },
            {
              key: 'address',
              label: '收货地址',
              span: 'filled',
              children: `${order.address.consignee} ${order.address.phone}，${order.address.region_names} ${order.address.detail}`,
            },
            ...(order.carrier
              ? [
                  { key: 'carrier', label: '物流公司', children: order.carrier },
                  { key: 'tracking', label: '运单号', children: order.tracking_no },
                ]
              : []),
            ...(order.cancel_reason
              ? [{ key: 'reason', label: '取消原因', children: order.cancel_reason }]
              : []),
          ]}
        />
        <p>
          <SheetButton number={order.number} />
        </p>
      </section>
      {order.state === 'paid' && may('orders.ship') ? (
        <ShipForm number={order.number} lines={order.lines} />
      ) : null}
      {(order.state === 'pending_payment' || order.state === 'paid') && may('orders.cancel') ? (
        <CancelForm number={order.number} paid={order.state === 'paid'} />
      ) : null}
      <section className="lm-console__panel" aria-labelledby="lines-title">
        <h2 id="lines-title">商品清单</h2>
        <Table
          rowKey="line_id"
          dataSource={order.lines}
          pagination={false}
          scroll={{ x: 700 }}
          columns={[
            {
              title: '商品',
              dataIndex: 'name',
              render: (name: string, line: (typeof order.lines)[number]) => (
                <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  {line.product_id !== null && (
                    <ProductPicture
                      src={line.picture}
                      name={name}
                      width={48}
                      height={35}
                      className="lm-console-line__picture"
                      decorative
                    />
                  )}
                  {name}
                </span>
              ),
            },
            { title: '货号', dataIndex: 'sku' },
            { title: '规格', dataIndex: 'pack' },
            { title: '批号', dataIndex: 'lot', render: (lot: string) => lot || '—' },
            { title: '单价', dataIndex: 'unit_price', align: 'right', render: (y: string) => displayYuan(y) },
            { title: '数量', dataIndex: 'quantity', align: 'right' },
            { title: '小计', dataIndex: 'subtotal', align: 'right', render: (y: string) => displayYuan(y) },
          ]}
        />
        <Descriptions
          size="small"
          column={{ xs: 1, md: 4 }}
          items={[
            { key: 'goods', label: '商品金额', children: displayYuan(order.goods) },
            { key: 'freight', label: '运费', children: displayYuan(order.freight) },
            { key: 'discount', label: '优惠', children: displayYuan(order.discount) },
            { key: 'payable', label: '应付金额', children: displayYuan(order.payable) },
          ]}
        />
      </section>
      <section className="lm-console__panel" aria-labelledby="payments-title">
        <h2 id="payments-title">付款记录</h2>
        <Table
          rowKey="id"
          dataSource={order.payments}
          pagination={false}
          locale={{ emptyText: '暂无付款记录' }}
          columns={[
            {
              title: '方式',
              dataIndex: 'method',
              render: (m: keyof typeof paymentMethodLabels) => paymentMethodLabels[m],
            },
            { title: '状态', dataIndex: 'state', render: (s: string) => paymentStates[s] ?? s },
            { title: '金额', dataIndex: 'amount', align: 'right', render: (y: string) => displayYuan(y) },
            { title: '提交时间', dataIndex: 'created_at', render: (at: string) => chinaMinute(at) },
            {
              title: '凭证',
              dataIndex: 'voucher_url',
              render: (url: string) =>
                url ? (
                  <a href={url} target="_blank" rel="noreferrer">
                    查看凭证
                  </a>
                ) : (
                  '—'
                ),
            },
            { title: '驳回原因', dataIndex: 'reason' },
          ]}
        />
      </section>
      <OrderRefunds
        number={order.number}
        state={order.state}
        refunds={order.refunds}
        refundable={order.refundable}
      />
      <OrderAftersales requests={aftersales} />
      <OrderInvoices
        number={order.number}
        state={order.state}
        choice={order.invoice}
        invoices={order.invoices}
        invoiceable={order.invoiceable}
      />
      <section className="lm-console__panel" aria-labelledby="timeline-title">
        <h2 id="timeline-title">订单记录</h2>
        <Timeline
          items={order.timeline.map((event) => ({
            key: `${event.at}-${event.to}`,
            children: `${chinaMinute(event.at)}　${states[event.to]}（${actors[event.actor]}）${event.note ? `：${event.note}` : ''}`,
          }))}
        />
      </section>
    </>
  );
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 送货单: the same sheet the buyer exports, to print and send with the goods. */
function SheetButton({ number }: { number: string }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const sheet = await api.get('/admin/orders/sheet', { number, kind: 'delivery' });
      downloadBase64(sheet.xlsx, sheet.filename, XLSX);
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button onClick={download} loading={busy}>
      导出送货单
    </Button>
  );
}

type OrderLine = Route.ComponentProps['loaderData']['order']['lines'][number];

/** 发货: carrier, tracking number and, per line of goods, the lot shipped (the SKU's COA lots offered). */
function ShipForm({ number, lines }: { number: string; lines: OrderLine[] }) {
  const { revalidate } = useRevalidator();
  const [carrier, setCarrier] = useState<(typeof CARRIERS)[number] | undefined>();
  const [tracking, setTracking] = useState('');
  const [lots, setLots] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const goods = lines.filter((line) => line.sku_id !== null);
  async function ship(event: React.FormEvent) {
    event.preventDefault();
    if (!carrier) return;
    setBusy(true);
    try {
      await api.post('/admin/orders/ship', {
        number,
        carrier,
        tracking_no: tracking,
        lots: Object.entries(lots)
          .filter(([, lot]) => lot.trim())
          .map(([line_id, lot]) => ({ line_id: Number(line_id), lot: lot.trim() })),
      });
      toastSuccess('已发货');
      await revalidate();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="lm-console__panel" aria-labelledby="ship-title">
      <h2 id="ship-title">发货</h2>
      <form className="lm-console__filters" onSubmit={ship}>
        <div className="lm-console__field">
          <label htmlFor="f-carrier">物流公司</label>
          <Select
            id="f-carrier"
            aria-label="物流公司"
            placeholder="请选择"
            style={{ width: 160 }}
            value={carrier}
            onChange={setCarrier}
            options={CARRIERS.map((c) => ({ value: c, label: c }))}
          />
        </div>
        <div className="lm-console__field">
          <label htmlFor="f-tracking">运单号</label>
          <Input
            id="f-tracking"
            value={tracking}
            onChange={(e) => setTracking(e.target.value)}
            maxLength={64}
            required
          />
        </div>
        {goods.map((line) => (
          <div className="lm-console__field" key={line.line_id}>
            <label htmlFor={`f-lot-${line.line_id}`}>
              批号 · {line.sku} {line.spec || line.pack}
            </label>
            <Input
              id={`f-lot-${line.line_id}`}
              list={`f-lots-${line.line_id}`}
              placeholder={line.coa_lots.length > 0 ? '可选已有检验报告的批号' : '选填'}
              value={lots[line.line_id] ?? ''}
              onChange={(e) => setLots({ ...lots, [line.line_id]: e.target.value })}
              maxLength={LOT_MAX}
              style={{ width: 200 }}
            />
            <datalist id={`f-lots-${line.line_id}`}>
              {line.coa_lots.map((lot) => (
                <option key={lot} value={lot} />
              ))}
            </datalist>
          </div>
        ))}
        <div className="lm-console__filter-actions">
          <Button type="primary" htmlType="submit" loading={busy} disabled={!carrier || !tracking.trim()}>
            确认发货
          </Button>
        </div>
      </form>
    </section>
  );
}

/** 取消订单 before shipping; a paid order's money all goes back the way it came (the 退款 section shows it). */
function CancelForm({ number, paid }: { number: string; paid: boolean }) {
  const { revalidate } = useRevalidator();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  async function cancel(event?: React.FormEvent) {
    event?.preventDefault();
    setBusy(true);
    try {
      await api.post('/admin/orders/cancel', { number, reason });
      toastSuccess(paid ? '订单已取消，货款将全额原路退回' : '订单已取消');
      await revalidate();
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="lm-console__panel" aria-labelledby="cancel-title">
      <h2 id="cancel-title">取消订单</h2>
      {/* A paid order is cancelled through the confirmation only, not by Enter in the reason. */}
      <form className="lm-console__filters" onSubmit={paid ? (e) => e.preventDefault() : cancel}>
        <div className="lm-console__field">
          <label htmlFor="f-reason">取消原因（会员可见）</label>
          <Input
            id="f-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={200}
            style={{ width: 320, maxWidth: '100%' }}
          />
        </div>
        <div className="lm-console__filter-actions">
          {paid ? (
            // Asked first: the refund starts at once and cannot be called back.
            <Popconfirm
              title="已付款的订单取消后将全额原路退款"
              description="库存退回；退款进度见下方“退款”。确认取消？"
              okText="确认取消"
              cancelText="再想想"
              okButtonProps={{ danger: true }}
              onConfirm={() => cancel()}
              disabled={!reason.trim()}
            >
              <Button danger loading={busy} disabled={!reason.trim()}>
                取消订单
              </Button>
            </Popconfirm>
          ) : (
            <Button danger htmlType="submit" loading={busy} disabled={!reason.trim()}>
              取消订单
            </Button>
          )}
        </div>
      </form>
      {paid ? <p className="lm-console__hint">已付款的订单取消后将全额原路退款。</p> : null}
    </section>
  );
}
