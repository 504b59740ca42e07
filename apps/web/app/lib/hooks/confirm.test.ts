import { describe, expect, it, vi } from 'vitest';
import { confirmConfig } from './confirm';

describe('confirm dialog configuration', () => {
  it('when given only the content, then it titles 消息提醒 with 确定 and 取消, focus on 确定, Esc cancels', () => {
    const config = confirmConfig({ content: '确定删除该地址吗？' }, () => {});
    expect(config).toMatchObject({
      title: '消息提醒',
      content: '确定删除该地址吗？',
      okText: '确定',
      cancelText: '取消',
      focusable: { autoFocusButton: 'ok', trap: true, focusTriggerAfterClose: true },
      keyboard: true,
      mask: { closable: false },
    });
    expect(config.okButtonProps).toBeUndefined();
  });

  it('when texts are given, then they replace the defaults', () => {
    const config = confirmConfig(
      { content: 'x', title: '取消订单', okText: '是', cancelText: '否' },
      () => {},
    );
    expect(config).toMatchObject({ title: '取消订单', okText: '是', cancelText: '否' });
  });

  it('when the action is destructive, then OK is red and focus starts on 取消', () => {
    const config = confirmConfig({ content: 'x', danger: true }, () => {});
    expect(config.okButtonProps).toEqual({ danger: true });
    expect(config.focusable?.autoFocusButton).toBe('cancel');
  });

  it('when 确定 is chosen, then it settles true, once, however the dialog then closes', () => {
    const settle = vi.fn();
    const config = confirmConfig({ content: 'x' }, settle);
    config.onOk?.();
    config.afterClose?.();
    config.onCancel?.();
    expect(settle).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('when cancelled (取消, Esc or the close button), then it settles false', () => {
    const settle = vi.fn();
    confirmConfig({ content: 'x' }, settle).onCancel?.();
    expect(settle).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('when it closes without an answer, then it settles false', () => {
    const settle = vi.fn();
    confirmConfig({ content: 'x' }, settle).afterClose?.();
    expect(settle).toHaveBeenCalledExactlyOnceWith(false);
  });
});
