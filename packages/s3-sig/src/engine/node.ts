import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { HashEngine } from './engine.ts';

export const engine: HashEngine = {
  async sha256(data) {
    return createHash('sha256').update(data).digest();
  },
  async hmacSha256(key, data) {
    return createHmac('sha256', key).update(data).digest();
  },
  async hmacVerify(key, signature, data) {
    const expected = createHmac('sha256', key).update(data).digest();
    return expected.length === signature.length && timingSafeEqual(expected, signature);
  },
};
