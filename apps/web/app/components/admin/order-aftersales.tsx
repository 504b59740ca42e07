import type { GetAnswer } from '@labmall/contract';
import {
  type AftersaleKind,
  type AftersaleState,
  aftersaleKindLabels,
  aftersaleStateLabels,
} from '@labmall/contract/aftersale-choices';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { Table } from './kit';

type Request = GetAnswer<'/admin/aftersales'>['list'][number];

/**
 * The order's 售后 requests on its console page, every state, each linked to where it is handled: staff
 * refunding or invoicing an order see at once what its buyer has asked. Left out when there are none, and
 * for staff without `orders.aftersale` (null).
 */
export function OrderAftersales({ requests }: { requests: Request[] | null }) {
  if (requests === null || requests.length === 0) return null;
  return (
    <section className="lm-console__panel" aria-labelledby="aftersales-title">
      <h2 id="aftersales-title">售后</h2>
      <Table
        rowKey="id"
        dataSource={requests}
        pagination={false}
        columns={[
          {
            title: '类型',
            dataIndex: 'kind',
            render: (kind: AftersaleKind) => aftersaleKindLabels[kind],
          },
          {
            title: '商品',
            key: 'lines',
            render: (_: unknown, row: Request) =>
              row.lines.map((line) => `${line.sku} × ${line.quantity}`).join('；'),
          },
          { title: '状态', dataIndex: 'state', render: (s: AftersaleState) => aftersaleStateLabels[s] },
          { title: '退款金额', dataIndex: 'amount', align: 'right', render: (y: string) => displayYuan(y) },
          { title: '申请时间', dataIndex: 'created_at', render: (at: string) => chinaMinute(at) },
          {
            title: '操作',
            key: 'open',
            render: (_: unknown, row: Request) => (
              <Link to={`/admin/aftersales/${row.id}`}>{row.state === 'pending' ? '处理' : '查看'}</Link>
            ),
          },
        ]}
      />
    </section>
  );
}
