import { z } from 'zod';
import type { SniffedType } from './sniff-type.ts';

const IMAGES: SniffedType['mime'][] = ['image/png', 'image/gif', 'image/jpeg'];
const MB = 1024 * 1024;

/**
 * What each kind of upload may be. Adding a purpose is one line here; the limits are checked on the
 * server at registration, whatever the browser's control already said.
 */
export const uploadPurposes = {
  /** A member's head photo. */
  avatar: { label: '头像', types: IMAGES, maxBytes: 2 * MB },
  /** Real-name verification: ID card and business licence images. */
  identity: { label: '认证资料', types: IMAGES, maxBytes: 10 * MB },
  /** Bank-transfer vouchers. */
  voucher: { label: '转账凭证', types: IMAGES, maxBytes: 10 * MB },
  /** Images and short videos (reviews, messages to customer service). */
  media: {
    label: '图片或视频',
    types: [...IMAGES, 'video/mp4'] as SniffedType['mime'][],
    maxBytes: 100 * MB,
  },
} as const satisfies Record<string, { label: string; types: SniffedType['mime'][]; maxBytes: number }>;

export type UploadPurpose = keyof typeof uploadPurposes;

export const purposeSchema = z
  .enum(Object.keys(uploadPurposes) as [UploadPurpose, ...UploadPurpose[]], { error: '上传用途无效' })
  .describe(
    `上传用途：${Object.entries(uploadPurposes)
      .map(([k, v]) => `${k}（${v.label}）`)
      .join('、')}`,
  );

/** The largest object any purpose accepts: the local endpoint refuses bigger writes outright. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(uploadPurposes).map((p) => p.maxBytes));
