/**
 * 批次文件 (issue 34 item 3): the kinds of document kept per SKU and what a lot number may be. Zod-free,
 * so pages read the labels and bounds without the contract's schemas.
 */
export const LOT_DOCUMENT_KINDS = ['coa', 'sds'] as const;
export type LotDocumentKind = (typeof LOT_DOCUMENT_KINDS)[number];

export const lotDocumentKindLabels: Record<LotDocumentKind, string> = {
  coa: '批次检验报告（COA）',
  sds: '安全技术说明书（SDS）',
};

/** A lot number as makers print it: letters, digits and `-` `_` `.` `/`, at most this long. */
export const LOT_MAX = 40;
export const LOT_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._/-]*$/;
export const LOT_MESSAGE = '批号只能包含字母、数字和 - _ . /';

/** The 批次文件 a pack size may carry in the console, live ones only. */
export const LOT_DOCUMENTS_PER_SKU_MAX = 50;

/** At most this many lines' lots are sent with one shipment. */
export const SHIP_LOTS_MAX = 200;
