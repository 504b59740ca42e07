import { Code } from '@labmall/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Deps } from './deps.ts';
import { type Caller, dispatch } from './dispatch.ts';
import {
  AppError,
  captchaRequired,
  conflict,
  fieldConflict,
  forbidden,
  invalid,
  notFound,
  rateLimited,
} from './errors.ts';
import { defineRoute } from './route.ts';

/** A public route whose handler throws `error`: nothing of Deps is reached before the handler. */
function throwing(error: unknown) {
  return defineRoute({
    method: 'POST',
    path: '/test/throw',
    summary: 'test',
    auth: 'public',
    payload: z.object({ name: z.string().max(4, '太长').optional() }),
    answer: z.null(),
    handler: async () => {
      throw error;
    },
  });
}

async function call(error: unknown, payload: unknown = {}) {
  const log = { error: vi.fn() };
  const caller: Caller = {
    user: { id: 0, sessionId: null },
    userResource: '1',
    request: { log, protocol: 'http' } as unknown as FastifyRequest,
    reply: {} as FastifyReply,
  };
  const envelope = await dispatch(throwing(error), payload, caller, {} as Deps);
  return { envelope, log };
}

const refusal = { limit: '100.00', outstanding: '90.00', available: '10.00', payable: '20.00' };
const missing = [{ code: 'precursor-2', message: '须有购买证明', link: '/user/verification' }];

describe('dispatch: business errors carry the obj the contract declares for their code', () => {
  it.each([
    [
      'a field problem (400)',
      invalid({ phone: '手机号格式不正确' }),
      { fields: { phone: '手机号格式不正确' } },
    ],
    [
      'a captcha wanted (400)',
      captchaRequired('请输入图形验证码'),
      { fields: { captcha: '请输入图形验证码' }, captcha_required: true },
    ],
    ['missing qualifications (403)', forbidden('资质不全', { missing }), { missing }],
    ['a plain refusal (403)', forbidden(), null],
    ['a taken value (409)', fieldConflict('phone', '已被使用'), { fields: { phone: '已被使用' } }],
    ['a credit refusal (409)', conflict('可用额度不足', refusal), refusal],
    ['a plain conflict (409)', conflict('库存不足'), null],
    ['not found (404)', notFound(), null],
    ['too many (429)', rateLimited('稍后再试', 60), { retry_after: 60 }],
  ])(
    'when a service throws %s, then the envelope carries its code, message and obj',
    async (_, error, obj) => {
      const { envelope, log } = await call(error);
      expect(envelope).toEqual({ code: error.code, obj, message: error.message });
      expect(log.error).not.toHaveBeenCalled();
    },
  );

  it('when the payload fails its schema, then 400 with the fields, as a thrown invalid()', async () => {
    const { envelope } = await call(new Error('not reached'), { name: '太长的名字' });
    expect(envelope).toEqual({ code: Code.INVALID, obj: { fields: { name: '太长' } }, message: '太长' });
  });

  it.each([
    // Each gets past the types only by a cast: the same shapes a spread or an `as` could smuggle in.
    [
      'a credit refusal without payable',
      Code.CONFLICT,
      { limit: '1.00', outstanding: '0.00', available: '1.00' },
    ],
    ['a key the code does not declare', Code.INVALID, { fields: {}, retry_after: 3 }],
    ['an obj on a code that carries none', Code.NOT_FOUND, { fields: { id: '不存在' } }],
    ['a 429 without retry_after', Code.RATE_LIMITED, null],
  ])(
    'when a service throws %s, then 500 with the fixed message, and the log names the route',
    async (_, code, obj) => {
      const { envelope, log } = await call(new AppError(code, '不该发出', obj as never));
      expect(envelope).toEqual({ code: Code.SERVER_ERROR, obj: null, message: '服务器繁忙，请稍后重试' });
      expect(log.error).toHaveBeenCalledWith(
        expect.objectContaining({ route: '/test/throw' }),
        'error answer not as the contract declares',
      );
    },
  );

  it('refuses an undeclared shape at compile time', () => {
    // @ts-expect-error a 409 obj is field messages or the credit figures, not anything else
    const wrong = new AppError(Code.CONFLICT, '冲突', { reason: 'x' });
    // @ts-expect-error a 429 always says when to retry
    const bare = new AppError(Code.RATE_LIMITED, '稍后再试');
    expect([wrong.code, bare.code]).toEqual([Code.CONFLICT, Code.RATE_LIMITED]);
  });
});
