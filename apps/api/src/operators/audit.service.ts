import { AUDIT_EXPORT_MAX_ROWS, auditMessages } from '@labmall/contract/audit';
import { chinaDateTime, chinaMidnight } from '@labmall/rules';
import type { AuditEntry, AuditLog } from '../platform/audit.ts';
import type { Db, DbOrTx } from '../platform/db.ts';
import { invalid } from '../platform/errors.ts';
import { loadExcel } from '../platform/excel.ts';
import { auditAnswer, outcomeOf } from './audit.answers.ts';
import { type AuditFilter, insertAuditRow, listAuditRows } from './audit.repository.ts';
import { operatorNames } from './operators.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditQuery {
  operator_id?: number | undefined;
  target?: string | undefined;
  route?: string | undefined;
  from?: string | undefined;
  until?: string | undefined;
  outcome?: 'ok' | 'refused' | undefined;
}

/** The filter the list and the export share: dates are Beijing days, `until` included. */
function filterOf(query: AuditQuery): AuditFilter {
  return {
    operatorId: query.operator_id,
    target: query.target || undefined,
    routePrefix: query.route || undefined,
    from: query.from ? chinaMidnight(query.from) : undefined,
    until: query.until ? new Date(chinaMidnight(query.until).getTime() + DAY_MS) : undefined,
    outcome: query.outcome,
  };
}

/** Every id in a target, as text (`{"ids":[3,4]}` gives 3 and 4): what the target filter matches. */
function idsOf(target: Record<string, unknown>): string[] {
  const ids = new Set<string>();
  for (const value of Object.values(target)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (typeof one === 'string' || typeof one === 'number') ids.add(String(one));
    }
  }
  return [...ids];
}

const COLUMNS = [
  { header: '时间（北京时间）', key: 'at', width: 20 },
  { header: '运营人员 ID', key: 'operatorId', width: 12 },
  { header: '运营人员', key: 'operatorName', width: 14 },
  { header: '权限', key: 'permission', width: 20 },
  { header: '接口', key: 'route', width: 30 },
  { header: '操作对象', key: 'target', width: 28 },
  { header: '修改内容（修改前 → 修改后）', key: 'changes', width: 60 },
  { header: '结果', key: 'outcome', width: 8 },
  { header: '应答', key: 'message', width: 28 },
  { header: '请求编号', key: 'requestId', width: 20 },
  { header: '来源 IP', key: 'address', width: 16 },
] as const;

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The operator audit log (ADR 43): the writer dispatch calls (platform/audit.ts), and the reading of
 * it by `system.audit` holders, on screen and as an .xlsx.
 */
export function createAuditService({ db }: { db: Db }) {
  const log: AuditLog = {
    async write(handle: DbOrTx, entry: AuditEntry) {
      const names = await operatorNames(handle, [entry.operatorId]);
      await insertAuditRow(handle, {
        operatorId: entry.operatorId,
        operatorName: (names.get(entry.operatorId) ?? '').slice(0, 60),
        permission: entry.permission,
        method: entry.method,
        route: entry.route.slice(0, 200),
        target: entry.target,
        targetIds: idsOf(entry.target),
        changes: entry.changes,
        code: entry.code,
        message: entry.message,
        requestId: entry.requestId.slice(0, 64),
        address: entry.address.slice(0, 64),
      });
    },
  };

  return {
    log,
    async list(query: AuditQuery & { index: number; pageSize: number }) {
      const { rows, total } = await listAuditRows(db, filterOf(query), {
        offset: (query.index - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { total, list: rows.map(auditAnswer) };
    },
    async export(query: AuditQuery) {
      const { rows } = await listAuditRows(db, filterOf(query), {
        offset: 0,
        limit: AUDIT_EXPORT_MAX_ROWS + 1,
      });
      if (rows.length > AUDIT_EXPORT_MAX_ROWS) throw invalid({ until: auditMessages.tooMany });
      const workbook = new (await loadExcel()).Workbook();
      workbook.creator = 'labmall';
      const sheet = workbook.addWorksheet('操作日志', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = COLUMNS.map((c) => ({ ...c }));
      sheet.getRow(1).font = { bold: true };
      for (const row of rows) {
        sheet.addRow({
          at: chinaDateTime(row.at),
          operatorId: row.operatorId,
          operatorName: row.operatorName,
          permission: row.permission ?? '',
          route: `${row.method} ${row.route}`,
          target: Object.entries(row.target)
            .map(([k, v]) => `${k}: ${shown(v)}`)
            .join('；'),
          changes: Object.entries(row.changes)
            .map(([field, [before, after]]) => `${field}: ${shown(before)} → ${shown(after)}`)
            .join('\n'),
          outcome: outcomeOf(row.code) === 'ok' ? '成功' : '拒绝',
          message: row.message,
          requestId: row.requestId,
          address: row.address,
        });
      }
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      const day = chinaDateTime(new Date()).slice(0, 10);
      return {
        file_name: `操作日志_${query.from ? `${query.from}_` : ''}${query.until ?? day}.xlsx`,
        content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        rows: rows.length,
        data: buffer.toString('base64'),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
