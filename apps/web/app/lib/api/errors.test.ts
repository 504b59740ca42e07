import { Code } from '@labmall/protocol';
import { describe, expect, it } from 'vitest';
import { ApiError, fieldMessagesOf, isFailure } from './errors';

const refused = (code: number, obj: unknown) => new ApiError('business', { code, message: '拒绝', obj });
const refusal = { limit: '100.00', outstanding: '90.00', available: '10.00', payable: '20.00' };

describe('isFailure', () => {
  it('when the server refused with that code, then it narrows and obj is as declared', () => {
    const error: unknown = refused(Code.CONFLICT, refusal);
    expect(isFailure(error, Code.CONFLICT)).toBe(true);
    if (!isFailure(error, Code.CONFLICT) || !error.obj || !('limit' in error.obj))
      throw new Error('narrowing');
    expect(error.obj.payable).toBe('20.00');
  });

  it('when the code differs, the failure is not the server’s, or it is no ApiError, then false', () => {
    expect(isFailure(refused(Code.CONFLICT, null), Code.INVALID)).toBe(false);
    // A network failure reports code 500 (SPEC §8) but is not the server's 500.
    expect(isFailure(new ApiError('network'), Code.SERVER_ERROR)).toBe(false);
    expect(isFailure(new Error('x'), Code.INVALID)).toBe(false);
    expect(isFailure({ kind: 'business', code: Code.INVALID, obj: null }, Code.INVALID)).toBe(false);
  });

  it('types obj by the code alone', () => {
    const error: unknown = refused(Code.RATE_LIMITED, { retry_after: 60 });
    if (!isFailure(error, Code.RATE_LIMITED)) throw new Error('narrowing');
    expect(error.obj.retry_after).toBe(60);
    // @ts-expect-error a 429 carries no field messages
    expect(error.obj.fields).toBeUndefined();
  });
});

describe('fieldMessagesOf', () => {
  it('when a 400 or a 409 names fields, then their messages', () => {
    expect(fieldMessagesOf(refused(Code.INVALID, { fields: { phone: '格式不正确' } }))).toEqual({
      phone: '格式不正确',
    });
    expect(fieldMessagesOf(refused(Code.CONFLICT, { fields: { username: '已被使用' } }))).toEqual({
      username: '已被使用',
    });
  });

  it('when the refusal names no field (null obj, credit figures, another code, no answer), then undefined', () => {
    expect(fieldMessagesOf(refused(Code.INVALID, null))).toBeUndefined();
    expect(fieldMessagesOf(refused(Code.CONFLICT, refusal))).toBeUndefined();
    expect(fieldMessagesOf(refused(Code.NOT_FOUND, null))).toBeUndefined();
    expect(fieldMessagesOf(new ApiError('network'))).toBeUndefined();
  });
});
