import { SHIP_OVERDUE_DAYS } from '@labmall/contract/workbench';
import { chinaMidnight } from '@labmall/rules';
import type { OrderFilter } from './order-queries.repository.ts';
import type { OrderState } from './orders.schema.ts';

/** The operators' filters as the contract sends them (/admin/orders and its export). */
export interface OperatorQuery {
  state: OrderState | 'all';
  number?: string;
  phone?: string;
  from?: string;
  until?: string;
  company?: string;
  sku?: string;
  controlled?: 'all' | 'yes' | 'no';
  pay_method?: 'all' | 'credit' | 'transfer' | 'online';
  overdue?: boolean;
}

const DAY_MS = 24 * 3600 * 1000;

/** The repository's filter for the operators' query: China days become instants. */
export function operatorFilter(query: OperatorQuery, now = new Date()): OrderFilter {
  return {
    ...(query.state === 'all' ? {} : { state: query.state }),
    ...(query.number ? { numberPrefix: query.number } : {}),
    ...(query.phone ? { phone: query.phone } : {}),
    ...(query.from ? { createdFrom: chinaMidnight(query.from) } : {}),
    ...(query.until ? { createdBefore: new Date(chinaMidnight(query.until).getTime() + DAY_MS) } : {}),
    ...(query.company ? { company: query.company } : {}),
    ...(query.sku ? { sku: query.sku } : {}),
    ...(query.controlled && query.controlled !== 'all' ? { controlled: query.controlled === 'yes' } : {}),
    ...(query.pay_method && query.pay_method !== 'all' ? { payMethod: query.pay_method } : {}),
    ...(query.overdue ? { paidBefore: new Date(now.getTime() - SHIP_OVERDUE_DAYS * DAY_MS) } : {}),
  };
}
