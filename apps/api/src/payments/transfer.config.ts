import { z } from 'zod';

const text = (max: number, fallback: string) => z.string().trim().min(1).max(max).default(fallback);

/**
 * 对公转账 settings (docs/operations.md), spread into the one config schema (config.ts): the shop's
 * receiving account shown on /pay. The defaults are the demo shop's; a real shop sets its own.
 */
export const transferSettings = {
  /** 收款户名: the company name on the receiving account. */
  TRANSFER_ACCOUNT_NAME: text(60, '上海蓝标实验用品有限公司'),
  /** 开户银行, with the branch. */
  TRANSFER_BANK_NAME: text(60, '招商银行上海张江支行'),
  /** 银行账号 (digits, spaces allowed for reading). */
  TRANSFER_ACCOUNT_NO: z
    .string()
    .trim()
    .regex(/^[0-9 ]{8,40}$/, 'must be 8 to 40 digits (spaces allowed)')
    .default('1219 0812 3410 801'),
  /**
   * Days (not minutes) an order stays payable once the buyer chooses 对公转账, or 账期 while waiting for a
   * limit: a university's or company's transfer needs the finance office's approval (ADR 33). The
   * stock stays held meanwhile; a reminder goes out a day before.
   */
  TRANSFER_PAY_DAYS: z.coerce.number().int().min(1).max(30).default(7),
};
