import { SIMILARITY_DEFAULT } from '@labmall/contract/structure-limits';
import { describe, expect, it } from 'vitest';
import { isMolfile, readStructureQuery, readThreshold, structureHref, svgDataUrl } from './structure-query';

const read = (search: string) => readStructureQuery(new URLSearchParams(search));

describe('the address of a structure search', () => {
  it('when a shared link is opened, then its SMILES, mode, threshold and page are read back', () => {
    const href = structureHref({ q: 'c1ccccc1[N+](=O)[O-]', mode: 'similarity', threshold: 0.75, page: 3 });
    expect(href).toBe('/structure?q=c1ccccc1%5BN%2B%5D%28%3DO%29%5BO-%5D&mode=similarity&t=0.75&page=3');
    expect(read(href.split('?')[1]!)).toEqual({
      q: 'c1ccccc1[N+](=O)[O-]',
      mode: 'similarity',
      threshold: 0.75,
      page: 3,
    });
  });

  it('when the mode is not 相似, then the address carries no threshold, and page 1 no page', () => {
    expect(structureHref({ q: 'CC#N', mode: 'exact', threshold: 0.9, page: 1 })).toBe(
      '/structure?q=CC%23N&mode=exact',
    );
    expect(structureHref({ q: '', mode: 'exact', threshold: 0.9, page: 4 })).toBe('/structure');
  });

  it('when a link is malformed, then the defaults stand in rather than the page failing', () => {
    expect(read('q=%20CCO%20&mode=fuzzy&t=abc&page=-2')).toEqual({
      q: 'CCO',
      mode: 'substructure',
      threshold: SIMILARITY_DEFAULT,
      page: 1,
    });
    // Past the API's cap of confirmed matches there is no page to ask for.
    expect(read('q=C&page=99').page).toBe(10);
  });

  it('when a threshold is off the slider, then it is put on its steps and within its range', () => {
    expect(readThreshold('0.1')).toBe(0.3);
    expect(readThreshold('7')).toBe(1);
    expect(readThreshold('0.62')).toBe(0.6);
    expect(readThreshold('0.68')).toBe(0.7);
    expect(readThreshold('')).toBe(SIMILARITY_DEFAULT);
  });
});

describe('what the form sends how', () => {
  it('when the query has several lines, then it is a molfile (posted), else a SMILES (in the address)', () => {
    expect(
      isMolfile('\n  benzene\n     RDKit          2D\n\n  6  6  0  0  0  0  0  0  0  0999 V2000\n'),
    ).toBe(true);
    expect(isMolfile('  c1ccccc1  \n')).toBe(false);
  });
});

describe('the pictures of the answer', () => {
  it('when an SVG answer is shown, then it is an image address that carries every character escaped', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M 0,0 L 1,1" fill="#FF0000"/></svg>';
    const src = svgDataUrl(svg);
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(src).not.toMatch(/[<>"#]/);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toBe(svg);
  });
});
