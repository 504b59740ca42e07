import {
  adminControlledSales,
  adminControlledSalesExport,
  adminLicences,
  adminLicencesApprove,
  adminLicencesReject,
  userLicenceAdd,
  userLicenceDelete,
  userLicenceList,
  userLicenceRequirements,
} from '@labmall/contract/compliance';
import { defineRoute } from '../platform/route.ts';

/** Members' documents for controlled chemicals, what a product asks of them, and the operators' side. */
export const complianceRoutes = [
  defineRoute({
    ...userLicenceList,
    handler: ({ user, deps }) => deps.licences.list(user.id),
  }),
  defineRoute({
    ...userLicenceAdd,
    handler: ({ payload, user, deps }) => deps.licences.submit(user.id, payload),
  }),
  defineRoute({
    ...userLicenceDelete,
    handler: ({ payload, user, deps }) => deps.licences.remove(user.id, payload.id),
  }),
  defineRoute({
    ...userLicenceRequirements,
    handler: ({ payload, user, deps }) =>
      deps.compliance.licenceRequirements(user.id, payload.controlled, user.preload?.user),
  }),
  defineRoute({
    ...adminLicences,
    handler: ({ payload, deps }) => deps.licences.queue(payload),
  }),
  defineRoute({
    ...adminLicencesApprove,
    handler: ({ payload, user, deps }) => deps.licences.review(user.id, payload.id, { approve: true }),
  }),
  defineRoute({
    ...adminLicencesReject,
    handler: ({ payload, user, deps }) =>
      deps.licences.review(user.id, payload.id, { approve: false, reason: payload.reason }),
  }),
  defineRoute({
    ...adminControlledSales,
    handler: ({ payload, deps }) => deps.licences.ledgerPage(payload),
  }),
  defineRoute({
    ...adminControlledSalesExport,
    handler: ({ payload, user, deps, request }) =>
      deps.licences.exportLedger({ operatorId: user.id, requestId: request.id }, payload),
  }),
];
