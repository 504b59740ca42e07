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
