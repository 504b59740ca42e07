import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import '../../components/orders/orders.css';
import '../../components/orders/order-refunds.css';
import '../../components/aftersales/aftersales.css';
import { buyerInvoiceStateLabels } from '@labmall/contract/invoice-choices';
import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { useEffect } from 'react';
import { Link, redirect } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import { pageLoadFailure } from '../../components/catalogue/load-failure.server';
import { setChatOrder } from '../../components/chat/chat-store';
import { memberHeaders } from '../../components/member-lists/load-page.server';
import { OrderActions } from '../../components/orders/order-actions';
import { OrderAftersales } from '../../components/orders/order-aftersales';
import { OrderLines } from '../../components/orders/order-lines';
import { amountLabel, orderMessages as t } from '../../components/orders/order-messages';
import { OrderRefunds } from '../../components/orders/order-refunds';
import { OrderStateBadge } from '../../components/orders/order-state-badge';
import { OrderTimeline } from '../../components/orders/order-timeline';
import { PrintButton } from '../../components/orders/print-button';
import { RedemptionTag, RedemptionTotals } from '../../components/points/redemption-badges';
import { ActivitySavingNote } from '../../components/sales/activity-saving';
import { apiContext } from '../../lib/context.server';
import { pageTitle } from '../../messages';
import type { Route } from './+types/order.detail';

