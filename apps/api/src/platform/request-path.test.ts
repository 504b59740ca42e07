import { describe, expect, it } from 'vitest';
import { requestLinePath } from './request-path.ts';

describe('requestLinePath', () => {
  it.each([
    ['/api/user/info', '/api/user/info'],
    ['/api/user/%69nfo', '/api/user/%69nfo'],
    ['/api/search/%E4%B9%99%E9%86%87', '/api/search/%E4%B9%99%E9%86%87'],
    ['/api/region?ciphertext=a%2Bb&sign=00', '/api/region'],
    ['/api/user/%69nfo?x=1', '/api/user/%69nfo'],
    ['/api/user/info#top', '/api/user/info'],
    ['/api/user/info%3Fx', '/api/user/info%3Fx'],
  ])('when the request line says %s, then the signed path is %s (not decoded, no query)', (target, path) => {
    expect(requestLinePath(target)).toBe(path);
  });

  it.each([
    ['http://shop.test/api/user/%69nfo?x=1', '/api/user/%69nfo'],
    ['HTTPS://shop.test:8443/api/user/info', '/api/user/info'],
    ['http://shop.test', '/'],
    ['http://shop.test?x=/api', '/'],
  ])('when the target is absolute-form %s, then only its path %s is signed', (target, path) => {
    expect(requestLinePath(target)).toBe(path);
  });
});
