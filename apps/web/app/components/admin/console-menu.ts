import type { GetAnswer } from '@labmall/contract';
import type { Permission } from '@labmall/contract/permissions';

/** Who is signed in to the console and what they may do (`GET /admin/me`). */
export type Operator = GetAnswer<'/admin/me'>;

/**
 * The console's one table of what is where and who may open it: the side menu shows an entry only to
 * an operator holding its permission, and the shell refuses a page whose entry the operator may not
 * open (the API refuses its calls too: the menu is a courtesy, the contract's `permission` the rule).
 * `permission: null` is any operator. To add a page: add its route under routes/admin, then one line here.
 */
export interface MenuEntry {
  /** The page's path; pages below it (e.g. an order's page under /admin/orders) belong to it. */
  to: string;
  label: string;
  permission: Permission | null;
  /** Not built yet: the menu shows it and the page says so (docs/console.md lists them). */
  planned?: true;
}

export interface MenuGroup {
  key: string;
  label: string;
  entries: MenuEntry[];
}

export const consoleMenu: readonly MenuGroup[] = [
  { key: 'workbench', label: '工作台', entries: [{ to: '/admin', label: '工作台', permission: null }] },
  {
    key: 'orders',
    label: '订单',
    entries: [
      { to: '/admin/orders', label: '订单管理', permission: 'orders.view' },
      { to: '/admin/aftersales', label: '售后管理', permission: 'orders.aftersale' },
    ],
  },
  {
    key: 'finance',
    label: '财务',
    entries: [
      { to: '/admin/finance/transfers', label: '转账凭证', permission: 'finance.transfers' },
      { to: '/admin/finance/credit', label: '账期账户', permission: 'finance.credit_view' },
      { to: '/admin/finance/repayments', label: '还款确认', permission: 'finance.credit_view' },
      { to: '/admin/finance/refunds', label: '退款管理', permission: 'orders.refund' },
      { to: '/admin/finance/invoices', label: '发票管理', permission: 'finance.invoices' },
    ],
  },
  {
    key: 'catalogue',
    label: '商品',
    entries: [
      { to: '/admin/catalogue/products', label: '商品管理', permission: 'catalogue.products' },
      { to: '/admin/catalogue/categories', label: '商品分类', permission: 'catalogue.products' },
      { to: '/admin/catalogue/brands', label: '品牌管理', permission: 'catalogue.products' },
      { to: '/admin/catalogue/stock', label: '库存', permission: 'catalogue.stock' },
      { to: '/admin/catalogue/import', label: '商品导入', permission: 'catalogue.import' },
      // Under 商品: what may be sent back is a rule about goods (`catalogue.products`); its path sits beside 售后管理.
      { to: '/admin/aftersales/rules', label: '退换货规则', permission: 'catalogue.products' },
    ],
  },
  {
    key: 'members',
    label: '会员',
    entries: [
      { to: '/admin/members', label: '会员列表', permission: 'members.view' },
      { to: '/admin/members/verifications', label: '实名审核', permission: 'members.verifications' },
    ],
  },
  {
    key: 'compliance',
    label: '合规',
    entries: [
      { to: '/admin/compliance/licences', label: '资质证照', permission: 'compliance.licences' },
      { to: '/admin/compliance/ledger', label: '管制品台账', permission: 'compliance.ledger' },
    ],
  },
  {
    key: 'inquiries',
    label: '询价',
    entries: [{ to: '/admin/inquiries', label: '询价登记', permission: 'inquiries.view' }],
  },
  {
    key: 'service',
    label: '客服',
    entries: [{ to: '/admin/chat', label: '在线客服', permission: 'service.chat' }],
  },
  {
    key: 'marketing',
    label: '营销',
    entries: [
      { to: '/admin/marketing/coupons', label: '优惠券', permission: 'marketing.coupons' },
      { to: '/admin/marketing/activities', label: '促销活动', permission: 'marketing.activities' },
      { to: '/admin/marketing/themes', label: '活动专题', permission: 'marketing.activities' },
      { to: '/admin/marketing/points', label: '积分商城', permission: 'points.mall' },
    ],
  },
  {
    key: 'content',
    label: '内容',
    entries: [
      { to: '/admin/content/articles', label: '资讯', permission: 'content.edit' },
      { to: '/admin/content/article-categories', label: '资讯分类', permission: 'content.edit' },
      { to: '/admin/content/solutions', label: '解决方案', permission: 'content.edit' },
      { to: '/admin/content/banners', label: '首页轮播图', permission: 'content.home' },
      { to: '/admin/content/floors', label: '首页楼层', permission: 'catalogue.edit' },
      { to: '/admin/content/groups', label: '商品分组', permission: 'catalogue.edit' },
      { to: '/admin/content/nav', label: '导航', permission: 'content.home' },
      { to: '/admin/content/faqs', label: '常见问题', permission: 'content.edit' },
      { to: '/admin/content/about', label: '关于我们', permission: 'content.edit' },
      { to: '/admin/content/settings', label: '系统配置', permission: 'system.config' },
    ],
  },
  {
    key: 'staff',
    label: '员工与角色',
    entries: [
      { to: '/admin/staff', label: '员工管理', permission: 'staff.manage' },
      { to: '/admin/staff/roles', label: '角色与权限', permission: 'staff.manage' },
    ],
  },
  {
    key: 'audit',
    label: '操作日志',
    entries: [{ to: '/admin/audit', label: '操作日志', permission: 'system.audit' }],
  },
];

const may = (entry: MenuEntry, permissions: readonly string[]) =>
  entry.permission === null || permissions.includes(entry.permission);

/** The menu as this operator sees it: entries they may open, groups with none left out. */
export function visibleMenu(permissions: readonly string[]): MenuGroup[] {
  return consoleMenu
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => may(entry, permissions)) }))
    .filter((group) => group.entries.length > 0);
}

const under = (pathname: string, base: string) =>
  base === '/admin'
    ? pathname === '/admin' || pathname === '/admin/'
    : pathname === base || pathname.startsWith(`${base}/`);

/** The menu entry a console path belongs to (the longest match), or null for a path of no entry. */
export function entryOf(pathname: string): MenuEntry | null {
  let found: MenuEntry | null = null;
  for (const group of consoleMenu) {
    for (const entry of group.entries) {
      if (under(pathname, entry.to) && (!found || entry.to.length > found.to.length)) found = entry;
    }
  }
  return found;
}

/** The page guard: whether this operator may open this console path (a path of no entry: any operator). */
export function mayOpen(pathname: string, permissions: readonly string[]): boolean {
  const entry = entryOf(pathname);
  return entry === null || may(entry, permissions);
}
