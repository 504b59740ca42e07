import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  installChunkReload,
  isChunkLoadError,
  mayReload,
  type ReloadStorage,
  reloadForChunkError,
} from './chunk-reload';

function memoryStorage(
  initial: Record<string, string> = {},
): ReloadStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

const T0 = 1_700_000_000_000;

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://shop.test/assets/list-Ab12.js'),
    new TypeError('error loading dynamically imported module: https://shop.test/assets/list-Ab12.js'),
    new TypeError('Importing a module script failed.'),
    Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }),
    new Error('Unable to preload CSS for /assets/list-Ab12.css'),
    'Failed to fetch dynamically imported module: /assets/x.js',
  ])('when the error is %s, then it is a chunk failure', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new TypeError('Failed to fetch'), new Error('请求失败'), null, undefined, 42, {}])(
    'when the error is %s, then it is not',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('once per minute', () => {
  it('when nothing was reloaded yet, then it may reload', () => {
    expect(mayReload(null, T0)).toBe(true);
  });

  it.each([
    [1, false],
    [59_999, false],
    [60_000, true],
    [3_600_000, true],
    // The clock was set back an hour: do not block reloads for an hour.
    [-3_600_000, true],
  ])('when the last reload was %i ms ago, then may reload is %s', (ago, expected) => {
    expect(mayReload(T0 - ago, T0)).toBe(expected);
  });

  it('when a chunk fails twice within a minute, then the page reloads once', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(storage, T0, reload)).toBe(true);
    expect(storage.data[CHUNK_RELOAD_KEY]).toBe(String(T0));
    // After the reload the same session (sessionStorage survives a reload) fails again 20 s later.
    expect(reloadForChunkError(storage, T0 + 20_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    // A minute after the first reload it may try again.
    expect(reloadForChunkError(storage, T0 + 60_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('when the stored time is garbage, then it counts as no reload yet', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(memoryStorage({ [CHUNK_RELOAD_KEY]: 'x' }), T0, reload)).toBe(true);
  });

  it('when sessionStorage is missing or throws, then it does not reload (no loop possible)', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(null, T0, reload)).toBe(false);
    const broken: ReloadStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(reloadForChunkError(broken, T0, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('installChunkReload', () => {
  function fakeWindow(storage: ReloadStorage | null) {
    const target = new EventTarget();
    const reload = vi.fn();
    Object.defineProperties(target, {
      location: { value: { reload } },
      sessionStorage: {
        get() {
          if (!storage) throw new DOMException('denied', 'SecurityError');
          return storage;
        },
      },
    });
    return { target, window: target as unknown as Window, reload };
  }

  function rejection(reason: unknown) {
    return Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
  }

  it('when Vite reports a preload error, then the page reloads and Vite does not rethrow', () => {
    const { target, window, reload } = fakeWindow(memoryStorage());
    const stop = installChunkReload(window);
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
    stop();
  });

  it('when a dynamic import fails unhandled, then the page reloads, once per minute', () => {
    const { target, window, reload } = fakeWindow(memoryStorage());
    const stop = installChunkReload(window);
    target.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /a.js')));
    const second = rejection(new TypeError('Failed to fetch dynamically imported module: /b.js'));
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledOnce();
    // Not reloading this time: the error stays visible to the console and error reporting.
    expect(second.defaultPrevented).toBe(false);
    stop();
  });

  it('when other promises fail, then nothing reloads', () => {
    const { target, window, reload } = fakeWindow(memoryStorage());
    const stop = installChunkReload(window);
    target.dispatchEvent(rejection(new Error('网络未知异常')));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('when uninstalled, then it stops listening', () => {
    const { target, window, reload } = fakeWindow(memoryStorage());
    installChunkReload(window)();
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).not.toHaveBeenCalled();
  });

  it('when storage is blocked, then a chunk failure does not reload', () => {
    const { target, window, reload } = fakeWindow(null);
    const stop = installChunkReload(window);
    target.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});
