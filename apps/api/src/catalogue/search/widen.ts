import type { DbOrTx } from '../../platform/db.ts';
import { editDistance } from '../../search/edit-distance.ts';
import { GRADE_WORDS, PURITY } from '../../search/qualifiers.ts';
import type { QueryGroup } from '../../search/query-groups.ts';
import { quoteLexeme } from '../../search/tsquery.ts';
import { type EngineContext, similarOnce, WIDE_CAP, WIDEN_BELOW } from './context.ts';
import { groupQuery } from './group-query.ts';
import { rankByCount, rankedIds, weight } from './rank.ts';
import { anyMatch, packCondition, topIds, vocabularyPrefix } from './search.repository.ts';

/**
 * When the exact AND finds fewer than a page (exact.ts), the query is widened in steps, each bounded,
 * and the answer says which:
 *
 * 1. `variant`: each word also matches its other written forms (glued `tween20`, a CAS number typed
 *    without dashes, pinyin typed with spaces).
 * 2. `prefix` / `typo`: a Latin word that matches nothing is taken as the start of vocabulary words
 *    (`acet` → acetone, acetonitrile) or, from four letters, as a misspelling of the most similar ones
 *    (pg_trgm on search_terms, never on products).
 * 3. `filter` / `drop`: a word that still matches nothing becomes a filter where it fits one (a pack
 *    size, on the SKUs); otherwise, and when a grade, pack or brand word is what makes the AND fail, it
 *    is set aside with a note.
 * 4. `any`: several words that no product holds together: products holding most of them first.
 *
 * A widened answer is a bounded list of ids (WIDE_CAP), in the order rank.ts gives them.
 */

export type WidenStep = 'variant' | 'prefix' | 'typo' | 'filter' | 'drop' | 'any';

export interface Widened {
  ids: number[];
  steps: WidenStep[];
  notes: string[];
}

const PREFIX_TERMS = 12;
const TYPO_TERMS = 3;

/**
 * The vocabulary words a misspelt word most likely meant: the fewest edits (at most 2, 1 for words
 * under six letters), then the most trigrams in common. A word nothing is that close to gets the
 * best-scoring trigram matches.
 */
function typoCandidates(word: string, similar: { term: string; similarity: number }[]) {
  const limit = word.length < 6 ? 1 : 2;
  const scored = similar
    .map((s) => ({ ...s, distance: editDistance(word, s.term, limit) }))
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        Number(isSubsequence(word, b.term)) - Number(isSubsequence(word, a.term)) ||
        b.similarity - a.similarity,
    );
  const best = scored[0];
  if (!best) return [];
  if (best.distance <= limit) return scored.filter((s) => s.distance === best.distance).slice(0, TYPO_TERMS);
  return scored
    .filter((s) => s.similarity >= best.similarity - 0.05 && s.similarity >= 0.45)
    .slice(0, TYPO_TERMS);
}

/** `ethanl` in `ethanol`: a letter left out, the commonest slip when typing fast. */
function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length;
}

function isQualifier(group: QueryGroup, brands: string[]): boolean {
  if (group.pack || GRADE_WORDS.has(group.text) || PURITY.test(group.text)) return true;
  return group.text.length >= 2 && brands.some((b) => b === group.text);
}

/** Shape-alike readings of a word kept at most (the closest first), for the ranking and the note. */
const SHAPE_TERMS = 3;

/**
 * A Han word no product holds, read again: its characters may be homophones of the name's (已腈 for
 * 乙腈: the name's pinyin) or look like them (正戌烷 for 正戊烷, 形近字). Only the readings some product
 * holds are kept (one statement for all of them), so the note says what was searched.
 */
async function readAgain(db: DbOrTx, g: QueryGroup): Promise<{ alternatives: string[][]; said: string[] }> {
  const readings = [
    ...(g.pinyin ? [{ tokens: [g.pinyin], said: `读音“${g.pinyin}”` }] : []),
    ...(g.shapes ?? []).map((s) => ({ tokens: s.tokens, said: `字形相近的“${s.text}”` })),
  ];
  const found = await anyMatch(
    db,
    readings.map((r) => r.tokens.map(quoteLexeme).join(' & ')),
  );
  const kept = readings.filter((_, k) => found[k]).slice(0, (g.pinyin ? 1 : 0) + SHAPE_TERMS);
  return { alternatives: kept.map((r) => r.tokens), said: kept.map((r) => r.said) };
}

