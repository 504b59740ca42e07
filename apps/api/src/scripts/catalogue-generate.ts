import { parseArgs } from 'node:util';
import { writeGeneratedCatalogue, writeGeneratedCatalogueFile } from '../catalogue/import/write-generated.ts';
import { callerPath } from '../config.ts';

/**
 * npm run catalog:generate -- --skus 1000000 [--out file.csv] [--seed N]
 * Writes the synthetic catalogue (catalog/import/generate.ts) as an import CSV, streamed; to stdout
 * without --out. Exit 2 on a usage error.
 */

const USAGE = 'usage: npm run catalog:generate -- --skus N [--out file.csv] [--seed N]';

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value.replaceAll('_', ''));
  if (!Number.isSafeInteger(n) || n < 0) {
    console.error(`--${name} must be a non-negative integer, got "${value}"\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

let values: { skus?: string; out?: string; seed?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      skus: { type: 'string' },
      out: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean' },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const skus = count('skus', values.skus, 1_000_000);
const seed = count('seed', values.seed, 1);

if (values.out === undefined) {
  await writeGeneratedCatalogue(process.stdout, skus, { seed });
} else {
  const out = callerPath(values.out);
  const started = performance.now();
  const n = await writeGeneratedCatalogueFile(out, skus, { seed });
  console.error(`${n} rows → ${out} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
