import { z } from 'zod';
import { defineContract } from './define.ts';

const linkSchema = z.object({
  type: z.number().int().describe('业务链接类型（SPEC §2 链接类型）'),
  params: z.record(z.string(), z.union([z.string(), z.number()])).describe('链接参数，如 product_type_id'),
});
const namedLink = z.object({ name: z.string(), url: z.string() });

export const sysConfigSchema = z.object({
  pc_bottom_nav: z.array(z.object({ title: z.string(), list: z.array(namedLink) })).describe('页脚导航分组'),
  pc_copyright_info: z.string().describe('版权信息（纯文本）'),
  pc_login_bottom_nav: z.array(namedLink).describe('登录页底部链接'),
  pc_selling_points: z.array(z.object({ title: z.string(), desc: z.string() })).describe('页脚三大卖点'),
  qr_codes: z
    .array(z.object({ name: z.string(), image: z.string() }))
    .describe('二维码：小程序、公众号、手机版'),
  pc_icp_record: z.string().describe('ICP 备案号，如 沪ICP备2026000000号-1（链接到工信部备案系统）'),
  pc_police_record: z
    .object({ text: z.string(), code: z.string().regex(/^(\d{6,20})?$/, '备案编号须为数字') })
    .describe('公安备案：显示文字与备案编号（数字，链接到全国互联网安全管理服务平台）'),
  customer_service_hours: z
    .string()
    .trim()
    .max(60, '客服时间不能超过60个字符')
    .describe('客服时间，如 周一至周五 9:00-17:30（页脚显示；为空则不显示）'),
});
export type SysConfig = z.infer<typeof sysConfigSchema>;

const bankText = (what: string) =>
  z.string().trim().min(1, `请填写${what}`).max(60, `${what}不能超过60个字符`);

/** The shop's receiving account for 对公转账: /pay and the credit statements show it to members. */
export const transferBankSchema = z
  .object({
    account_name: bankText('收款户名').describe('收款户名（公司名称）'),
    bank_name: bankText('开户银行').describe('开户银行（含支行）'),
    account_no: z
      .string()
      .trim()
      .max(40, '银行账号为8-40位数字（可含空格）')
      .regex(/^[0-9 ]{8,40}$/, '银行账号为8-40位数字（可含空格）')
      .describe('银行账号'),
  })
  .describe('对公转账收款账户（付款页与账期对账单显示；不在公开的系统配置中）');
export type TransferBank = z.infer<typeof transferBankSchema>;

const clock = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, '时间格式为 HH:MM，如 09:00');

/** 在线客服's working hours, China time: outside them a buyer's message is left as an inquiry (ADR 0054). */
export const chatWorkingHoursSchema = z
  .object({
    days: z
      .array(z.number().int().min(1, '星期为 1–7').max(7, '星期为 1–7'))
      .min(1, '至少选择一天')
      .max(7)
      .describe('星期几（1 为周一，7 为周日）'),
    start: clock.describe('上班时间，如 09:00'),
    end: clock.describe('下班时间，如 18:00；24:00 为到午夜'),
  })
  .refine((h) => h.start < h.end, { message: '下班时间须晚于上班时间', path: ['end'] })
  .describe('在线客服工作时间（北京时间）；之外的留言转为询价登记');
export type ChatWorkingHours = z.infer<typeof chatWorkingHoursSchema>;

/**
 * Every key an operator sets: the public ones (`sysConfigSchema`, served by /sys/config to every page)
 * and those only members' pages read through their own services (the receiving account, the chat's hours).
 */
export const adminConfigSchema = sysConfigSchema.extend({
  transfer_bank: transferBankSchema,
  chat_working_hours: chatWorkingHoursSchema,
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;

export interface NavNode {
  name: string;
  code: string;
  link: z.infer<typeof linkSchema>;
  list: { name: string; link: z.infer<typeof linkSchema> }[];
  promotion_img: string;
  children: NavNode[];
}
export const navNode: z.ZodType<NavNode> = z.lazy(() =>
  z.object({
    name: z.string().describe('菜单名称'),
    code: z.string().describe('菜单编码（唯一）'),
    link: linkSchema,
    list: z.array(z.object({ name: z.string(), link: linkSchema })).describe('下拉面板中的快捷链接'),
    promotion_img: z.string().describe('推广图地址，可为空'),
    children: z.array(navNode).describe('子菜单'),
  }),
);

export const sysConfig = defineContract({
  method: 'GET',
  path: '/sys/config',
  summary: '系统配置：页脚导航、版权、登录页底部链接、卖点、二维码、客服',
  auth: 'public',
  payload: z.object({}),
  answer: sysConfigSchema,
});

export const homeNavList = defineContract({
  method: 'GET',
  path: '/home/nav/list',
  summary: '顶部导航菜单（树形）',
  auth: 'public',
  payload: z.object({}),
  answer: z.array(navNode),
});
