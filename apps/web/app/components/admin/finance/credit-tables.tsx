import type { GetAnswer } from '@labmall/contract';
import {
  creditEntryLabels,
  repaymentStateLabels,
  statementStateLabels,
} from '@labmall/contract/finance-choices';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { Table } from '../kit';

type Detail = GetAnswer<'/admin/credit/statement'>;
type Entry = Detail['entries'][number];
type Repayment = Detail['repayments'][number];
type Statement = Detail['statement'];

const yuan = (y: string) => displayYuan(y);

/** 明细: what moved the member's debt, each line with its order or note. */
export function EntryTable({ entries, empty }: { entries: Entry[]; empty: string }) {
  return (
    <Table
      rowKey="id"
      dataSource={entries}
      pagination={false}
      scroll={{ x: 700 }}
      locale={{ emptyText: empty }}
      columns={[
        { title: '时间', dataIndex: 'at', render: (at: string) => chinaMinute(at) },
        { title: '类型', dataIndex: 'kind', render: (k: Entry['kind']) => creditEntryLabels[k] },
        { title: '金额', dataIndex: 'amount', align: 'right', render: yuan },
        {
          title: '订单 / 说明',
          key: 'what',
          render: (_: unknown, e: Entry) =>
            e.order_number ? (
              <Link to={`/admin/orders/${e.order_number}`}>{e.order_number}</Link>
            ) : (
              e.note || '—'
            ),
        },
      ]}
    />
  );
}

export function RepaymentTable({ repayments }: { repayments: Repayment[] }) {
  return (
    <Table
      rowKey="id"
      dataSource={repayments}
      pagination={false}
      locale={{ emptyText: '暂无还款记录' }}
      columns={[
        { title: '提交时间', dataIndex: 'created_at', render: (at: string) => chinaMinute(at) },
        { title: '金额', dataIndex: 'amount', align: 'right', render: yuan },
        { title: '状态', dataIndex: 'state', render: (s: Repayment['state']) => repaymentStateLabels[s] },
        { title: '驳回原因', dataIndex: 'reason', render: (r: string) => r || '—' },
      ]}
    />
  );
}

/** The member's statements, each opening its detail on the same page (?statement=…). */
export function StatementTable(props: {
  statements: Statement[];
  total: number;
  index: number;
  pageSize: number;
  linkOf: (id: number) => string;
  onPage: (index: number) => void;
}) {
  return (
    <Table
      rowKey="id"
      dataSource={props.statements}
      scroll={{ x: 800 }}
      locale={{ emptyText: '暂无对账单' }}
      pagination={{
        current: props.index,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: props.onPage,
      }}
      columns={[
        {
          title: '账期',
          key: 'period',
          render: (_: unknown, s: Statement) => (
            <Link to={props.linkOf(s.id)}>
              {s.period_start} 至 {s.period_end}
            </Link>
          ),
        },
        { title: '最后还款日', dataIndex: 'due_date' },
        { title: '本期应还', dataIndex: 'total', align: 'right', render: yuan },
        { title: '已还', dataIndex: 'repaid', align: 'right', render: yuan },
        { title: '未还', dataIndex: 'unpaid', align: 'right', render: yuan },
        { title: '待确认还款', dataIndex: 'pending', align: 'right', render: yuan },
        { title: '状态', dataIndex: 'state', render: (s: Statement['state']) => statementStateLabels[s] },
      ]}
    />
  );
}
