import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import '../../components/bill/bill.css';
import { displayYuan } from '@labmall/rules';
import { Link, redirect } from 'react-router';
import { statementStateNames, billMessages as t } from '../../components/bill/bill-messages';
import { EntryTable } from '../../components/bill/entry-table';
import { memberHeaders } from '../../components/member-lists/load-page.server';
import { apiContext } from '../../lib/context.server';
import { pageUrl } from '../../lib/guard';
import { pageHref, pageParamsFromUrl, totalPages } from '../../lib/hooks/paging';
import { pageTitle } from '../../messages';
import type { Route } from './+types/bill';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request.url);
  const params = pageParamsFromUrl(url);
  const bill = await context.get(apiContext).get('/user/bill', params);
  // SPEC §4: a member without credit has no bill to manage, only payment records. The route guard
  // (lib/guard.ts) already sends `credit_money` 0 there; this also covers a limit changed since.
  if (!bill.account.opened && bill.total === 0 && bill.undrawn.length === 0) {
    throw redirect('/user/bill/record');
  }
  return { bill, index: params.index, pageSize: params.pageSize, search: url.search };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches[0].loaderData.shopName, t.title) },
  { name: 'robots', content: 'noindex' },
];

function Figure({ label, value, small }: { label: string; value: string; small?: boolean }) {
  return (
    <div className={small ? 'lm-bill__figure lm-bill__figure--small' : 'lm-bill__figure'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** /user/bill: the credit account (limit, used, available, dates), undrawn entries and statements. */
export default function BillPage({ loaderData }: Route.ComponentProps) {
  const { bill, index, pageSize, search } = loaderData;
  const { account } = bill;
  const pages = totalPages(bill.total, pageSize);
  return (
    <section aria-labelledby="bill-title" className="lm-panel lm-bill">
      <div className="lm-member-list__head">
        <h1 id="bill-title">{t.title}</h1>
        <Link to="/user/bill/record" className="lm-text-link">
          {t.record}
        </Link>
      </div>
      <dl className="lm-bill__figures" data-testid="bill-figures">
        <Figure label={t.limit} value={displayYuan(account.limit)} />
        <Figure label={t.outstanding} value={displayYuan(account.outstanding)} />
        <Figure label={t.available} value={displayYuan(account.available)} />
        <Figure label={t.statementDay} value={`${t.everyMonth(account.statement_day)}`} small />
        <Figure label={t.nextStatement} value={account.next_statement_date} small />
        <Figure label={t.nextDue} value={account.next_due_date ?? t.noDue} small />
      </dl>

      <section className="lm-bill__section" aria-labelledby="bill-undrawn">
        <h2 id="bill-undrawn">{t.undrawn}</h2>
        <EntryTable entries={bill.undrawn} empty={t.undrawnEmpty} label={t.undrawn} />
      </section>

      <section className="lm-bill__section" aria-labelledby="bill-statements">
        <h2 id="bill-statements">
          {t.statements}
          <span className="lm-member-list__lead"> · {t.dueDays(account.due_days)}</span>
        </h2>
        {bill.statements.length === 0 ? (
          <p className="lm-bill__empty">{t.statementsEmpty}</p>
        ) : (
          <div className="lm-bill__table-wrap">
            <table className="lm-bill__table" aria-label={t.statements}>
              <thead>
                <tr>
                  <th scope="col">{t.period}</th>
                  <th scope="col" className="lm-bill__num">
                    {t.total}
                  </th>
                  <th scope="col" className="lm-bill__num">
                    {t.unpaid}
                  </th>
                  <th scope="col">{t.dueDate}</th>
                  <th scope="col">{t.state}</th>
                  <th scope="col">操作</th>
                </tr>
              </thead>
              <tbody>
                {bill.statements.map((s) => (
                  <tr key={s.id} data-testid="statement-row">
                    <td data-label={t.period}>
                      {s.period_start} 至 {s.period_end}
                    </td>
                    <td data-label={t.total} className="lm-bill__num">
                      {displayYuan(s.total)}
                    </td>
                    <td data-label={t.unpaid} className="lm-bill__num">
                      {displayYuan(s.unpaid)}
                    </td>
                    <td data-label={t.dueDate}>{s.due_date}</td>
                    <td data-label={t.state}>{statementStateNames[s.state] ?? s.state}</td>
                    <td data-label="操作">
                      <span className="lm-bill__actions">
                        <Link to={`/user/bill/statement/${s.id}`} className="lm-text-link">
                          {t.detail}
                        </Link>
                        <a href={`/user/bill/statement/${s.id}/sheet`} className="lm-text-link" download>
                          {t.export}
                        </a>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {pages > 1 ? (
          <nav className="lm-bill__actions" aria-label="对账单分页">
            {index > 1 ? <Link to={pageHref('/user/bill', search, index - 1)}>上一页</Link> : null}
            <span>
              第 {index} / {pages} 页
            </span>
            {index < pages ? <Link to={pageHref('/user/bill', search, index + 1)}>下一页</Link> : null}
          </nav>
        ) : null}
      </section>
    </section>
  );
}
