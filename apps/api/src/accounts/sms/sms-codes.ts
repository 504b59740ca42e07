import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { smsPurposes } from '@labmall/contract/account-fields';
import { Code } from '@labmall/protocol';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db.ts';
import { AppError, rateLimited } from '../../platform/errors.ts';
import { smsCodes } from '../accounts.schema.ts';
import type { CaptchaService } from '../captcha.ts';
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

const codeError = (message: string) => new AppError(Code.INVALID, message, { code: message });

export interface SendRequest {
  phone: string;
  purpose: SmsPurpose;
  ip: string;
  captcha?: { id: string; answer: string } | undefined;
}

export function createSmsCodeService(
  db: Db,
  deps: {
    sms: SmsProvider;
    captchas: CaptchaService;
    captchaAfter: number;
    resendSeconds: number;
    /** Sends from one address an hour (a day allows three hours' worth, at least 100). */
    ipHourLimit: number;
    shopName: string;
  },
) {
  const PHONE_LIMITS = phoneLimits(deps.resendSeconds);
  const IP_LIMITS = ipLimits(deps.ipHourLimit);
  /** Seconds until the oldest send that fills a window leaves it; 0 when there is room. */
  async function waitFor(tx: DbOrTx, column: 'phone' | 'ip', value: string, limits: Limit[]) {
    let wait = 0;
    for (const { seconds, max } of limits) {
      const filter = column === 'phone' ? eq(smsCodes.phone, value) : eq(smsCodes.ip, value);
      const rows = await tx
        .select({
          wait: sql<number>`ceil(extract(epoch from (${smsCodes.createdAt} + make_interval(secs => ${seconds}) - now())))::int`,
        })
        .from(smsCodes)
        .where(and(filter, sql`${smsCodes.createdAt} > now() - make_interval(secs => ${seconds})`))
        .orderBy(desc(smsCodes.createdAt))
        .offset(max - 1)
        .limit(1);
      if (rows[0]) wait = Math.max(wait, Number(rows[0].wait), 1);
    }
    return wait;
  }

  async function sendsFromIpLastHour(tx: DbOrTx, ip: string) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, ip), sql`${smsCodes.createdAt} > now() - interval '1 hour'`));
    return Number(row?.n ?? 0);
  }

  return {
    /**
     * Sends a fresh code, replacing any earlier one for the number and purpose. Serialised per number
     * (advisory lock) so two requests cannot both slip under a limit.
     */
    async send(request: SendRequest): Promise<{ expires_in: number }> {
      const { phone, purpose, ip } = request;
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
        const phoneWait = await waitFor(tx, 'phone', phone, PHONE_LIMITS);
        if (phoneWait > 0) throw rateLimited(`发送过于频繁，请${phoneWait}秒后再试`, phoneWait);
        const ipWait = ip ? await waitFor(tx, 'ip', ip, IP_LIMITS) : 0;
        if (ipWait > 0) throw rateLimited(`发送过于频繁，请${ipWait}秒后再试`, ipWait);
        if (ip && (await sendsFromIpLastHour(tx, ip)) >= deps.captchaAfter) {
          if (!request.captcha) {
            throw new AppError(
              Code.INVALID,
              '请输入图形验证码',
              { captcha: '请输入图形验证码' },
              { captcha_required: true },
            );
          }
          await deps.captchas.consume(tx, request.captcha.id, request.captcha.answer);
        }
        await tx
          .update(smsCodes)
          .set({ supersededAt: sql`now()` })
          .where(
            and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose), isNull(smsCodes.supersededAt)),
          );
        const salt = randomBytes(16).toString('hex');
        await tx.insert(smsCodes).values({
          phone,
          purpose,
          ip,
          salt,
          codeHash: hashCode(salt, code),
          expiresAt: sql`now() + make_interval(secs => ${CODE_TTL_SECONDS})`,
        });
        // Inside the transaction: a provider failure rolls the send back, so it does not count.
        await deps.sms.send({
          to: phone,
          code,
          text: `【${deps.shopName}】您的${purposeText[purpose]}验证码为${code}，5分钟内有效。请勿泄露给他人。`,
        });
      });
      return { expires_in: CODE_TTL_SECONDS };
    },

    /**
     * Checks a code. With `consume`, marks it used in the same statement that checks it is unused,
     * so of many concurrent requests with the same code exactly one succeeds. Never call it inside a
     * transaction that may roll back: a wrong try must stay counted.
     */
    async verify(
      tx: Db,
      input: { phone: string; purpose: SmsPurpose; code: string },
      options: { consume: boolean },
    ): Promise<void> {
      const [row] = await tx
        .select({
          id: smsCodes.id,
          salt: smsCodes.salt,
          codeHash: smsCodes.codeHash,
          failedAttempts: smsCodes.failedAttempts,
          usedAt: smsCodes.usedAt,
          expired: sql<boolean>`${smsCodes.expiresAt} <= now()`,
        })
        .from(smsCodes)
        .where(
          and(
            eq(smsCodes.phone, input.phone),
            eq(smsCodes.purpose, input.purpose),
            isNull(smsCodes.supersededAt),
          ),
        )
        .orderBy(desc(smsCodes.id))
        .limit(1);
      if (!row) throw codeError(codeErrors.none);
      if (row.usedAt) throw codeError(codeErrors.used);
      if (row.expired) throw codeError(codeErrors.expired);
      if (row.failedAttempts >= MAX_WRONG_TRIES) throw codeError(codeErrors.exhausted);
      if (!sameHash(row.codeHash, hashCode(row.salt, input.code))) {
        const [after] = await tx
          .update(smsCodes)
          .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
          .where(eq(smsCodes.id, row.id))
          .returning({ failedAttempts: smsCodes.failedAttempts });
        throw codeError(
          (after?.failedAttempts ?? 0) >= MAX_WRONG_TRIES ? codeErrors.exhausted : codeErrors.wrong,
        );
      }
      if (!options.consume) return;
      const used = await tx
        .update(smsCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(smsCodes.id, row.id),
            isNull(smsCodes.usedAt),
            sql`${smsCodes.expiresAt} > now()`,
            sql`${smsCodes.failedAttempts} < ${MAX_WRONG_TRIES}`,
          ),
        )
        .returning({ id: smsCodes.id });
      if (used.length === 0) throw codeError(codeErrors.used);
    },
  };
}

export type SmsCodeService = ReturnType<typeof createSmsCodeService>;
