import type { AuditRow } from './audit.repository.ts';

export const outcomeOf = (code: number) => (code === 200 ? ('ok' as const) : ('refused' as const));

/** One audit row as `/admin/audit` answers it. */
export const auditAnswer = (row: AuditRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  operator_id: row.operatorId,
  operator_name: row.operatorName,
  permission: row.permission ?? '',
  method: row.method,
  route: row.route,
  target: row.target,
  changes: row.changes,
  outcome: outcomeOf(row.code),
  code: row.code,
  message: row.message,
  request_id: row.requestId,
  address: row.address,
});
