import type { Pack } from './catalogue-row.ts';

/** Units a pack may be counted in, by canonical spelling; the keys are what is accepted (lower-cased). */
const UNITS: Record<string, string> = {
  ml: 'mL',
  l: 'L',
  μl: 'μL',
  ul: 'μL',
  mg: 'mg',
  g: 'g',
  kg: 'kg',
  μg: 'μg',
  ug: 'μg',
  支: '支',
  个: '个',
  只: '只',
  片: '片',
  张: '张',
  盒: '盒',
  包: '包',
  袋: '袋',
  箱: '箱',
  瓶: '瓶',
  桶: '桶',
  台: '台',
  套: '套',
  卷: '卷',
  双: '双',
  副: '副',
  块: '块',
  根: '根',
  把: '把',
  件: '件',
  板: '板',
  条: '条',
};

export const PACK_UNITS: readonly string[] = [...new Set(Object.values(UNITS))];

const PACK_RE = /^(\d+(?:\.\d+)?)\s*([^\d\s/]+)\s*(?:\/\s*(\S+))?$/u;

/**
 * `500 mL`, `2.5L`, `25 g`, `100 支/盒`, `1 台` → size, unit and container. NFKC first, so full-width
 * digits and the micro sign (µ) from a Chinese keyboard read the same.
 */
export function parsePack(text: string): Pack | null {
  const m = PACK_RE.exec(text.normalize('NFKC').trim());
  if (!m) return null;
  const size = Number(m[1]);
  const unit = UNITS[m[2]!.toLowerCase()];
  const container = m[3] ? (UNITS[m[3].toLowerCase()] ?? null) : null;
  if (!(size > 0) || size > 1_000_000 || !unit || (m[3] && !container)) return null;
  return { size, unit, container };
}

export function formatPack(pack: Pack): string {
  return `${pack.size} ${pack.unit}${pack.container ? `/${pack.container}` : ''}`;
}

/**
 * The pack or spec as a 货号 suffix: `500 mL` → `500ML`, `0.22 μm` → `0.22UM`, `φ9 cm` → `D9CM`,
 * `0.5~10 μL` → `0.5-10UL`, `4.6×250 mm` → `4.6X250MM`.
 */
export function packCode(label: string): string {
  return label
    .normalize('NFKC')
    .replace(/μ/g, 'U')
    .replace(/φ/g, 'D')
    .replace(/×/g, 'X')
    .replace(/[~～–—/]/g, '-')
    .toUpperCase()
    .replace(/[^A-Z0-9.-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
