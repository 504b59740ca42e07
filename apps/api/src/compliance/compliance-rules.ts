import { LICENCE_KINDS, type LicenceKind } from '@labmall/contract/compliance';
import { z } from 'zod';
import { CONTROLLED_CLASSES, type ControlledClass } from '../catalogue/import/controlled-classes.ts';

/**
 * Which document each controlled class asks of a buyer, as the store applies it (docs/purchasing.md,
 * "Controlled chemicals"). A summary of the rules the store follows, not legal advice: the classes that
 * need a document are a setting, so a shop can follow its own counsel and local public-security practice.
 *
 * - Every controlled class (危险化学品 included): an approved real-name verification.
 * - 易制毒第一类: 易制毒化学品购买许可证 (《易制毒化学品管理条例》 第十四、十五条).
 * - 易制毒第二类 / 第三类: 易制毒化学品购买备案证明 (条例 第十七条; each class its own filing).
 * - 易制爆: the buying unit's 单位证明 / 合法用途说明 kept on file (《危险化学品安全管理条例》 第三十八条,
 *   《易制爆危险化学品治安管理办法》).
 * - 剧毒: 剧毒化学品购买许可证 (《危险化学品安全管理条例》 第三十八、三十九条).
 *
 * The kinds and their names: LICENCE_KINDS / LICENCE_LABELS in @labmall/contract/compliance.
 */
export { LICENCE_KINDS, LICENCE_LABELS, type LicenceKind } from '@labmall/contract/compliance';

export const isLicenceKind = (value: string): value is LicenceKind =>
  (LICENCE_KINDS as readonly string[]).includes(value);

const classList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .refine((list) => list.every(isLicenceKind), {
    message: `each class must be one of ${LICENCE_KINDS.join(', ')}`,
  })
  .transform((list) => list as LicenceKind[]);

/** Spread into the one config schema (platform/config.ts). */
export const complianceSettings = {
  /**
   * Controlled classes whose buyers must also have an approved, valid document of that class on file
   * (comma-separated class codes; empty: real-name verification only).
   */
  CONTROLLED_LICENCE_CLASSES: classList.prefault(LICENCE_KINDS.join(',')),
  /** The longest date range one controlled-sales ledger export may cover, in days. */
  LEDGER_EXPORT_MAX_DAYS: z.coerce.number().int().min(1).max(3660).default(366),
};

/** The controlled codes a product carries, known ones only, in the catalogue's fixed order. */
export function knownControlled(codes: readonly string[]): ControlledClass[] {
  const set = new Set(codes);
  return CONTROLLED_CLASSES.filter((c) => set.has(c));
}
