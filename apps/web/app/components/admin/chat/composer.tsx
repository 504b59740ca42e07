import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { Button, Input, Select } from '../kit';
import { SkuPicker } from '../marketing/sku-picker';
import type { ChatMessage, QuickReply } from './chat-labels';
import { QuickReplyManager } from './quick-reply-manager';
import { StaffPicture } from './staff-picture';

const TEXT_MAX = 500;

/** Staff's answer: text, optionally started from a quick reply, a picture or a product card. */
export function Composer({
  conversationId,
  quickReplies,
  onSent,
}: {
  conversationId: number;
  quickReplies: readonly QuickReply[];
  onSent: (message: ChatMessage) => void;
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [managing, setManaging] = useState(false);
  const [picking, setPicking] = useState(false);
  const noneTaken = new Set<number>();
  async function sendCard(payload: { kind: 'image'; image: string } | { kind: 'product'; sku_id: number }) {
    setBusy(true);
    try {
      const sent = await api.post('/admin/chat/send', { id: conversationId, ...payload });
      setPicking(false);
      onSent(sent.message);
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  }
  async function send(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    setBusy(true);
    try {
      const sent = await api.post('/admin/chat/send', { id: conversationId, kind: 'text', text });
      setText('');
      onSent(sent.message);
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  }
  // The manager's own form sits beside this one, not in it: React bubbles a submit through portals.
  return (
    <>
      <form className="lm-inbox__composer" aria-label="回复买家" onSubmit={send}>
        <div className="lm-inbox__quick">
          <Select
            aria-label="快捷回复"
            placeholder="快捷回复"
            value={null}
            style={{ minWidth: 200, flex: 1 }}
            notFoundContent="暂无快捷回复"
            onChange={(id: number) => {
              const reply = quickReplies.find((one) => one.id === id);
              if (reply) setText((now) => (now ? `${now}${reply.text}` : reply.text).slice(0, TEXT_MAX));
            }}
            options={quickReplies.map((one) => ({ value: one.id, label: one.text }))}
          />
          <Button onClick={() => setManaging(true)}>管理快捷回复</Button>
        </div>
        {picking ? (
          <div className="lm-inbox__picker">
            <label htmlFor="chat-sku" className="lm-sr-only">
              选择要发送的商品
            </label>
            {/* A SKU not on sale is refused by the API with its reason. */}
            <SkuPicker
              id="chat-sku"
              path="/admin/chat/skus"
              taken={noneTaken}
              onPick={(sku) => void sendCard({ kind: 'product', sku_id: sku.sku_id })}
            />
          </div>
        ) : null}
        <label htmlFor="chat-answer" className="lm-sr-only">
          回复内容
        </label>
        <Input.TextArea
          id="chat-answer"
          value={text}
          maxLength={TEXT_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          placeholder="输入回复，Ctrl+Enter 发送"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send(event);
          }}
        />
        <div className="lm-inbox__send">
          <StaffPicture disabled={busy} onUploaded={(image) => sendCard({ kind: 'image', image })} />
          <Button disabled={busy} aria-expanded={picking} onClick={() => setPicking((now) => !now)}>
            发送商品
          </Button>
          <Button type="primary" htmlType="submit" loading={busy} disabled={!text.trim()}>
            发送
          </Button>
        </div>
      </form>
      <QuickReplyManager open={managing} list={quickReplies} onClose={() => setManaging(false)} />
    </>
  );
}
