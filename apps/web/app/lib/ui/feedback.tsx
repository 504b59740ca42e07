import { messages } from '@labmall/rules';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createFeedbackStore, type Dialog } from './feedback-store';

const store = createFeedbackStore();
const serverState = store.getState();

/** What is on screen now (for tests and the host). */
export const feedbackState = () => store.getState();

export function toastError(text: string) {
  store.toast('error', text);
}

export function toastSuccess(text: string) {
  store.toast('success', text);
}

let sessionDialogOpen = false;

/**
 * SPEC §4: one dialog however many calls fail together; its single button logs in again.
 * Returns whether this call opened it.
 */
export function showSessionExpired(onConfirm: () => void): boolean {
  if (sessionDialogOpen) return false;
  sessionDialogOpen = true;
  void store
    .dialog({ title: messages.CONFIRM_TITLE, content: messages.SESSION_EXPIRED, okText: messages.RELOGIN })
    .then(() => onConfirm());
  return true;
}

/** The shop's confirm dialog (消息提醒, 确定 / 取消); resolves with the answer. */
export function confirmDialog(options: { content: string; title?: string }): Promise<boolean> {
  return store.dialog({
    title: options.title ?? messages.CONFIRM_TITLE,
    content: options.content,
    okText: messages.OK,
    cancelText: messages.CANCEL,
  });
}

function DialogBox({ dialog }: { dialog: Dialog }) {
  const ok = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ok.current?.focus();
    return () => previous?.focus?.();
  }, []);
  const titleId = `lm-dialog-title-${dialog.id}`;
  const bodyId = `lm-dialog-body-${dialog.id}`;
  return (
    <div className="lm-dialog__mask">
      <div
        className="lm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && dialog.cancelText) dialog.resolve(false);
          // Keep focus inside the dialog: its buttons are the only stops.
          if (event.key === 'Tab') {
            const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
            const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
            const next = buttons[(index + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length];
            next?.focus();
            event.preventDefault();
          }
        }}
      >
        <h2 id={titleId} className="lm-dialog__title">
          {dialog.title}
        </h2>
        <p id={bodyId}>{dialog.content}</p>
        <div className="lm-dialog__actions">
          {dialog.cancelText ? (
            <button type="button" className="lm-button" onClick={() => dialog.resolve(false)}>
              {dialog.cancelText}
            </button>
          ) : null}
          <button
            type="button"
            className="lm-button lm-button--primary"
            ref={ok}
            onClick={() => dialog.resolve(true)}
          >
            {dialog.okText}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Rendered once by the root: the toasts (a live region) and every open dialog, newest on top. */
export function FeedbackHost() {
  const state = useSyncExternalStore(store.subscribe, store.getState, () => serverState);
  return (
    <>
      <div className="lm-toasts" role="status" aria-live="polite" aria-label={messages.TOASTS_LABEL}>
        {state.toasts.map((toast) => (
          <div key={toast.id} className={`lm-toast lm-toast--${toast.kind}`}>
            {toast.text}
          </div>
        ))}
      </div>
      {state.dialogs.map((dialog) => (
        <DialogBox key={dialog.id} dialog={dialog} />
      ))}
    </>
  );
}
