/**
 * Pack sizes and reference prices by tier, so a reagent row says "L2" instead of listing packs and
 * prices. `ref` is the analytical-grade price in yuan of the first pack; larger packs cost less per
 * gram (price ∝ size^0.85), as on every supplier's list.
 */
export const PACK_TIERS = {
  L1: { unit: 'mL', sizes: [500, 2500, 4000], ref: 18 },
  L2: { unit: 'mL', sizes: [500, 2500], ref: 36 },
  L3: { unit: 'mL', sizes: [100, 500], ref: 48 },
  L4: { unit: 'mL', sizes: [25, 100], ref: 65 },
  L5: { unit: 'mL', sizes: [5, 25], ref: 130 },
  S1: { unit: 'g', sizes: [500, 2500], ref: 16 },
  S2: { unit: 'g', sizes: [100, 500], ref: 16 },
  S3: { unit: 'g', sizes: [25, 100, 500], ref: 32 },
  S4: { unit: 'g', sizes: [5, 25, 100], ref: 48 },
  S5: { unit: 'g', sizes: [1, 5], ref: 95 },
  S6: { unit: 'mg', sizes: [10, 100], ref: 180 },
} as const;

export type PackTier = keyof typeof PACK_TIERS;

export function isPackTier(code: string): code is PackTier {
  return Object.hasOwn(PACK_TIERS, code);
}

/** Chromatography-grade solvents are bought by the litre, not in 500 mL reagent bottles. */
export const CHROMATOGRAPHY_SIZES = [1000, 4000];

export interface Pack {
  size: number;
  unit: string;
}

/** 2500 mL → 2.5 L, 1000 g → 1 kg: how the pack is printed and typed. */
export function displayPack(size: number, unit: string): Pack {
  if (unit === 'mL' && size >= 1000) return { size: size / 1000, unit: 'L' };
  if (unit === 'g' && size >= 1000) return { size: size / 1000, unit: 'kg' };
  return { size, unit };
}

export function packLabel(pack: Pack): string {
  return `${pack.size} ${pack.unit}`;
}

export function scaledPrice(refYuan: number, refSize: number, size: number): number {
  return refYuan * (size / refSize) ** 0.85;
}

/** Whole yuan above ¥100, half yuan below, tens above ¥1,000: list prices look like list prices. */
export function roundPriceFen(yuan: number): number {
  const step = yuan >= 1000 ? 1000 : yuan >= 100 ? 100 : 50;
  return Math.max(step, Math.round((yuan * 100) / step) * step);
}
