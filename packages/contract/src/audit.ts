import { z } from 'zod';
import { isCalendarDate } from './compliance.ts';
import { defineContract } from './define.ts';
import { idField, inputMessages, textField } from './input-rules.ts';
import { pagingFields } from './paging.ts';

/**
 * The operator audit log (操作日志, ADR 43): one row per operator write (every `auth: 'operator'` POST),
 * refused ones included, written by dispatch in the write's own transaction. Read-only here: no route
 * changes it.
 */

export const auditOutcomes = ['ok', 'refused'] as const;

/** The most rows one export holds: a longer period is exported in parts. */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;

export const auditMessages = {
  date: '日期格式应为 YYYY-MM-DD',
  rangeOrder: '结束日期不能早于开始日期',
  tooMany: `符合条件的记录超过 ${AUDIT_EXPORT_MAX_ROWS} 条，请缩小范围分次导出`,
} as const;

const dateField = (what: string) =>
  textField({ max: 10, trim: true, error: auditMessages.date, tooLong: auditMessages.date })
    .refine(isCalendarDate, auditMessages.date)
    .describe(`${what}（北京时间，YYYY-MM-DD，含当天）`);

const filterFields = {
  operator_id: idField('运营人员编号须为正整数').optional().describe('只看这位运营人员的操作'),
  target: textField({ max: 64, trim: true, tooLong: '操作对象不能超过64个字符' })
    .optional()
    .describe('操作对象的编号，与记录中任一对象编号完全相同（如订单号、会员 ID、凭证 ID）'),
  route: textField({ max: 100, trim: true, tooLong: '接口路径不能超过100个字符' })
    .optional()
    .describe('接口路径或其开头，如 /admin/orders'),
  from: dateField('开始日期').optional(),
  until: dateField('结束日期').optional(),
  outcome: z
    .enum(auditOutcomes, { error: inputMessages.choice })
    .optional()
    .describe('ok 已执行；refused 被拒绝或失败（权限、校验、业务规则或服务器错误）'),
};

const dateOrder = (
  value: { from?: string | undefined; until?: string | undefined },
  context: z.RefinementCtx,
) => {
  const { from, until } = value;
  if (from && until && isCalendarDate(from) && isCalendarDate(until) && until < from) {
    context.addIssue({ code: 'custom', path: ['until'], message: auditMessages.rangeOrder });
  }
};

const auditRow = z.object({
  id: z.number().int(),
  at: z.string().describe('时间（ISO 8601）'),
  operator_id: z.number().int(),
  operator_name: z.string().describe('操作时运营人员的名称'),
  permission: z.string().describe('接口要求的权限代码（空为任何运营人员可用）'),
  method: z.string(),
  route: z.string().describe('接口路径'),
  target: z.record(z.string(), z.unknown()).describe('操作对象的编号，如 {"number":"LM…"}、{"user":12}'),
  changes: z
    .record(z.string(), z.tuple([z.unknown(), z.unknown()]))
    .describe(
      '字段 → [修改前, 修改后]；业务未说明修改前时，修改前为 null，修改后为提交的内容（已去除密码、验证码等）',
    ),
  outcome: z.enum(auditOutcomes),
  code: z.number().int().describe('应答 code（200 为成功）'),
  message: z.string().describe('应答 message（被拒绝时为原因）'),
  request_id: z.string().describe('请求编号，与服务器日志对应'),
  address: z.string().describe('来源 IP'),
});

export const adminAudit = defineContract({
  method: 'GET',
  path: '/admin/audit',
  summary:
    '运营：操作日志（每次运营写操作一条，含被拒绝的），新的在前，可按运营人员、对象、接口、日期与结果筛选',
  auth: 'operator',
  permission: 'system.audit',
  payload: z.object({ ...filterFields, ...pagingFields }).superRefine(dateOrder),
  answer: z.object({ total: z.number().int(), list: z.array(auditRow) }),
});

export const adminAuditExport = defineContract({
  method: 'GET',
  path: '/admin/audit/export',
  summary: `运营：按同样的筛选导出操作日志（.xlsx，新的在前，最多 ${AUDIT_EXPORT_MAX_ROWS} 条，超过时拒绝并请缩小范围）；文件以 base64 放在应答中`,
  auth: 'operator',
  permission: 'system.audit',
  payload: z.object(filterFields).superRefine(dateOrder),
  answer: z.object({
    file_name: z.string(),
    content_type: z.string(),
    rows: z.number().int().describe('记录条数'),
    data: z.string().describe('文件内容（base64）'),
  }),
});
