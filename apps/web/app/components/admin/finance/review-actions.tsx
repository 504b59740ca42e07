import { useState } from 'react';
import { Button, Input, Modal, Popconfirm } from '../kit';

interface ReviewActionsProps {
  /** What is reviewed, as the dialogs name it: 订单 2026… 的转账凭证. */
  subject: string;
  confirmLabel: string;
  confirmQuestion: string;
  onConfirm: () => Promise<void>;
  onReject: (reason: string) => Promise<void>;
}

/** 确认 (asked once more) and 驳回 (with a reason the member sees, required) for one voucher. */
export function ReviewActions({
  subject,
  confirmLabel,
  confirmQuestion,
  onConfirm,
  onReject,
}: ReviewActionsProps) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [tried, setTried] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
      return true;
    } catch {
      // The client has said why (toast).
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function reject() {
    setTried(true);
    if (!reason.trim()) return;
    if (await run(() => onReject(reason.trim()))) {
      setRejecting(false);
      setReason('');
      setTried(false);
    }
  }

  const missing = tried && !reason.trim();
  return (
    <span className="lm-console__row-actions">
      <Popconfirm
        title={confirmQuestion}
        description={subject}
        okText="确认"
        cancelText="取消"
        onConfirm={() => run(onConfirm)}
      >
        <Button type="primary" size="small" loading={busy}>
          {confirmLabel}
        </Button>
      </Popconfirm>
      <Button size="small" onClick={() => setRejecting(true)} disabled={busy}>
        驳回
      </Button>
      <Modal
        open={rejecting}
        title={`驳回：${subject}`}
        okText="确认驳回"
        cancelText="取消"
        okButtonProps={{ loading: busy }}
        onOk={reject}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <label htmlFor="reject-reason">驳回原因（会员可见）</label>
        <Input.TextArea
          id="reject-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
          rows={3}
          aria-invalid={missing}
          aria-describedby={missing ? 'reject-reason-error' : undefined}
        />
        {missing ? (
          <p id="reject-reason-error" role="alert" className="lm-console__error">
            请填写驳回原因
          </p>
        ) : null}
      </Modal>
    </span>
  );
}
