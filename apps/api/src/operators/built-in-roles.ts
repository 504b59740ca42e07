import { ADMIN_ROLE, allPermissions, isPermission, type Permission } from '@labmall/contract';

export interface BuiltInRole {
  name: string;
  permissions: readonly Permission[];
}

/**
 * The roles every store starts with (issue 33), inserted by migration 0017 with exactly these sets;
 * a permission added later reaches them by a migration of its own (0019: 分配与回复询价 for 商品 and
 * 客服; 0020: 查看会员资料 for 财务, 合规, 客服 and 停用与恢复会员登录 for 合规; 0028: 修改对公转账收款账户
 * for 财务; 0030: 转账退款打款登记 for 财务; 0032: 售后处理 for 订单 and 客服; 0035: 发票登记与红冲 for
 * 财务; 0037: 在线客服 for 客服). A test holds the migrated rows and this list together. After that they are data: an
 * administrator may change what 订单…客服 hold, but not their names. 管理员 holds every permission, including ones added later (`permissionsOf`).
 *
 * The six business roles together hold every permission but `staff.manage` and
 * `members.view_id_numbers`: what an operator could do before roles existed, which is what migration
 * 0017 gives an operator who did not have the old `view_id_numbers` role (a test checks the union).
 */
export const builtInRoles: readonly BuiltInRole[] = [
  { name: ADMIN_ROLE, permissions: allPermissions },
  {
    name: '订单',
    permissions: ['orders.view', 'orders.ship', 'orders.cancel', 'orders.aftersale', 'inquiries.view'],
  },
  {
    name: '财务',
    permissions: [
      'orders.view',
      'orders.refund',
      'finance.transfers',
      'finance.credit_view',
      'finance.repayments',
      'finance.credit',
      'finance.receiving_account',
      'finance.refund_payout',
      'finance.invoices',
      'points.view',
      'members.view',
    ],
  },
  {
    name: '商品',
    permissions: [
      'catalogue.products',
      'catalogue.edit',
      'catalogue.stock',
      'catalogue.import',
      'inquiries.view',
      'inquiries.answer',
      'marketing.activities',
      'marketing.coupons',
      'points.mall',
    ],
  },
  {
    name: '内容',
    permissions: ['content.edit', 'content.home', 'system.config'],
  },
  {
    name: '合规',
    permissions: [
      'members.view',
      'members.manage',
      'members.verifications',
      'members.review',
      'compliance.licences',
      'compliance.ledger',
      'orders.view',
    ],
  },
  {
    name: '客服',
    permissions: [
      'orders.view',
      'orders.aftersale',
      'inquiries.view',
      'inquiries.answer',
      'members.view',
      'members.verifications',
      'finance.credit_view',
      'points.view',
      'points.adjust',
      'marketing.coupon_issue',
      'service.chat',
    ],
  },
];

export const businessRoleNames = builtInRoles.filter((r) => r.name !== ADMIN_ROLE).map((r) => r.name);

/** A role as read from the database: enough to know what it allows. */
export interface RoleGrant {
  name: string;
  builtIn: boolean;
  permissions: readonly string[];
}

/**
 * What holding these roles allows: the union of their permissions. The built-in 管理员 allows
 * everything, so a permission added to the list reaches administrators without a migration; a stored
 * code the list no longer has allows nothing.
 */
export function permissionsOfRoles(held: readonly RoleGrant[]): Set<Permission> {
  if (held.some(isAdministrator)) return new Set(allPermissions);
  const union = new Set<Permission>();
  for (const role of held) for (const code of role.permissions) if (isPermission(code)) union.add(code);
  return union;
}

export const isAdministrator = (role: Pick<RoleGrant, 'name' | 'builtIn'>) =>
  role.builtIn && role.name === ADMIN_ROLE;

/**
 * The staff members who may manage roles (`staff.manage`) given every role and who holds which: the guard
 * a role edit passes (roles.service.ts) so that it never takes the last one's way back in.
 */
export function staffManagers(
  allRoles: readonly (RoleGrant & { id: number })[],
  holders: readonly { staffId: number; roleId: number }[],
): Set<number> {
  const managing = new Set(
    allRoles.filter((role) => permissionsOfRoles([role]).has('staff.manage')).map((role) => role.id),
  );
  return new Set(holders.filter((h) => managing.has(h.roleId)).map((h) => h.staffId));
}
