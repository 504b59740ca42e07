import { adminAudit, adminAuditExport } from '@labmall/contract/audit';
import { defineRoute } from '../platform/route.ts';

export const auditRoutes = [
  defineRoute({ ...adminAudit, handler: ({ payload, deps }) => deps.auditLog.list(payload) }),
  defineRoute({ ...adminAuditExport, handler: ({ payload, deps }) => deps.auditLog.export(payload) }),
];
