import { CAS_NUMBER_RE, isCasNumber } from '@labmall/rules';

/**
 * Identifiers become one namespaced lexeme each (`cas:75-05-8`, `mdl:mfcd00000123`, `sku:lb-c00012-500ml`),
 * so an exact hit is unambiguous (ranked first) and the number's fragments (`75`, `05`, `8`) never
 * reach the index, where they would match every product that mentions a 5 or an 8.
 */
export const CAS_PREFIX = 'cas:';
export const MDL_PREFIX = 'mdl:';
export const SKU_PREFIX = 'sku:';

/** CAS numbers anywhere in a text; not inside a longer hyphenated code such as `LB-75-05-8`. */
export const CAS_IN_TEXT = /(?<![A-Za-z0-9-])[1-9]\d{1,6}-\d{2}-\d(?![A-Za-z0-9-])/g;

/**
 * Three digit groups shaped like a CAS number, joined by a dash of any kind (hyphen, the Unicode hyphens,
 * en and em dash, minus, full-width) or by spaces: `75 05 8`, `7664—93—9`, `1310–73–2`.
 */
const CAS_LOOSE =
  /(?<![\p{L}\p{N}\-‐‑‒–—―−﹣－])([1-9]\d{1,6})(\s*[-‐‑‒–—―−﹣－]\s*|\s+)(\d{2})(\s*[-‐‑‒–—―−﹣－]\s*|\s+)(\d)(?![\p{L}\p{N}\-‐‑‒–—―−﹣－])/gu;

/**
 * CAS numbers written with other dashes or with spaces between the groups, as `75-05-8` (issue 32 item 21).
 * Dashes of any kind make it a CAS number whatever its check digit (a wrong one then says so, as for
 * `75-05-9`); groups apart by spaces only when the check digit agrees, as for digits typed without dashes,
 * since three numbers in a row may mean something else (`20 10 5`).
 */
export function respellCas(text: string): string {
  return text.replace(CAS_LOOSE, (whole, a: string, s1: string, b: string, s2: string, c: string) => {
    const cas = `${a}-${b}-${c}`;
    const dashed = /\S/.test(s1) && /\S/.test(s2);
    return dashed || isCasNumber(cas) ? cas : whole;
  });
}

/** MDL numbers: `MFCD` and eight digits. */
export const MDL_IN_TEXT = /(?<![A-Za-z0-9])MFCD\d{8}(?![A-Za-z0-9])/gi;
const MDL_RE = /^MFCD\d{8}$/i;

/** A CAS number typed so far: `75-`, `75-05`, `75-05-`. Long enough to be worth a prefix scan. */
const CAS_PARTIAL_RE = /^[1-9]\d{1,6}-(?:\d{1,2}-?)?$/;

/**
 * Shapes a catalogue number may take: letters and digits, optionally in segments joined by `-`, `_`,
 * `.` or `/`, with at least one digit (`LB-C00012-500ML`, `A800356`, `10009218`, `34851-4L`). Shape
 * alone cannot tell a 货号 from a formula (`C2H3N`) or a pack (`500ml`), so a query of this shape is a
 * candidate: it is tried as a 货号 first and still searched as text.
 */
const SKU_SHAPE_RE = /^(?=.{4,40}$)(?=[^\d]*\d)[A-Za-z0-9]+(?:[-_./][A-Za-z0-9]+)*$/;

export function casToken(s: string): string | null {
  return isCasNumber(s) ? CAS_PREFIX + s : null;
}

export function isCasShaped(s: string): boolean {
  return CAS_NUMBER_RE.test(s);
}

export function isCasPartial(s: string): boolean {
  return CAS_PARTIAL_RE.test(s);
}

export function mdlToken(s: string): string | null {
  return MDL_RE.test(s) ? MDL_PREFIX + s.toLowerCase() : null;
}

export function isSkuShaped(s: string): boolean {
  return SKU_SHAPE_RE.test(s);
}

export function skuToken(sku: string): string {
  return SKU_PREFIX + sku.toLowerCase();
}

/**
 * The exact 货号 plus each leading run of its `-` segments (`LB-C00012-500ML` → `sku:lb-c00012`), so the
 * product code without its pack suffix finds every pack by an exact lexeme instead of a prefix scan.
 * Leading runs shorter than four characters (a bare brand prefix such as `sku:lb`) are left out: they
 * would match a tenth of the catalogue and say nothing.
 */
export function skuLexemes(sku: string): string[] {
  const lower = sku.toLowerCase();
  const out = [SKU_PREFIX + lower];
  const segments = lower.split('-');
  for (let i = 1; i < segments.length; i++) {
    const lead = segments.slice(0, i).join('-');
    if (lead.length >= 4) out.push(SKU_PREFIX + lead);
  }
  return out;
}
