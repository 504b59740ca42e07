/**
 * Documents a buyer keeps on file for controlled chemicals (资质证照): the kinds, their names and the
 * messages, shared by the contract (packages/contract/src/compliance.ts) and the storefront's form.
 * Here and not in the contract, so the browser bundle does not pull in zod.
 */

/** The controlled classes a document can cover; a document counts for its own class only. */
export const LICENCE_KINDS = [
  'precursor-1',
  'precursor-2',
  'precursor-3',
  'explosive-precursor',
  'highly-toxic',
] as const;

export type LicenceKind = (typeof LICENCE_KINDS)[number];

export const LICENCE_LABELS: Record<LicenceKind, string> = {
  'precursor-1': '易制毒化学品购买许可证（第一类）',
  'precursor-2': '易制毒化学品购买备案证明（第二类）',
  'precursor-3': '易制毒化学品购买备案证明（第三类）',
  'explosive-precursor': '易制爆危险化学品购买单位证明（合法用途说明）',
  'highly-toxic': '剧毒化学品购买许可证',
};

/** The most documents one member keeps on file. */
export const LICENCE_LIMIT = 20;
/** The longest document number (two fit the ledger's column side by side). */
export const LICENCE_NUMBER_MAX = 30;

export const licenceFieldMessages = {
  kind: '请选择证照类型',
  number: '请填写证照编号',
  numberTooLong: `证照编号不能超过${LICENCE_NUMBER_MAX}个字符`,
  date: '请填写日期，格式如 2026-01-31',
  untilBeforeFrom: '有效期截止日不能早于起始日',
  rangeOrder: '结束日期不能早于开始日期',
} as const;
