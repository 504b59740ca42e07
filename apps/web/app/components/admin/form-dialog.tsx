import type { ReactNode } from 'react';
import { Button, Modal } from './kit';

/**
 * The console's 新建 / 编辑 pattern: a button that opens a dialog of fields with 保存 and 取消. The form
 * keeps its own state and write; this is only the frame every such form shared.
 */
export function FormDialog({
  label,
  primary,
  onOpen,
  title,
  open,
  onClose,
  onSave,
  busy,
  canSave,
  width,
  children,
}: {
  /** The button's text: 新建… or 编辑. */
  label: string;
  /** A 新建 button above a list (primary), or a row's link. */
  primary: boolean;
  onOpen: () => void;
  title: string;
  open: boolean;
  onClose: () => void;
  onSave: () => void;
  busy: boolean;
  canSave: boolean;
  width?: number;
  children: ReactNode;
}) {
  return (
    <>
      <Button type={primary ? 'primary' : 'link'} onClick={onOpen}>
        {label}
      </Button>
      <Modal
        title={title}
        open={open}
        onCancel={onClose}
        onOk={onSave}
        okText="保存"
        cancelText="取消"
        confirmLoading={busy}
        okButtonProps={{ disabled: !canSave }}
        {...(width ? { width } : {})}
      >
        <div className="lm-console__modal-form">{children}</div>
      </Modal>
    </>
  );
}
