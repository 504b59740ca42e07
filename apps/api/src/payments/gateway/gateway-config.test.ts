import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config.ts';

describe('the payment gateway settings', () => {
  it('when nothing is set, then the sandbox is chosen', () => {
    expect(parseConfig({}).PAYMENT_GATEWAY).toBe('sandbox');
  });

  it('when alipay is chosen without its credentials, then the start fails naming each', () => {
    let error: unknown;
    try {
      parseConfig({ PAYMENT_GATEWAY: 'alipay', ALIPAY_APP_ID: '2021000000000042' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      'ALIPAY_PRIVATE_KEY: required when PAYMENT_GATEWAY=alipay',
      'ALIPAY_PUBLIC_KEY: required when PAYMENT_GATEWAY=alipay',
    ]);
  });

  it('when an unknown gateway is named, then the start fails', () => {
    expect(() => parseConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(ConfigError);
  });
});
