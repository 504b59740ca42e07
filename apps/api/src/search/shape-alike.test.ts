import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_SHAPE_VARIANTS, shapeAlikes, shapeVariants } from './shape-alike.ts';
import { parseDecompositions, shapeAlikeTable } from './shape-alike-build.ts';

// A few real cjk-decomp records, and enough characters on 钅 for it to count as a radical.
const RECORDS = [
  '戊:lock(厂,戈)',
  '戌:st(戊,一)',
  '戍:st(戊,丶)',
  '己:d/t(コ,乚)',
  '已:msp(己)',
  '钾:a(钅,甲)',
  '押:a(扌,甲)',
  '钟:a(钅,中)',
  '仲:a(亻,中)',
  '冲:a(冫,中)',
  '氯:str(气,录)',
  '录:d(彐,水)',
  ...Array.from({ length: 30 }, (_, i) => `${String.fromCodePoint(0x4e00 + i)}:a(钅,${i})`),
].join('\n');

describe('shape-alike table (形近字)', () => {
  const decompositions = parseDecompositions(RECORDS);
  const all = new Set(decompositions.keys());
  const table = shapeAlikeTable({
    decompositions,
    typed: all,
    targets: new Set(['戊', '己', '钾', '仲', '氯']),
  });

  it('when a stroke is added to a character or it is a variant of one, then they look alike (戌 → 戊, 已 → 己)', () => {
    expect(table.get('戌')).toEqual(['戊']);
    expect(table.get('戍')).toEqual(['戊']);
    expect(table.get('已')).toEqual(['己']);
  });

  it('when two characters share all parts but one and the shared part is no radical, then they look alike', () => {
    expect(table.get('押')).toEqual(['钾']);
    expect(table.get('冲')).toEqual(['仲']);
    // 钟 shares only the radical 钅 with 钾 (and 中 with 仲).
    expect(table.get('钟')).toEqual(['仲']);
  });

  it('when a character is typed without its radical, then it stands for the whole (录 → 氯)', () => {
    expect(table.get('录')).toEqual(['氯']);
  });

  it('when a character looks like nothing in the catalogue, then the table leaves it out', () => {
    expect(table.has('戈')).toBe(false);
  });
});

describe('the generated table at run time', () => {
  it('when a character of a catalogue name is mistyped for a look-alike, then the variants hold the name', () => {
    expect(shapeAlikes('戌')).toContain('戊');
    expect(shapeAlikes('已')).toContain('己');
    expect(shapeVariants('正戌烷')).toContain('正戊烷');
    expect(shapeVariants('正已烷')).toContain('正己烷');
    expect(shapeVariants('毗啶')).toContain('吡啶');
  });

  it('when a word has many look-alikes, then the variants stay bounded and the word itself is not one', () => {
    const variants = shapeVariants('乙二胺四乙酸二钠');
    expect(variants.length).toBeLessThanOrEqual(MAX_SHAPE_VARIANTS);
    expect(variants).not.toContain('乙二胺四乙酸二钠');
    expect(shapeVariants('ABC')).toEqual([]);
  });
});

describe('the checked-in table', () => {
  it('when the catalogue names or the rules change, then the table is regenerated (npm run search:shape-table)', () => {
    const script = path.resolve(import.meta.dirname, '../scripts/search-shape-table.ts');
    const out = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(out).toContain('up to date');
  }, 60_000);
});
