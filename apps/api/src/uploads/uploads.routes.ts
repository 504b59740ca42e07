import { ossRegister, ossToken, ossUrl } from '@labmall/contract/uploads';
import { publicOrigin } from '../platform/public-origin.ts';
import { defineRoute } from '../platform/route.ts';
import { issueUploadToken, readUrlForOwner, registerUpload } from './uploads.service.ts';

export const uploadRoutes = [
  defineRoute({
    ...ossToken,
    handler: ({ user, deps, request }) =>
      issueUploadToken(deps, user.id, publicOrigin(deps.config, request).origin),
  }),
  defineRoute({
    ...ossRegister,
    handler: ({ payload, user, deps }) => registerUpload(deps, user.id, payload),
  }),
  defineRoute({
    ...ossUrl,
    handler: ({ payload, user, deps }) => readUrlForOwner(deps, user.id, payload.filePath),
  }),
];
