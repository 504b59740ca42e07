import {
  aftersaleKindLabels,
  aftersaleReasonLabels,
  aftersaleStateLabels,
} from '@labmall/contract/aftersale-choices';
import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link, redirect } from 'react-router';
import { AftersaleActions } from '../../components/admin/aftersales/aftersale-actions';
import { consoleMeta } from '../../components/admin/console-meta';
import { Descriptions, Table } from '../../components/admin/kit';
import { refused } from '../../components/admin/operator.server';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/aftersale';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw redirect('/admin/aftersales');
  const answer = await context.get(apiContext).getEnvelope('/admin/aftersales/detail', { id });
  if (answer.code !== Code.OK) refused(answer.code);
  return { request: answer.obj };
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  consoleMeta(`售后申请 ${params.id}`, matches[0].loaderData?.shopName);

/** One 售后 request: the goods, the buyer's words and photos, and what staff can do with it now. */
export default function AftersalePage({ loaderData }: Route.ComponentProps) {
  const { request } = loaderData;
  const goodsBack = request.kind !== 'refund_only';
  return (
    <>
      <p>
        <Link to="/admin/aftersales">返回售后管理</Link>
      </p>
      <section className="lm-console__panel" aria-labelledby="aftersale-title">
        <h2 id="aftersale-title">
          售后申请 {request.id}　<span>{aftersaleStateLabels[request.state]}</span>
        </h2>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'created', label: '申请时间', children: chinaMinute(request.created_at) },
            {
              key: 'order',
              label: '订单号',
              children: <Link to={`/admin/orders/${request.order_number}`}>{request.order_number}</Link>,
            },
            { key: 'company', label: '会员单位', children: request.company || '—' },
            { key: 'phone', label: '会员手机号', children: request.phone },
            { key: 'kind', label: '类型', children: aftersaleKindLabels[request.kind] },
            { key: 'reason', label: '原因', children: aftersaleReasonLabels[request.reason] },
            { key: 'opened', label: '已开封', children: request.opened ? '是' : '否' },
            {
              key: 'amount',
              label: '退款金额',
              children: `${displayYuan(request.amount)}${
                request.restocking_fee !== '0.00'
                  ? `（已扣手续费 ${displayYuan(request.restocking_fee)}）`
                  : ''
              }`,
            },
            { key: 'description', label: '问题描述', span: 'filled', children: request.description },
            ...(goodsBack && request.return_address
              ? [
                  {
                    key: 'address',
                    label: '退货地址',
                    span: 'filled' as const,
                    children: request.return_address,
                  },
                ]
              : []),
            ...(request.tracking_no
              ? [
                  {
                    key: 'tracking',
                    label: '买家寄回',
                    children: `${request.carrier} ${request.tracking_no}`,
                  },
                ]
              : []),
            ...(request.received_note
              ? [{ key: 'received', label: '货物状况', children: request.received_note }]
              : []),
            ...(request.replacement
              ? [
                  {
                    key: 'replacement',
                    label: '补发物流',
                    children: `${request.replacement.carrier} ${request.replacement.tracking_no}`,
                  },
                ]
              : []),
            ...(request.reject_reason
              ? [{ key: 'reject', label: '拒绝原因', children: request.reject_reason }]
              : []),
          ]}
        />
        <AftersaleActions request={request} />
      </section>
      <section className="lm-console__panel" aria-labelledby="lines-title">
        <h2 id="lines-title">申请的商品</h2>
        <Table
          rowKey="line_id"
          dataSource={request.lines}
          pagination={false}
          scroll={{ x: 600 }}
          columns={[
            { title: '商品', dataIndex: 'name' },
            { title: '货号', dataIndex: 'sku' },
            { title: '包装', dataIndex: 'pack' },
            { title: '数量', dataIndex: 'quantity', align: 'right' },
            { title: '金额', dataIndex: 'amount', align: 'right', render: (y: string) => displayYuan(y) },
          ]}
        />
      </section>
      <section className="lm-console__panel" aria-labelledby="photos-title">
        <h2 id="photos-title">照片</h2>
        {request.photos.length === 0 ? (
          <p className="lm-console__empty">买家未上传照片</p>
        ) : (
          <ul>
            {request.photos.map((url, i) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer">
                  照片 {i + 1}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
