import { describe, expect, it } from 'vitest';
import { respellCas } from './identifiers.ts';
import { nameWithoutQualifiers, splitQualifiers } from './qualifiers.ts';
import { respellQuery } from './respell.ts';
import { queryTokens } from './tokenizer.ts';

describe('CAS numbers typed with spaces or other dashes (issue 32 item 21)', () => {
  it('when the groups are joined by an en, em, Unicode or full-width dash, then it is the CAS number', () => {
    for (const typed of ['7664—93—9', '1310–73–2', '108－88－3', '110‐86‐1', '64 – 19 – 7', '75−05−8']) {
      expect(queryTokens(respellQuery(typed)).kind).toBe('cas');
    }
    expect(respellCas('7664—93—9')).toBe('7664-93-9');
  });

  it('when the groups are apart by spaces, then the check digit decides, as for digits without dashes', () => {
    expect(respellQuery('75 05 8')).toBe('75-05-8');
    expect(queryTokens(respellQuery('7647 14 5')).exact).toBe('cas:7647-14-5');
    expect(respellQuery('75 05 9')).toBe('75 05 9');
    expect(respellQuery('20 10 5')).toBe('20 10 5');
  });

  it('when a dashed number has a wrong check digit, then it is refused as a hyphenated one is', () => {
    expect(queryTokens(respellQuery('75–05–9')).kind).toBe('cas-invalid');
  });

  it('when the number is part of a longer code or text, then only the number is respelled', () => {
    expect(respellQuery('乙腈 75 05 8 4L')).toBe('乙腈 75-05-8 4L');
    expect(respellQuery('LB-75-05-8')).toBe('LB-75-05-8');
  });
});

describe('grade, use and pack words glued to the name (issue 32 item 20)', () => {
  it('when a grade word is glued before or after a name, then it is set apart', () => {
    expect(splitQualifiers('优级纯硫酸')).toBe('优级纯 硫酸');
    expect(splitQualifiers('硝酸优级纯')).toBe('硝酸 优级纯');
    expect(splitQualifiers('基准试剂重铬酸钾')).toBe('基准试剂 重铬酸钾');
    expect(splitQualifiers('生化试剂甘氨酸')).toBe('生化试剂 甘氨酸');
  });

  it('when a Latin grade carries 级, 纯 or 用, then the grade alone is kept', () => {
    expect(splitQualifiers('LC-MS级甲醇')).toBe('LC-MS 甲醇');
    expect(splitQualifiers('lcms级甲醇')).toBe('LC-MS 甲醇');
    expect(splitQualifiers('HPLC级甲醇')).toBe('HPLC 甲醇');
  });

  it('when a use or a pack in Chinese units is glued on, then it becomes the grade or pack it means', () => {
    expect(splitQualifiers('液相用乙腈')).toBe('hplc 乙腈');
    expect(splitQualifiers('硫酸500毫升')).toBe('硫酸 500ml');
    expect(splitQualifiers('乙腈色谱纯4L')).toBe('乙腈 色谱纯4L');
  });

  it('when a word is all there is, or is a grade word itself, then it stays whole', () => {
    expect(splitQualifiers('色谱纯')).toBe('色谱纯');
    expect(splitQualifiers('生化试剂')).toBe('生化试剂');
    expect(splitQualifiers('无水乙醇')).toBe('无水乙醇');
    expect(splitQualifiers('旋转蒸发仪（2 L）')).toBe('旋转蒸发仪（2 L）');
  });

  it('when the query holds grade and pack words, then the name without them is what a product may be called', () => {
    expect(nameWithoutQualifiers('硫酸 优级纯 500ml')).toBe('硫酸');
    expect(nameWithoutQualifiers('HEPES 生化试剂')).toBe('HEPES');
    expect(nameWithoutQualifiers('苯 AR')).toBe('苯');
    expect(nameWithoutQualifiers('硫酸')).toBeNull();
    expect(nameWithoutQualifiers('分析纯')).toBeNull();
  });
});
