import { Code } from '@labmall/protocol';
import { z } from 'zod';
import { defineContract } from './define.ts';
import { idField, inputMessages, textField } from './input-rules.ts';

/**
 * Staff accounts, apart from members (ADR 42): user name + password + TOTP second factor, their own
 * sessions (cookie `staff_session`), and their management by administrators (`staff.manage`).
 */

export const STAFF_PASSWORD_MIN = 10;

export const staffMessages = {
  passwordShort: `密码至少${STAFF_PASSWORD_MIN}个字符`,
  passwordIsUsername: '密码不能与用户名相同',
  username: '用户名为3-40位字母、数字、点、下划线或短横线，以字母或数字开头',
} as const;

/** 3–40 letters, digits, `.`, `_` or `-`, starting with a letter or digit; unique whatever its case. */
export const staffUsernameField = textField({ max: 40, trim: true, error: '请输入用户名' })
  .min(1, '请输入用户名')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{2,39}$/, staffMessages.username);

/** A new password: at least ten characters (checked against the user name where both are given). */
export const staffPasswordField = textField({ max: 128, error: '请输入密码' }).min(
  STAFF_PASSWORD_MIN,
  staffMessages.passwordShort,
);

/** The password rule that needs the user name too; null when the password passes. */
export function staffPasswordProblem(username: string, password: string): string | null {
  if (password.length < STAFF_PASSWORD_MIN) return staffMessages.passwordShort;
  if (password.trim().toLowerCase() === username.trim().toLowerCase())
    return staffMessages.passwordIsUsername;
  return null;
}

const ticketField = textField({ max: 64, error: '登录已超时，请重新登录' }).describe(
  '第一步返回的登录凭据（10分钟内有效，不是会话；过期或已用时 400，fields.ticket）',
);
const codeField = textField({ max: 20, trim: true, error: '请输入验证码' })
  .min(1, '请输入验证码')
  .describe('身份验证器上的6位验证码，或一个恢复码');

const sessionAnswer = {
  session: z
    .string()
    .optional()
    .describe('员工会话令牌：仅返回给非 PC 网页客户端；网页使用 HttpOnly Cookie staff_session'),
};

export const staffLoginPassword = defineContract({
  method: 'POST',
  path: '/admin/auth/password',
  summary:
    '员工登录第一步：用户名 + 密码，得到登录凭据及下一步（totp：输入验证码；enrol：首次绑定身份验证器）。用户名不存在、密码错误、账号停用或锁定时答复相同',
  auth: 'public',
  payload: z.object({
    username: textField({ max: 40, trim: true, error: '请输入用户名' }).min(1, '请输入用户名'),
    password: textField({ max: 128, error: '请输入密码' }).min(1, '请输入密码'),
  }),
  answer: z.object({ ticket: z.string(), next: z.enum(['totp', 'enrol']) }),
});

export const staffLoginVerify = defineContract({
  method: 'POST',
  path: '/admin/auth/verify',
  summary:
    '员工登录第二步：身份验证器验证码（前后各一个30秒时间窗，用过的不能再用）或一个恢复码，得到员工会话',
  auth: 'public',
  payload: z.object({ ticket: ticketField, code: codeField }),
  answer: z.object(sessionAnswer),
});

export const staffEnrolStart = defineContract({
  method: 'POST',
  path: '/admin/auth/enrol/start',
  summary: '员工首次登录：生成身份验证器密钥，返回二维码与 otpauth 链接（用验证码确认后才生效）',
  auth: 'public',
  payload: z.object({ ticket: ticketField }),
  answer: z.object({
    secret: z.string().describe('Base32 密钥（无法扫码时手动输入）'),
    url: z.string().describe('otpauth:// 链接'),
    qr: z.string().describe('二维码图片的 data URL'),
  }),
});

export const staffEnrolConfirm = defineContract({
  method: 'POST',
  path: '/admin/auth/enrol/confirm',
  summary: '员工首次登录：输入身份验证器上的验证码确认绑定，得到员工会话与10个恢复码（仅显示这一次）',
  auth: 'public',
  payload: z.object({ ticket: ticketField, code: codeField }),
  answer: z.object({
    ...sessionAnswer,
    recovery_codes: z.array(z.string()).describe('恢复码，每个只能用一次，可代替验证码登录'),
  }),
});

export const staffLogout = defineContract({
  method: 'POST',
  path: '/admin/auth/logout',
  summary: '员工退出登录（结束当前员工会话）',
  auth: 'operator',
  permission: null,
  payload: z.object({}),
  answer: z.null(),
});

const roleNames = z
  .array(textField({ max: 20, trim: true }), { error: inputMessages.array })
  .max(20, inputMessages.manyItems(20))
  .describe('角色名称');

const staffMember = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string().describe('显示名称'),
  roles: z.array(z.string()),
  disabled: z.boolean(),
  locked: z.boolean().describe('因连续登录失败暂时锁定'),
  totp_enrolled: z.boolean().describe('已绑定身份验证器'),
  password_set: z.boolean(),
  created_at: z.string(),
});

export const adminStaffList = defineContract({
  method: 'GET',
  path: '/admin/staff',
  summary: '运营：全部员工账号及其角色、停用、锁定与二次验证状态',
  auth: 'operator',
  permission: 'staff.manage',
  payload: z.object({}),
  answer: z.object({ list: z.array(staffMember) }),
});

export const adminStaffCreate = defineContract({
  method: 'POST',
  path: '/admin/staff/create',
  summary: '运营：新建员工账号（用户名、显示名称、初始密码、角色）；首次登录时绑定身份验证器',
  auth: 'operator',
  permission: 'staff.manage',
  payload: z.object({
    username: staffUsernameField,
    name: textField({ max: 40, trim: true, displayName: true }).default(''),
    password: staffPasswordField,
    roles: roleNames,
  }),
  answer: staffMember,
  codes: [Code.CONFLICT, Code.NOT_FOUND],
});

const staffId = idField('员工编号须为正整数');

export const adminStaffRoles = defineContract({
  method: 'POST',
  path: '/admin/staff/roles',
  summary: '运营：设置员工的角色（整体替换），结束其全部会话；不能让系统没有人拥有“角色与权限管理”',
  auth: 'operator',
  permission: 'staff.manage',
  payload: z.object({ id: staffId, roles: roleNames }),
  answer: staffMember,
  codes: [Code.CONFLICT, Code.NOT_FOUND],
});

export const adminStaffDisable = defineContract({
  method: 'POST',
  path: '/admin/staff/disable',
  summary: '运营：停用（disabled: true，结束其全部会话）或启用员工账号',
  auth: 'operator',
  permission: 'staff.manage',
  payload: z.object({ id: staffId, disabled: z.boolean({ error: inputMessages.boolean }) }),
  answer: staffMember,
  codes: [Code.CONFLICT, Code.NOT_FOUND],
});

export const adminStaffResetPassword = defineContract({
  method: 'POST',
  path: '/admin/staff/reset-password',
  summary: '运营：重设员工密码并解除锁定，结束其全部会话',
  auth: 'operator',
  permission: 'staff.manage',
  payload: z.object({ id: staffId, password: staffPasswordField }),
  answer: staffMember,
  codes: [Code.NOT_FOUND],
});

export const adminStaffResetTotp = defineContract({
  method: 'POST',
  path: '/admin/staff/reset-totp',
  summary: '运营：重置员工的二次验证（下次登录重新绑定身份验证器，旧恢复码作废），结束其全部会话',
  auth: 'operator',
  permission: 'staff.manage',
  payload: z.object({ id: staffId }),
  answer: staffMember,
  codes: [Code.NOT_FOUND],
});
