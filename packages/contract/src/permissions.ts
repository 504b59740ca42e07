/**
 * What an operator may do: the one list of permissions, which every operator route names in its
 * contract (`permission`), the server checks in dispatch, roles are made of, and the console will
 * build its menus and buttons from (ADR 37). Codes are stable (stored in roles); labels are what
 * people read. Reading is apart from writing where a merchant gives them to different people (orders,
 * credit, member review, points); a part of the store edited by one team as a whole has one code.
 *
 * Zod-free, so the storefront and the console may import it (ADR 16).
 */

export const permissionGroups = {
  orders: '订单',
  finance: '财务',
  members: '会员',
  compliance: '合规',
  catalogue: '商品',
  marketing: '营销',
  points: '积分',
  content: '内容',
  service: '客服',
  system: '系统',
} as const;
export type PermissionGroup = keyof typeof permissionGroups;

export interface PermissionInfo {
  code: string;
  label: string;
  group: PermissionGroup;
  /**
   * Whether a write under it can change what a visitor's page shows (the catalogue, prices, stock,
   * content, the home page, activities, coupons, the points mall, the footer's settings): such a write
   * purges every instance's visitor page cache once committed (dispatch.ts, ADR 0066). Declared for
   * each permission so a new one is a decision, not a default; `true` when in doubt.
   */
  visitorPages: boolean;
}

export const permissionList = [
  { code: 'orders.view', label: '查看订单', group: 'orders', visitorPages: false },
  { code: 'orders.ship', label: '发货', group: 'orders', visitorPages: false },
  { code: 'orders.cancel', label: '发货前取消订单', group: 'orders', visitorPages: false },
  {
    code: 'orders.aftersale',
    label: '售后处理（同意、拒绝、收货、补发）',
    group: 'orders',
    visitorPages: false,
  },
  {
    code: 'orders.refund',
    label: '退款（已完成订单整单退款、部分退款、重试失败的退款）',
    group: 'orders',
    visitorPages: false,
  },

  { code: 'finance.transfers', label: '确认对公转账凭证', group: 'finance', visitorPages: false },
  {
    code: 'finance.credit_view',
    label: '查看账期账户、对账单与还款申请',
    group: 'finance',
    visitorPages: false,
  },
  { code: 'finance.repayments', label: '确认或驳回还款', group: 'finance', visitorPages: false },
  { code: 'finance.credit', label: '设置与调整账期额度', group: 'finance', visitorPages: false },
  { code: 'finance.receiving_account', label: '修改对公转账收款账户', group: 'finance', visitorPages: false },
  {
    code: 'finance.refund_payout',
    label: '转账退款打款登记（上传打款凭证）',
    group: 'finance',
    visitorPages: false,
  },
  { code: 'finance.invoices', label: '发票登记与红冲', group: 'finance', visitorPages: false },

  { code: 'members.view', label: '查看会员资料', group: 'members', visitorPages: false },
  { code: 'members.manage', label: '停用与恢复会员登录', group: 'members', visitorPages: false },
  { code: 'members.verifications', label: '查看实名认证申请', group: 'members', visitorPages: false },
  { code: 'members.review', label: '实名审核（通过或驳回）', group: 'members', visitorPages: false },
  {
    code: 'members.view_id_numbers',
    label: '查看完整证件号（每次查看记入审计）',
    group: 'members',
    visitorPages: false,
  },

  { code: 'compliance.licences', label: '资质证照审核', group: 'compliance', visitorPages: false },
  {
    code: 'compliance.ledger',
    label: '查看与导出管制类化学品销售台账',
    group: 'compliance',
    visitorPages: false,
  },

  {
    code: 'catalogue.products',
    label: '商品、规格、价格、分类与品牌编辑，退换货规则',
    group: 'catalogue',
    visitorPages: true,
  },
  { code: 'catalogue.edit', label: '商品陈列（商品分组、分类楼层）', group: 'catalogue', visitorPages: true },
  {
    code: 'catalogue.stock',
    label: '库存（入库、盘点、报损、调整与批量改库存或价格）',
    group: 'catalogue',
    visitorPages: true,
  },
  {
    code: 'catalogue.import',
    label: '商品导入与导出（整表上传、试运行、应用）',
    group: 'catalogue',
    visitorPages: true,
  },
  { code: 'inquiries.view', label: '查看询价登记', group: 'catalogue', visitorPages: false },
  { code: 'inquiries.answer', label: '分配与回复询价', group: 'catalogue', visitorPages: false },

  { code: 'marketing.activities', label: '促销活动与活动专题', group: 'marketing', visitorPages: true },
  { code: 'marketing.coupons', label: '优惠券模板与上下架', group: 'marketing', visitorPages: true },
  { code: 'marketing.coupon_issue', label: '向会员发放优惠券', group: 'marketing', visitorPages: true },

  { code: 'points.view', label: '查看会员积分', group: 'points', visitorPages: false },
  { code: 'points.adjust', label: '调整会员积分', group: 'points', visitorPages: false },
  { code: 'points.mall', label: '积分商城商品与库存', group: 'points', visitorPages: true },

  { code: 'content.edit', label: '资讯、解决方案、常见问题与关于我们', group: 'content', visitorPages: true },
  { code: 'content.home', label: '首页轮播图与顶部导航', group: 'content', visitorPages: true },
  {
    code: 'service.chat',
    label: '在线客服（接待、转接、回复与结束会话，快捷回复）',
    group: 'service',
    visitorPages: false,
  },

  { code: 'system.config', label: '系统配置（备案号、客服电话等）', group: 'system', visitorPages: true },

  { code: 'staff.manage', label: '角色与权限管理', group: 'system', visitorPages: false },
  { code: 'system.audit', label: '查看操作日志', group: 'system', visitorPages: false },
] as const satisfies readonly PermissionInfo[];

export type Permission = (typeof permissionList)[number]['code'];

export const allPermissions: readonly Permission[] = permissionList.map((p) => p.code);

const labels = new Map<string, string>(permissionList.map((p) => [p.code, p.label]));

export const isPermission = (code: string): code is Permission => labels.has(code);

const showsToVisitors = new Set<string>(permissionList.filter((p) => p.visitorPages).map((p) => p.code));

/**
 * Whether an operator's write under `permission` may change a visitor's page; a write that names no
 * permission is taken to (ADR 0066).
 */
export const changesVisitorPages = (permission: Permission | null): boolean =>
  permission === null || showsToVisitors.has(permission);

/** The label people read, e.g. `发货` for `orders.ship`. */
export const permissionLabel = (code: Permission): string => labels.get(code) ?? code;

/**
 * What every built-in role is named: the server refers to 管理员 (it allows everything; a store's first
 * administrator gets it from `npm run ops -- create-operator --role 管理员`); the others are seeded with
 * the sets in apps/api/src/operators/built-in-roles.ts.
 */
export const ADMIN_ROLE = '管理员';
