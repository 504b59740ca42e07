import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../config.ts';
import { allowedHosts, publicOrigin } from './public-origin.ts';

const listen = { HOST: '127.0.0.1', PORT: 3000 };
const http = (host: string) => ({ host, protocol: 'http' });

describe('publicOrigin', () => {
  it('when PUBLIC_ORIGIN is set, then it wins over any Host', () => {
    const config = { ...listen, PUBLIC_ORIGIN: 'https://shop.example' };
    expect(publicOrigin(config, http('example.evil'))).toEqual({
      origin: 'https://shop.example',
      trusted: true,
    });
    expect(publicOrigin(config, http('localhost:3000'))).toEqual({
      origin: 'https://shop.example',
      trusted: true,
    });
  });

  it('when the Host is allowed, then it is used with the request protocol', () => {
    const config = { ...listen, ALLOWED_HOSTS: ['shop.example', 'shop.example:8443'] };
    expect(publicOrigin(config, { host: 'Shop.Example', protocol: 'https' })).toEqual({
      origin: 'https://shop.example',
      trusted: true,
    });
    expect(publicOrigin(config, http('shop.example:8443'))).toEqual({
      origin: 'http://shop.example:8443',
      trusted: true,
    });
  });

  it.each(['example.evil', 'shop.example:80', 'shop.example.evil', 'evil.example/shop.example', ''])(
    'when the Host is %j, then the listen address is used and marked untrusted',
    (host) => {
      const config = { ...listen, ALLOWED_HOSTS: ['shop.example'] };
      expect(publicOrigin(config, http(host))).toEqual({ origin: 'http://127.0.0.1:3000', trusted: false });
    },
  );

  it('when a proxy sends a protocol other than http(s), then the Host is not trusted either', () => {
    const config = { ...listen, ALLOWED_HOSTS: ['shop.example'] };
    expect(publicOrigin(config, { host: 'shop.example', protocol: 'javascript' }).trusted).toBe(false);
  });

  it('when ALLOWED_HOSTS is not set, then the listen address and the loopback names on its port are allowed', () => {
    expect(allowedHosts(listen)).toEqual(['127.0.0.1:3000', 'localhost:3000']);
    expect(allowedHosts({ HOST: 'shop.internal', PORT: 80 })).toEqual([
      'shop.internal:80',
      'shop.internal',
      'localhost:80',
      'localhost',
      '127.0.0.1:80',
      '127.0.0.1',
    ]);
    expect(publicOrigin(listen, http('localhost:3000'))).toEqual({
      origin: 'http://localhost:3000',
      trusted: true,
    });
    expect(publicOrigin(listen, http('localhost:80')).trusted).toBe(false);
  });

  it('when the server listens on every interface, then the fallback names localhost', () => {
    expect(publicOrigin({ HOST: '0.0.0.0', PORT: 8080 }, http('example.evil'))).toEqual({
      origin: 'http://localhost:8080',
      trusted: false,
    });
    expect(publicOrigin({ HOST: '::1', PORT: 8080 }, http('[::1]:8080')).trusted).toBe(true);
  });
});

describe('PUBLIC_ORIGIN and ALLOWED_HOSTS settings', () => {
  it('when they are valid, then the origin is normalised and the hosts listed in lower case', () => {
    const config = parseConfig({
      PUBLIC_ORIGIN: 'https://Shop.Example/',
      ALLOWED_HOSTS: ' Shop.Example , shop.example:8443,[::1]:3000',
    });
    expect(config.PUBLIC_ORIGIN).toBe('https://shop.example');
    expect(config.ALLOWED_HOSTS).toEqual(['shop.example', 'shop.example:8443', '[::1]:3000']);
  });

  it('when they are not set, then neither is (the listen address applies)', () => {
    const config = parseConfig({});
    expect(config.PUBLIC_ORIGIN).toBeUndefined();
    expect(config.ALLOWED_HOSTS).toBeUndefined();
  });

  it.each([
    ['PUBLIC_ORIGIN', 'shop.example'],
    ['PUBLIC_ORIGIN', 'ftp://shop.example'],
    ['PUBLIC_ORIGIN', 'https://shop.example/store'],
    ['PUBLIC_ORIGIN', 'https://shop.example/?a=1'],
    ['PUBLIC_ORIGIN', 'https://user:pw@shop.example'],
    ['ALLOWED_HOSTS', 'https://shop.example'],
    ['ALLOWED_HOSTS', 'shop.example/path'],
    ['ALLOWED_HOSTS', ' , '],
  ])('when %s is %j, then the configuration is refused naming it', (key, value) => {
    expect(() => parseConfig({ [key]: value })).toThrow(ConfigError);
    try {
      parseConfig({ [key]: value });
    } catch (error) {
      expect((error as ConfigError).problems.map((p) => p.split(/[:.]/)[0])).toEqual([key]);
    }
  });
});
