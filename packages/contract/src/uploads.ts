import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { textField } from './input-rules.ts';
import { type UploadPurpose, uploadPurposes } from './upload-purposes.ts';

export const purposeSchema = z
  .enum(Object.keys(uploadPurposes) as [UploadPurpose, ...UploadPurpose[]], { error: '上传用途无效' })
  .describe(
    `上传用途：${Object.entries(uploadPurposes)
      .map(([k, v]) => `${k}（${v.label}）`)
      .join('、')}`,
  );

const filePath = (what: string) =>
  textField({ max: 512, error: `请提供${what}`, tooLong: `${what}无效` }).min(1, `请提供${what}`);

const readUrlAnswer = {
  url: z.string().describe('短时有效的读取地址（带 Content-Disposition），过期后重新获取'),
  expiresAt: z.string().describe('读取地址的过期时间（ISO 8601）'),
};

export const ossToken = defineContract({
  method: 'GET',
  path: '/oss/token',
  summary:
    '上传凭证：本人可写的目录与 15 分钟内有效的临时凭证（浏览器直传对象存储）。每位会员每天有次数与容量上限，超出返回 429 与 retry_after（秒）',
  auth: 'member',
  payload: z.object({}),
  answer: z.object({
    bucketName: z.string().describe('存储空间（bucket）'),
    host: z.string().describe('存储空间的地址：对象位于 `{host}/{key}`'),
    key: z.string().describe('本人可写的目录前缀，如 `u/123/202611/`；文件写到它下面'),
    endpoint: z.string().describe('S3 接口地址'),
    region: z.string().describe('SigV4 签名用的区域'),
    apiVersion: z.string().describe('S3 接口版本（2006-03-01）'),
    minPartSize: z.number().int().describe('分片上传时除最后一片外每片的最小字节数'),
    accessKeyId: z.string().describe('临时 AccessKeyId'),
    accessKeySecret: z.string().describe('临时 AccessKeySecret'),
    securityToken: z.string().describe('临时 SecurityToken（x-amz-security-token）'),
    expiration: z.string().describe('凭证过期时间（ISO 8601），不超过 15 分钟'),
  }),
  codes: [Code.RATE_LIMITED],
});

export const ossRegister = defineContract({
  method: 'POST',
  path: '/oss/register',
  summary: '登记已上传的文件：校验位置、大小与真实类型，由服务器改名保存；不合格的文件被删除',
  auth: 'member',
  payload: z.object({
    key: filePath('文件位置').describe('上传时写入的对象 key，须在本人的目录下'),
    purpose: purposeSchema,
    fileName: textField({ max: 255, trim: true, error: '请提供文件名', tooLong: '文件名过长' })
      .min(1, '请提供文件名')
      .describe('用户选择的文件名（下载时使用，扩展名以真实类型为准）'),
  }),
  answer: z.object({
    id: z.number().int().describe('登记编号'),
    filePath: z.string().describe('文件在存储中的位置，其他接口以此引用该文件'),
    fileName: z.string().describe('下载时的文件名'),
    size: z.number().int().describe('字节数'),
    contentType: z.string().describe('按文件内容识别的类型'),
    ...readUrlAnswer,
  }),
  codes: [Code.INVALID, Code.FORBIDDEN, Code.NOT_FOUND],
});

export const ossUrl = defineContract({
  method: 'GET',
  path: '/oss/url',
  summary: '本人已登记文件的短时读取地址',
  auth: 'member',
  payload: z.object({ filePath: filePath('文件位置').describe('登记时返回的 filePath') }),
  answer: z.object(readUrlAnswer),
  codes: [Code.NOT_FOUND],
});

/** The console's uploads (product pictures, brand logos): the same flow in the staff member's space. */
export const adminOssToken = defineContract({
  ...ossToken,
  path: '/admin/oss/token',
  summary: '运营：上传凭证（员工本人的目录，15 分钟内有效）；用法同 /oss/token，无每日上限',
  auth: 'operator',
  // Uploads serve 商品 pictures and logos for now; another console part needing them widens this.
  permission: 'catalogue.products',
  codes: [],
});

