import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OverlayController, type OverlayView } from './overlay';

let calls: string[];
let createView: ReturnType<typeof vi.fn<() => OverlayView>>;

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  createView = vi.fn(() => ({
    show: (text: string) => calls.push(`show ${text}`),
    hide: () => calls.push('hide'),
  }));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('loading overlay', () => {
  it('when never shown, then no view is created (nothing touches the DOM)', () => {
    const overlay = new OverlayController(createView);
    overlay.hide();
    expect(createView).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('when shown, then it says 加载中... until hidden', () => {
    const overlay = new OverlayController(createView);
    overlay.show();
    expect(overlay.open).toBe(true);
    vi.advanceTimersByTime(3000);
    overlay.hide();
    expect(overlay.open).toBe(false);
    expect(calls).toEqual(['show 加载中...', 'hide']);
    // The auto-close timer went with it.
    vi.advanceTimersByTime(20_000);
    expect(calls).toHaveLength(2);
  });

  it('when nobody hides it, then it closes itself after 10000 ms', () => {
    const overlay = new OverlayController(createView);
    overlay.show('提交中...');
    vi.advanceTimersByTime(9999);
    expect(overlay.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(overlay.open).toBe(false);
    expect(calls).toEqual(['show 提交中...', 'hide']);
  });

  it('when shown again, then the 10 s start over and the view is reused', () => {
    const overlay = new OverlayController(createView);
    overlay.show();
    vi.advanceTimersByTime(8000);
    overlay.show('保存中...');
    vi.advanceTimersByTime(8000);
    expect(overlay.open).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(overlay.open).toBe(false);
    expect(createView).toHaveBeenCalledOnce();
    expect(calls).toEqual(['show 加载中...', 'show 保存中...', 'hide']);
  });

  it('when hidden twice, then the view hides once', () => {
    const overlay = new OverlayController(createView);
    overlay.show();
    overlay.hide();
    overlay.hide();
    expect(calls).toEqual(['show 加载中...', 'hide']);
  });
});
