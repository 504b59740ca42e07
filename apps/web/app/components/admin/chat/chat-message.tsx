import { chinaMinute, displayYuan } from '@labmall/rules';
import { Link } from 'react-router';
import { orderMessages } from '../../orders/order-messages';
import type { ChatMessage } from './chat-labels';

const authorLabels: Record<ChatMessage['author'], string> = { buyer: '买家', staff: '客服', system: '系统' };

/** One message: its text as text (never HTML), a picture, or a product or order card. */
export function ChatMessageItem({
  message,
  mayOpenOrders,
}: {
  message: ChatMessage;
  mayOpenOrders: boolean;
}) {
  return (
    <li className={`lm-inbox__message lm-inbox__message--${message.author}`}>
      <span className="lm-inbox__meta">
        {authorLabels[message.author]} · {chinaMinute(message.created_at)}
      </span>
      <div className="lm-inbox__bubble">
        {message.kind === 'image' && message.image_url ? (
          <img
            className="lm-inbox__image"
            src={message.image_url}
            alt={`${authorLabels[message.author]}发送的图片`}
          />
        ) : null}
        {message.product ? (
          <div className="lm-inbox__card">
            {message.product.picture ? (
              <img src={message.product.picture} alt={message.product.name} width={56} height={56} />
            ) : null}
            <div>
              <strong>{message.product.name}</strong>
              <div>货号：{message.product.sku}</div>
              <div>包装：{message.product.pack}</div>
              <div>会员价：{displayYuan(message.product.price)}</div>
            </div>
          </div>
        ) : null}
        {message.order ? (
          <div className="lm-inbox__card">
            <div>
              <strong>
                订单号：
                {mayOpenOrders ? (
                  <Link to={`/admin/orders/${message.order.number}`}>{message.order.number}</Link>
                ) : (
                  message.order.number
                )}
              </strong>
              <div>
                状态：
                {orderMessages.states[message.order.state as keyof typeof orderMessages.states] ??
                  message.order.state}
              </div>
              <div>应付：{displayYuan(message.order.total)}</div>
            </div>
          </div>
        ) : null}
        {message.text ? <p className="lm-inbox__text">{message.text}</p> : null}
      </div>
    </li>
  );
}
