import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { guardedPool } from './pg-pool.ts';

/** The query builder both drivers share. Services and repositories see only this. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same surface; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** One round trip, for the health check: throws when the database cannot answer. */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * True when this open created the embedded database (so the caller may seed it), or when a tool that
   * created it before the store's first start left the seeding to the store (`leaveSeedingToStore`).
   */
  created: boolean;
  /** Called by a tool (the ops CLI) that opened a new database: the store's first start still seeds it. */
  leaveSeedingToStore(): void;
  /** Called by the store once it has seeded a created database. */
  markSeeded(): void;
  /** Applies what is missing from `folder` (the app's own migrations; tests pass a copy cut short). */
  migrate(folder?: string): Promise<void>;
  /** PGlite only: the data directory as a tar (tests start their databases from a migrated one). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded database is used. */
  url?: string | undefined;
  /** Directory for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  poolSize?: number;
  /**
   * PGlite's buffer cache (PostgreSQL's shared_buffers) in MB; PGlite's own default (128) when absent.
   * The embedded database's memory never shrinks, so this is most of what it holds at rest; pages past
   * it are read through the file system (and the OS's cache). PGLITE_SHARED_BUFFERS_MB (config.ts).
   */
  pgliteSharedBuffersMb?: number | undefined;
  /** Sees every statement the query builder sends, with its parameters (tests count round trips). */
  onQuery?: (query: string, params: unknown[]) => void;
  /** PGlite: start from this dump of a data directory (`dumpDataDir`) instead of an empty one (tests). */
  pgliteLoadDataDir?: Blob;
}

/** Beside the database, not in it: a tool that created the database says the store must still seed it. */
const seedPendingFile = (dataDir: string) => path.join(dataDir, 'seed-pending');

/**
 * Whether the embedded database in `dataDir` is new or still waits for its seed (what `created` says);
 * false for `memory://`, which only the process that opens it can see.
 */
export function embeddedNeedsSeed(dataDir: string): boolean {
  if (dataDir === 'memory://') return false;
  const files = path.join(dataDir, 'pglite');
  return !existsSync(files) || readdirSync(files).length === 0 || existsSync(seedPendingFile(dataDir));
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const onQuery = options.onQuery;
  const logger = onQuery ? { logger: { logQuery: onQuery } } : {};
  if (options.url) {
    // Survives a connection that breaks under it, and never leaks a client to one (pg-pool.ts).
    const pool = guardedPool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, logger) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      created: false,
      leaveSeedingToStore: () => {},
      markSeeded: () => {},
      migrate: async (folder = migrationsFolder) => {
        await migratePg(drizzlePg(pool), { migrationsFolder: folder });
      },
      close: () => pool.end(),
    };
  }
  let created = true;
  let dataDir = options.dataDir;
  const seedPending = dataDir === 'memory://' ? null : seedPendingFile(dataDir);
  if (dataDir !== 'memory://') {
    created = embeddedNeedsSeed(options.dataDir);
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const buffers = options.pgliteSharedBuffersMb;
  const client = await PGlite.create(dataDir, {
    // pg_trgm: typo tolerance on the search vocabulary (search/search.schema.ts).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...(buffers ? ['-c', `shared_buffers=${buffers}MB`] : [])],
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  const db = drizzlePglite(client, logger) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    created,
    leaveSeedingToStore: () => {
      if (created && seedPending)
        writeFileSync(seedPending, 'the store seeds this database at its next start\n');
    },
    markSeeded: () => {
      if (seedPending) rmSync(seedPending, { force: true });
    },
    migrate: async (folder = migrationsFolder) => {
      await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
