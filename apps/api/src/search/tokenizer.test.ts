import { describe, expect, it } from 'vitest';
import { documentTokens, MAX_QUERY_TOKENS, queryTokens, tokenize } from './tokenizer.ts';
import { SAFE_LEXEME } from './tsquery.ts';

const tokensOf = (text: string, pinyin = false) => tokenize(text, { pinyin }).tokens;

describe('tokenize', () => {
  it.each([
    ['乙腈', ['乙', '腈', '乙腈']],
    ['二甲基亚砜', ['二', '甲', '基', '亚', '砜', '二甲', '甲基', '基亚', '亚砜']],
    ['碘', ['碘']],
    ['Acetonitrile', ['acetonitrile']],
    ['Sodium chloride', ['sodium', 'chloride']],
    ['HPLC', ['hplc']],
    ['MeCN', ['mecn']],
    ['NaCl', ['nacl']],
    ['2-propanol', ['2-propanol', '2', 'propanol']],
    ['Tris-HCl', ['tris-hcl', 'tris', 'hcl']],
    ['2-丙醇', ['2', '2-丙醇', '丙', '醇', '丙醇']],
    [
      'N,N-二甲基甲酰胺',
      ['n,n', 'n', 'n,n-二甲', '二', '甲', '基', '酰', '胺', '二甲', '甲基', '基甲', '甲酰', '酰胺'],
    ],
    ['１，２－二氯乙烷', ['1,2', '1', '2', '1,2-二氯', '二', '氯', '乙', '烷', '二氯', '氯乙', '乙烷']],
    ['HPLC,AR', ['hplc', 'ar']],
    ['500mL', ['500ml', '500', 'ml']],
    ['0.22 µm', ['0.22', 'μm']],
    ['pH 8.0.', ['ph', '8.0']],
    ['CuSO4·5H2O', ['cuso4', '5h2o']],
    ['α-淀粉酶', ['α', 'α-淀粉', '淀', '粉', '酶', '淀粉', '粉酶']],
  ])('when the text is %j, then the tokens are %j', (text, expected) => {
    expect(tokensOf(text)).toEqual(expected);
  });

  it.each([
    ['75-05-8', ['cas:75-05-8']],
    ['CAS 7732-18-5', ['cas:7732-18-5', 'cas']],
    ['64-17-5, 67-56-1', ['cas:64-17-5', 'cas:67-56-1']],
    // A wrong check digit is not a CAS number: it stays a hyphenated word.
    ['75-05-7', ['75-05-7', '75', '05', '7']],
    // Inside a longer code the digits are not a CAS number.
    ['LB-75-05-8', ['lb-75-05-8', 'lb', '75', '05', '8']],
    ['MFCD00000123', ['mdl:mfcd00000123']],
    ['mfcd00000123 乙腈', ['mdl:mfcd00000123', '乙', '腈', '乙腈']],
  ])(
    'when the text holds identifiers (%j), then each is one exact token without fragments',
    (text, expected) => {
      expect(tokensOf(text)).toEqual(expected);
    },
  );

  it('when a mixed name is tokenized, then CAS, Han, words and a lone Han character all appear', () => {
    expect(tokensOf('乙腈 HPLC级 75-05-8')).toEqual(['cas:75-05-8', '乙', '腈', '乙腈', 'hplc', '级']);
  });

  it.each([
    ['乙腈', ['yijing', 'yj']],
    ['乙酸乙酯', ['yisuanyizhi', 'ysyz']],
    ['氯化钠', ['lvhuana', 'lhn']],
    ['重铬酸钾', ['zhonggesuanjia', 'zgsj']],
    ['碘', ['dian']],
  ])('when pinyin is asked for %j, then full pinyin and initials are added', (name, expected) => {
    const tokens = tokensOf(name, true);
    for (const token of expected) expect(tokens).toContain(token);
  });

  it('when pinyin is not asked for, then no pinyin appears', () => {
    expect(tokensOf('乙腈')).not.toContain('yijing');
  });

  it('when a Han run is longer than a name, then no pinyin is made for it', () => {
    expect(tokensOf('高效液相色谱法测定饮用水中的多环芳烃', true).filter((t) => /^[a-z]+$/.test(t))).toEqual(
      [],
    );
  });
});

describe('documentTokens', () => {
  const doc = documentTokens({
    names: ['乙腈', 'Acetonitrile'],
    cas: '75-05-8',
    mdl: 'MFCD00000123',
    formula: 'C2H3N',
    skus: ['LB-C00012-500ML', 'LB-C00012-4L'],
    text: ['色谱纯 HPLC', '蓝标'],
  }).tokens;

  it.each([
    ['the CAS number', 'cas:75-05-8'],
    ['the MDL number', 'mdl:mfcd00000123'],
    ['the formula', 'c2h3n'],
    ['each 货号', 'sku:lb-c00012-500ml'],
    ['the 货号 without its pack', 'sku:lb-c00012'],
    ['the product code alone', 'c00012'],
    ['a curated synonym (Han)', '基氰'],
    ['a curated synonym (abbreviation)', 'mecn'],
    ['the pinyin of a synonym', 'jiajiqing'],
    ['the grade', 'hplc'],
    ['the brand', '蓝标'],
  ])('when a product is indexed, then %s is a token', (_what, token) => {
    expect(doc).toContain(token);
  });

  it('when a brand prefix is short, then it is no 货号 lexeme of its own', () => {
    expect(doc).not.toContain('sku:lb');
  });

  it('when grades and brands are indexed, then they get no pinyin', () => {
    expect(doc).not.toContain('lanbiao');
  });

  it('when a CAS number fails its check digit, then it is not indexed as one', () => {
    expect(documentTokens({ names: ['x'], cas: '75-05-7' }).tokens).toEqual(['x']);
  });
});

