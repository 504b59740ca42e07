import { useId, useState } from 'react';
import { Button, ConfigProvider, Input, Modal } from './kit';

// antd's red (#ff4d4f) is 3.2:1 on white; this one passes 4.5:1 as text and under white text.
const readableRed = { token: { colorError: '#cf1322' } };

/**
 * A button that asks for a reason before it acts (驳回, 停用登录): the dialog's 确定 stays disabled
 * until a reason is typed, and it closes only when the action has gone through.
 */
export function ReasonButton({
  label,
  title,
  reasonLabel,
  onConfirm,
  danger = true,
}: {
  label: string;
  title: string;
  reasonLabel: string;
  /** Resolves true when done; false (the client has said why) keeps the dialog open. */
  onConfirm: (reason: string) => Promise<boolean>;
  danger?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function confirm() {
    setBusy(true);
    const done = await onConfirm(reason.trim()).catch(() => false);
    setBusy(false);
    if (done) {
      setOpen(false);
      setReason('');
    }
  }

  return (
    <ConfigProvider theme={readableRed}>
      <Button danger={danger} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal
        title={title}
        open={open}
        onCancel={() => setOpen(false)}
        onOk={confirm}
        okText="确定"
        cancelText="取消"
        confirmLoading={busy}
        okButtonProps={{ disabled: !reason.trim(), danger }}
        destroyOnHidden
      >
        <label htmlFor={id}>{reasonLabel}</label>
        <Input.TextArea
          id={id}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={200}
          showCount
          rows={3}
        />
      </Modal>
    </ConfigProvider>
  );
}
