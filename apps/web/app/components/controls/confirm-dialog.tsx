import { messages } from '@labmall/rules';
import { App, Modal } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { type ConfirmOptions, confirmConfig } from '../../lib/hooks/confirm';

export type { ConfirmOptions } from '../../lib/hooks/confirm';

/**
 * Asks a yes/no question in the shop's confirm dialog (消息提醒, 确定 / 取消) and resolves with the
 * answer: `if (await confirm({ content: '确定删除该地址吗？', danger: true })) …`. It uses the antd App
 * context, so the dialog follows the theme and locale. Outside React (the API client) use
 * `confirmDialog` from lib/ui/feedback, which shows the same dialog.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = App.useApp();
  return useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm(confirmConfig(options, resolve));
      }),
    [modal],
  );
}

export interface ConfirmDialogProps extends Omit<ConfirmOptions, 'content'> {
  open: boolean;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Shows a spinner on 确定 while the confirmed action runs. */
  confirming?: boolean;
}

/**
 * The same dialog as a component, for a question whose answer starts work the dialog waits for
 * (`confirming`). Keyboard: Esc cancels and focus stays inside while it is open.
 */
export function ConfirmDialog({
  open,
  children,
  onConfirm,
  onCancel,
  confirming,
  title = messages.CONFIRM_TITLE,
  okText = messages.OK,
  cancelText = messages.CANCEL,
  danger,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger: !!danger }}
      confirmLoading={!!confirming}
      keyboard
      mask={{ closable: false }}
      focusable={{ trap: true, focusTriggerAfterClose: true }}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      {children}
    </Modal>
  );
}
