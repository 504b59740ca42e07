import { describe, expect, it } from 'vitest';
import { ghsLabel, normalizePictogram, normalizeSignalWord } from './ghs-label.ts';
import { normalizePrecautionaryStatement, precautionText } from './precautionary-statements.ts';

describe('ghsLabel: pictograms and signal word from the H codes', () => {
  it('乙腈: flame and exclamation mark, 危险 from the flammable liquid', () => {
    expect(ghsLabel(['H225', 'H302', 'H312', 'H319', 'H332'])).toEqual({
      pictograms: ['GHS02', 'GHS07'],
      signalWord: '危险',
    });
  });

  it('浓硫酸: corrosion alone, 危险', () => {
    expect(ghsLabel(['H314'])).toEqual({ pictograms: ['GHS05'], signalWord: '危险' });
  });

  it('the skull means no exclamation mark for acute toxicity', () => {
    expect(ghsLabel(['H301', 'H312'])).toEqual({ pictograms: ['GHS06'], signalWord: '危险' });
    // 甲醇: the skull for toxicity, health hazard for H370, no exclamation mark left.
    expect(ghsLabel(['H225', 'H301', 'H311', 'H331', 'H370']).pictograms).toEqual([
      'GHS02',
      'GHS06',
      'GHS08',
    ]);
  });

  it('the skull leaves the exclamation mark that irritation brings', () => {
    expect(ghsLabel(['H301', 'H319']).pictograms).toEqual(['GHS06', 'GHS07']);
  });

  it('corrosion means no exclamation mark for skin or eye irritation, but keeps it for the rest', () => {
    expect(ghsLabel(['H314', 'H315', 'H319']).pictograms).toEqual(['GHS05']);
    expect(ghsLabel(['H318', 'H335']).pictograms).toEqual(['GHS05', 'GHS07']);
    expect(ghsLabel(['H318', 'H302']).pictograms).toEqual(['GHS05', 'GHS07']);
  });

  it('a respiratory sensitiser drops the exclamation mark for skin sensitisation and irritation', () => {
    expect(ghsLabel(['H317', 'H334', 'H319'])).toEqual({ pictograms: ['GHS08'], signalWord: '危险' });
    expect(ghsLabel(['H317', 'H319'])).toEqual({ pictograms: ['GHS07'], signalWord: '警告' });
  });

  it('危险 wins over 警告; only 警告 statements give 警告', () => {
    expect(ghsLabel(['H226', 'H302']).signalWord).toBe('警告');
    expect(ghsLabel(['H226', 'H318']).signalWord).toBe('危险');
  });

  it('combined and suffixed statements count by their parts', () => {
    expect(ghsLabel(['H301+H311', 'H360FD'])).toEqual({ pictograms: ['GHS06', 'GHS08'], signalWord: '危险' });
  });

  it('oxidiser, gas, explosive and environment; chronic 2 has a pictogram but no signal word', () => {
    expect(ghsLabel(['H272', 'H302', 'H410']).pictograms).toEqual(['GHS03', 'GHS07', 'GHS09']);
    expect(ghsLabel(['H280']).pictograms).toEqual(['GHS04']);
    expect(ghsLabel(['H201']).pictograms).toEqual(['GHS01']);
    expect(ghsLabel(['H411'])).toEqual({ pictograms: ['GHS09'], signalWord: null });
  });

  it('no hazard statements, no label', () => {
    expect(ghsLabel([])).toEqual({ pictograms: [], signalWord: null });
    expect(ghsLabel(['H412'])).toEqual({ pictograms: [], signalWord: null });
  });

  it('explicit pictograms and signal word win over the derivation, each on its own', () => {
    expect(ghsLabel(['H228'], { pictograms: ['GHS02'], signalWord: '危险' })).toEqual({
      pictograms: ['GHS02'],
      signalWord: '危险',
    });
    expect(ghsLabel(['H225', 'H302'], { pictograms: ['GHS07', 'GHS02'] })).toEqual({
      pictograms: ['GHS02', 'GHS07'],
      signalWord: '危险',
    });
    expect(ghsLabel(['H302'], { pictograms: [], signalWord: null })).toEqual({
      pictograms: ['GHS07'],
      signalWord: '警告',
    });
  });
});

describe('codes as merchants write them', () => {
  it('reads pictogram codes and signal words', () => {
    expect(normalizePictogram('ghs2')).toBe('GHS02');
    expect(normalizePictogram('GHS09')).toBe('GHS09');
    expect(normalizePictogram('GHS10')).toBeNull();
    expect(normalizeSignalWord('Danger')).toBe('危险');
    expect(normalizeSignalWord('警告')).toBe('警告');
    expect(normalizeSignalWord('小心')).toBeNull();
  });

  it('reads P codes and their combinations, and words a combination as its parts', () => {
    expect(normalizePrecautionaryStatement('p305+p351+P338')).toBe('P305+P351+P338');
    expect(normalizePrecautionaryStatement('P999')).toBeNull();
    expect(normalizePrecautionaryStatement('P305+P999')).toBeNull();
    expect(precautionText('P301+P330+P331')).toBe('如误吞咽：漱口。不得诱导呕吐。');
  });
});
