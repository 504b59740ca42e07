import type { HazardCode } from '../../catalogue/import/hazard-statements.ts';

/**
 * The hazard categories that put a substance in 《危险化学品目录》(2015 版) by its 确定原则: every
 * physical hazard; acute toxicity 1–3; skin corrosion 1; serious eye damage 1; respiratory or skin
 * sensitisation 1; germ-cell mutagenicity, carcinogenicity and reproductive toxicity 1A/1B; specific
 * target organ toxicity 1; aspiration 1; aquatic acute 1 and chronic 1–2. The demo derives its
 * 危险化学品 mark from these rather than copying the 目录 line by line; a real product's own entry in
 * the 目录 wins where they differ.
 */
const LISTED = new Set<string>([
  'H300',
  'H301',
  'H304',
  'H310',
  'H311',
  'H314',
  'H317',
  'H318',
  'H330',
  'H331',
  'H334',
  'H340',
  'H350',
  'H360',
  'H370',
  'H372',
  'H400',
  'H410',
  'H411',
]);

export function meetsHazardousCriteria(codes: readonly HazardCode[]): boolean {
  return codes.some((code) => code.startsWith('H2') || LISTED.has(code));
}
