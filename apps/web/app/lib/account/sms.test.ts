import {
  Code,
  createTransport,
  type Envelope,
  generateCipherKey,
  generateSignSecret,
} from '@labmall/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';

const keys = { cipherKey: generateCipherKey(), signSecret: generateSignSecret() };

/** sendSmsCode against a stand-in server answering `envelope` to every call. */
async function sendingAgainst(envelope: Envelope) {
  vi.resetModules();
  const transport = await createTransport(keys);
  vi.stubGlobal('fetch', async () => Response.json(await transport.sealResponse(envelope)));
  const { configureBrowserApi } = await import('../api/browser');
  const { sendSmsCode } = await import('./sms');
  const { feedbackState } = await import('../ui/feedback');
  configureBrowserApi(keys);
  return { sendSmsCode, toasts: () => feedbackState().toasts.map((t) => t.text) };
}

const captchaWanted: Envelope = {
  code: Code.INVALID,
  obj: { fields: { captcha: '请输入图形验证码' }, captcha_required: true },
  message: '请输入图形验证码',
};

describe('sendSmsCode', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the server wants a picture captcha first, then onCaptcha is told and no toast is shown', async () => {
    const { sendSmsCode, toasts } = await sendingAgainst(captchaWanted);
    const onCaptcha = vi.fn();
    await expect(sendSmsCode('13800000000', 'login', undefined, onCaptcha)).rejects.toMatchObject({
      code: Code.INVALID,
    });
    expect(onCaptcha).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual([]);
  });

  it('when a typed captcha was wrong, then a fresh one is asked for and the server’s message shown', async () => {
    const { sendSmsCode, toasts } = await sendingAgainst({ ...captchaWanted, message: '图形验证码错误' });
    const onCaptcha = vi.fn();
    const typed = { captcha_id: 'c1', captcha: 'abcd' };
    await expect(sendSmsCode('13800000000', 'login', typed, onCaptcha)).rejects.toBeDefined();
    expect(onCaptcha).toHaveBeenCalledTimes(1);
    expect(toasts()).toEqual(['图形验证码错误']);
  });

  it('when a 400 does not ask for a captcha, then it is an ordinary refusal', async () => {
    const { sendSmsCode, toasts } = await sendingAgainst({
      code: Code.INVALID,
      obj: { fields: { phone: '手机号格式不正确' } },
      message: '手机号格式不正确',
    });
    const onCaptcha = vi.fn();
    await expect(sendSmsCode('1380000', 'login', undefined, onCaptcha)).rejects.toBeDefined();
    expect(onCaptcha).not.toHaveBeenCalled();
    expect(toasts()).toEqual(['手机号格式不正确']);
  });
});
