import {
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
import { exportLedger } from './ledger-export.ts';
import {
  licenceQueue,
  memberLicences,
  removeLicence,
  reviewLicence,
  submitLicence,
} from './licences.service.ts';

/** Members' documents for controlled chemicals, what a product asks of them, and the operators' side. */
export const complianceRoutes = [
  defineRoute({
    ...userLicenceList,
    handler: ({ user, deps }) => memberLicences(deps, user.id),
  }),
  defineRoute({
    ...userLicenceAdd,
    handler: ({ payload, user, deps }) => submitLicence(deps, user.id, payload),
  }),
  defineRoute({
    ...userLicenceDelete,
    handler: ({ payload, user, deps }) => removeLicence(deps, user.id, payload.id),
  }),
  defineRoute({
    ...userLicenceRequirements,
    handler: async ({ payload, user, deps }) => ({
      ...deps.compliance.documentsFor(payload.controlled),
      ...(await deps.compliance.requirementsFor(user.id, payload.controlled)),
    }),
  }),
  defineRoute({
    ...adminLicences,
    handler: ({ payload, deps }) => licenceQueue(deps, payload),
  }),
  defineRoute({
    ...adminLicencesApprove,
    handler: ({ payload, user, deps }) => reviewLicence(deps, user.id, payload.id, { approve: true }),
  }),
  defineRoute({
    ...adminLicencesReject,
    handler: ({ payload, user, deps }) =>
      reviewLicence(deps, user.id, payload.id, { approve: false, reason: payload.reason }),
  }),
  defineRoute({
    ...adminControlledSalesExport,
    handler: ({ payload, user, deps, request }) =>
      exportLedger(deps, { operatorId: user.id, requestId: request.id }, payload),
  }),
];
