import { displayYuan, maskPhone } from '@labmall/rules';
import { Link } from 'react-router';
import { orderMessages } from '../../orders/order-messages';
import { memberStateLabels } from '../member-labels';
import type { ChatDetail } from './chat-labels';

const stateOf = (state: string) => orderMessages.states[state as keyof typeof orderMessages.states] ?? state;

/** The inbox's right column: who the buyer is, what they may buy on, their last orders, their page. */
export function BuyerContext({
  detail,
  mayOpenOrders,
  mayOpenMembers,
}: {
  detail: ChatDetail;
  mayOpenOrders: boolean;
  mayOpenMembers: boolean;
}) {
  const { member, conversation } = detail;
  return (
    <aside className="lm-inbox__context" aria-labelledby="chat-buyer-title">
      <h3 id="chat-buyer-title">买家信息</h3>
      {member ? (
        <dl className="lm-inbox__facts">
          <dt>单位</dt>
          <dd>{member.organisation || '未填写'}</dd>
          <dt>联系人</dt>
          <dd>{member.contact_name || '—'}</dd>
          <dt>手机号</dt>
          <dd>
            {mayOpenMembers ? (
              <Link to={`/admin/members/${member.id}`}>{maskPhone(member.phone)}</Link>
            ) : (
              maskPhone(member.phone)
            )}
          </dd>
          <dt>实名认证</dt>
          <dd>{member.disabled ? '已停用登录' : memberStateLabels[member.state]}</dd>
          <dt>账期可用</dt>
          <dd>{detail.credit_available === null ? '未开通' : displayYuan(detail.credit_available)}</dd>
        </dl>
      ) : (
        <p>访客（未登录）</p>
      )}
      <h4>所在页面</h4>
      <p className="lm-inbox__page">{conversation.page || '—'}</p>
      {member ? (
        <>
          <h4>资质证照</h4>
          {member.licences.length === 0 ? (
            <p>暂无证照</p>
          ) : (
            <ul className="lm-inbox__licences">
              {member.licences.map((licence) => (
                <li
                  key={licence.id}
                  className={licence.status === '已过期' ? 'lm-inbox__expired' : undefined}
                >
                  {licence.kind_label}：{licence.valid_from} 至 {licence.valid_until}（{licence.status}）
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      <h4>最近订单</h4>
      {detail.recent_orders.length === 0 ? (
        <p>暂无订单</p>
      ) : (
        <ul className="lm-inbox__orders">
          {detail.recent_orders.map((order) => (
            <li key={order.number}>
              {mayOpenOrders ? (
                <Link to={`/admin/orders/${order.number}`}>{order.number}</Link>
              ) : (
                order.number
              )}
              <span>
                {stateOf(order.state)} · {displayYuan(order.total)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
