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

export function toSimplified(text: string): string {
  if (!HAN.test(text)) return text;
  convert ??= ConverterFactory(
    [TWVariantsRevPhrases, TWVariantsRev, HKVariantsRevPhrases, HKVariantsRev],
    [TSPhrases, TSCharacters],
  );
  return convert(text);
}
