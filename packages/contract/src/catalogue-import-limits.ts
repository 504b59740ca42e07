/** 导入's limits both sides state; zod-free, so the console page may import them. */

/** The largest file the console takes (1,000,000 rows of every column: 213 MB); larger catalogues go by `npm run catalog:import`. */
export const CATALOGUE_IMPORT_MAX_BYTES = 256 * 1024 * 1024;

/** Raw bytes per upload part: its base64, in pieces of 8,000 characters, stays under the 1 MB body limit. */
export const CATALOGUE_IMPORT_PART_BYTES = 384 * 1024;

/** SKUs per 导出 page. */
export const CATALOGUE_EXPORT_PAGE = 5000;

export const CATALOGUE_IMPORT_STATES = [
  'uploading',
  'checking',
  'checked',
  'applying',
  'applied',
  'cancelled',
  'refused',
  'failed',
] as const;
export type CatalogueImportState = (typeof CATALOGUE_IMPORT_STATES)[number];

export const catalogueImportStateLabels: Record<CatalogueImportState, string> = {
  uploading: '上传中',
  checking: '试运行中',
  checked: '试运行完成，待应用',
  applying: '应用中',
  applied: '已应用',
  cancelled: '已取消',
  refused: '文件被拒绝',
  failed: '出错',
};
