import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { allRoutes } from '../routes.ts';
import { renderApiReference } from './api-reference.ts';

const target = path.resolve(import.meta.dirname, '../../../../docs/api.md');
const fresh = renderApiReference(allRoutes);

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(target, 'utf8');
  } catch {}
  if (committed !== fresh) {
    console.error('docs/api.md is stale: run `npm run docs:api` and commit the result.');
    process.exit(1);
  }
  console.log('docs/api.md is up to date');
} else {
  writeFileSync(target, fresh);
  console.log(`wrote ${path.relative(process.cwd(), target)} (${allRoutes.length} routes)`);
}