/** What an order number can look like (date + sequence); anything else cannot exist. */
const ORDER_NUMBER = /^[0-9A-Za-z-]{1,24}$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!ORDER_NUMBER.test(params.number)) throw redirect('/error/404');
  const api = context.get(apiContext);
  const [answer, requests] = await Promise.all([
    api.getEnvelope('/user/order/detail', { number: params.number }),
    api.getEnvelope('/user/aftersale', { number: params.number, index: 1, pageSize: 20 }),
  ]);
  // Another member's number is answered exactly like one that does not exist.
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return { order: answer.obj, aftersales: requests.code === Code.OK ? requests.obj.list : [] };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      matches[0].loaderData.shopName,
      loaderData ? t.detailTitle(loaderData.order.number) : t.title,
    ),
  },
  { name: 'robots', content: 'noindex' },
];

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="lm-order-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** /user/order/{number}: everything about one order, what can be done with it, and its paperwork. */
export default function OrderDetailPage({ loaderData, matches }: Route.ComponentProps) {
  const { order, aftersales } = loaderData;
  const { shopName } = matches[0].loaderData;
  const sheet = (kind: 'delivery' | 'quotation') => `/user/order/${order.number}/sheet?kind=${kind}`;
  // 在线客服 offers this order while the page is shown (the page is a member's own order).
  useEffect(() => {
    setChatOrder(order.number);
    return () => setChatOrder(null);
  }, [order.number]);
  return (
    <AntdScope>
      <article aria-labelledby="order-title" className="lm-panel lm-order-detail">
        <p className="lm-order-detail__print-shop">{shopName}</p>
        <p className="lm-order-detail__back">
          <Link to="/user/order" className="lm-text-link">
            {t.backToList}
          </Link>
        </p>
        <header className="lm-order-detail__head">
          <h1 id="order-title">{t.detailTitle(order.number)}</h1>
          <OrderStateBadge state={order.state} awaitingTransfer={order.awaiting_transfer} />
          <RedemptionTag source={order.source} />
          <span className="lm-order-card__time">
            {t.placedAt} <time dateTime={order.created_at}>{chinaMinute(order.created_at)}</time>
          </span>
        </header>
        {order.awaiting_transfer ? (
          <p className="lm-order-detail__hint">转账凭证已提交，我们核对到账后会尽快确认。</p>
        ) : order.actions.pay ? (
          <p className="lm-order-detail__hint">{t.payBy(chinaMinute(order.pay_by))}</p>
        ) : null}
        {order.state === 'cancelled' && order.cancel_reason ? (
          <p className="lm-order-detail__hint">
            {t.cancelReason}：{order.cancel_reason}
          </p>
        ) : null}
        <OrderActions order={order} />

        <section aria-labelledby="order-lines" className="lm-order-detail__section">
          <h2 id="order-lines">{t.sections.lines}</h2>
          <OrderLines lines={order.lines} orderNumber={order.number} />
          {order.source === 4 ? (
            <RedemptionTotals points={order.points_spent} />
          ) : (
            <dl className="lm-order-amounts">
              <Row label={t.goods}>
                {displayYuan(order.goods)}
                <ActivitySavingNote lines={order.lines} />
              </Row>
              <Row label={t.freight}>{displayYuan(order.freight)}</Row>
              {order.discount !== '0.00' ? (
                <Row label={t.discount}>
                  -{displayYuan(order.discount)}
                  {order.coupon ? (
                    <span className="lm-order-detail__coupon">（优惠券：{order.coupon.name}）</span>
                  ) : null}
                </Row>
              ) : null}
              <div className="lm-order-facts__row lm-order-amounts__total">
                <dt>{amountLabel(order.state)}</dt>
                <dd>{displayYuan(order.payable)}</dd>
              </div>
            </dl>
          )}
        </section>

        {order.refunds.length > 0 ? (
          <section aria-labelledby="order-refunds" className="lm-order-detail__section">
            <h2 id="order-refunds">{t.sections.refunds}</h2>
            <OrderRefunds refunds={order.refunds} />
          </section>
        ) : null}

        {aftersales.length > 0 ? (
          <section aria-labelledby="order-aftersales" className="lm-order-detail__section">
            <h2 id="order-aftersales">{t.sections.aftersales}</h2>
            <OrderAftersales requests={aftersales} />
          </section>
        ) : null}

        <div className="lm-order-detail__grid">
          <section aria-labelledby="order-address" className="lm-order-detail__section">
            <h2 id="order-address">{t.sections.address}</h2>
            <dl className="lm-order-facts">
              <Row label="收货人">
                {order.address.consignee} {order.address.phone}
              </Row>
              <Row label="地址">
                {order.address.region_names} {order.address.detail}
                {order.address.postcode ? `（${order.address.postcode}）` : ''}
              </Row>
              <Row label={t.poNumber}>{order.po_number || '—'}</Row>
              {order.remark ? <Row label={t.remark}>{order.remark}</Row> : null}
            </dl>
          </section>
          <section aria-labelledby="order-invoice" className="lm-order-detail__section">
            <h2 id="order-invoice">{t.sections.invoice}</h2>
            {order.invoice ? (
              <dl className="lm-order-facts">
                <Row label="类型">{t.invoiceKinds[order.invoice.kind]}</Row>
                <Row label="抬头">{order.invoice.title}</Row>
                {order.invoice.taxpayer_no ? (
                  <Row label={t.taxpayerNo}>{order.invoice.taxpayer_no}</Row>
                ) : null}
                {order.invoices.map((invoice) => (
                  <Row key={`${invoice.invoice_no}-${invoice.issued_at}`} label="发票">
                    {buyerInvoiceStateLabels[invoice.state]}（号码 {invoice.invoice_no}，
                    {displayYuan(invoice.amount)}）
                  </Row>
                ))}
              </dl>
            ) : (
              <p className="lm-order-detail__muted">{t.noInvoice}</p>
            )}
          </section>
          <section aria-labelledby="order-logistics" className="lm-order-detail__section">
            <h2 id="order-logistics">{t.sections.logistics}</h2>
            {order.carrier ? (
              <dl className="lm-order-facts">
                <Row label={t.carrier}>{order.carrier}</Row>
                <Row label={t.trackingNo}>{order.tracking_no}</Row>
              </dl>
            ) : (
              <p className="lm-order-detail__muted">{t.notShipped}</p>
            )}
          </section>
          <section aria-labelledby="order-paperwork" className="lm-order-detail__section">
            <h2 id="order-paperwork">{t.sections.paperwork}</h2>
            <p className="lm-order-detail__muted">{t.paperworkLead}</p>
            <p className="lm-order-detail__links">
              <a className="lm-button" href={sheet('delivery')} download>
                {t.actions.delivery}
              </a>
              <a className="lm-button" href={sheet('quotation')} download>
                {t.actions.quotation}
              </a>
              <PrintButton />
            </p>
          </section>
        </div>

        <section aria-labelledby="order-timeline" className="lm-order-detail__section">
          <h2 id="order-timeline">{t.sections.timeline}</h2>
          <OrderTimeline events={order.timeline} />
        </section>
      </article>
    </AntdScope>
  );
}
