import {
  adminChatOssRegister,
  adminChatOssToken,
  adminContentOssRegister,
  adminContentOssToken,
  adminFinanceOssRegister,
  adminFinanceOssToken,
  adminHomeOssRegister,
  adminHomeOssToken,
  adminOssRegister,
  adminOssToken,
  ossRegister,
  ossToken,
  ossUrl,
} from '@labmall/contract/uploads';
import { publicOrigin } from '../platform/public-origin.ts';
import { defineRoute } from '../platform/route.ts';

export const uploadRoutes = [
  defineRoute({
    ...ossToken,
    handler: ({ user, deps, request }) =>
      deps.uploads.issueToken(user.id, publicOrigin(deps.config, request).origin),
  }),
  defineRoute({
    ...ossRegister,
    handler: ({ payload, user, deps }) => deps.uploads.register(user.id, payload),
  }),
  defineRoute({
    ...adminOssToken,
    handler: ({ user, deps, request }) =>
      deps.uploads.issueStaffToken(user.id, publicOrigin(deps.config, request).origin),
  }),
  defineRoute({
    ...adminOssRegister,
    handler: ({ payload, user, deps }) => deps.uploads.registerForStaff(user.id, payload),
  }),
  // The 内容 pages' pairs: the same staff space and checks, under the permission of the page that uses them.
  ...[adminContentOssToken, adminHomeOssToken, adminFinanceOssToken, adminChatOssToken].map((contract) =>
    defineRoute({
      ...contract,
      handler: ({ user, deps, request }) =>
        deps.uploads.issueStaffToken(user.id, publicOrigin(deps.config, request).origin),
    }),
  ),
  ...[adminContentOssRegister, adminHomeOssRegister].map((contract) =>
    defineRoute({
      ...contract,
      handler: ({ payload, user, deps }) => deps.uploads.registerForStaff(user.id, payload),
    }),
  ),
  // 在线客服's pictures staff send: private like a buyer's, read through short URLs.
  defineRoute({
    ...adminChatOssRegister,
    handler: ({ payload, user, deps }) => deps.uploads.registerForStaff(user.id, payload),
  }),
  // 财务's bank receipts of refunds paid out: private files, read by staff through short URLs.
  defineRoute({
    ...adminFinanceOssRegister,
    handler: ({ payload, user, deps }) => deps.uploads.registerForStaff(user.id, payload),
  }),
  defineRoute({
    ...ossUrl,
    handler: ({ payload, user, deps }) => deps.uploads.readUrlForOwner(user.id, payload.filePath),
  }),
];
