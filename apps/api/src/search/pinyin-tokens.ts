import { pinyin } from 'pinyin-pro';

/** Longer runs are not typed as pinyin by anyone, and their pinyin lexemes only grow the index. */
export const MAX_PINYIN_RUN = 12;

const CACHE_LIMIT = 50_000;
const cache = new Map<string, string[]>();

/**
 * Full pinyin and initials of one run of Han characters: 乙腈 → `yijing`, `yj`. Polyphonic characters
 * follow pinyin-pro's word dictionary (重铬酸钾 → `zhonggesuanjia`); ü is written `v` (氯 → `lv`), as
 * pinyin input methods type it. A one-character run gives its full pinyin only: a single initial
 * letter would match a twentieth of the catalogue.
 */
export function pinyinTokens(han: string): string[] {
  const cached = cache.get(han);
  if (cached) return cached;
  const tokens = compute(han);
  // Catalogue names repeat heavily (the same base names across brands and grades); a bounded cache keeps
  // a million-SKU index run from calling pinyin-pro for each.
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(han, tokens);
  return tokens;
}

function compute(han: string): string[] {
  const length = [...han].length;
  if (length === 0 || length > MAX_PINYIN_RUN) return [];
  const syllables = pinyin(han, { toneType: 'none', type: 'array', v: true });
  // A character outside pinyin-pro's dictionary comes back as itself; a half-converted lexeme is noise.
  if (syllables.length !== length || !syllables.every((s) => /^[a-z]+$/.test(s))) return [];
  const full = syllables.join('');
  if (length === 1) return [full];
  return [full, syllables.map((s) => s[0]).join('')];
}
