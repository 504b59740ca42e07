import { createHash, randomBytes, randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import type { Db, DbOrTx } from '../platform/db.ts';
import { captchaRequired } from '../platform/errors.ts';
import { insertCaptcha, spendCaptcha } from './captchas.repository.ts';

// No 0/O, 1/I/l: characters people misread.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const TTL_SECONDS = 300;

/** The package's default export renders given text (its typings only declare `create`, which picks text with Math.random). */
const renderCaptcha = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

export const hashAnswer = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toUpperCase()}`).digest('hex');

export const captchaWrong = '图形验证码错误，请重新输入';

/** A server-generated picture captcha; the text comes from a secure random source, not the library's. */
export function createCaptchaService({ db }: { db: Db }) {
  return {
    async create(): Promise<{ captcha_id: string; image: string }> {
      const id = randomBytes(16).toString('hex');
      const text = Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      await insertCaptcha(db, { id, answerHash: hashAnswer(id, text), ttlSeconds: TTL_SECONDS });
      const svg = renderCaptcha(text, { width: 120, height: 40, noise: 2, color: false });
      return { captcha_id: id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    /** One try per captcha: right or wrong, it is spent (in the caller's transaction, `tx`). */
    async consume(tx: DbOrTx, id: string, answer: string): Promise<void> {
      if ((await spendCaptcha(tx, id)) !== hashAnswer(id, answer)) {
        throw captchaRequired(captchaWrong);
      }
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
