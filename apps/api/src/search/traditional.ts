/// <reference path="./opencc.d.ts" />
import { ConverterFactory } from 'opencc-js/core';
import HKVariantsRev from 'opencc-js/dict/HKVariantsRev';
import HKVariantsRevPhrases from 'opencc-js/dict/HKVariantsRevPhrases';
import TSCharacters from 'opencc-js/dict/TSCharacters';
import TSPhrases from 'opencc-js/dict/TSPhrases';
import TWVariantsRev from 'opencc-js/dict/TWVariantsRev';
import TWVariantsRevPhrases from 'opencc-js/dict/TWVariantsRevPhrases';

/**
 * Traditional → simplified (OpenCC's data through opencc-js, ADR 0021), on both sides of the search:
 * a buyer in Hong Kong or Taiwan types 乙腈 as 乙腈 but 氫氧化鈉 for 氢氧化钠, and a supplier's sheet may be
 * traditional throughout. Only the tables this needs are loaded (Taiwan and Hong Kong variants back to
 * OpenCC's standard form, then standard traditional to simplified: about 70 KB of source, not the
 * 2 MB full build), and the converter is built on first use. Text without a Han character never
 * reaches it.
 */
let convert: ((text: string) => string) | null = null;

const HAN = /\p{Script=Han}/u;

/**
 * Chemical names where Taiwan and Hong Kong usage differs from the mainland's by more than the script,
 * which OpenCC's general tables leave alone: 醯 (acyl, 乙醯 → 乙酰), 矽 (silicon, 二氧化矽 → 二氧化硅).
 */
const CHEMISTRY: Record<string, string> = { 醯: '酰', 矽: '硅', 烴: '烃', 羥: '羟', 氫: '氢' };
const CHEMISTRY_RE = new RegExp(`[${Object.keys(CHEMISTRY).join('')}]`, 'gu');

export function toSimplified(text: string): string {
  if (!HAN.test(text)) return text;
  convert ??= ConverterFactory(
    [TWVariantsRevPhrases, TWVariantsRev, HKVariantsRevPhrases, HKVariantsRev],
    [TSPhrases, TSCharacters],
  );
  return convert(text).replace(CHEMISTRY_RE, (c) => CHEMISTRY[c] ?? c);
}
