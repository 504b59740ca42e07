// Search relevance on the demo catalogue (issue 24): every query of bench/data/relevance-set.tsv goes
// through the list's own path (catalogue/search/list.ts searchList) on a fresh in-memory PGlite seeded with the
// demo data, and the rank of the product that must come first is scored: hit@1, hit@5 and MRR (the
// mean of 1/rank over the first 20, 0 when it is not there), per class and overall. Misses are listed.
// `npm run bench:relevance [-- --verbose]`; with DATABASE_URL, on a scratch PostgreSQL database instead.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { brands, productTypes } from '../apps/api/src/catalogue/catalogue.schema.ts';
import type { EngineContext } from '../apps/api/src/catalogue/search/context.ts';
import { searchList } from '../apps/api/src/catalogue/search/list.ts';
import { type Database, openDatabase } from '../apps/api/src/platform/db.ts';
import { normalizeText } from '../apps/api/src/search/text-tokens.ts';
import { seedDemoData } from '../apps/api/src/seed/seed.ts';
import { formatTable } from './lib/table.ts';

interface Case {
  klass: string;
  query: string;
  name: string;
  grade: string | null;
}

export function readRelevanceSet(file: string): Case[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [klass, query, name, grade] = line.split('\t');
      if (!klass || !query || !name) throw new Error(`bad line in the relevance set: ${line}`);
      return { klass, query, name, grade: grade?.trim() || null };
    });
}

async function open(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  const name = `labmall_relevance_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const database = await openDatabase({ url: scratch.toString(), dataDir: '', poolSize: 2 });
  return {
    database,
    drop: async () => {
      await database.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

async function main() {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { verbose: { type: 'boolean' }, set: { type: 'string' } },
  });
  const cases = readRelevanceSet(values.set ?? path.join(import.meta.dirname, 'data', 'relevance-set.tsv'));
  const { database, drop } = await open();
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const db = database.db;
    const brandRows = await db.select({ name: brands.name, nameEn: brands.nameEn }).from(brands);
    const typeRows = await db.select({ id: productTypes.id, name: productTypes.name }).from(productTypes);
    const ctx: EngineContext = {
      brandNames: async () =>
        brandRows.flatMap((b) =>
          [b.name, b.nameEn].filter(Boolean).map((n) => normalizeText(n).toLowerCase()),
        ),
      productTypes: async () => typeRows,
    };
    const byClass = new Map<string, { n: number; at1: number; at5: number; rr: number }>();
    const misses: string[][] = [];
    for (const c of cases) {
      const found = await searchList(
        db,
        { keyword: c.query, brandIds: [], sort: 'relevance', offset: 0, limit: 20 },
        ctx,
      );
      const rank =
        found.rows.findIndex((r) => r.name === c.name && (c.grade === null || r.grade.includes(c.grade))) + 1;
      const s = byClass.get(c.klass) ?? { n: 0, at1: 0, at5: 0, rr: 0 };
      s.n += 1;
      if (rank === 1) s.at1 += 1;
      if (rank >= 1 && rank <= 5) s.at5 += 1;
      if (rank >= 1) s.rr += 1 / rank;
      byClass.set(c.klass, s);
      if (rank !== 1 || values.verbose) {
        misses.push([
          c.klass,
          c.query,
          c.name + (c.grade ? ` (${c.grade})` : ''),
          rank === 0 ? '—' : String(rank),
          found.rows
            .slice(0, 3)
            .map((r) => r.name)
            .join(' / ') ||
            `0 hits${found.search?.did_you_mean.length ? `; 您是不是要找 ${found.search.did_you_mean.join('、')}` : ''}`,
          (found.search?.steps ?? []).join(','),
        ]);
      }
    }
    const pct = (a: number, n: number) => `${((100 * a) / n).toFixed(0)}%`;
    const rows = [...byClass].map(([k, s]) => [
      k,
      String(s.n),
      pct(s.at1, s.n),
      pct(s.at5, s.n),
      (s.rr / s.n).toFixed(2),
    ]);
    const all = [...byClass.values()].reduce(
      (t, s) => ({ n: t.n + s.n, at1: t.at1 + s.at1, at5: t.at5 + s.at5, rr: t.rr + s.rr }),
      { n: 0, at1: 0, at5: 0, rr: 0 },
    );
    rows.push(['all', String(all.n), pct(all.at1, all.n), pct(all.at5, all.n), (all.rr / all.n).toFixed(2)]);
    console.log(`relevance on the demo catalogue (${database.kind}), ${cases.length} queries\n`);
    console.log(formatTable(['class', 'queries', 'hit@1', 'hit@5', 'MRR'], rows));
    if (misses.length > 0) {
      console.log(`\n${values.verbose ? 'all queries' : 'not first'}:\n`);
      console.log(formatTable(['class', 'query', 'expected', 'rank', 'first hits', 'steps'], misses));
    }
  } finally {
    await drop();
  }
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
