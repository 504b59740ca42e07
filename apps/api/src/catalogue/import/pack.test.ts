import { describe, expect, it } from 'vitest';
import { formatPack, packCode, parsePack } from './pack.ts';

describe('parsePack', () => {
  it.each([
    ['500 mL', { size: 500, unit: 'mL', container: null }],
    ['500ml', { size: 500, unit: 'mL', container: null }],
    ['2.5 L', { size: 2.5, unit: 'L', container: null }],
    ['25 g', { size: 25, unit: 'g', container: null }],
    ['1KG', { size: 1, unit: 'kg', container: null }],
    ['10 µL', { size: 10, unit: 'μL', container: null }],
    ['１００ 支/盒', { size: 100, unit: '支', container: '盒' }],
    ['500 支 / 包', { size: 500, unit: '支', container: '包' }],
    ['1 台', { size: 1, unit: '台', container: null }],
  ])('when the pack is %j, then it reads %j', (text, pack) => {
    expect(parsePack(text)).toEqual(pack);
  });

  it.each(['', '500', 'mL', '500 gallons', '0 g', '-5 g', '100 支/车', 'abc 支'])(
    'when the pack is %j, then it is not a pack',
    (text) => {
      expect(parsePack(text)).toBeNull();
    },
  );

  it('when a pack is formatted, then it parses back to itself', () => {
    for (const text of ['500 mL', '2.5 L', '100 支/盒']) expect(formatPack(parsePack(text)!)).toBe(text);
  });
});

describe('packCode', () => {
  it.each([
    ['500 mL', '500ML'],
    ['2.5 L', '2.5L'],
    ['0.22 μm', '0.22UM'],
    ['φ9 cm', 'D9CM'],
    ['0.5~10 μL', '0.5-10UL'],
    ['4.6×250 mm', '4.6X250MM'],
    ['500 mg/6 mL', '500MG-6ML'],
    ['双孔', ''],
  ])('when the pack or spec is %j, then its 货号 suffix is %j', (label, code) => {
    expect(packCode(label)).toBe(code);
  });
});
