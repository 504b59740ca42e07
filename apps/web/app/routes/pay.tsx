import '../components/order/order.css';
import { Code } from '@labmall/protocol';
import { data, Link } from 'react-router';
import { memberHeaders } from '../components/member-lists/load-page.server';
import { OnlineMethod } from '../components/pay/online-method';
import { apiContext } from '../lib/context.server';
import { formatYuan } from '../lib/money';
import { pageTitle } from '../messages';
import type { Route } from './+types/pay';

const TITLE = '订单支付';

const STATE_NAMES: Record<string, string> = {
  pending_payment: '待付款',
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};

/** /pay?number=…: the order's number, amount and state until the payment issue replaces this page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const number = new URL(request.url).searchParams.get('number') ?? '';
  if (!/^\d{8,24}$/.test(number)) throw data('订单不存在', { status: 404 });
  const server = context.get(apiContext);
  const envelope = await server.getEnvelope('/order/pay-info', { number });
  // Another member's number reads as one that does not exist.
  if (envelope.code === Code.NOT_FOUND) throw data('订单不存在', { status: 404 });
  // Any other failure (an expired session…) gets the usual page-load handling of `get`.
  const order = envelope.code === Code.OK ? envelope.obj : await server.get('/order/pay-info', { number });
  return { order };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, TITLE) },
  { name: 'robots', content: 'noindex' },
];

const beijingTime = (iso: string) =>
  new Intl.DateTimeFormat('zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

export default function PayPage({ loaderData }: Route.ComponentProps) {
  const { order } = loaderData;
  const unpaid = order.state === 'pending_payment';
  return (
    <section className="lm-pay" aria-labelledby="pay-title">
      <h1 id="pay-title">{unpaid ? '订单已提交，请尽快付款' : TITLE}</h1>
      <dl className="lm-pay__facts">
        <div>
          <dt>订单号</dt>
          <dd data-testid="pay-number">{order.number}</dd>
        </div>
        <div>
          <dt>应付金额</dt>
          <dd className="lm-pay__amount" data-testid="pay-amount">
            {formatYuan(order.payable)}
          </dd>
        </div>
        <div>
          <dt>订单状态</dt>
          <dd data-testid="pay-state">{STATE_NAMES[order.state] ?? order.state}</dd>
        </div>
        {unpaid ? (
          <div>
            <dt>请在此时间前付款</dt>
            <dd>{beijingTime(order.pay_by)}</dd>
          </div>
        ) : null}
      </dl>
      <OnlineMethod number={order.number} unpaid={unpaid} />
      <p className="lm-pay__note">逾期未付款的订单将自动取消。</p>
      <p className="lm-pay__links">
        <Link to={`/user/order/${order.number}`}>查看订单详情</Link>
        <Link to="/">继续购物</Link>
      </p>
    </section>
  );
}