export async function widen(
  db: DbOrTx,
  groups: QueryGroup[],
  ctx: EngineContext,
  exactCount: number,
): Promise<Widened> {
  const none: Widened = { ids: [], steps: [], notes: [] };
  if (groups.length === 0) return none;
  const steps = new Set<WidenStep>();
  const notes: string[] = [];
  if (groups.some((g) => g.alternatives.length > 1)) steps.add('variant');
  for (const g of groups) if (g.cas) notes.push(`按 CAS ${g.cas} 查找`);

  // 1–2. Which words match anything; a Latin word that does not may be cut short or misspelt.
  let hits = await anyMatch(db, groups.map(groupQuery));
  const expanded: QueryGroup[] = await Promise.all(
    groups.map(async (g, i): Promise<QueryGroup> => {
      if (!hits[i] && (g.pinyin || g.shapes)) {
        const read = await readAgain(db, g);
        if (read.alternatives.length === 0) return g;
        steps.add('typo');
        notes.push(`未找到“${g.text}”，已按${read.said.join('、')}搜索`);
        return { ...g, alternatives: [...g.alternatives, ...read.alternatives] };
      }
      if (hits[i] || !g.latin) return g;
      const last = i === groups.length - 1;
      const prefixed = last || g.latin.length >= 3 ? await vocabularyPrefix(db, g.latin, PREFIX_TERMS) : [];
      if (prefixed.length > 0) {
        steps.add('prefix');
        return { ...g, alternatives: [...g.alternatives, ...prefixed.map((t) => [t])] };
      }
      if (g.latin.length < 4) return g;
      const close = typoCandidates(g.latin, await similarOnce(db, ctx, g.latin));
      if (close.length === 0) return g;
      steps.add('typo');
      notes.push(`未找到“${g.text}”，已按“${close.map((s) => s.term).join('”“')}”搜索`);
      return { ...g, alternatives: [...g.alternatives, ...close.map((s) => [s.term])] };
    }),
  );
  const widenedGroups = new Set(expanded.filter((g, i) => g !== groups[i]));
  if (widenedGroups.size > 0) {
    hits = await anyMatch(db, expanded.map(groupQuery));
  }

  // 3. Words that match nothing: a pack size becomes a filter, anything else is set aside.
  const matched = expanded.filter((_, i) => hits[i]);
  const packs = expanded.filter((g, i) => !hits[i] && g.pack).map((g) => g.pack!);
  const unmatched = expanded.filter((group, i) => !hits[i] && !group.pack);
  for (const g of unmatched) {
    steps.add('drop');
    notes.push(`没有商品含“${g.text}”，已忽略`);
  }
  if (matched.length === 0) return { ids: [], steps: [...steps], notes };

  const brands = await ctx.brandNames();
  const attempt = (use: QueryGroup[], pack: string | null) =>
    rankedIds(db, use, widenedGroups, pack ? packCondition(pack) : undefined);

  let ids: number[] = [];
  if (packs.length > 0) {
    ids = await attempt(matched, packs[0]!);
    if (ids.length > 0) steps.add('filter');
    else {
      steps.add('drop');
      notes.push(`没有“${packs[0]}”规格的匹配商品，已忽略该规格`);
    }
  }
  if (ids.length === 0) ids = await attempt(matched, null);
  const enough = (found: number[]) => exactCount + new Set(found).size >= WIDEN_BELOW;
  if (ids.length > 0 && enough(ids)) return { ids, steps: [...steps], notes };

  // A grade, pack or brand word that the others' products do not hold is set aside (also when the
  // products holding every word are fewer than a page: they lead, the others follow).
  const core = matched.filter((g) => !isQualifier(g, brands));
  const qualifiers = matched.filter((g) => isQualifier(g, brands));
  if (qualifiers.length > 0 && core.length > 0) {
    const more = await attempt(core, null);
    const seen = new Set(ids);
    const added = more.filter((id) => !seen.has(id));
    if (added.length > 0) {
      steps.add('drop');
      notes.push(`没有同时符合“${qualifiers.map((g) => g.text).join(' ')}”的商品，已忽略`);
      ids = [...ids, ...added].slice(0, WIDE_CAP);
    }
  }

  if (ids.length > 0) return { ids, steps: [...steps], notes };
  // 4. Any word (only when nothing else was found): the products holding the most of the words first.
  if (matched.length < 2 || exactCount > 0) return { ids: [], steps: [...steps], notes };
  const perGroup = await Promise.all(matched.map((g) => topIds(db, groupQuery(g), WIDE_CAP)));
  steps.add('any');
  notes.push('没有同时包含全部关键词的商品，以下按匹配的关键词数排列');
  return { ids: rankByCount(perGroup, matched.map(weight)), steps: [...steps], notes };
}
