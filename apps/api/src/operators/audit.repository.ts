import { and, count, desc, eq, gte, like, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../platform/db.ts';
import { operatorAudit } from './audit.schema.ts';

export type NewAuditRow = Omit<typeof operatorAudit.$inferInsert, 'id' | 'at'>;
export type AuditRow = typeof operatorAudit.$inferSelect;

/** The only write this table ever gets: one more row (no update, no delete: a trigger refuses them). */
export async function insertAuditRow(db: DbOrTx, row: NewAuditRow) {
  await db.insert(operatorAudit).values(row);
}

export interface AuditFilter {
  operatorId?: number | undefined;
  target?: string | undefined;
  routePrefix?: string | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
  outcome?: 'ok' | 'refused' | undefined;
}

const OK = 200;

function conditions(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.operatorId !== undefined) parts.push(eq(operatorAudit.operatorId, filter.operatorId));
  if (filter.target) parts.push(sql`${operatorAudit.targetIds} @> array[${filter.target}]::text[]`);
  if (filter.routePrefix) {
    parts.push(like(operatorAudit.route, `${filter.routePrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  }
  if (filter.from) parts.push(gte(operatorAudit.at, filter.from));
  if (filter.until) parts.push(lt(operatorAudit.at, filter.until));
  if (filter.outcome === 'ok') parts.push(eq(operatorAudit.code, OK));
  if (filter.outcome === 'refused') parts.push(ne(operatorAudit.code, OK));
  return parts.length ? and(...parts) : undefined;
}

/** Newest first; `total` counts every row the filter matches. */
export async function listAuditRows(
  db: DbOrTx,
  filter: AuditFilter,
  page: { offset: number; limit: number },
) {
  const where = conditions(filter);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(operatorAudit).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
