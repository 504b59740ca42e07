/**
 * The nine GHS pictograms with the names GB 30000 gives them: what the detail answer labels them, what
 * a screen reader says for each, and the console's choice. Without zod, so the storefront's chunk that
 * draws them carries none.
 */
export const GHS_PICTOGRAMS = {
  GHS01: '爆炸物',
  GHS02: '易燃',
  GHS03: '氧化性',
  GHS04: '压缩气体',
  GHS05: '腐蚀性',
  GHS06: '急性毒性',
  GHS07: '刺激性/有害',
  GHS08: '健康危害',
  GHS09: '危害水生环境',
} as const;

export type GhsPictogramCode = keyof typeof GHS_PICTOGRAMS;
export const GHS_PICTOGRAM_CODES = Object.keys(GHS_PICTOGRAMS) as [GhsPictogramCode, ...GhsPictogramCode[]];
