import type { Permission } from '@labmall/contract';
import type { Transport } from '@labmall/protocol';
import type { AuditLog } from './audit.ts';
import type { Db } from './db.ts';
import type { OutageLog } from './outage-log.ts';
import type { PageCache } from './page-cache.ts';
import type { ReplayCache } from './replay-cache.ts';
import type { SessionService } from './sessions.ts';
import type { SharedState } from './shared-state.ts';
import type { ObjectStorage } from './storage/object-storage.ts';

/**
 * What dispatch asks about staff (operators/ answers it, ADR 42): the live staff session behind a
 * token, and before an `auth: 'operator'` route what this staff member may do (the union of their
 * roles' permissions), or null when they may not use the operator API at all.
 */
export interface OperatorCheck {
  permissionsOf(staffId: number): Promise<ReadonlySet<Permission> | null>;
  resolveSession(token: string | undefined): Promise<{ staffId: number; sessionId: number } | null>;
}

/**
 * What handlers may use, built once per process by createDeps (src/deps.ts); tests build the whole app.
 *
 * The platform declares here only the part it uses itself. The composition root, src/deps.ts, adds
 * the config and every business component's service to this interface by declaration merging, so
 * that the platform imports no business component (ADR 0015) while handlers still see one `Deps`.
 */
export interface Deps {
  /** `scopedDb(database)`: inside an operator write, that write's transaction (platform/audit.ts). */
  db: Db;
  /** Where dispatch writes the operator audit log (ADR 43). */
  audit: AuditLog;
  transport: Transport;
  replay: ReplayCache;
  sessions: SessionService;
  operators: OperatorCheck;
  storage: ObjectStorage;
  /**
   * Visitors' rendered pages. After a change a visitor's page shows (catalogue, categories, content,
   * the home page, activities), call `deps.pageCache.purge()`: it clears this instance and, with
   * REDIS_URL, every other one.
   */
  pageCache: PageCache;
  /** Where a call answered 503 for an outage (database, its disk, Redis) is logged, once per kind and interval. */
  outages: OutageLog;
  /** What several instances share (Redis with REDIS_URL, else this process): closed with the app. */
  shared: SharedState;
}
