import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MainModule } from '@rdkit/rdkit';
import { csvLine } from '../../apps/api/src/catalogue/import/csv-write.ts';
import { generateStructures } from './structure-generator.ts';

/** What the bench keeps of a generated structure: enough for an import row and for picking queries. */
export interface GeneratedRow {
  smiles: string;
  formula: string;
  mw: number;
  inchikey: string;
}

/**
 * The generated structures, from a cache file in the temp directory when an earlier run made the same
 * set (generating 100,000 takes minutes of RDKit), else generated and written there.
 */
export function generatedStructures(
  module: MainModule,
  seeds: readonly string[],
  count: number,
  seed: number,
  log: (line: string) => void,
): { rows: GeneratedRow[]; seconds: number; cached: boolean } {
  const file = path.join(tmpdir(), `labmall-bench-structures-${count}-${seed}.tsv`);
  if (existsSync(file)) {
    const rows = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [smiles, formula, mw, inchikey] = line.split('\t');
        return { smiles: smiles!, formula: formula!, mw: Number(mw), inchikey: inchikey! };
      });
    if (rows.length === count) return { rows, seconds: 0, cached: true };
  }
  const started = performance.now();
  const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
  const generated = generateStructures(module, seeds, count, {
    seed,
    onProgress: (n) => log(`  generated ${n.toLocaleString('en-US')} structures, ${seconds()} s`),
  });
  const rows = generated.map(({ smiles, formula, mw, inchikey }) => ({ smiles, formula, mw, inchikey }));
  writeFileSync(file, rows.map((r) => `${r.smiles}\t${r.formula}\t${r.mw}\t${r.inchikey}\n`).join(''));
  return { rows, seconds: (performance.now() - started) / 1000, cached: false };
}

const HEADER = [
  'sku',
  'name',
  'name_en',
  'cas',
  'formula',
  'mw',
  'purity',
  'pack',
  'price',
  'stock',
  'category',
  'brand',
  'synonyms',
  'controlled',
  'smiles',
];

/**
 * The structures as a catalogue import file: one product (one 1 g SKU) per structure, with the formula
 * and MW the import checks the SMILES against, so they go in as any customer's file would.
 */
export function writeStructureCatalogue(file: string, rows: readonly GeneratedRow[]): void {
  const lines = [csvLine(HEADER)];
  rows.forEach((r, i) => {
    const code = `S${String(i + 1).padStart(6, '0')}`;
    lines.push(
      csvLine([
        `SB-${code}-1G`,
        `合成砌块 ${code}`,
        `Building block ${code}`,
        '',
        r.formula,
        r.mw.toFixed(2),
        '95%',
        '1 g',
        '100.00',
        '10',
        '化学试剂/有机试剂/合成砌块',
        '蓝标',
        '',
        '',
        r.smiles,
      ]),
    );
  });
  writeFileSync(file, lines.join(''));
}
