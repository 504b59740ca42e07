import { Code } from '@labmall/protocol';
import { api } from '../api/browser';

export type SmsPurpose = 'login' | 'register' | 'change_phone' | 'password';

export interface CaptchaAnswer {
  captcha_id: string;
  captcha: string;
}

/**
 * Asks the server to text a code. When the address has sent too many, the server wants a picture
 * captcha first: `onCaptcha` is told, no toast is shown for that case, and the promise rejects so the
 * countdown does not start.
 */
export function sendSmsCode(
  phone: string,
  purpose: SmsPurpose,
  captcha: CaptchaAnswer | undefined,
  onCaptcha: () => void,
) {
  return api.post(
    '/sms/send',
    { phone, purpose, ...(captcha ?? {}) },
    {
      fail: (envelope) => {
        if (envelope.code === Code.INVALID && envelope.obj?.captcha_required) {
          onCaptcha();
          return captcha ? envelope.message : false;
        }
        return undefined;
      },
    },
  );
}

export function fetchCaptcha() {
  return api.get('/captcha');
}
