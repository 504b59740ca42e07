import { messages, TOAST_MS } from '@labmall/rules';
import { App } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useEffect } from 'react';

let toastApi: MessageInstance | null = null;
let modalApi: HookAPI | null = null;

/** Hands antd's context-aware message and modal APIs to code outside React (the protocol client). */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    toastApi = message;
    modalApi = modal;
  }, [message, modal]);
  return null;
}

export function toastError(text: string) {
  toastApi?.error({ content: text, duration: TOAST_MS / 1000 });
}

export function toastSuccess(text: string) {
  toastApi?.success({ content: text, duration: TOAST_MS / 1000 });
}

let sessionDialogOpen = false;

/**
 * SPEC §4: one dialog however many calls fail together; its single button logs in again.
 * Returns whether this call opened it.
 */
export function showSessionExpired(onConfirm: () => void): boolean {
  if (sessionDialogOpen || !modalApi) return false;
  sessionDialogOpen = true;
  modalApi.warning({
    title: messages.CONFIRM_TITLE,
    content: messages.SESSION_EXPIRED,
    okText: messages.RELOGIN,
    keyboard: false,
    maskClosable: false,
    onOk: () => {
      onConfirm();
    },
  });
  return true;
}

export function confirmDialog(options: { content: string; title?: string }): Promise<boolean> {
  return new Promise((resolve) => {
    if (!modalApi) return resolve(false);
    modalApi.confirm({
      title: options.title ?? messages.CONFIRM_TITLE,
      content: options.content,
      okText: messages.OK,
      cancelText: messages.CANCEL,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
