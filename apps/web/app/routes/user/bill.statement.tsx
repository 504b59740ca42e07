import { BankAccountRows } from '../../components/pay/bank-account-rows';
import '../../components/account/account.css';
import '../../components/member-lists/member-lists.css';
import '../../components/bill/bill.css';
import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan, formatYuan, yuanToFen } from '@labmall/rules';
import { Link, redirect } from 'react-router';
import { AntdScope } from '../../components/antd-scope';
import {
  repaymentStateNames,
  statementStateNames,
  billMessages as t,
} from '../../components/bill/bill-messages';
import { EntryTable } from '../../components/bill/entry-table';
import { RepayForm } from '../../components/bill/repay-form';
import { pageLoadFailure } from '../../components/catalogue/load-failure.server';
import { memberHeaders } from '../../components/member-lists/load-page.server';
import { apiContext } from '../../lib/context.server';
import { pageTitle } from '../../messages';
import type { Route } from './+types/bill.statement';

const ID = /^[1-9]\d{0,15}$/;

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!ID.test(params.id)) throw redirect('/error/404');
  const api = context.get(apiContext);
  const answer = await api.getEnvelope('/user/bill/statement', { id: Number(params.id) });
  // Another member's statement is answered exactly like one that does not exist.
  if (answer.code === Code.NOT_FOUND) throw redirect('/error/404');
  if (answer.code === Code.SESSION_EXPIRED) await api.get('/user/bill/statement', { id: Number(params.id) });
  if (answer.code !== Code.OK) return pageLoadFailure(context, answer.message);
  return { found: answer.obj };
}

export const headers = memberHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  {
    title: pageTitle(
      matches[0].loaderData.shopName,
      loaderData
        ? t.statementTitle(loaderData.found.statement.period_start, loaderData.found.statement.period_end)
        : t.statements,
    ),
  },
  { name: 'robots', content: 'noindex' },
];

/** /user/bill/statement/{id}: one statement's entries and repayments, its export and the repayment form. */
export default function StatementPage({ loaderData }: Route.ComponentProps) {
  const { statement, entries, repayments, bank } = loaderData.found;
  const open = (yuanToFen(statement.unpaid) ?? 0) - (yuanToFen(statement.pending) ?? 0);
  return (
    <AntdScope>
      <article aria-labelledby="statement-title" className="lm-panel lm-bill">
        <div className="lm-member-list__head">
          <h1 id="statement-title">
            对账单{' '}
            <span className="lm-bill__period">
              {statement.period_start} 至 {statement.period_end}
            </span>
          </h1>
          <span className="lm-bill__actions">
            <a href={`/user/bill/statement/${statement.id}/sheet`} className="lm-text-link" download>
              {t.export}
            </a>
            <Link to="/user/bill" className="lm-text-link">
              {t.back}
            </Link>
          </span>
        </div>
        <dl className="lm-bill__figures">
          <div className="lm-bill__figure">
            <dt>{t.total}</dt>
            <dd>{displayYuan(statement.total)}</dd>
          </div>
          <div className="lm-bill__figure">
            <dt>{t.repaid}</dt>
            <dd>{displayYuan(statement.repaid)}</dd>
          </div>
          <div className="lm-bill__figure">
            <dt>{t.unpaid}</dt>
            <dd>{displayYuan(statement.unpaid)}</dd>
          </div>
          <div className="lm-bill__figure lm-bill__figure--small">
            <dt>{t.dueDate}</dt>
            <dd>{statement.due_date}</dd>
          </div>
          <div className="lm-bill__figure lm-bill__figure--small">
            <dt>{t.state}</dt>
            <dd>{statementStateNames[statement.state] ?? statement.state}</dd>
          </div>
        </dl>

        <section className="lm-bill__section" aria-labelledby="statement-entries">
          <h2 id="statement-entries">{t.entries}</h2>
          <EntryTable entries={entries} empty={t.entriesEmpty} label={t.entries} />
        </section>

        <section className="lm-bill__section" aria-labelledby="statement-repayments">
          <h2 id="statement-repayments">{t.repayments}</h2>
          {repayments.length === 0 ? (
            <p className="lm-bill__empty">{t.repaymentsEmpty}</p>
          ) : (
            <div className="lm-bill__table-wrap">
              <table className="lm-bill__table" aria-label={t.repayments}>
                <thead>
                  <tr>
                    <th scope="col">{t.time}</th>
                    <th scope="col" className="lm-bill__num">
                      {t.amount}
                    </th>
                    <th scope="col">{t.state}</th>
                    <th scope="col">{t.note}</th>
                  </tr>
                </thead>
                <tbody>
                  {repayments.map((r) => (
                    <tr key={r.id} data-testid="repayment-row">
                      <td data-label={t.time}>{chinaMinute(r.created_at)}</td>
                      <td data-label={t.amount} className="lm-bill__num">
                        {displayYuan(r.amount)}
                      </td>
                      <td data-label={t.state}>{repaymentStateNames[r.state] ?? r.state}</td>
                      <td data-label={t.note} className="lm-bill__note">
                        {r.reason || '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section className="lm-bill__section" aria-labelledby="statement-repay">
          <h2 id="statement-repay">{t.repayTitle}</h2>
          {open > 0 ? (
            <>
              <p className="lm-member-list__lead">{t.repayLead}</p>
              <dl className="lm-bill__bank" data-testid="repay-bank">
                <BankAccountRows bank={bank} />
              </dl>
              <RepayForm statementId={statement.id} unpaid={formatYuan(Math.max(0, open))} />
            </>
          ) : (
            <p className="lm-bill__empty">{t.nothingToRepay}</p>
          )}
        </section>
      </article>
    </AntdScope>
  );
}
