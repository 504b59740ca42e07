import { describe, expect, it, vi } from 'vitest';

describe('session expired dialog', () => {
  it('opens once however many calls fail together, and logs in again on its one button', async () => {
    vi.resetModules();
    const { feedbackState, showSessionExpired } = await import('./feedback');
    const onConfirm = vi.fn();
    const opened = [
      showSessionExpired(onConfirm),
      showSessionExpired(onConfirm),
      showSessionExpired(onConfirm),
    ];
    expect(opened).toEqual([true, false, false]);
    const dialogs = feedbackState().dialogs;
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toMatchObject({
      title: '消息提醒',
      content: '登录状态已过期，请重新登录',
      okText: '重新登录',
    });
    expect(dialogs[0]!.cancelText).toBeUndefined();
    dialogs[0]!.resolve(true);
    await vi.waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });
});
