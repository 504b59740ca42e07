/**
 * Grade, use and pack words: what a clerk adds to a product's name (分析纯, HPLC, 500ml, 盒装), often with no
 * space (优级纯硫酸, LC-MS级甲醇, 乙腈色谱纯4L; issue 32 item 20). `splitQualifiers` puts the spaces back
 * before the query is searched, so the words act as they do when typed apart: grade and use words are
 * words the grade text holds, a pack size is a filter on the SKUs (catalogue/search/widen.ts).
 */

/** Grade words as catalogues label them (seed/catalogue/grades.ts) and as clerks write them. */
const HAN_GRADES = [
  '化学纯',
  '分析纯',
  '优级纯',
  '基准试剂',
  '基准',
  '光谱纯',
  '生化试剂',
  '生化',
  '色谱纯',
  '色谱级',
  '气相色谱纯',
  '质谱级',
  '核磁级',
  '柱层析级',
  '分析级',
  '试剂级',
  '电子级',
  '工业级',
];
/** Words for what a product is for, written as the grade that says so (液相用乙腈 → HPLC). */
const HAN_USES: Record<string, string> = {
  液相用: 'hplc',
  液相级: 'hplc',
  高效液相用: 'hplc',
  气相用: 'gc',
  质谱用: 'lc-ms',
  核磁用: 'nmr',
};
/** Other words names hold in brackets (锥底离心管（无菌，带刻度）) and clerks put in front. */
const HAN_PACKS_AND_KINDS = ['无菌', '瓶装', '袋装', '盒装', '桶装', '箱装'];

/** Grade words a buyer adds to a name: a reason to prefer, never to find nothing (widen.ts). */
export const GRADE_WORDS: ReadonlySet<string> = new Set([
  ...'cp ar gr pt sp br hplc gc lcms lc-ms ms acs usp bp ep jp fcc uv ir nmr'.split(' '),
  ...HAN_GRADES,
  // Purity words that are no grade a product is labelled with, but say the same to a clerk.
  ...'无水 超纯 高纯'.split(' '),
]);
export const PURITY = /^[≥>]?\d{2,3}(?:\.\d+)?%$/;
const PACK = /^\d+(?:\.\d+)?(?:ml|l|μl|ul|g|kg|mg|μg|ug)$/;

/** Longest first, so 基准试剂 is taken whole, not as 基准 and a remainder. */
const HAN_WORDS = [...HAN_GRADES, ...Object.keys(HAN_USES), ...HAN_PACKS_AND_KINDS].sort(
  (a, b) => b.length - a.length,
);

/** A Latin grade with 级, 纯 or 用 glued on (`LC-MS级`, `HPLC用`): the grade alone. */
const LATIN_GRADE = /(?<![a-z0-9-])(hplc|lc-?ms|gc|ar|gr|cp|acs|nmr|uv|usp|bp)\s*[级纯用]/giu;
/** A pack size in Chinese units (`500毫升`, `2.5升`, `500克`): the form SKUs are matched by. */
const HAN_PACK = /(\d+(?:\.\d+)?)\s*(毫升|微升|升|毫克|千克|公斤|克)/gu;
const HAN_UNITS: Record<string, string> = {
  毫升: 'ml',
  微升: 'μl',
  升: 'l',
  毫克: 'mg',
  千克: 'kg',
  公斤: 'kg',
  克: 'g',
};

/**
 * The query with its glued grade, use and pack words set apart by spaces: `优级纯硫酸` → `优级纯 硫酸`,
 * `LC-MS级甲醇` → `LC-MS 甲醇`, `硫酸500毫升` → `硫酸 500ml`. A word is split off the start or the end of
 * a run of Han characters only when a character is left: `色谱纯` alone stays as typed.
 */
export function splitQualifiers(text: string): string {
  return text
    .replace(LATIN_GRADE, (_, grade: string) => ` ${/^lc-?ms$/i.test(grade) ? 'LC-MS' : grade} `)
    .replace(HAN_PACK, (_, n: string, unit: string) => ` ${n}${HAN_UNITS[unit]} `)
    .replace(/\p{Script=Han}+/gu, (run) => peel(run).join(' '))
    .replace(/\s+/g, ' ')
    .trim();
}

function peel(run: string): string[] {
  const front: string[] = [];
  const back: string[] = [];
  let rest = run;
  // A run that is itself one word (生化试剂) stays whole: 生化 is not taken off it.
  for (let changed = true; changed && !HAN_WORDS.includes(rest); ) {
    changed = false;
    for (const w of HAN_WORDS) {
      if (rest.length > w.length && rest.startsWith(w)) {
        front.push(HAN_USES[w] ?? w);
        rest = rest.slice(w.length);
        changed = true;
        break;
      }
      if (rest.length > w.length && rest.endsWith(w)) {
        back.unshift(HAN_USES[w] ?? w);
        rest = rest.slice(0, -w.length);
        changed = true;
        break;
      }
    }
  }
  return [...front, rest, ...back];
}

/** A word that says which grade, use or pack, not which product. */
export function isQualifierWord(word: string): boolean {
  const w = word.toLowerCase();
  return GRADE_WORDS.has(w) || HAN_WORDS.includes(w) || PURITY.test(w) || PACK.test(w);
}

/**
 * The query without its grade, use and pack words (`硫酸 优级纯 500ml` → `硫酸`), for ranking a product
 * whose name it is first (issue 32 item 22); null when nothing is left or nothing was taken.
 */
export function nameWithoutQualifiers(text: string): string | null {
  const words = text.trim().split(/\s+/);
  const kept = words.filter((w) => !isQualifierWord(w));
  return kept.length > 0 && kept.length < words.length ? kept.join(' ') : null;
}
