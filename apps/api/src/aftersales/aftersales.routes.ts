import {
  adminAftersaleApprove,
  adminAftersaleDetail,
  adminAftersaleReceive,
  adminAftersaleReject,
  adminAftersaleReship,
  adminAftersaleRuleDelete,
  adminAftersaleRuleSave,
  adminAftersaleRules,
  adminAftersales,
  userAftersaleApply,
  userAftersaleDetail,
  userAftersaleOptions,
  userAftersaleReturn,
  userAftersales,
  userAftersaleWithdraw,
} from '@labmall/contract/aftersales';
import { defineRoute } from '../platform/route.ts';

/** 售后: the buyer's requests (/user/aftersale) and the staff's queue and rules (/admin/aftersales). */
export const aftersaleRoutes = [
  defineRoute({
    ...userAftersaleOptions,
    handler: ({ payload, user, deps }) => deps.aftersales.options(user.id, payload.number),
  }),
  defineRoute({
    ...userAftersaleApply,
    handler: ({ payload, user, deps }) => deps.aftersales.apply(user.id, payload),
  }),
  defineRoute({
    ...userAftersales,
    handler: ({ payload, user, deps }) => deps.aftersales.list(user.id, payload, payload.number ?? null),
  }),
  defineRoute({
    ...userAftersaleDetail,
    handler: ({ payload, user, deps }) => deps.aftersales.detail(user.id, payload.id),
  }),
  defineRoute({
    ...userAftersaleReturn,
    handler: ({ payload, user, deps }) =>
      deps.aftersales.sendBack(user.id, payload.id, payload.carrier, payload.tracking_no),
  }),
  defineRoute({
    ...userAftersaleWithdraw,
    handler: ({ payload, user, deps }) => deps.aftersales.withdraw(user.id, payload.id),
  }),
  defineRoute({
    ...adminAftersales,
    handler: ({ payload, deps }) =>
      deps.aftersales.staffList({ state: payload.state ?? null, number: payload.number ?? null }, payload),
  }),
  defineRoute({
    ...adminAftersaleDetail,
    handler: ({ payload, deps }) => deps.aftersales.staffDetail(payload.id),
  }),
  defineRoute({
    ...adminAftersaleApprove,
    handler: ({ payload, user, deps }) =>
      deps.aftersales.approve(user.id, payload.id, payload.return_address),
  }),
  defineRoute({
    ...adminAftersaleReject,
    handler: ({ payload, user, deps }) => deps.aftersales.reject(user.id, payload.id, payload.reason),
  }),
  defineRoute({
    ...adminAftersaleReceive,
    handler: ({ payload, user, deps }) => deps.aftersales.receive(user.id, payload.id, payload.note),
  }),
  defineRoute({
    ...adminAftersaleReship,
    handler: ({ payload, user, deps }) =>
      deps.aftersales.reship(user.id, payload.id, payload.carrier, payload.tracking_no),
  }),
  defineRoute({
    ...adminAftersaleRules,
    handler: ({ deps }) => deps.aftersales.rules(),
  }),
  defineRoute({
    ...adminAftersaleRuleSave,
    handler: ({ payload, deps }) => deps.aftersales.saveRule(payload),
  }),
  defineRoute({
    ...adminAftersaleRuleDelete,
    handler: ({ payload, deps }) => deps.aftersales.deleteRule(payload.id),
  }),
];
