import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFeedbackStore } from './feedback-store';

describe('feedback store', () => {
  afterEach(() => vi.useRealTimers());

  it('shows a toast for 2500 ms', () => {
    vi.useFakeTimers();
    const store = createFeedbackStore();
    store.toast('error', '请求失败');
    expect(store.getState().toasts.map((t) => t.text)).toEqual(['请求失败']);
    vi.advanceTimersByTime(2499);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
  });

  it('resolves a dialog with the answer and removes it', async () => {
    const store = createFeedbackStore();
    const answer = store.dialog({
      title: '消息提醒',
      content: '确定删除吗？',
      okText: '确定',
      cancelText: '取消',
    });
    const [dialog] = store.getState().dialogs;
    expect(dialog).toMatchObject({ title: '消息提醒', okText: '确定', cancelText: '取消' });
    dialog!.resolve(false);
    expect(await answer).toBe(false);
    expect(store.getState().dialogs).toHaveLength(0);
  });

  it('notifies subscribers on every change', () => {
    const store = createFeedbackStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.toast('success', '修改成功');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.toast('success', '再次');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