describe('queryTokens', () => {
  it.each([
    ['乙腈', 'text', ['乙腈'], null],
    ['腈', 'text', ['腈'], null],
    ['高效液相', 'text', ['高效', '效液', '液相'], null],
    ['acetonitrile', 'text', ['acetonitrile'], null],
    ['MeCN', 'text', ['mecn'], null],
    ['yijing', 'text', ['yijing'], null],
    ['yj', 'text', ['yj'], null],
    ['乙腈 HPLC级 75-05-8', 'text', ['cas:75-05-8', '乙腈', 'hplc', '级'], null],
    ['2-propanol', 'sku', ['2-propanol'], 'sku:2-propanol'],
    ['2-丙醇', 'text', ['2-丙醇'], null],
    ['Tris-HCl', 'text', ['tris-hcl'], null],
    ['500ml', 'sku', ['500', 'ml'], 'sku:500ml'],
    ['75-05-8', 'cas', ['cas:75-05-8'], 'cas:75-05-8'],
    [' 7732-18-5 ', 'cas', ['cas:7732-18-5'], 'cas:7732-18-5'],
    ['MFCD00000123', 'mdl', ['mdl:mfcd00000123'], 'mdl:mfcd00000123'],
    ['LB-C00012-500ML', 'sku', ['lb-c00012-500ml'], 'sku:lb-c00012-500ml'],
    ['A800356', 'sku', ['a800356'], 'sku:a800356'],
    ['10009218', 'sku', ['10009218'], 'sku:10009218'],
  ])('when the query is %j, then it is %s with tokens %j', (query, kind, tokens, exact) => {
    const q = queryTokens(query);
    expect(q.kind).toBe(kind);
    expect(q.tokens).toEqual(tokens);
    expect(q.exact).toBe(exact);
  });

  it('when a CAS number has a wrong check digit, then nothing is searched and the query says why', () => {
    expect(queryTokens('75-05-7')).toMatchObject({ kind: 'cas-invalid', tokens: [], exact: null });
  });

  it('when a CAS number is typed in part, then it is a CAS prefix', () => {
    expect(queryTokens('75-05')).toMatchObject({ kind: 'cas-prefix', prefix: 'cas:75-05', tokens: [] });
    expect(queryTokens('75-')).toMatchObject({ kind: 'cas-prefix', prefix: 'cas:75' });
  });

  it('when a 货号 is typed in part, then its lowercased form is the prefix', () => {
    expect(queryTokens('LB-C000')).toMatchObject({ kind: 'sku', prefix: 'sku:lb-c000' });
  });

  it.each([
    ['acet', 'acet'],
    ['乙腈 hpl', 'hpl'],
    ['yij', 'yij'],
    ['乙腈 ', null],
    ['a', null],
    ['500ml', null],
  ])('when the query %j ends in a word being typed, then the partial word is %j', (query, partial) => {
    expect(queryTokens(query).partial).toBe(partial);
  });

  it.each([
    ['empty', ''],
    ['blank', '   \t\n'],
    ['emoji', '🧪🔬🧫'],
    ['punctuation', '!!!@@@###'],
    ['lone surrogates', '\uDC00\uD800'],
    ['control characters', '\u0000\u0001\u0007'],
  ])('when the query is %s, then it is empty and does not throw', (_what, query) => {
    expect(queryTokens(query)).toMatchObject({ kind: 'empty', tokens: [] });
  });

  it.each([
    ['SQL', "'; DROP TABLE products; --", ['drop', 'table', 'products']],
    ['SQL with quotes', "1' OR '1'='1", ['1', 'or']],
    ['HTML', '<script>alert("x")</script>', ['script', 'alert', 'x']],
    ['a tsquery', "乙腈' & !'x' | 'y':*", ['乙腈', 'x', 'y']],
    ['a backslash', 'a\\b', ['a', 'b']],
  ])('when the query is %s, then it becomes plain words', (_what, query, tokens) => {
    expect(queryTokens(query).tokens).toEqual(tokens);
  });

  it.each([
    ['500 Latin characters', 'abc '.repeat(125)],
    ['500 Han characters', '高效液相色谱法测定'.repeat(56)],
    ['500 mixed characters', '乙腈 HPLC 75-05-8 <b>x</b> 🧪 '.repeat(20)],
    ['one long word', 'a'.repeat(500)],
    ['many distinct words', Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ')],
  ])('when the query is %s, then the output is bounded and safe', (_what, query) => {
    const q = queryTokens(query);
    expect(q.truncated).toBe(true);
    expect(q.tokens.length).toBeLessThanOrEqual(MAX_QUERY_TOKENS);
    for (const token of q.tokens) expect(token).toMatch(SAFE_LEXEME);
  });

  it('when the query is not a string at runtime, then it is empty', () => {
    expect(queryTokens(undefined as unknown as string)).toMatchObject({ kind: 'empty', tokens: [] });
  });

  it('when a name is indexed and then queried, then every query token is in the index', () => {
    const names = ['N,N-二甲基甲酰胺', 'Tris-HCl', '0.22 μm 针式滤器', 'L-半胱氨酸', '2-丙醇', 'CuSO4·5H2O'];
    for (const name of names) {
      const indexed = new Set(documentTokens({ names: [name] }).tokens);
      for (const token of queryTokens(name).tokens) expect(indexed, `${name} → ${token}`).toContain(token);
    }
  });
});
