import type { PostPayload } from '@labmall/contract';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { loginRedirect } from '../../lib/guard';
import { toastError } from '../../lib/ui/feedback';
import { ChatPicture } from './chat-picture';
import { useChatState } from './chat-store';
import { CHAT_TEXT_MAX, chatText as t } from './chat-text';

type Send = (payload: PostPayload<'/chat/send'>) => Promise<{ sent: boolean; offline: boolean }>;

const PHONE = /^1\d{10}$/;

/** What this page offers to send: the product (the SKU chosen on the page, else the first) or the order. */
function Offers({ member, onSend }: { member: boolean; onSend: Send }) {
  const { product, order } = useChatState();
  const sku = product?.skus.find((s) => s.id === product.chosen) ?? product?.skus[0];
  if (!sku && !(member && order)) return null;
  return (
    <div className="lm-chat__offers">
      {product && sku ? (
        <div className="lm-chat__offer">
          <div>
            <p className="lm-chat__card-name">{product.name}</p>
            <p className="lm-chat__card-meta">{t.productFacts(sku.sku, sku.pack)}</p>
          </div>
          <button
            type="button"
            className="lm-chat__offer-send"
            onClick={() => void onSend({ kind: 'product', sku_id: sku.id, text: '' })}
          >
            {t.sendProduct}
          </button>
        </div>
      ) : null}
      {member && order ? (
        <div className="lm-chat__offer">
          <p className="lm-chat__card-name">{t.orderLabel(order)}</p>
          <button
            type="button"
            className="lm-chat__offer-send"
            onClick={() => void onSend({ kind: 'order', order_number: order, text: '' })}
          >
            {t.sendOrder}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The composer: 500 characters at most with a counter, Enter sends and Shift+Enter breaks the line;
 * 图片 for members; outside working hours a visitor leaves a phone number with the message.
 */
export function ChatComposer({ member, online, send }: { member: boolean; online: boolean; send: Send }) {
  const [text, setText] = useState('');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [received, setReceived] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const { pathname, search } = useLocation();
  const ids = { text: useId(), phone: useId(), counter: useId() };
  const needPhone = !online && !member;

  const deliver: Send = async (payload) => {
    if (needPhone && !PHONE.test(phone.trim())) {
      toastError(t.phoneRequired);
      return { sent: false, offline: false };
    }
    setBusy(true);
    const outcome = await send(needPhone ? { ...payload, phone: phone.trim() } : payload);
    setBusy(false);
    if (outcome.offline) setReceived(true);
    return outcome;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const words = text.trim();
    if (!words || busy) return;
    const outcome = await deliver({ kind: 'text', text: words });
    if (outcome.sent) setText('');
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter a new line; an IME's Enter picks a word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className="lm-chat__composer" onSubmit={submit}>
      <Offers member={member} onSend={deliver} />
      {received && (
        <p className="lm-chat__received" role="status">
          {t.received}
        </p>
      )}
      {needPhone && (
        <div className="lm-chat__phone">
          <label htmlFor={ids.phone}>{t.phone}</label>
          <input
            id={ids.phone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            placeholder={t.phoneHint}
          />
        </div>
      )}
      <label htmlFor={ids.text} className="lm-sr-only">
        {t.composerLabel}
      </label>
      <textarea
        id={ids.text}
        ref={box}
        className="lm-chat__input"
        rows={3}
        maxLength={CHAT_TEXT_MAX}
        value={text}
        placeholder={t.placeholder}
        aria-describedby={ids.counter}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="lm-chat__tools">
        {member ? (
          <ChatPicture
            disabled={busy}
            onUploaded={(filePath) => deliver({ kind: 'image', image: filePath, text: '' })}
          />
        ) : (
          <span className="lm-chat__hint">
            <Link to={loginRedirect(pathname, new URLSearchParams(search))}>{t.login}</Link>
            {t.pictureLoginHintRest}
          </span>
        )}
        <span id={ids.counter} className="lm-chat__counter" aria-live="polite">
          {t.counter(text.length)}
        </span>
        <button type="submit" className="lm-chat__send" disabled={busy || text.trim() === ''}>
          {t.send}
        </button>
      </div>
    </form>
  );
}
