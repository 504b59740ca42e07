import type { GetAnswer } from '@labmall/contract';
import { Code } from '@labmall/protocol';
import { displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { refused } from '../../components/admin/operator.server';
import { SalesChart } from '../../components/admin/sales-chart';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/workbench';

type Counts = GetAnswer<'/admin/workbench'>['counts'];

/**
 * What waits, each linking to the list that shows it. Lists the console has not built yet are linked
 * at the address they will have (docs/console.md).
 */
const CARDS: { key: keyof Counts; label: string; to: string; alert?: true }[] = [
  { key: 'to_ship', label: '待发货订单', to: '/admin/orders?state=paid' },
  { key: 'to_ship_overdue', label: '超时未发货', to: '/admin/orders?state=paid&overdue=1', alert: true },
  { key: 'transfers', label: '待确认转账凭证', to: '/admin/finance/transfers?state=pending' },
  { key: 'repayments', label: '待确认还款', to: '/admin/finance/repayments?state=pending' },
  { key: 'verifications', label: '待审核实名认证', to: '/admin/members/verifications?state=pending' },
  { key: 'licences', label: '待审核资质证照', to: '/admin/compliance/licences?state=pending' },
  {
    key: 'licences_expiring',
    label: '30 天内到期证照',
    to: '/admin/compliance/licences?state=approved&expiring=30',
    alert: true,
  },
  { key: 'inquiries', label: '未处理询价', to: '/admin/inquiries?state=open' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await context.get(apiContext).getEnvelope('/admin/workbench', {});
  if (answer.code !== Code.OK) refused(answer.code);
  return answer.obj;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('工作台', matches[0].loaderData?.shopName);

export default function Workbench({ loaderData }: Route.ComponentProps) {
  const { counts, sales } = loaderData;
  const shown = CARDS.filter((card) => counts[card.key] !== undefined);
  return (
    <>
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title" className="lm-sr-only">
          待处理
        </h2>
        <div className="lm-console__cards">
          {shown.map((card) => {
            const n = counts[card.key] ?? 0;
            return (
              <Link
                key={card.key}
                to={card.to}
                className={`lm-console__card${card.alert && n > 0 ? ' lm-console__card--alert' : ''}`}
              >
                <span className="lm-console__card-label">{card.label}</span>
                <span className="lm-console__card-count">{n}</span>
              </Link>
            );
          })}
        </div>
      </section>
      {sales ? (
        <section className="lm-console__panel" aria-labelledby="sales-title">
          <h2 id="sales-title">订单与销售额</h2>
          <div className="lm-console__figures">
            <Figure label="今日订单" value={`${sales.today.orders} 单`} />
            <Figure label="今日销售额" value={displayYuan(sales.today.amount)} />
            <Figure label="本月订单" value={`${sales.month.orders} 单`} />
            <Figure label="本月销售额" value={displayYuan(sales.month.amount)} />
          </div>
          <SalesChart days={sales.days} />
          <p className="lm-console__note">下单数与金额不含已取消订单，按北京时间计。</p>
        </section>
      ) : null}
    </>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <span className="lm-console__card-label">{label}</span>
      <span className="lm-console__card-count">{value}</span>
    </div>
  );
}
