/** The file types the store recognises by their bytes (apps/api uploads/sniff-type.ts). */
export type UploadMime = 'image/png' | 'image/gif' | 'image/jpeg' | 'video/mp4' | 'application/pdf';

const IMAGES: UploadMime[] = ['image/png', 'image/gif', 'image/jpeg'];
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
  /** Bank-transfer vouchers: a photo or screenshot, or the bank's PDF receipt. */
  voucher: { label: '转账凭证', types: [...IMAGES, 'application/pdf'] as UploadMime[], maxBytes: 10 * MB },
  /** Product pictures and brand logos, uploaded by staff in the console and shown to everyone. */
  catalogue: { label: '商品图片', types: IMAGES, maxBytes: 5 * MB },
  /** Pictures in articles, FAQ answers, about pages and home-page banners, uploaded by staff, shown to everyone. */
  content: { label: '内容图片', types: IMAGES, maxBytes: 5 * MB },
  /** 批次文件: a SKU's COA or SDS, uploaded by staff; served by its document, never by /media/o/… */
  lot_document: { label: '批次文件', types: ['application/pdf'] as UploadMime[], maxBytes: 20 * MB },
  /** 售后: the buyer's photos of a broken bottle or a wrong pack; read by the buyer and staff only. */
  aftersale: { label: '售后照片', types: IMAGES, maxBytes: 10 * MB },
  /** 在线客服: a picture a buyer sends in the chat; read by the buyer and staff only. */
  chat: { label: '客服图片', types: IMAGES, maxBytes: 10 * MB },
  /** Images and short videos (reviews, messages to customer service). */
  media: {
    label: '图片或视频',
    types: [...IMAGES, 'video/mp4'] as UploadMime[],
    maxBytes: 100 * MB,
  },
} as const satisfies Record<string, { label: string; types: UploadMime[]; maxBytes: number }>;

export type UploadPurpose = keyof typeof uploadPurposes;

/**
 * The purposes anyone may read at `/media/o/<purpose>/…`, and only when a staff member uploaded the
 * file: a member's upload stays private whatever purpose it was registered for.
 */
export const publicPurposes = ['catalogue', 'content'] as const satisfies readonly UploadPurpose[];

/** Each purpose's limit in MB, for the upload control to refuse a file before sending it. */
export const purposeLimitMb = Object.fromEntries(
  Object.entries(uploadPurposes).map(([purpose, { maxBytes }]) => [purpose, maxBytes / MB]),
) as Record<UploadPurpose, number>;

/** The largest object any purpose accepts: the local endpoint refuses bigger writes outright. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(uploadPurposes).map((p) => p.maxBytes));
