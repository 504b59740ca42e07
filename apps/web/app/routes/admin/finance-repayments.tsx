import type { GetAnswer } from '@labmall/contract';
import { REPAYMENT_STATES, repaymentStateLabels } from '@labmall/contract/finance-choices';
import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { FINANCE_PAGE_SIZE, listQuery, listSearch } from '../../components/admin/finance/list-query';
import { ReviewActions } from '../../components/admin/finance/review-actions';
import { StateTabs } from '../../components/admin/finance/state-tabs';
import { Voucher } from '../../components/admin/finance/voucher';
import { Table } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { useMay } from '../../components/admin/use-may';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { toastSuccess } from '../../lib/ui/feedback';
import type { Route } from './+types/finance-repayments';

type Repayment = GetAnswer<'/admin/credit/repayments'>['list'][number];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { state, index } = listQuery(new URL(request.url).searchParams, REPAYMENT_STATES);
  const answer = await context
    .get(apiContext)
    .getEnvelope('/admin/credit/repayments', { state, index, pageSize: FINANCE_PAGE_SIZE });
  if (answer.code !== Code.OK) refused(answer.code);
  return { state, index, ...answer.obj };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('还款确认', matches[0].loaderData?.shopName);

export default function RepaymentsPage({ loaderData }: Route.ComponentProps) {
  const { state, index, total, list } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const may = useMay();
  const pending = state === 'pending';
  const review = pending && may('finance.repayments');

  async function confirm(row: Repayment) {
    await api.post('/admin/credit/repayments/confirm', { id: row.id });
    toastSuccess(`已确认收到 ${row.phone} 的还款 ${displayYuan(row.amount)}，欠款已减少`);
    await revalidate();
  }
  async function reject(row: Repayment, reason: string) {
    await api.post('/admin/credit/repayments/reject', { id: row.id, reason });
    toastSuccess(`已驳回 ${row.phone} 的还款申请`);
    await revalidate();
  }

  return (
    <section className="lm-console__panel" aria-labelledby="repayments-title">
      <h2 id="repayments-title">还款确认</h2>
      <StateTabs label="还款状态" states={REPAYMENT_STATES} labels={repaymentStateLabels} current={state} />
      <p>
        {pending
          ? '账期会员上传的还款凭证，先到先审：核对银行到账金额与还款金额一致后确认，会员的欠款随即减少。'
          : `${repaymentStateLabels[state]}的还款，最近处理的在前。`}
      </p>
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 1000 }}
        locale={{ emptyText: `暂无${repaymentStateLabels[state]}的还款` }}
        pagination={{
          current: index,
          pageSize: FINANCE_PAGE_SIZE,
          total,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (page) => navigate(listSearch(state, page)),
        }}
        columns={[
          {
            title: '会员 / 单位',
            key: 'member',
            render: (_: unknown, row: Repayment) => (
              <>
                <Link to={`/admin/finance/credit/${row.user_id}`}>{row.phone}</Link>
                <br />
                {row.organisation || '（未填单位）'}
              </>
            ),
          },
          {
            title: '对账单',
            dataIndex: 'statement_id',
            render: (id: number, row: Repayment) => (
              <Link to={`/admin/finance/credit/${row.user_id}?statement=${id}`}>查看对账单</Link>
            ),
          },
          {
            title: '还款金额',
            dataIndex: 'amount',
            align: 'right',
            render: (yuan: string) => <strong>{displayYuan(yuan)}</strong>,
          },
          {
            title: '还款凭证',
            key: 'voucher',
            render: (_: unknown, row: Repayment) => (
              <Voucher url={row.voucher_url} fileName={row.file_name} />
            ),
          },
          { title: '提交时间', dataIndex: 'created_at', render: (at: string) => chinaMinute(at) },
          review
            ? {
                title: '操作',
                key: 'actions',
                render: (_: unknown, row: Repayment) => (
                  <ReviewActions
                    subject={`${row.phone} 的还款 ${displayYuan(row.amount)}`}
                    confirmLabel="确认收款"
                    confirmQuestion="确认这笔还款已到账？会员的欠款将减少"
                    onConfirm={() => confirm(row)}
                    onReject={(reason) => reject(row, reason)}
                  />
                ),
              }
            : {
                title: '处理',
                key: 'reviewed',
                render: (_: unknown, row: Repayment) => (
                  <>
                    {repaymentStateLabels[row.state]}
                    {row.reviewed_at ? `　${chinaMinute(row.reviewed_at)}` : ''}
                    {row.reason ? <div>原因：{row.reason}</div> : null}
                  </>
                ),
              },
        ]}
      />
    </section>
  );
}
