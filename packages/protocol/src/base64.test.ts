import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64 } from './base64.ts';
import { TransportError } from './transport-error.ts';

describe('base64', () => {
  it('when bytes use the top of the alphabet, then it writes the standard alphabet with padding', () => {
    expect(bytesToBase64(new Uint8Array([0xfb, 0xff]))).toBe('+/8=');
    expect(bytesToBase64(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('+/+/');
    expect(bytesToBase64(new Uint8Array([0x61]))).toBe('YQ==');
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });

  it('when encoded and decoded, then every byte value and length survives', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let length = 0; length <= all.length; length += 7) {
      const bytes = all.subarray(0, length);
      expect(base64ToBytes(bytesToBase64(bytes))).toEqual(new Uint8Array(bytes));
    }
  });

  it('when the input is larger than one chunk, then it still round-trips', () => {
    const big = Uint8Array.from({ length: 100_001 }, (_, i) => (i * 31) % 256);
    const text = bytesToBase64(big);
    expect(text).toHaveLength(Math.ceil(big.length / 3) * 4);
    expect(base64ToBytes(text)).toEqual(big);
  });

  it.each([
    ['missing padding', 'YQ'],
    ['padding in the middle', 'YQ==YQ=='],
    ['url-safe alphabet', '-_8='],
    ['whitespace', 'YQ= ='],
    ['line break', 'YWJj\nZGVm'],
    ['non-ascii', 'ＹＱ=='],
    ['too much padding', 'Y==='],
    ['non-zero padding bits', 'YR=='],
  ])('when the text has %s, then it throws TransportError', (_, text) => {
    expect(() => base64ToBytes(text)).toThrow(TransportError);
  });

  it('when given something that is not a string, then it throws TransportError', () => {
    expect(() => base64ToBytes(42 as unknown as string)).toThrow(TransportError);
  });
});
