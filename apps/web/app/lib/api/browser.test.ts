import {
  Code,
  createTransport,
  type Envelope,
  generateCipherKey,
  generateSignSecret,
} from '@labmall/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';

const keys = { cipherKey: generateCipherKey(), signSecret: generateSignSecret() };

/** The browser client against a stand-in server answering `envelope` to every call. */
async function clientAnswering(envelope: Envelope) {
  vi.resetModules();
  const transport = await createTransport(keys);
  vi.stubGlobal('fetch', async () => Response.json(await transport.sealResponse(envelope)));
  const { api, configureBrowserApi } = await import('./browser');
  const { feedbackState } = await import('../ui/feedback');
  configureBrowserApi(keys);
  return {
    api,
    toasts: () => feedbackState().toasts.map((t) => t.text),
    dialogs: () => feedbackState().dialogs,
  };
}

describe('browser API client (SPEC §8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves with obj and hands obj and message to the success callback', async () => {
    const { api, toasts } = await clientAnswering({ code: Code.OK, obj: 3, message: '操作成功' });
    const success = vi.fn();
    expect(await api.get('/user/cart/count', {}, { success })).toBe(3);
    expect(success).toHaveBeenCalledWith(3, '操作成功');
    expect(toasts()).toEqual([]);
  });

  it('shows the server’s message on failure, or the fail callback’s text, or nothing when it returns false', async () => {
    const { api, toasts } = await clientAnswering({ code: Code.CONFLICT, obj: null, message: '库存不足' });
    await expect(api.post('/user/logout')).rejects.toMatchObject({ kind: 'business', code: 409 });
    await expect(api.post('/user/logout', {}, { fail: () => '换一个说法' })).rejects.toBeDefined();
    await expect(api.post('/user/logout', {}, { fail: () => false })).rejects.toBeDefined();
    expect(toasts()).toEqual(['库存不足', '换一个说法']);
  });

  it('falls back to 请求失败 when the server gives no message', async () => {
    const { api, toasts } = await clientAnswering({ code: Code.FORBIDDEN, obj: null, message: '' });
    await expect(api.get('/user/info')).rejects.toMatchObject({ message: '请求失败' });
    expect(toasts()).toEqual(['请求失败']);
  });

  it('when a submission is refused (400) with no message, then the toast says 提交数据有误，请检查后重试', async () => {
    const { api, toasts } = await clientAnswering({ code: Code.INVALID, obj: null, message: '' });
    await expect(api.post('/user/logout')).rejects.toMatchObject({
      code: 400,
      message: '提交数据有误，请检查后重试',
    });
    expect(toasts()).toEqual(['提交数据有误，请检查后重试']);
  });

  it('answers code 503 with the one session dialog and no toast', async () => {
    const { api, toasts, dialogs } = await clientAnswering({
      code: Code.SESSION_EXPIRED,
      obj: null,
      message: '请先登录',
    });
    await Promise.allSettled([api.get('/user/info'), api.get('/user/cart/count'), api.post('/user/logout')]);
    expect(dialogs()).toHaveLength(1);
    expect(dialogs()[0]).toMatchObject({ content: '登录状态已过期，请重新登录', okText: '重新登录' });
    expect(toasts()).toEqual([]);
  });

  it('when the session dialog’s button is pressed, then the login page is asked to return to this page', async () => {
    const { api, dialogs } = await clientAnswering({ code: Code.SESSION_EXPIRED, obj: null, message: '' });
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { pathname: '/user/order', search: '?tab=2', assign } });
    await api.post('/user/edit/nick_name', { nick_name: '过期' }).catch(() => {});
    dialogs()[0]!.resolve(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/login?redirect=%2Fuser%2Forder%3Ftab%3D2'));
  });

  it('when a background call is quiet, then no failure shows a toast or the session dialog', async () => {
    const expired = await clientAnswering({ code: Code.SESSION_EXPIRED, obj: null, message: '请先登录' });
    await expect(expired.api.get('/chat/unread', {}, { quiet: true })).rejects.toMatchObject({ code: 503 });
    expect(expired.dialogs()).toEqual([]);
    const refused = await clientAnswering({ code: Code.CONFLICT, obj: null, message: '库存不足' });
    await expect(refused.api.get('/chat/unread', {}, { quiet: true })).rejects.toBeDefined();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(refused.api.get('/chat/unread', {}, { quiet: true })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(refused.toasts()).toEqual([]);
  });
});
