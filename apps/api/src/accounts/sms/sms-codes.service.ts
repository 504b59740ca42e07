import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { smsPurposes } from '@labmall/contract/account-fields';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { captchaRequired, invalid, rateLimited } from '../../platform/errors.ts';
import type { CaptchaService } from '../captcha.service.ts';
import {
  countSendsFromIpLastHour,
  countWrongTry,
  findCurrentCode,
  insertCode,
  lockNumberForSending,
  markCodeUsed,
  secondsUntilWindowHasRoom,
  supersedeCodes,
} from './sms-codes.repository.ts';
import type { SmsProvider } from './sms-provider.ts';

export { smsPurposes };
export type SmsPurpose = (typeof smsPurposes)[number];

const CODE_TTL_SECONDS = 300;
export const MAX_WRONG_TRIES = 5;

/** DESIGN §4: per number 1 a minute (the resend interval), 5 an hour, 10 a day; per address more loosely. */
const phoneLimits = (resendSeconds: number) => [
  { seconds: resendSeconds, max: 1 },
  { seconds: 3600, max: 5 },
  { seconds: 86_400, max: 10 },
];
const ipLimits = (perHour: number): Limit[] => [
  { seconds: 3600, max: perHour },
  { seconds: 86_400, max: Math.max(100, perHour * 3) },
];

interface Limit {
  seconds: number;
  max: number;
}

const purposeText: Record<SmsPurpose, string> = {
  login: '登录',
  register: '注册',
  change_phone: '更换手机号',
  password: '设置密码',
};

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

function sameHash(a: string, b: string) {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export const codeErrors = {
  none: '请先获取验证码',
  used: '验证码已使用，请重新获取',
  expired: '验证码已过期，请重新获取',
  exhausted: '验证码错误次数过多，请重新获取',
  wrong: '验证码错误',
} as const;

const codeError = (message: string) => invalid({ code: message }, message);

export interface SendRequest {
  phone: string;
  purpose: SmsPurpose;
  ip: string;
  captcha?: { id: string; answer: string } | undefined;
}

export function createSmsCodeService({
  db,
  ...deps
}: {
  db: Db;
  sms: SmsProvider;
  captchas: CaptchaService;
  captchaAfter: number;
  resendSeconds: number;
  /** Sends from one address an hour (a day allows three hours' worth, at least 100). */
  ipHourLimit: number;
  shopName: string;
}) {
  const PHONE_LIMITS = phoneLimits(deps.resendSeconds);
  const IP_LIMITS = ipLimits(deps.ipHourLimit);
  /** Seconds until the oldest send that fills a window leaves it; 0 when there is room. */
  async function waitFor(tx: DbOrTx, by: { phone: string } | { ip: string }, limits: Limit[]) {
    let wait = 0;
    for (const window of limits) {
      const seconds = await secondsUntilWindowHasRoom(tx, by, window);
      if (seconds !== undefined) wait = Math.max(wait, seconds, 1);
    }
    return wait;
  }

  const service = {
    /**
     * Sends a fresh code, replacing any earlier one for the number and purpose. Serialised per number
     * (advisory lock) so two requests cannot both slip under a limit.
     */
    async send(request: SendRequest): Promise<{ expires_in: number }> {
      const { phone, purpose, ip } = request;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await lockNumberForSending(tx, phone);
        const phoneWait = await waitFor(tx, { phone }, PHONE_LIMITS);
        if (phoneWait > 0) throw rateLimited(`发送过于频繁，请${phoneWait}秒后再试`, phoneWait);
        const ipWait = ip ? await waitFor(tx, { ip }, IP_LIMITS) : 0;
        if (ipWait > 0) throw rateLimited(`发送过于频繁，请${ipWait}秒后再试`, ipWait);
        if (ip && (await countSendsFromIpLastHour(tx, ip)) >= deps.captchaAfter) {
          if (!request.captcha) {
            throw captchaRequired('请输入图形验证码');
          }
          await deps.captchas.consume(tx, request.captcha.id, request.captcha.answer);
        }
        await supersedeCodes(tx, phone, purpose);
        const salt = randomBytes(16).toString('hex');
        await insertCode(tx, {
          phone,
          purpose,
          ip,
          salt,
          codeHash: hashCode(salt, code),
          ttlSeconds: CODE_TTL_SECONDS,
        });
        // Inside the transaction: a provider failure rolls the send back, so it does not count.
        await deps.sms.send({
          to: phone,
          template: 'code',
          params: { code },
          text: `【${deps.shopName}】您的${purposeText[purpose]}验证码为${code}，5分钟内有效。请勿泄露给他人。`,
        });
      });
      return { expires_in: CODE_TTL_SECONDS };
    },

    /**
     * Checks a code. With `consume`, marks it used in the same statement that checks it is unused,
     * so of many concurrent requests with the same code exactly one succeeds. It takes no transaction,
     * and must not run inside one that may roll back: a wrong try must stay counted.
     */
    async verify(
      input: { phone: string; purpose: SmsPurpose; code: string },
      options: { consume: boolean },
    ): Promise<void> {
      const row = await findCurrentCode(db, input.phone, input.purpose);
      if (!row) throw codeError(codeErrors.none);
      if (row.usedAt) throw codeError(codeErrors.used);
      if (row.expired) throw codeError(codeErrors.expired);
      if (row.failedAttempts >= MAX_WRONG_TRIES) throw codeError(codeErrors.exhausted);
      if (!sameHash(row.codeHash, hashCode(row.salt, input.code))) {
        const failedAttempts = await countWrongTry(db, row.id);
        throw codeError(failedAttempts >= MAX_WRONG_TRIES ? codeErrors.exhausted : codeErrors.wrong);
      }
      if (!options.consume) return;
      if (!(await markCodeUsed(db, row.id, MAX_WRONG_TRIES))) throw codeError(codeErrors.used);
    },

    /** /sms/check: a step of a form checks the code before the last step uses it (a wrong try counts). */
    async check(input: { phone: string; purpose: SmsPurpose; code: string }): Promise<null> {
      await service.verify(input, { consume: false });
      return null;
    },
  };
  return service;
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
