import {
  type RefundMethod,
  refundCauseLabels,
  refundMethodLabels,
  refundStateLabels,
} from '@labmall/contract/refund-choices';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { RefundActions, type StaffRefund } from './refund-actions';

/**
 * The columns a refund shows staff wherever it is listed (退款管理, an order's 退款 section): the way it
 * goes back, why, how much, where it stands with the gateway's or finance's words, and what can be done.
 */
export const refundColumns = [
  {
    title: '退回方式',
    dataIndex: 'method',
    render: (method: RefundMethod) => refundMethodLabels[method],
  },
  {
    title: '原因',
    key: 'reason',
    render: (_: unknown, row: StaffRefund) => (
      <>
        {row.reason}
        <div className="lm-console__hint">{refundCauseLabels[row.cause]}</div>
      </>
    ),
  },
  {
    title: '金额',
    dataIndex: 'amount',
    align: 'right' as const,
    render: (yuan: string) => <strong>{displayYuan(yuan)}</strong>,
  },
  {
    title: '状态',
    key: 'state',
    render: (_: unknown, row: StaffRefund) => <RefundStateCell refund={row} />,
  },
  {
    title: '次数',
    dataIndex: 'attempts',
    align: 'right' as const,
    // Only online refunds are asked of a gateway; the others have no attempts to count.
    render: (n: number, row: StaffRefund) => (row.method === 'online' ? n : '—'),
  },
  {
    title: '时间',
    key: 'at',
    render: (_: unknown, row: StaffRefund) => (
      <>
        {chinaMinute(row.created_at)}
        {row.settled_at ? (
          <div className="lm-console__hint">
            {row.state === 'failed' ? '失败于' : '完成于'} {chinaMinute(row.settled_at)}
          </div>
        ) : null}
      </>
    ),
  },
  {
    title: '操作',
    key: 'actions',
    render: (_: unknown, row: StaffRefund) => <RefundActions refund={row} />,
  },
];

/** 状态 and, for staff, the gateway's failure or finance's note, and the payout's bank receipt. */
function RefundStateCell({ refund }: { refund: StaffRefund }) {
  const waiting = refund.method === 'transfer' && refund.state === 'processing';
  return (
    <>
      {waiting ? '待财务打款' : refundStateLabels[refund.state]}
      {refund.failure ? (
        <div className={refund.state === 'failed' ? 'lm-console__error' : 'lm-console__hint'}>
          {refund.state === 'failed' ? '失败原因：' : ''}
          {refund.failure}
        </div>
      ) : null}
      {refund.voucher_url ? (
        // A link whatever the file is (a photo or the bank's PDF): the answer carries no file name to tell.
        <div>
          <a href={refund.voucher_url} target="_blank" rel="noreferrer">
            查看打款回单
          </a>
        </div>
      ) : null}
    </>
  );
}
