import type { StructureCase } from '../structure-queries.ts';

/**
 * What is wrong with an answer to a case of the relevance set: empty when it passes. `names` are the
 * answer's distinct product names in order (every page the answer has); `capped` that it stopped at the
 * store's cap, so a missing name may lie beyond it (said in the message, still a failure).
 */
export function judgeStructureAnswer(c: StructureCase, names: readonly string[], capped = false): string[] {
  const problems: string[] = [];
  const beyond = capped ? '（结果已截断）' : '';
  if (c.none && names.length > 0) problems.push(`应无结果，得到 ${names.slice(0, 3).join('、')}`);
  if (c.first !== undefined && names[0] !== c.first) {
    problems.push(`首位应为 ${c.first}，实为 ${names[0] ?? '无结果'}`);
  }
  if (c.top) {
    const within = c.within ?? c.top.length + (c.first ? 1 : 0);
    const head = names.slice(0, within);
    const missing = c.top.filter((n) => !head.includes(n));
    if (missing.length > 0) problems.push(`前 ${within} 位缺 ${missing.join('、')}`);
  }
  const missing = (c.include ?? []).filter((n) => !names.includes(n));
  if (missing.length > 0) problems.push(`缺 ${missing.join('、')}${beyond}`);
  const unwanted = (c.exclude ?? []).filter((n) => names.includes(n));
  if (unwanted.length > 0) problems.push(`不应包含 ${unwanted.join('、')}`);
  return problems;
}

/** Distinct names in first-seen order: one substance is several products (one per grade). */
export function distinctNames(rows: readonly { name: string }[]): string[] {
  return [...new Set(rows.map((r) => r.name))];
}

/** Every name a case mentions, to check they are products at all (a typo would pass an exclude). */
export function namesOf(c: StructureCase): string[] {
  return [...(c.first ? [c.first] : []), ...(c.top ?? []), ...(c.include ?? []), ...(c.exclude ?? [])];
}
