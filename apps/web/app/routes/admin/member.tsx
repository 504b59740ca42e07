import { Code } from '@labmall/protocol';
import { chinaMinute, displayYuan } from '@labmall/rules';
import { useState } from 'react';
import { Link, redirect } from 'react-router';
import { consoleMeta } from '../../components/admin/console-meta';
import { emptyText } from '../../components/admin/empty-text';
import { Button, Descriptions, Table } from '../../components/admin/kit';
import { LicenceFile } from '../../components/admin/licence-file';
import { LoginSwitch, PointsAdjust } from '../../components/admin/member-actions';
import { licenceStateLabels, memberStateLabels } from '../../components/admin/member-labels';
import { refused } from '../../components/admin/operator.server';
import { ReviewDecision } from '../../components/admin/review-decision';
import { useMay } from '../../components/admin/use-may';
import { VerificationMaterial } from '../../components/admin/verification-material';
import { orderMessages } from '../../components/orders/order-messages';
import { apiContext } from '../../lib/context.server';
import type { Route } from './+types/member';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw redirect('/admin/members');
  const api = context.get(apiContext);
  const answer = await api.getEnvelope('/admin/members/detail', { id });
  if (answer.code !== Code.OK) refused(answer.code);
  const member = answer.obj;
  // Orders and the points ledger have permissions of their own: without them, those parts are left out.
  const [orders, points] = await Promise.all([
    api.getEnvelope('/admin/orders', { phone: member.phone, index: 1, pageSize: 5 }),
    api.getEnvelope('/admin/points/ledger', { user_id: id, index: 1, pageSize: 5 }),
  ]);
  return {
    member,
    orders: orders.code === Code.OK ? orders.obj : null,
    points: points.code === Code.OK ? points.obj.list : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  consoleMeta(`会员 ${loaderData?.member.phone ?? ''}`, matches[0].loaderData?.shopName);

export default function MemberPage({ loaderData }: Route.ComponentProps) {
  const { member, orders, points } = loaderData;
  const may = useMay();
  const [showMaterial, setShowMaterial] = useState(false);
  const v = member.verification;
  return (
    <>
      <p>
        <Link to="/admin/members">返回会员列表</Link>
      </p>
      <section className="lm-console__panel" aria-labelledby="member-title">
        <h2 id="member-title">
          会员 {member.phone}　<span>{member.disabled ? '已停用登录' : memberStateLabels[member.state]}</span>
        </h2>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'nickname', label: '昵称', children: member.nickname || '—' },
            { key: 'username', label: '用户名', children: member.username || '—' },
            { key: 'contact', label: '联系人', children: member.contact_name || '—' },
            { key: 'org', label: '单位', children: member.organisation || '—' },
            { key: 'email', label: '邮箱', children: member.email || '—' },
            { key: 'created', label: '注册时间', children: chinaMinute(member.created_at) },
            { key: 'credit', label: '账期额度', children: displayYuan(member.credit.limit) },
            { key: 'outstanding', label: '已用额度', children: displayYuan(member.credit.outstanding) },
            { key: 'points', label: '积分余额', children: member.points },
            ...(member.disabled
              ? [
                  {
                    key: 'disabled',
                    label: '停用',
                    span: 'filled' as const,
                    children: `${member.disabled_at ? chinaMinute(member.disabled_at) : ''}　原因：${member.disabled_reason}`,
                  },
                ]
              : []),
          ]}
        />
        {may('members.manage') ? (
          <div className="lm-console__actions">
            <LoginSwitch id={member.id} disabled={member.disabled} />
          </div>
        ) : null}
      </section>

      <section className="lm-console__panel" aria-labelledby="verification-title">
        <h2 id="verification-title">实名认证</h2>
        {v ? (
          <>
            <p>
              最近一次提交：{chinaMinute(v.submitted_at)}，{v.real_name || v.organisation}，状态：
              {memberStateLabels[member.state]}
              {v.reject_reason ? `（驳回原因：${v.reject_reason}）` : ''}
            </p>
            {may('members.verifications') ? (
              showMaterial ? (
                <VerificationMaterial id={v.id} />
              ) : (
                <Button onClick={() => setShowMaterial(true)}>查看证件资料</Button>
              )
            ) : (
              <p>查看证件资料需要“查看实名认证申请”权限。</p>
            )}
            {v.state === 'pending' && may('members.review') ? (
              <ReviewDecision
                id={v.id}
                what="实名认证申请"
                paths={{ approve: '/admin/verifications/approve', reject: '/admin/verifications/reject' }}
              />
            ) : null}
          </>
        ) : (
          <p>暂无实名认证申请</p>
        )}
      </section>

      <section className="lm-console__panel" aria-labelledby="licences-title">
        <h2 id="licences-title">资质证照</h2>
        <Table
          rowKey="id"
          dataSource={member.licences}
          pagination={false}
          scroll={{ x: 800 }}
          locale={emptyText('暂无资质证照')}
          columns={[
            { title: '管制类别', dataIndex: 'kind_label' },
            { title: '证照编号', dataIndex: 'number' },
            {
              title: '有效期',
              key: 'valid',
              render: (_, l) => `${l.valid_from} 至 ${l.valid_until}`,
            },
            {
              title: '审核',
              dataIndex: 'state',
              render: (s: string, l) => `${licenceStateLabels[s] ?? s}（${l.status}）`,
            },
            {
              title: '图片',
              dataIndex: 'image_url',
              render: (url: string, l) => <LicenceFile url={url} label={l.kind_label} />,
            },
            ...(may('compliance.licences')
              ? [
                  {
                    title: '操作',
                    key: 'review',
                    render: (_: unknown, l: (typeof member.licences)[number]) =>
                      l.state === 'pending' ? (
                        <ReviewDecision
                          id={l.id}
                          what="证照"
                          paths={{ approve: '/admin/licences/approve', reject: '/admin/licences/reject' }}
                        />
                      ) : (
                        '—'
                      ),
                  },
                ]
              : []),
          ]}
        />
      </section>

      {orders ? (
        <section className="lm-console__panel" aria-labelledby="orders-title">
          <h2 id="orders-title">最近订单</h2>
          <Table
            rowKey="number"
            dataSource={orders.list}
            pagination={false}
            scroll={{ x: 600 }}
            locale={emptyText('暂无订单')}
            columns={[
              {
                title: '订单号',
                dataIndex: 'number',
                render: (n: string) => <Link to={`/admin/orders/${n}`}>{n}</Link>,
              },
              { title: '下单时间', dataIndex: 'created_at', render: (at: string) => chinaMinute(at) },
              {
                title: '状态',
                dataIndex: 'state',
                render: (s: keyof typeof orderMessages.states) => orderMessages.states[s],
              },
              {
                title: '应付金额',
                dataIndex: 'payable',
                align: 'right',
                render: (y: string) => displayYuan(y),
              },
            ]}
          />
          {orders.total > orders.list.length ? (
            <p>
              <Link to={`/admin/orders?phone=${member.phone}`}>查看全部 {orders.total} 单</Link>
            </p>
          ) : null}
        </section>
      ) : null}

      <section className="lm-console__panel" aria-labelledby="points-title">
        <h2 id="points-title">积分（余额 {member.points}）</h2>
        {points ? (
          <Table
            rowKey="id"
            dataSource={points}
            pagination={false}
            scroll={{ x: 600 }}
            locale={emptyText('暂无积分明细')}
            columns={[
              { title: '时间', dataIndex: 'at', render: (at: string) => chinaMinute(at) },
              { title: '类型', dataIndex: 'reason' },
              {
                title: '积分',
                dataIndex: 'delta',
                align: 'right',
                render: (d: number) => (d > 0 ? `+${d}` : d),
              },
              { title: '说明', dataIndex: 'note' },
            ]}
          />
        ) : (
          <p>查看积分明细需要“查看会员积分”权限。</p>
        )}
        {may('points.adjust') ? <PointsAdjust id={member.id} /> : null}
      </section>

      <section className="lm-console__panel" aria-labelledby="coupons-title">
        <h2 id="coupons-title">优惠券</h2>
        <p>
          未使用 {member.coupons.unused} 张，已使用 {member.coupons.used} 张，已过期 {member.coupons.expired}{' '}
          张
        </p>
        {member.coupons.list.length ? (
          <ul>
            {member.coupons.list.map((c) => (
              <li key={c.id}>
                {c.name}（{chinaMinute(c.valid_until)} 到期）
              </li>
            ))}
          </ul>
        ) : (
          <p>暂无未使用的优惠券</p>
        )}
      </section>
    </>
  );
}
