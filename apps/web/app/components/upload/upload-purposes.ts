/**
 * The purposes `POST /oss/register` knows, with the size limits the server enforces
 * (apps/api/src/uploads/upload-purposes.ts is the authority; these only let the control refuse a
 * file before sending it).
 */
export const purposeLimitMb = {
  avatar: 2,
  identity: 10,
  voucher: 10,
  media: 100,
} as const;

export type UploadPurpose = keyof typeof purposeLimitMb;
