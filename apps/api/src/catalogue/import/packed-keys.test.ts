import { describe, expect, it } from 'vitest';
import type { CatalogueItem } from './catalogue-row.ts';
import { PackedKeyMap } from './packed-keys.ts';
import type { ImportError } from './validate-row.ts';
import { createProductCheck } from './validator.ts';

const everyKeyCollides = () => 7;

describe('PackedKeyMap', () => {
  it('answers what was stored, exactly, when every key hashes alike', () => {
    const map = new PackedKeyMap(everyKeyCollides);
    expect(map.setIfAbsent('HX-C00049-4L', 2)).toBeUndefined();
    expect(map.setIfAbsent('HX-C00049-1L', 3)).toBeUndefined();
    // Same hash, same length, one byte apart: told apart by the bytes.
    expect(map.setIfAbsent('HX-C00049-4M', 4)).toBeUndefined();
    expect(map.setIfAbsent('HX-C00049-4L', 5)).toBe(2);
    expect(map.get('HX-C00049-1L')).toBe(3);
    expect(map.get('HX-C00049-4M')).toBe(4);
    expect(map.has('HX-C00049')).toBe(false);
    expect(map.has('')).toBe(false);
    expect(map.size).toBe(3);
  });

  it('keeps every key through its growth, Chinese and astral characters included', () => {
    for (const hash of [undefined, (_: Uint8Array, start: number, end: number) => (end - start) % 3]) {
      const map = new PackedKeyMap(hash);
      const key = (i: number) => `华析\u001f乙腈-${i}\u001f色谱纯 HPLC 𝛼${i % 7}`;
      const n = hash ? 3000 : 50_000;
      for (let i = 0; i < n; i++) expect(map.setIfAbsent(key(i), i)).toBeUndefined();
      for (let i = 0; i < n; i += 97) expect(map.get(key(i))).toBe(i);
      expect(map.setIfAbsent(key(n - 1), -1)).toBe(n - 1);
      expect(map.get(`${key(1)} `)).toBeUndefined();
      map.set(key(5), 55);
      expect(map.get(key(5))).toBe(55);
      expect(map.size).toBe(n);
    }
  });
});

const item = (over: Partial<CatalogueItem>): CatalogueItem => ({
  sku: 'HX-1',
  name: '乙腈',
  nameEn: 'Acetonitrile',
  cas: '75-05-8',
  formula: 'C2H3N',
  mw: 41.05,
  purity: '色谱纯 HPLC',
  spec: '',
  pack: { size: 4, unit: 'L', container: null },
  priceFen: 56300,
  stock: 1,
  category: ['化学试剂', '色谱试剂'],
  brand: '华析',
  synonyms: ['MeCN'],
  controlled: ['hazardous'],
  mdl: null,
  storage: '',
  hazards: [],
  minQty: 1,
  step: 1,
  leadDays: 3,
  ...over,
});

describe('createProductCheck', () => {
  it('keeps only digests yet names each column that differs from the first row, and repeated packs', () => {
    for (const hash of [undefined, everyKeyCollides]) {
      const check = createProductCheck(hash);
      const errors: ImportError[] = [];
      const report = (e: ImportError) => errors.push(e);
      expect(check.check('k', item({}), 2, report)).toBe(true);
      expect(check.check('other', item({ pack: { size: 1, unit: 'L', container: null } }), 3, report)).toBe(
        true,
      );
      expect(check.check('k', item({ pack: { size: 1, unit: 'L', container: null } }), 4, report)).toBe(true);
      expect(
        check.check(
          'k',
          item({ pack: { size: 2, unit: 'L', container: null }, cas: '64-17-5', synonyms: [] }),
          5,
          report,
        ),
      ).toBe(false);
      expect(check.check('k', item({ pack: { size: 1, unit: 'L', container: null } }), 6, report)).toBe(
        false,
      );
      expect(check.check('other', item({}), 7, report)).toBe(true);
      expect(errors).toEqual([
        { row: 5, column: 'cas', reason: '与第 2 行不一致（品牌、名称、纯度相同的行属于同一产品）' },
        { row: 5, column: 'synonyms', reason: '与第 2 行不一致（品牌、名称、纯度相同的行属于同一产品）' },
        {
          row: 6,
          column: 'pack',
          reason: '与第 4 行的规格和包装相同（同一产品的各行应在规格或包装上不同）',
        },
      ]);
    }
  });
});
