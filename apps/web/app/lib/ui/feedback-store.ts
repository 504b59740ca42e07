import { TOAST_MS } from '@labmall/rules';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  text: string;
}

export interface Dialog {
  id: number;
  title: string;
  content: string;
  okText: string;
  /** Absent: a single-button dialog. */
  cancelText?: string;
  resolve: (ok: boolean) => void;
}

export interface FeedbackState {
  toasts: Toast[];
  dialogs: Dialog[];
}

/**
 * Toasts and dialogs the API client raises from outside React, kept in a tiny store the root's
 * <FeedbackHost> renders. No UI library: every page shows them, so they must cost next to nothing.
 */
export function createFeedbackStore(toastMs = TOAST_MS) {
  let state: FeedbackState = { toasts: [], dialogs: [] };
  let nextId = 1;
  const listeners = new Set<() => void>();
  const set = (next: FeedbackState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast(kind: Toast['kind'], text: string) {
      const id = nextId++;
      set({ ...state, toasts: [...state.toasts, { id, kind, text }] });
      setTimeout(() => set({ ...state, toasts: state.toasts.filter((t) => t.id !== id) }), toastMs);
    },
    dialog(options: Omit<Dialog, 'id' | 'resolve'>): Promise<boolean> {
      return new Promise((resolve) => {
        const id = nextId++;
        const close = (ok: boolean) => {
          set({ ...state, dialogs: state.dialogs.filter((d) => d.id !== id) });
          resolve(ok);
        };
        set({ ...state, dialogs: [...state.dialogs, { ...options, id, resolve: close }] });
      });
    },
  };
}

export type FeedbackStore = ReturnType<typeof createFeedbackStore>;
