// The import validator's heap over a whole file (ADR 0047): the state the validation worker keeps for
// the file (货号 seen, each product's digest and packs), measured on the main thread with the worker's
// heap limit. `node --expose-gc --max-old-space-size=320 bench/import-validator-heap.ts file.csv`
// (a file from `npm run catalog:generate`); prints the heap after a full GC every 100,000 rows.
import { readCatalogueRecords } from '../apps/api/src/catalogue/import/read-catalogue-file.ts';
import { createCatalogueValidator } from '../apps/api/src/catalogue/import/validator.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: node --expose-gc bench/import-validator-heap.ts file.csv');
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');
const MB = 1024 * 1024;
const usage = () => {
  gc();
  const m = process.memoryUsage();
  return `heap ${(m.heapUsed / MB).toFixed(1)} MB, outside the heap ${(m.external / MB).toFixed(1)} MB, RSS ${(m.rss / MB).toFixed(0)} MB`;
};
console.log(`before: ${usage()}`);
const validator = createCatalogueValidator({ collectRows: false });
const started = performance.now();
let rows = 0;
let valid = 0;
for await (const record of readCatalogueRecords(file)) {
  if (record.row === 1) {
    if (!validator.header(record.cells, record.row)) throw new Error('header refused');
    await validator.ready();
    continue;
  }
  rows++;
  if (validator.row(record.cells, record.row)) valid++;
  if (rows % 100_000 === 0) console.log(`${rows} rows: ${usage()}`);
}
const { errors } = validator.finish();
console.log(
  `${rows} rows, ${valid} valid, ${errors.length} errors, ${((performance.now() - started) / 1000).toFixed(1)} s; ${usage()}`,
);
