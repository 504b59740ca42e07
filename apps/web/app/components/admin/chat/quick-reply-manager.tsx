import { useState } from 'react';
import { api } from '../../../lib/api/browser';
import { Button, Input, Modal, Popconfirm } from '../kit';
import { useWrite } from '../use-write';
import type { QuickReply } from './chat-labels';

/** Adds and deletes the team's quick replies (shared by every 客服). */
export function QuickReplyManager({
  open,
  list,
  onClose,
}: {
  open: boolean;
  list: readonly QuickReply[];
  onClose: () => void;
}) {
  const { busy, run } = useWrite();
  const [text, setText] = useState('');
  return (
    <Modal open={open} title="管理快捷回复" onCancel={onClose} footer={null} destroyOnHidden>
      {list.length === 0 ? (
        <p>暂无快捷回复</p>
      ) : (
        <ul className="lm-inbox__replies">
          {list.map((reply) => (
            <li key={reply.id}>
              <span>{reply.text}</span>
              <Popconfirm
                title="删除这条快捷回复？"
                okText="删除"
                cancelText="取消"
                onConfirm={() =>
                  run(() => api.post('/admin/chat/quick-replies/delete', { id: reply.id }), '已删除')
                }
              >
                <Button size="small" disabled={busy}>
                  删除
                </Button>
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      <form
        className="lm-inbox__reply-form"
        aria-label="新增快捷回复"
        onSubmit={async (event) => {
          event.preventDefault();
          const saved = await run(
            () => api.post('/admin/chat/quick-replies/save', { text }),
            '已添加快捷回复',
          );
          if (saved) setText('');
        }}
      >
        <label htmlFor="chat-new-reply">快捷回复内容</label>
        <Input.TextArea
          id="chat-new-reply"
          value={text}
          maxLength={500}
          autoSize={{ minRows: 2, maxRows: 4 }}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="primary" htmlType="submit" loading={busy} disabled={!text.trim()}>
          添加
        </Button>
      </form>
    </Modal>
  );
}
