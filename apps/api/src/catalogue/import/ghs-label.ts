import { GHS_PICTOGRAMS, type GhsPictogramCode } from '@labmall/contract/ghs-pictograms';
import type { HazardCode } from './hazard-statements.ts';

export { GHS_PICTOGRAMS };
export type PictogramCode = GhsPictogramCode;
export const SIGNAL_WORDS = ['危险', '警告'] as const;
export type SignalWord = (typeof SIGNAL_WORDS)[number];

export function isPictogramCode(code: string): code is PictogramCode {
  return Object.hasOwn(GHS_PICTOGRAMS, code);
}

/** `GHS2`, `ghs02` → `GHS02`; null when it is none of the nine. */
export function normalizePictogram(value: string): PictogramCode | null {
  const m = /^GHS0?([1-9])$/i.exec(value.trim());
  return m ? (`GHS0${m[1]}` as PictogramCode) : null;
}

/** 危险/警告, or the English words an SDS from abroad prints; null when it is neither. */
export function normalizeSignalWord(value: string): SignalWord | null {
  const v = value.trim().toLowerCase();
  if (v === '危险' || v === 'danger') return '危险';
  if (v === '警告' || v === 'warning') return '警告';
  return null;
}

/**
 * Why a statement carries the exclamation mark: the precedence rules (GHS 1.4.10.5.3.1) drop it for
 * some reasons and not others, so the reason is kept with it.
 */
type ExclamationFor = 'acute' | 'irritation' | 'skin-sensitisation' | 'other';

interface Element {
  pictogram: PictogramCode | null;
  signal: SignalWord | null;
  exclamationFor?: ExclamationFor;
}

const e = (pictogram: PictogramCode | null, signal: SignalWord | null, exclamationFor?: ExclamationFor) =>
  exclamationFor ? { pictogram, signal, exclamationFor } : { pictogram, signal };

/**
 * The label elements of each hazard statement by the class and category it stands for. Where one
 * statement covers two categories with different elements (H228 flammable solid 1 and 2, H272 oxidiser
 * 2 and 3), the lower category's are taken: a product whose SDS says more names its pictograms and
 * signal word explicitly, and those win.
 */
const ELEMENTS: Record<HazardCode, Element> = {
  H200: e('GHS01', '危险'),
  H201: e('GHS01', '危险'),
  H202: e('GHS01', '危险'),
  H203: e('GHS01', '危险'),
  H204: e('GHS01', '警告'),
  H205: e('GHS01', '危险'),
  H220: e('GHS02', '危险'),
  H221: e(null, '警告'),
  H222: e('GHS02', '危险'),
  H223: e('GHS02', '警告'),
  H224: e('GHS02', '危险'),
  H225: e('GHS02', '危险'),
  H226: e('GHS02', '警告'),
  H227: e(null, '警告'),
  H228: e('GHS02', '警告'),
  H229: e(null, '警告'),
  // Chemically unstable gases: said beside the flammable gas statement, which brings the elements.
  H230: e(null, null),
  H231: e(null, null),
  H232: e('GHS02', '危险'),
  H240: e('GHS01', '危险'),
  H241: e('GHS01', '危险'),
  H242: e('GHS02', '警告'),
  H250: e('GHS02', '危险'),
  H251: e('GHS02', '危险'),
  H252: e('GHS02', '警告'),
  H260: e('GHS02', '危险'),
  H261: e('GHS02', '警告'),
  H270: e('GHS03', '危险'),
  H271: e('GHS03', '危险'),
  H272: e('GHS03', '警告'),
  H280: e('GHS04', '警告'),
  H281: e('GHS04', '警告'),
  H290: e('GHS05', '警告'),
  H300: e('GHS06', '危险'),
  H301: e('GHS06', '危险'),
  H302: e('GHS07', '警告', 'acute'),
  H303: e(null, '警告'),
  H304: e('GHS08', '危险'),
  H305: e('GHS08', '警告'),
  H310: e('GHS06', '危险'),
  H311: e('GHS06', '危险'),
  H312: e('GHS07', '警告', 'acute'),
  H313: e(null, '警告'),
  H314: e('GHS05', '危险'),
  H315: e('GHS07', '警告', 'irritation'),
  H316: e(null, '警告'),
  H317: e('GHS07', '警告', 'skin-sensitisation'),
  H318: e('GHS05', '危险'),
  H319: e('GHS07', '警告', 'irritation'),
  H320: e(null, '警告'),
  H330: e('GHS06', '危险'),
  H331: e('GHS06', '危险'),
  H332: e('GHS07', '警告', 'acute'),
  H333: e(null, '警告'),
  H334: e('GHS08', '危险'),
  H335: e('GHS07', '警告', 'other'),
  H336: e('GHS07', '警告', 'other'),
  H340: e('GHS08', '危险'),
  H341: e('GHS08', '警告'),
  H350: e('GHS08', '危险'),
  H351: e('GHS08', '警告'),
  H360: e('GHS08', '危险'),
  H361: e('GHS08', '警告'),
  H362: e(null, null),
  H370: e('GHS08', '危险'),
  H371: e('GHS08', '警告'),
  H372: e('GHS08', '危险'),
  H373: e('GHS08', '警告'),
  H400: e('GHS09', '警告'),
  H401: e(null, null),
  H402: e(null, null),
  H410: e('GHS09', '警告'),
  H411: e('GHS09', null),
  H412: e(null, null),
  H413: e(null, null),
  H420: e('GHS07', '警告', 'other'),
};

export interface GhsLabel {
  /** In GHS01…GHS09 order. */
  pictograms: PictogramCode[];
  signalWord: SignalWord | null;
}

/**
 * The pictograms and signal word of a product, from its hazard statements (`H225`, `H301+H311`,
 * `H360FD`) by the GHS rules, unless the product names them itself: explicit pictograms replace the
 * derived ones, an explicit signal word the derived one, each on its own.
 */
export function ghsLabel(
  hazards: readonly string[],
  explicit: { pictograms?: readonly string[]; signalWord?: string | null } = {},
): GhsLabel {
  const elements = hazards
    .flatMap((statement) => statement.split('+'))
    .map((part) => ELEMENTS[part.slice(0, 4) as HazardCode])
    .filter((el): el is Element => el !== undefined);
  const found = new Set(elements.map((el) => el.pictogram).filter((p) => p !== null));
  const respiratorySensitiser = hazards.some((h) => h.split('+').includes('H334'));
  const exclamation = elements.some((el) => {
    switch (el.exclamationFor) {
      case 'acute':
        return !found.has('GHS06');
      case 'irritation':
        return !found.has('GHS05') && !respiratorySensitiser;
      case 'skin-sensitisation':
        return !respiratorySensitiser;
      case 'other':
        return true;
      default:
        return false;
    }
  });
  if (!exclamation) found.delete('GHS07');
  const signals = new Set(elements.map((el) => el.signal));
  const derivedSignal: SignalWord | null = signals.has('危险') ? '危险' : signals.has('警告') ? '警告' : null;

  const named = (explicit.pictograms ?? []).filter(isPictogramCode);
  const pictograms = named.length > 0 ? new Set(named) : found;
  const signalWord =
    explicit.signalWord === '危险' || explicit.signalWord === '警告' ? explicit.signalWord : derivedSignal;
  return {
    pictograms: (Object.keys(GHS_PICTOGRAMS) as PictogramCode[]).filter((p) => pictograms.has(p)),
    signalWord,
  };
}
