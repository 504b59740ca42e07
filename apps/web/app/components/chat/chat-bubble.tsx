import { Link } from 'react-router';
import { type OrderState, orderMessages } from '../orders/order-messages';
import { chatText as t } from './chat-text';
import { type ChatMessage, messageTime } from './chat-thread';

const authorLabel = { buyer: t.me, staff: t.staff, system: t.system } as const;

function Body({ message }: { message: ChatMessage }) {
  if (message.kind === 'image' && message.image_url) {
    return (
      <a href={message.image_url} target="_blank" rel="noopener noreferrer">
        <img className="lm-chat__image" src={message.image_url} alt={t.pictureAlt} loading="lazy" />
      </a>
    );
  }
  if (message.kind === 'product' && message.product) {
    const p = message.product;
    return (
      <div className="lm-chat__card">
        {p.picture ? <img src={p.picture} alt="" width={48} height={48} loading="lazy" /> : null}
        <div>
          <p className="lm-chat__card-name">{p.name}</p>
          <p className="lm-chat__card-meta">{t.productFacts(p.sku, p.pack)}</p>
          {p.price ? <p className="lm-chat__card-price">{t.total(p.price)}</p> : null}
        </div>
      </div>
    );
  }
  if (message.kind === 'order' && message.order) {
    const o = message.order;
    return (
      <div className="lm-chat__card">
        <div>
          <p className="lm-chat__card-name">
            <Link to={`/user/order/${encodeURIComponent(o.number)}`}>{t.orderLabel(o.number)}</Link>
          </p>
          <p className="lm-chat__card-meta">
            {orderMessages.states[o.state as OrderState] ?? o.state} · {t.total(o.total)}
          </p>
        </div>
      </div>
    );
  }
  // Plain text, rendered as text (never HTML); line breaks kept by CSS.
  return <p className="lm-chat__text">{message.text}</p>;
}

/** One message: the buyer's on the right, staff's on the left, system notes in the middle. */
export function ChatBubble({ message }: { message: ChatMessage }) {
  return (
    <li className={`lm-chat__item lm-chat__item--${message.author}`} data-author={message.author}>
      <span className="lm-sr-only">{authorLabel[message.author]}</span>
      <div className="lm-chat__bubble">
        <Body message={message} />
      </div>
      <time className="lm-chat__time" dateTime={message.created_at}>
        {messageTime(message.created_at)}
      </time>
    </li>
  );
}
