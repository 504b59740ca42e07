import { describe, expect, it } from 'vitest';
import { queryTokens } from './tokenizer.ts';
import { exactTsQueryText, quoteLexeme, toTsQueryText } from './tsquery.ts';

describe('toTsQueryText', () => {
  it.each([
    ['乙腈 HPLC', "'乙腈' & 'hplc'"],
    ['75-05-8', "'cas:75-05-8'"],
    ['75-05', "'cas:75-05':*"],
    ['MFCD00000123', "'mdl:mfcd00000123'"],
    ['LB-C00012', "'sku:lb-c00012':* | 'lb-c00012'"],
    ['LB C00012', "'lb' & 'c00012'"],
    ['c2h3n', "'sku:c2h3n':* | 'c2h3n'"],
    ['500ml', "'sku:500ml':* | ('500' & 'ml')"],
  ])('when the query is %j, then the tsquery text is %j', (query, expected) => {
    expect(toTsQueryText(queryTokens(query))).toBe(expected);
  });

  it.each([
    ['', null],
    ['🧪', null],
    ['75-05-7', null],
  ])('when the query %j has nothing to search, then there is no tsquery', (query, expected) => {
    expect(toTsQueryText(queryTokens(query))).toBe(expected);
  });

  it('when suggestions ask for it, then the word being typed matches as a prefix', () => {
    expect(toTsQueryText(queryTokens('乙腈 hpl'), { prefixPartial: true })).toBe("'乙腈' & 'hpl':*");
  });

  it('when the query is an identifier, then the exact pass asks for that lexeme only', () => {
    expect(exactTsQueryText(queryTokens('75-05-8'))).toBe("'cas:75-05-8'");
    expect(exactTsQueryText(queryTokens('乙腈'))).toBeNull();
  });

  it.each(["a'b", 'a\\b', 'a b', '', 'x&y'])(
    'when a lexeme %j is unsafe, then quoting refuses it',
    (lexeme) => {
      expect(() => quoteLexeme(lexeme)).toThrow(RangeError);
    },
  );

  it.each([
    "'; DROP TABLE products; --",
    '<img src=x onerror=alert(1)>',
    "乙腈' | 'x':* & !",
    '\\\\\\',
    '%_%',
  ])(
    'when the query is hostile (%j), then the tsquery text still only holds quoted safe lexemes',
    (query) => {
      const text = toTsQueryText(queryTokens(query)) ?? '';
      expect(text).toMatch(/^(?:'[\p{L}\p{N}\-.,:_/]+'(?::\*)?|[ &|()])*$/u);
    },
  );
});
