import { Converter } from 'opencc-js';
import { pinyin as toPinyin } from 'pinyin-pro';
import type { CatalogueRecord } from '../../apps/api/src/catalogue/import/catalogue-row.ts';
import { tokenize } from '../../apps/api/src/search/tokenizer.ts';

/** One class of buyer query, with what a correct answer must show (checked on every run). */
export interface QueryClass {
  name: string;
  queries: string[];
  /** The class's target: zero-hit classes must be answered faster. */
  zeroHit?: boolean;
  /** `hits`: at least one product; `none`: nothing; `first`: the first hit must satisfy `first`. */
  expect: 'hits' | 'none' | 'first';
}

/** Collects identifiers from the generated rows, evenly spread over the file. */
export function createSampler(total: number, wanted = 12) {
  const every = Math.max(1, Math.floor(total / wanted));
  const cas: string[] = [];
  const skus: string[] = [];
  const names: string[] = [];
  const english: string[] = [];
  return {
    onRecord(record: CatalogueRecord, index: number) {
      if (index % every !== Math.floor(every / 2)) return;
      if (record.cas) cas.push(record.cas);
      if (record.sku) skus.push(record.sku);
      if (record.cas && record.name) names.push(record.name);
      if (record.name_en) english.push(record.name_en);
    },
    cas,
    skus,
    names,
    english,
  };
}

/**
 * The fixed query mix: exact CAS and 货号 prefixes from the file itself, then words a buyer types.
 * Chinese of one to six characters (very common grades and fragments such as 分析纯 and 酸 among them),
 * two-character terms no product holds, English words and pinyin of names.
 */
export function queryMix(sample: {
  cas: string[];
  skus: string[];
  names: string[];
  english: string[];
}): QueryClass[] {
  // 货号 as typed in part: `BY-G0001` of BY-G000123-25G (brand prefix, then the product number begun).
  const skuPrefixes = sample.skus.slice(0, 6).map((s) => s.split('-').slice(0, 2).join('-').slice(0, -2));
  // Pinyin as the index holds it: of a whole Han run of a name (full spelling, and initials).
  const pinyin = sample.names.slice(0, 3).flatMap((name) => {
    const latin = tokenize(name, { pinyin: true }).tokens.filter((t) => /^[a-z]{3,}$/.test(t));
    const byLength = latin.sort((a, b) => b.length - a.length);
    return byLength.length > 1 ? [byLength[0]!, byLength.at(-1)!] : byLength;
  });
  // Widened classes (issue 24). The longest English word of sampled names, misspelt (a letter dropped
  // from its middle) or cut short; the CAS numbers without dashes; pinyin typed syllable by syllable.
  const words = sample.english
    .map(
      (n) =>
        n
          .toLowerCase()
          .split(/[^a-z]+/)
          .sort((a, b) => b.length - a.length)[0] ?? '',
    )
    .filter((w) => w.length >= 7)
    .slice(0, 4);
  const typos = words.map((w) => w.slice(0, 3) + w.slice(4));
  const prefixes = sample.english
    .slice(0, 4)
    .map((n) =>
      n
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((w) => w.length >= 5)
        .map((w) => w.slice(0, 5))
        .join(' '),
    )
    .filter(Boolean);
  const spaced = sample.names.slice(0, 3).map((name) => {
    const run = /\p{Script=Han}{2,8}/u.exec(name)?.[0] ?? name;
    return toPinyin(run, { toneType: 'none', type: 'array', v: true }).join(' ');
  });
  return [
    { name: 'CAS exact', queries: sample.cas.slice(0, 6), expect: 'first' },
    { name: '货号 prefix', queries: skuPrefixes, expect: 'hits' },
    { name: 'zh 1 char', queries: ['苯', '酸', '氯', '萘'], expect: 'hits' },
    { name: 'zh 2 chars', queries: ['甲基', '硝基', '吡啶', '溴苯'], expect: 'hits' },
    { name: 'zh 3 chars', queries: ['分析纯', '色谱纯', '苯甲酸', '离心管'], expect: 'hits' },
    {
      name: 'zh 4-6 chars',
      queries: ['氯苯甲酸', '甲氧基苯胺', '硝基苯甲酸', '甲基苯甲酸甲酯'],
      expect: 'hits',
    },
    { name: 'zh zero-hit', queries: ['咖啡', '汽车', '手机', '电脑', '钢琴'], zeroHit: true, expect: 'none' },
    { name: 'English', queries: ['acid', 'chloride', 'methyl', 'ethyl'], expect: 'hits' },
    { name: 'pinyin', queries: pinyin, expect: 'hits' },
    { name: 'w: en typo', queries: typos, expect: 'hits' },
    { name: 'w: en prefix', queries: prefixes, expect: 'hits' },
    {
      name: 'w: CAS no dashes',
      queries: sample.cas.slice(0, 4).map((c) => c.replaceAll('-', '')),
      expect: 'hits',
    },
    {
      name: 'w: traditional',
      queries: sample.names.slice(4, 8).map(Converter({ from: 'cn', to: 'tw' })),
      expect: 'hits',
    },
    { name: 'w: pinyin spaced', queries: spaced, expect: 'hits' },
    {
      name: 'w: extra word',
      queries: sample.names.slice(0, 4).map((n, i) => `${n} ${['2.5kg', '国药', 'HPLC', '电子级'][i]}`),
      expect: 'hits',
    },
    {
      name: 'w: zero-hit',
      queries: ['qwxzvk', '咖啡机', 'zzyzx plumbus', '钢琴 汽车'],
      zeroHit: true,
      expect: 'none',
    },
  ];
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}
