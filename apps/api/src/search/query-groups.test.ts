import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';
import { casFromDigits, isPinyinSyllable, MAX_GROUPS, queryGroups } from './query-groups.ts';
import { documentTokens } from './tokenizer.ts';
import { toSimplified } from './traditional.ts';

const alternatives = (q: string) => queryGroups(q).map((g) => g.alternatives);

describe('query groups (the widening steps’ view of a query)', () => {
  it('puts the dashes back into a CAS number typed without them, when the check digit agrees', () => {
    expect(casFromDigits('75058')).toBe('75-05-8');
    expect(casFromDigits('7647145')).toBe('7647-14-5');
    expect(casFromDigits('75059')).toBeNull();
    expect(casFromDigits('0750580')).toBeNull();
    expect(alternatives('75058')).toEqual([[['75058'], ['cas:75-05-8']]]);
  });

  it('joins pinyin typed syllable by syllable, and only pinyin', () => {
    expect(isPinyinSyllable('jing')).toBe(true);
    expect(isPinyinSyllable('zhuang')).toBe(true);
    expect(isPinyinSyllable('acid')).toBe(false);
    expect(alternatives('yi jing')).toEqual([[['yi', 'jing'], ['yijing']]]);
    expect(alternatives('er jia ji ya feng')[0]).toContainEqual(['erjiajiyafeng']);
    expect(queryGroups('acid chloride')).toHaveLength(2);
  });

  it('folds hyphen, space and glued variants to the form the index also holds', () => {
    expect(alternatives('Tween-20')).toEqual([[['tween-20'], ['tween20']]]);
    expect(alternatives('C 18')).toEqual([[['c', '18'], ['c18']]]);
    expect(queryGroups('甲醇HPLC').map((g) => g.text)).toEqual(['甲醇', 'hplc']);
    expect(queryGroups('2-丙醇').map((g) => g.text)).toEqual(['2-丙醇']);
    // The index side holds the glued forms of a name's words.
    const tokens = documentTokens({ names: ['Tween 20', 'Tris-HCl', 'Bis-Tris'] }).tokens;
    expect(tokens).toEqual(expect.arrayContaining(['tween20', 'trishcl', 'bistris']));
  });

  it('marks pack sizes, typed glued or apart', () => {
    expect(queryGroups('乙腈 500 ml').map((g) => g.pack)).toEqual([null, '500ml']);
    expect(queryGroups('乙腈 2.5L').map((g) => g.pack)).toEqual([null, '2.5l']);
    expect(queryGroups('乙腈 HPLC').map((g) => g.pack)).toEqual([null, null]);
  });

  it('reads traditional characters as simplified, on both sides', () => {
    expect(toSimplified('氫氧化鈉')).toBe('氢氧化钠');
    expect(toSimplified('二甲基亞碸')).toBe('二甲基亚砜');
    expect(toSimplified('乙醯苯胺')).toBe('乙酰苯胺');
    expect(toSimplified('二氧化矽')).toBe('二氧化硅');
    expect(toSimplified('acetone')).toBe('acetone');
    expect(queryGroups('氯化鈉')[0]!.text).toBe('氯化钠');
    expect(documentTokens({ names: ['氯化鈉'] }).tokens).toContain('氯化');
  });

  it('is total and bounded on bad input', () => {
    for (const q of ['', '!!!', '\uD800', '🧪🧫', "'; drop table x; --", "a & !b | 'c':*"]) {
      expect(() => queryGroups(q)).not.toThrow();
    }
    expect(queryGroups('!!! ——')).toEqual([]);
    const many = queryGroups(
      'one two three four five six seven eight nine ten eleven twelve thirteen fourteen',
    );
    expect(many.length).toBeLessThanOrEqual(MAX_GROUPS);
    expect(queryGroups('a'.repeat(5000)).length).toBeLessThanOrEqual(1);
    for (const g of queryGroups("'; drop table x; -- & | ! :*")) {
      for (const a of g.alternatives) for (const t of a) expect(t).toMatch(/^[\p{L}\p{N}\-.,:_/]+$/u);
    }
  });
});

describe('edit distance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('acetnoe', 'acetone')).toBe(1);
    expect(editDistance('acetnoe', 'acetate')).toBe(2);
    expect(editDistance('ethanl', 'ethanol')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });
});