export const adminOssRegister = defineContract({
  ...ossRegister,
  path: '/admin/oss/register',
  summary: '运营：登记已上传的文件（商品图片、品牌标志）；校验同 /oss/register',
  auth: 'operator',
  permission: 'catalogue.products',
});

const contentPurpose = z
  .enum(['content'], { error: '上传用途无效' })
  .describe('上传用途：content（内容图片）');

/**
 * The same staff upload, for the 内容 pages: a route pair per permission (each route names one), both
 * only for purpose `content`, so whoever edits articles or banners can add pictures to them without
 * holding 商品 editing (ADR 0049).
 */
export const adminContentOssToken = defineContract({
  ...adminOssToken,
  path: '/admin/content/oss/token',
  summary: '运营：内容图片（资讯、常见问题、关于我们的正文）的上传凭证；用法同 /admin/oss/token',
  auth: 'operator',
  permission: 'content.edit',
});

export const adminContentOssRegister = defineContract({
  ...adminOssRegister,
  path: '/admin/content/oss/register',
  summary:
    '运营：登记已上传的内容图片（5MB 以内的 png、gif、jpg），公开地址为 /media/{filePath}；校验同 /oss/register',
  auth: 'operator',
  permission: 'content.edit',
  payload: ossRegister.payload.extend({ purpose: contentPurpose }),
});

export const adminHomeOssToken = defineContract({
  ...adminOssToken,
  path: '/admin/home/oss/token',
  summary: '运营：首页轮播图的上传凭证；用法同 /admin/oss/token',
  auth: 'operator',
  permission: 'content.home',
});

export const adminHomeOssRegister = defineContract({
  ...adminContentOssRegister,
  path: '/admin/home/oss/register',
  summary: '运营：登记已上传的轮播图（内容图片），公开地址为 /media/{filePath}；校验同 /oss/register',
  auth: 'operator',
  permission: 'content.home',
});

const voucherPurpose = z
  .enum(['voucher'], { error: '上传用途无效' })
  .describe('上传用途：voucher（打款凭证）');

/** 财务's pair: the bank's receipt of a refund paid out by transfer (private: read through a short URL). */
export const adminFinanceOssToken = defineContract({
  ...adminOssToken,
  path: '/admin/finance/oss/token',
  summary: '财务：转账退款打款凭证的上传凭证；用法同 /admin/oss/token',
  auth: 'operator',
  permission: 'finance.refund_payout',
});

export const adminFinanceOssRegister = defineContract({
  ...adminOssRegister,
  path: '/admin/finance/oss/register',
  summary: '财务：登记已上传的打款凭证（10MB 以内的图片或 PDF，不公开）；校验同 /oss/register',
  auth: 'operator',
  permission: 'finance.refund_payout',
  payload: ossRegister.payload.extend({ purpose: voucherPurpose }),
});

const chatPurpose = z.enum(['chat'], { error: '上传用途无效' }).describe('上传用途：chat（客服图片）');

/** 在线客服's pair: a picture staff send in the chat (private: the buyer and staff read it through short URLs). */
export const adminChatOssToken = defineContract({
  ...adminOssToken,
  path: '/admin/chat/oss/token',
  summary: '客服：在线客服图片的上传凭证；用法同 /admin/oss/token',
  auth: 'operator',
  permission: 'service.chat',
});

export const adminChatOssRegister = defineContract({
  ...adminOssRegister,
  path: '/admin/chat/oss/register',
  summary: '客服：登记已上传的客服图片（10MB 以内的 png、gif、jpg，不公开）；校验同 /oss/register',
  auth: 'operator',
  permission: 'service.chat',
  payload: ossRegister.payload.extend({ purpose: chatPurpose }),
});
