import type { GetPayload } from '@labmall/contract';
import { oneOf, pageIndex, textOf } from './list-query';

export type AuditFilters = Omit<GetPayload<'/admin/audit'>, 'index' | 'pageSize'>;

export const AUDIT_PAGE_SIZE = 20;

const OUTCOMES = ['all', 'ok', 'refused'] as const;

/** 操作日志's filters as the URL holds them; text is passed on for the API to judge. */
export function auditFiltersFromUrl(search: URLSearchParams): { filters: AuditFilters; index: number } {
  const filters: AuditFilters = {};
  const operator = Number(search.get('operator_id'));
  if (Number.isInteger(operator) && operator > 0) filters.operator_id = operator;
  for (const key of ['target', 'route', 'from', 'until'] as const) {
    const value = textOf(search, key);
    if (value) filters[key] = value;
  }
  const outcome = oneOf(OUTCOMES, search.get('outcome'));
  if (outcome !== 'all') filters.outcome = outcome;
  return { filters, index: pageIndex(search) };
}

/** A value as the log shows it: text as is, nothing as —, anything else as JSON. */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What a record's object ids are, as people read them (the API's keys; an unknown key is shown as is). */
const targetNames: Record<string, string> = {
  order: '订单',
  number: '订单号',
  user: '会员',
  user_id: '会员',
  inquiry: '询价',
  payment: '付款',
  licence: '证照',
  verification: '实名认证',
  role: '角色',
  id: '编号',
  operator_id: '运营人员',
};

/** A record's object ids, e.g. `订单 20261127000006`; the same value under two keys is said once. */
export function targetText(target: Record<string, unknown>): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const [key, value] of Object.entries(target)) {
    const text = shown(value);
    if (seen.has(text)) continue;
    seen.add(text);
    parts.push(`${targetNames[key] ?? key} ${text}`);
  }
  return parts.join('，') || '—';
}
