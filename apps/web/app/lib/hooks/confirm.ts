import { messages } from '@labmall/rules';
import type { ModalFuncProps } from 'antd';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  content: ReactNode;
  /** 消息提醒 by default (SPEC §9). */
  title?: ReactNode;
  /** 确定 by default. */
  okText?: string;
  /** 取消 by default. */
  cancelText?: string;
  /** A destructive action (delete, cancel an order): red OK button, and focus starts on 取消. */
  danger?: boolean;
}

/**
 * The antd `modal.confirm` configuration of the shop's confirm dialog; `settle` is called exactly once,
 * with true for 确定 and false for 取消, Esc, the close button or any other way it closes.
 * Keyboard: focus starts on a button (Enter answers), Esc cancels, Tab stays inside the dialog.
 */
export function confirmConfig(options: ConfirmOptions, settle: (confirmed: boolean) => void): ModalFuncProps {
  let settled = false;
  const once = (confirmed: boolean) => {
    if (settled) return;
    settled = true;
    settle(confirmed);
  };
  return {
    title: options.title ?? messages.CONFIRM_TITLE,
    content: options.content,
    okText: options.okText ?? messages.OK,
    cancelText: options.cancelText ?? messages.CANCEL,
    ...(options.danger ? { okButtonProps: { danger: true } } : {}),
    // Focus returns to whatever opened the dialog once it closes.
    focusable: {
      autoFocusButton: options.danger ? 'cancel' : 'ok',
      trap: true,
      focusTriggerAfterClose: true,
    },
    keyboard: true,
    // A stray click beside the dialog should not answer it.
    mask: { closable: false },
    onOk: () => once(true),
    onCancel: () => once(false),
    afterClose: () => once(false),
  };
}
