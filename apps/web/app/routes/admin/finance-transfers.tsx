import type { GetAnswer } from '@labmall/contract';
import { TRANSFER_REVIEW_STATES, transferStateLabels } from '@labmall/contract/finance-choices';
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
import { orderMessages } from '../../components/orders/order-messages';
import { api } from '../../lib/api/browser';
import { apiContext } from '../../lib/context.server';
import { toastSuccess } from '../../lib/ui/feedback';
import type { Route } from './+types/finance-transfers';

type Transfer = GetAnswer<'/admin/transfers'>['list'][number];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { state, index } = listQuery(new URL(request.url).searchParams, TRANSFER_REVIEW_STATES);
  const answer = await context
    .get(apiContext)
    .getEnvelope('/admin/transfers', { state, index, pageSize: FINANCE_PAGE_SIZE });
  if (answer.code !== Code.OK) refused(answer.code);
  return { state, index, ...answer.obj };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  consoleMeta('转账凭证', matches[0].loaderData?.shopName);

export default function TransfersPage({ loaderData }: Route.ComponentProps) {
  const { state, index, total, list } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const may = useMay();
  const pending = state === 'pending';

  async function confirm(row: Transfer) {
    await api.post('/admin/transfers/confirm', { id: row.id });
    toastSuccess(`已确认到账，订单 ${row.order_number} 变为待发货`);
    await revalidate();
  }
  async function reject(row: Transfer, reason: string) {
    await api.post('/admin/transfers/reject', { id: row.id, reason });
    toastSuccess(`已驳回订单 ${row.order_number} 的转账凭证，订单回到待付款`);
    await revalidate();
  }

  return (
    <section className="lm-console__panel" aria-labelledby="transfers-title">
      <h2 id="transfers-title">转账凭证</h2>
      <StateTabs
        label="凭证状态"
        states={TRANSFER_REVIEW_STATES}
        labels={transferStateLabels}
        current={state}
      />
      <p>
        {pending
          ? '买家上传的对公转账凭证，先到先审：核对银行到账金额与订单应付金额一致后确认到账，订单即变为待发货。'
          : `${transferStateLabels[state]}的凭证，最近处理的在前。`}
      </p>
      <Table
        rowKey="id"
        dataSource={list}
        scroll={{ x: 1000 }}
        locale={{
          emptyText: pending ? '暂无待确认的转账凭证' : `暂无${transferStateLabels[state]}的转账凭证`,
        }}
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
            title: '订单号',
            dataIndex: 'order_number',
            render: (number: string) => <Link to={`/admin/orders/${number}`}>{number}</Link>,
          },
          {
            title: '订单应付金额',
            dataIndex: 'order_payable',
            align: 'right',
            render: (yuan: string, row: Transfer) => (
              <>
                <strong>{displayYuan(yuan)}</strong>
                {row.amount !== yuan ? <div>提交时应付 {displayYuan(row.amount)}</div> : null}
              </>
            ),
          },
          {
            title: '转账凭证',
            key: 'voucher',
            render: (_: unknown, row: Transfer) => <Voucher url={row.voucher_url} fileName={row.file_name} />,
          },
          {
            title: '会员 / 单位',
            key: 'member',
            render: (_: unknown, row: Transfer) => (
              <>
                {may('finance.credit_view') ? (
                  <Link to={`/admin/finance/credit/${row.user_id}`} title="查看账期账户">
                    {row.phone}
                  </Link>
                ) : (
                  row.phone
                )}
                <br />
                {row.company || '（未填单位）'}
              </>
            ),
          },
          { title: '上传时间', dataIndex: 'created_at', render: (at: string) => chinaMinute(at) },
          {
            title: '订单状态',
            dataIndex: 'order_state',
            render: (s: Transfer['order_state']) => orderMessages.states[s],
          },
          pending
            ? {
                title: '操作',
                key: 'actions',
                render: (_: unknown, row: Transfer) => (
                  <ReviewActions
                    subject={`订单 ${row.order_number} 的转账凭证（应付 ${displayYuan(row.order_payable)}）`}
                    confirmLabel="确认到账"
                    confirmQuestion="确认这笔转账已到账？订单将变为待发货"
                    onConfirm={() => confirm(row)}
                    onReject={(reason) => reject(row, reason)}
                  />
                ),
              }
            : {
                title: '处理',
                key: 'reviewed',
                render: (_: unknown, row: Transfer) => (
                  <>
                    {transferStateLabels[row.state]}
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
