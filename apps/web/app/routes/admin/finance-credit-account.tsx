import { Code } from '@labmall/protocol';
import { displayYuan } from '@labmall/rules';
import { Link, redirect, useNavigate } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { CreditAdjustForm, CreditTermsForm } from '../../components/admin/finance/credit-forms';
import { EntryTable, RepaymentTable, StatementTable } from '../../components/admin/finance/credit-tables';
import { Descriptions } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/finance-credit-account';

const STATEMENT_PAGE_SIZE = 12;
const positive = (value: string | null) => (value && /^\d{1,12}$/.test(value) ? Number(value) : null);

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const userId = positive(params.userId);
  if (!userId) throw redirect('/admin/finance/credit');
  const search = new URL(request.url).searchParams;
  const index = positive(search.get('index')) || 1;
  const statementId = positive(search.get('statement'));
  const api = context.get(apiContext);
  const [answer, statement] = await Promise.all([
    api.getEnvelope('/admin/credit/account', { user_id: userId, index, pageSize: STATEMENT_PAGE_SIZE }),
    statementId ? api.getEnvelope('/admin/credit/statement', { id: statementId }) : null,
  ]);
  if (answer.code !== Code.OK) refused(answer.code);
  // A statement of another member (a hand-edited address) is not shown here.
  const detail = statement?.code === Code.OK && statement.obj.user_id === userId ? statement.obj : null;
  return { userId, index, ...answer.obj, detail };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  consoleMeta(`账期账户 ${loaderData?.member.phone ?? ''}`, matches[0].loaderData?.shopName);

export default function CreditAccountPage({ loaderData }: Route.ComponentProps) {
  const { userId, index, member, account, undrawn, total, statements, detail } = loaderData;
  const may = useMay();
  const navigate = useNavigate();
  const here = (query: Record<string, string | number>) =>
    `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
  return (
    <>
      <p>
        <Link to="/admin/finance/credit">返回账期账户列表</Link>
      </p>
      <section className="lm-console__panel" aria-labelledby="account-title">
        <h2 id="account-title">
          账期账户：{member.phone}
          {member.organisation ? `（${member.organisation}）` : ''}
        </h2>
        {account.opened ? null : <p>该会员尚未开通账期（额度为 0 且无欠款）。</p>}
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'limit', label: '信用额度', children: displayYuan(account.limit) },
            { key: 'used', label: '已用额度', children: displayYuan(account.outstanding) },
            { key: 'available', label: '可用额度', children: displayYuan(account.available) },
            { key: 'day', label: '出账日', children: `每月 ${account.statement_day} 日` },
            { key: 'due', label: '还款期', children: `出账后 ${account.due_days} 天` },
            { key: 'next', label: '下一个出账日', children: account.next_statement_date },
            { key: 'next-due', label: '最近的最后还款日', children: account.next_due_date ?? '—' },
          ]}
        />
      </section>
      {may('finance.credit') ? (
        <>
          <CreditTermsForm
            key={`${account.limit}-${account.statement_day}-${account.due_days}`}
            userId={userId}
            limit={account.limit}
            statementDay={account.statement_day}
            dueDays={account.due_days}
          />
          {account.opened ? <CreditAdjustForm userId={userId} /> : null}
        </>
      ) : null}
      {detail ? (
        <section className="lm-console__panel" aria-labelledby="statement-title">
          <h2 id="statement-title">
            对账单 {detail.statement.period_start} 至 {detail.statement.period_end}
          </h2>
          <p>
            本期应还 {displayYuan(detail.statement.total)}，已还 {displayYuan(detail.statement.repaid)}，未还{' '}
            {displayYuan(detail.statement.unpaid)}，最后还款日 {detail.statement.due_date}。
            <Link to={here({ index })}>收起</Link>
          </p>
          <h3>明细</h3>
          <EntryTable entries={detail.entries} empty="暂无明细" />
          <h3>还款记录</h3>
          <RepaymentTable repayments={detail.repayments} />
        </section>
      ) : null}
      <section className="lm-console__panel" aria-labelledby="statements-title">
        <h2 id="statements-title">对账单</h2>
        <StatementTable
          statements={statements}
          total={total}
          index={index}
          pageSize={STATEMENT_PAGE_SIZE}
          linkOf={(id) => here({ index, statement: id })}
          onPage={(page) => navigate(here({ index: page }))}
        />
      </section>
      <section className="lm-console__panel" aria-labelledby="undrawn-title">
        <h2 id="undrawn-title">未出账明细</h2>
        <EntryTable entries={undrawn} empty="暂无未出账明细" />
      </section>
    </>
  );
}
