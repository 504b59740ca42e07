import '../components/account/account.css';
import '../components/order/order.css';
import '../components/pay/pay.css';
import type { GetAnswer } from '@labmall/contract';
import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { useId, useState } from 'react';
import { data, Link, useNavigate, useRevalidator } from 'react-router';
import { AntdScope } from '../components/antd-scope';
import { PurchaseSteps } from '../components/controls/purchase-steps';
import { memberHeaders } from '../components/member-lists/load-page.server';
import { orderStateText } from '../components/orders/order-messages';
import { CreditMethod } from '../components/pay/credit-method';
import { OnlineMethod } from '../components/pay/online-method';
import { TimeLeft } from '../components/pay/time-left';
import { TransferMethod } from '../components/pay/transfer-method';
import { apiContext } from '../lib/context.server';
import { pageTitle } from '../messages';
import type { Route } from './+types/pay';

const TITLE = '订单支付';

type PayOrder = GetAnswer<'/pay/order'>;

const PAID_STATES = new Set(['paid', 'shipped', 'completed']);

/** /pay?number=… (订单支付) and /pay?number=…&done=1 (完成): the member's own order only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const number = url.searchParams.get('number') ?? '';
  if (!/^\d{8,24}$/.test(number)) throw data('订单不存在', { status: 404 });
  const server = context.get(apiContext);
  // Back from the payment gateway (its return_url): settle by asking the gateway when its notify has
  // not arrived yet, then show 完成 once paid. Any failure here leaves the usual page below.
  const fromGateway = url.searchParams.get('method') === 'online';
  if (fromGateway) await server.getEnvelope('/pay/online/status', { number });
  const envelope = await server.getEnvelope('/pay/order', { number });
  // Another member's number reads as one that does not exist.
  if (envelope.code === Code.NOT_FOUND) throw data('订单不存在', { status: 404 });
  // Any other failure (an expired session…) gets the usual page-load handling of `get`.
  const order = envelope.code === Code.OK ? envelope.obj : await server.get('/pay/order', { number });
  return { order, done: url.searchParams.get('done') === '1' || fromGateway, fromGateway };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: pageTitle(matches[0].loaderData.shopName, loaderData?.done ? '支付完成' : TITLE) },
  { name: 'robots', content: 'noindex' },
];

function OrderFacts({ order, paid = false }: { order: PayOrder; paid?: boolean }) {
  return (
    <dl className="lm-pay__facts">
      <div>
        <dt>订单号</dt>
        <dd data-testid="pay-number">{order.number}</dd>
      </div>
      <div>
        <dt>{paid ? '实付金额' : '应付金额'}</dt>
        <dd className="lm-pay__amount" data-testid="pay-amount">
          {displayYuan(order.payable)}
        </dd>
      </div>
      <div>
        <dt>金额明细</dt>
        <dd>
          商品 {displayYuan(order.goods)}，运费 {displayYuan(order.freight)}
          {order.discount !== '0.00' ? `，优惠 −${displayYuan(order.discount)}` : ''}
        </dd>
      </div>
      <div>
        <dt>货品</dt>
        <dd>
          <ul className="lm-pay__lines">
            {order.lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a snapshot list that never reorders
              <li key={index}>
                {line.name}
                {line.spec ? `（${line.spec}）` : ''}
                <span className="lm-pay__line-meta">
                  货号 {line.sku} · {line.pack} × {line.quantity}
                </span>
              </li>
            ))}
          </ul>
          {order.line_count > order.lines.length ? (
            <span className="lm-pay__more">等 {order.line_count} 种货品</span>
          ) : null}
        </dd>
      </div>
    </dl>
  );
}

/** 完成: the paid order's summary, and where to go next. */
function DonePanel({ order }: { order: PayOrder }) {
  return (
    <section className="lm-pay" aria-labelledby="pay-title">
      <PurchaseSteps current={3} />
      <h1 id="pay-title" className="lm-pay__done">
        支付成功
      </h1>
      <p className="lm-pay__note">我们将尽快为您安排发货。</p>
      <OrderFacts order={order} paid />
      <dl className="lm-pay__facts">
        <div>
          <dt>订单状态</dt>
          <dd data-testid="pay-state">{orderStateText(order.state)}</dd>
        </div>
        {order.paid_at ? (
          <div>
            <dt>付款时间</dt>
            <dd>{chinaMinute(order.paid_at)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="lm-pay__links">
        <Link to={`/user/order/${order.number}`}>查看订单</Link>
        <Link to="/">继续购物</Link>
      </p>
    </section>
  );
}

/** Not payable (cancelled, or paid without coming through 完成): its state and the way to the order. */
function StatePanel({ order }: { order: PayOrder }) {
  const state = orderStateText(order.state, order.awaiting_transfer);
  return (
    <section className="lm-pay" aria-labelledby="pay-title">
      <h1 id="pay-title">{TITLE}</h1>
      <p className="lm-pay__status" data-testid="pay-state-note">
        {PAID_STATES.has(order.state)
          ? order.payable === '0.00'
            ? `该订单应付 ¥0.00，下单时已确认（${state}），无需支付。`
            : `该订单已付款（${state}），无需再次支付。`
          : `该订单${state}，不能支付。`}
      </p>
      <OrderFacts order={order} />
      <p className="lm-pay__links">
        <Link to={`/user/order/${order.number}`}>查看订单详情</Link>
        <Link to="/">继续购物</Link>
      </p>
    </section>
  );
}

const METHODS = [
  { key: 'credit', label: '账期支付', hint: '按月对账结算' },
  { key: 'transfer', label: '对公转账', hint: '上传转账凭证' },
  { key: 'online', label: '在线支付', hint: '支付宝等' },
] as const;
type MethodKey = (typeof METHODS)[number]['key'];

function PayPanel({ order, fromGateway }: { order: PayOrder; fromGateway: boolean }) {
  const { revalidate } = useRevalidator();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<MethodKey>(fromGateway ? 'online' : 'transfer');
  // One payment at a time (ADR 33): while a voucher waits for review only 对公转账 is open, and its
  // block offers 撤回凭证; the API refuses the others anyway.
  const locked = order.awaiting_transfer;
  const method: MethodKey = locked ? 'transfer' : chosen;
  const groupName = useId();
  const paid = () => navigate(`/pay?number=${encodeURIComponent(order.number)}&done=1`);
  return (
    <section className="lm-pay lm-pay--wide" aria-labelledby="pay-title">
      <PurchaseSteps current={2} />
      <h1 id="pay-title">
        {order.awaiting_transfer ? '转账凭证已提交，等待确认' : '订单已提交，请尽快付款'}
      </h1>
      <OrderFacts order={order} />
      <dl className="lm-pay__facts">
        <div>
          <dt>订单状态</dt>
          <dd data-testid="pay-state">{orderStateText(order.state, order.awaiting_transfer)}</dd>
        </div>
        {order.awaiting_transfer ? null : (
          <div>
            <dt>付款时限</dt>
            <dd>
              请在 {chinaMinute(order.pay_by)} 前付款；
              <TimeLeft payBy={order.pay_by} serverNow={order.now} />
            </dd>
          </div>
        )}
      </dl>
      <fieldset className="lm-pay-methods">
        <legend>支付方式</legend>
        {locked ? (
          <p className="lm-pay__status lm-pay-methods__locked" data-testid="pay-methods-locked">
            转账凭证已提交，正在等待确认。为避免重复付款，确认前不能改用账期支付或在线支付；如需改用，请先撤回凭证。
          </p>
        ) : null}
        <div className="lm-pay-methods__choices">
          {METHODS.map((m) => (
            <label
              key={m.key}
              className={`lm-pay-methods__choice${method === m.key ? ' is-checked' : ''}${locked && m.key !== 'transfer' ? ' is-disabled' : ''}`}
            >
              <input
                type="radio"
                name={groupName}
                value={m.key}
                checked={method === m.key}
                disabled={locked && m.key !== 'transfer'}
                onChange={() => setChosen(m.key)}
              />
              <span className="lm-pay-methods__label">{m.label}</span>
              <span className="lm-pay-methods__hint">{m.hint}</span>
            </label>
          ))}
        </div>
        <div className="lm-pay-method" data-testid={`pay-method-${method}`}>
          {method === 'transfer' ? (
            <TransferMethod order={order} onSent={revalidate} onPaid={paid} />
          ) : method === 'credit' ? (
            <CreditMethod
              number={order.number}
              onPaid={paid}
              hold={{
                days: order.long_window_days,
                chosen: order.pay_window === 'credit',
                payBy: order.pay_by,
                onChosen: revalidate,
              }}
            />
          ) : (
            <OnlineMethod number={order.number} onPaid={revalidate} />
          )}
        </div>
      </fieldset>
      <p className="lm-pay__links">
        <Link to={`/user/order/${order.number}`}>查看订单详情</Link>
      </p>
    </section>
  );
}

export default function PayPage({ loaderData }: Route.ComponentProps) {
  const { order, done, fromGateway } = loaderData;
  if (done && PAID_STATES.has(order.state)) return <DonePanel order={order} />;
  if (order.state !== 'pending_payment') return <StatePanel order={order} />;
  return (
    <AntdScope>
      <PayPanel order={order} fromGateway={fromGateway} />
    </AntdScope>
  );
}
