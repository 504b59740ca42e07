/**
 * Payloads that pass each route's schema (the handler may still refuse them), one per shape of a
 * union, keyed by "METHOD path". Routes whose payload accepts `{}` need none. Used by the tests that
 * walk every route of the table (contract fuzzing, page-API parity).
 */
import { chatExamples } from './route-examples-chat.ts';
import { moneyBackExamples } from './route-examples-money-back.ts';

const phone = '13900000000';
const code = '123456';

/** Payloads that pass the route's schema (the handler may still refuse them); one per shape of a union. */
export const examples: Record<string, unknown[]> = {
  'POST /sms/send': [{ phone, purpose: 'login' }],
  'POST /sms/check': [{ phone, purpose: 'login', code }],
  'POST /login/sms': [{ phone, code }],
  'POST /login/password': [{ account: 'chemist1', password: 'secret1' }],
  'POST /register/mobile': [{ phone, code }],
  'POST /register/datum': [
    {
      organisation: '上海有机化学研究所',
      contact_name: '张三',
      email: 'zhang@example.com',
      username: 'chemist1',
      password: 'secret1',
    },
  ],
  'POST /user/edit/nick_name': [{ nick_name: '化学家' }],
  'POST /user/edit/avatar': [{ filePath: 'u/1/202601/avatar.png' }],
  'POST /user/edit/phone': [{ old_code: code, phone, code }],
  'POST /user/edit/password': [{ code, password: 'secret1' }],
  'POST /user/sessions/end': [{ id: 999_999 }],
  'POST /user/notice/preferences/save': [{ group: 'inquiries', sms: true }],
  'POST /user/datum': [
    {
      kind: 'personal',
      real_name: '张三',
      id_card: '11010519491231002X',
      id_card_front: 'u/1/202601/front.png',
      id_card_back: 'u/1/202601/back.png',
    },
    {
      kind: 'organisation',
      organisation: '上海有机化学研究所',
      credit_code: '91310000MA1FL0000X',
      licence: 'u/1/202601/licence.png',
      contact_name: '张三',
      contact_phone: '021-54925000',
    },
  ],
  'GET /admin/verifications/detail': [{ id: 999_999 }],
  'POST /admin/verifications/approve': [{ id: 999_999 }],
  'POST /admin/members/disable': [{ id: 999_999, reason: '多次恶意下单不付款' }],
  'POST /admin/members/enable': [{ id: 999_999 }],
  'GET /admin/members/detail': [{ id: 999_999 }],
  'POST /admin/verifications/reject': [{ id: 999_999, reason: '照片不清晰' }],
  'GET /user/order/detail': [{ number: '20261125000001' }],
  'GET /user/order/export': [{ number: '20261125000001', kind: 'quotation' }],
  'POST /user/order/cancel': [{ number: '20261125000001' }],
  'POST /user/order/confirm': [{ number: '20261125000001' }],
  'POST /user/order/rebuy': [{ number: '20261125000001' }],
  'GET /admin/orders/detail': [{ number: '20261125000001' }],
  'GET /admin/orders/sheet': [{ number: '20261125000001', kind: 'delivery' }],
  'GET /admin/orders/export': [{ state: 'paid', from: '2026-11-01', until: '2026-11-30', controlled: 'yes' }],
  'POST /admin/orders/ship': [
    {
      number: '20261125000001',
      carrier: '顺丰速运',
      tracking_no: 'SF1234567890',
      lots: [{ line_id: 999_999, lot: 'LOT-2026A' }],
    },
  ],
  'GET /admin/catalogue/lot-documents': [{ product_id: 999_999 }],
  'POST /admin/catalogue/lot-documents/add': [
    { sku_id: 999_999, kind: 'coa', lot: 'LOT-2026A', made_on: '2026-01-05', file_path: 'o/lot_document/x' },
    { sku_id: 999_999, kind: 'sds', revised_on: '2025-06-01', file_path: 'o/lot_document/x' },
  ],
  'POST /admin/catalogue/lot-documents/remove': [{ id: 999_999 }],
  'GET /user/order/coa': [{ number: '20261125000001', line_id: 999_999 }],
  'POST /admin/orders/ship-batch': [{ file_name: '批量发货.xlsx', content: ['UEsDBA=='] }],
  'POST /admin/catalogue/categories/save': [{ id: 999_999, name: '有机试剂' }],
  'POST /admin/catalogue/brands/save': [{ id: 999_999, name: '默克' }],
  'GET /admin/catalogue/product': [{ id: 999_999 }],
  'GET /admin/catalogue/product/movements': [{ id: 999_999 }],
  'POST /admin/catalogue/product/save': [
    {
      id: 999_999,
      version: 1,
      name: '乙腈',
      cas: '75-05-8',
      category_id: 999_999,
      brand_id: 999_999,
      skus: [{ sku: 'NO-SUCH-SKU', pack: '500 mL', price: '35.00' }],
    },
  ],
  'GET /admin/stock/movements': [{ sku_id: 999_999 }],
  'POST /admin/stock/move': [{ sku_id: 999_999, kind: 'receive', quantity: 10, note: '采购入库' }],
  'POST /admin/stock/sheet-preview': [{ field: 'stock', file_name: '库存.xlsx', content: ['UEsDBA=='] }],
  'POST /admin/stock/sheet-apply': [{ field: 'price', file_name: '价格.xlsx', content: ['UEsDBA=='] }],
  'POST /admin/catalogue/imports': [{ file_name: '商品.csv' }],
  'POST /admin/catalogue/imports/part': [{ id: 999_999, content: ['UEsDBA=='] }],
  'POST /admin/catalogue/imports/check': [{ id: 999_999 }],
  'POST /admin/catalogue/imports/apply': [{ id: 999_999 }],
  'POST /admin/catalogue/imports/cancel': [{ id: 999_999 }],
  'GET /admin/catalogue/imports/detail': [{ id: 999_999 }],
  'POST /admin/oss/register': [{ key: 'u/s1/202601/a.png', purpose: 'catalogue', fileName: 'a.png' }],
  'POST /admin/content/preview': [{ body: '<p>预览</p>' }],
  'POST /admin/content/oss/register': [{ key: 'u/s1/202601/a.png', purpose: 'content', fileName: 'a.png' }],
  'POST /admin/home/oss/register': [{ key: 'u/s1/202601/a.png', purpose: 'content', fileName: 'a.png' }],
  'POST /admin/finance/oss/register': [{ key: 'u/s1/202601/a.png', purpose: 'voucher', fileName: 'a.png' }],
  'POST /admin/orders/cancel': [{ number: '20261125000001', reason: '缺货' }],
  'POST /admin/orders/refund': [{ number: '20261125000001', reason: '质量问题退货' }],
  ...moneyBackExamples,
  ...chatExamples,
  'GET /points/detail': [{ id: 999_999 }],
  'GET /points/redeem/preview': [{ id: 999_999, quantity: 1 }],
  'POST /points/redeem': [
    {
      idempotency_key: 'a1b2c3d4-0000-4000-8000-000000000000',
      id: 999_999,
      quantity: 1,
      address_id: 999_999,
    },
  ],
  'POST /admin/points/items/create': [
    { name: '实验记录本', category: '办公用品', points_price: 300, stock: 10 },
  ],
  'POST /admin/points/items/update': [{ id: 999_999, stock_delta: 5 }],
  'POST /admin/roles/save': [{ id: 999_999, name: '仓库', permissions: ['orders.view', 'orders.ship'] }],
  // Nobody of that name: a wrong password for a real one would count a failure (a row change).
  'POST /admin/auth/password': [{ username: 'nobody-here', password: 'not-the-password' }],
  'POST /admin/auth/verify': [{ ticket: 'x'.repeat(43), code }],
  'POST /admin/auth/enrol/start': [{ ticket: 'x'.repeat(43) }],
  'POST /admin/auth/enrol/confirm': [{ ticket: 'x'.repeat(43), code }],
  'POST /admin/staff/create': [
    { username: 'clerk.one', name: '张三', password: 'a-long-password', roles: ['订单'] },
  ],
  'POST /admin/staff/roles': [{ id: 999_999, roles: ['订单'] }],
  'POST /admin/staff/disable': [{ id: 999_999, disabled: true }],
  'POST /admin/staff/reset-password': [{ id: 999_999, password: 'a-long-password' }],
  'POST /admin/staff/reset-totp': [{ id: 999_999 }],
  'POST /admin/points/adjust': [{ user_id: 999_999, delta: 100, reason: '活动奖励' }],
  'GET /admin/points/ledger': [{ user_id: 999_999 }],
  'POST /admin/home/banner/save': [
    {
      title: '色谱溶剂专场',
      image: '/images/banners/hplc-solvents-1200.webp',
      width: 1200,
      height: 400,
      alt: '色谱溶剂专场',
      link: { type: 7, params: { product_type_id: 4 } },
    },
  ],
  'POST /admin/home/banner/delete': [{ id: 999_999 }],
  'POST /admin/home/floor/save': [
    {
      title: '化学试剂',
      product_type_id: 1,
      product_ids: [1],
      links: [{ name: '色谱试剂', link: { type: 7, params: { product_type_id: 4 } } }],
    },
  ],
  'POST /admin/home/floor/visible': [{ id: 999_999, visible: false }],
  'POST /admin/home/floor/delete': [{ id: 999_999 }],
  'GET /admin/programme/skus': [{ keyword: '乙腈' }],
  'POST /admin/home/nav/save': [
    {
      code: 'news',
      name: '资讯中心',
      link: { type: 22, params: {} },
      list: [{ name: '行业资讯', link: { type: 23, params: { news_id: 1 } } }],
    },
  ],
  'POST /admin/home/nav/delete': [{ id: 999_999 }],
  'POST /admin/home/group/save': [{ product_type_id: 999_999 }],
  'POST /admin/home/group/delete': [{ product_type_id: 999_999 }],
  'POST /admin/sys/config/save': [{ key: 'pc_icp_record', value: '"沪ICP备2026000000号-1"' }],
  'POST /admin/sys/config/transfer-bank': [
    {
      account_name: '上海蓝标实验用品有限公司',
      bank_name: '招商银行上海张江支行',
      account_no: '1219 0812 3410 801',
    },
  ],
  'POST /admin/sys/config/delete': [{ key: 'pc_icp_record' }],
  'GET /user/bill/statement': [{ id: 999_999 }],
  'GET /user/bill/export': [{ id: 999_999 }],
  'POST /user/bill/repay': [{ statement_id: 999_999, amount: '100.00', voucher: 'u/1/202601/voucher.png' }],
  'GET /pay/credit': [{ number: '20261125000001' }],
  'POST /pay/credit': [{ number: '20261125000001' }],
  'POST /admin/credit/set': [{ user_id: 999_999, limit: '10000.00', statement_day: 5, due_days: 30 }],
  'POST /admin/credit/adjust': [{ user_id: 999_999, amount: '-1.00', reason: '对账差额' }],
  'GET /admin/credit/account': [{ user_id: 999_999 }],
  'GET /admin/credit/statement': [{ id: 999_999 }],
  'POST /coupon/claim': [{ id: 999_999 }],
  'POST /admin/coupon/templates/save': [
    { name: '满500减50', kind: 'amount', threshold: '500', amount: '50', valid_days: 30, total: 100 },
    {
      id: 999_999,
      name: '九折券',
      kind: 'percent',
      percent_off: 10,
      cap: '100.00',
      category_ids: [1],
      valid_from: '2026-01-01T00:00:00+08:00',
      valid_until: '2026-12-31T00:00:00+08:00',
      total: 10,
    },
  ],
  'POST /admin/coupon/templates/listing': [{ id: 999_999, listed: false }],
  'POST /admin/coupon/issue': [{ id: 999_999, phone }],
  'POST /admin/credit/repayments/confirm': [{ id: 999_999 }],
  'POST /admin/credit/repayments/reject': [{ id: 999_999, reason: '凭证不清晰' }],
  'POST /user/cart/add': [{ items: [{ sku_id: 999_999, quantity: 1 }] }],
  'POST /user/cart/edit': [{ sku_id: 999_999, quantity: 1 }],
  'POST /user/cart/delete': [{ sku_ids: [999_999] }],
  'POST /user/cart/select': [{ sku_ids: [999_999], selected: true }],
  'POST /user/cart/select_all': [{ selected: false }],
  'POST /quick/resolve': [{ lines: [{ code: 'HX-A10023-500ML', quantity: '2' }] }],
  'POST /quick/sheet': [{ file_name: 'a.xlsx', content: ['UEsDBA=='] }],
  'POST /user/collect/add': [{ sku_id: 999_999, quantity: 1 }],
  'POST /user/collect/edit': [{ id: 999_999, quantity: 1 }],
  'POST /user/collect/delete': [{ ids: [999_999] }],
  'GET /user/collect/lookup': [{ sku: 'NO-SUCH-SKU' }],
  'GET /product/detail': [{ id: 999_999 }],
  'POST /product/structure': [{ query: 'c1ccccc1[N+](=O)[O-]', mode: 'substructure' }],
  'GET /product/suggest': [{ keyword: '乙腈' }],
  'POST /admin/inquiries/assign': [{ id: 999_999, operator_id: null }],
  'POST /admin/inquiries/answer': [{ id: 999_999, answer: '有货，单价 ¥320/瓶，三个工作日内发货' }],
  'POST /inquiry/create': [{ name: '氘代氯仿', cas: '865-49-6', quantity: '10 瓶', contact: '13900000000' }],
  'POST /user/history/add': [{ product_id: 999_999 }],
  'POST /user/history/delete': [{ product_id: 999_999 }],
  'POST /oss/register': [{ key: 'u/1/202601/a.png', purpose: 'avatar', fileName: 'a.png' }],
  'GET /oss/url': [{ filePath: 'u/1/202601/a.png' }],
  'POST /order/preview': [{ source: 1, items: [{ sku_id: 999_999, quantity: 1 }] }, { source: 2 }],
  'POST /order/submit': [
    {
      idempotency_key: 'example-key-0001',
      source: 1,
      items: [{ sku_id: 999_999, quantity: 1 }],
      address_id: 999_999,
      invoice_profile_id: null,
      po_number: 'PO-2026-001',
      remark: '工作日送货',
    },
  ],
  'GET /order/pay-info': [{ number: '20261125000001' }],
  'POST /pay/online': [{ number: '20261125000001' }],
  'GET /pay/online/status': [{ number: '20261125000001' }],
  'POST /pay/online/cancel': [{ number: '20261125000001' }],
  'POST /pay/transfer/withdraw': [{ number: '20261125000001' }],
  'POST /pay/window': [{ number: '20261125000001', method: 'transfer' }],
  'GET /pay/order': [{ number: '20261125000001' }],
  'POST /pay/transfer': [{ number: '20261125000001', voucher: 'accepted/voucher/202611/x.png' }],
  'POST /admin/transfers/confirm': [{ id: 999_999 }],
  'POST /admin/transfers/reject': [{ id: 999_999, reason: '未查到该笔到账' }],
  'POST /user/address/add': [
    {
      consignee: '张三',
      phone,
      province_code: 440000,
      city_code: 440100,
      district_code: 440106,
      detail: '天河路 1 号',
    },
  ],
  'POST /user/address/edit': [
    {
      id: 999_999,
      consignee: '张三',
      phone,
      province_code: 310000,
      city_code: 310104,
      detail: '肇嘉浜路 1 号',
    },
  ],
  'POST /user/address/delete': [{ id: 999_999 }],
  'POST /user/address/default': [{ id: 999_999 }],
  'POST /user/invoice/add': [
    { kind: 'normal', title_type: 'personal', title: '张三' },
    {
      kind: 'special',
      title_type: 'organisation',
      title: '上海有机化学研究所',
      taxpayer_no: '91310000MA1FL0000X',
      registered_address: '上海市徐汇区零陵路 345 号',
      registered_phone: '021-54925000',
      bank_name: '中国银行上海徐汇支行',
      bank_account: '6222020200001234567',
    },
  ],
  'POST /user/invoice/edit': [{ id: 999_999, kind: 'normal', title_type: 'personal', title: '张三' }],
  'POST /user/invoice/delete': [{ id: 999_999 }],
  'POST /user/invoice/default': [{ id: 999_999 }],
  'POST /user/licence/add': [
    {
      kind: 'precursor-2',
      number: 'BA-2026-0001',
      valid_from: '2026-01-01',
      valid_until: '2099-12-31',
      image: 'u/1/202601/licence.png',
    },
  ],
  'POST /user/licence/delete': [{ id: 999_999 }],
  'GET /user/licence/requirements': [{ controlled: ['hazardous', 'precursor-2'] }],
  'POST /admin/licences/approve': [{ id: 999_999 }],
  'POST /admin/licences/reject': [{ id: 999_999, reason: '图片不清晰' }],
  'GET /admin/controlled-sales': [{ from: '2026-01-01', until: '2026-01-31', index: 1, pageSize: 20 }],
  'GET /admin/controlled-sales/export': [{ from: '2026-01-01', until: '2026-01-31' }],
  // Content pages (articles, solutions, FAQs, about pages).
  'GET /article/detail': [{ id: 999_999 }],
  'GET /programme/detail': [{ id: 999_999 }],
  'GET /issue/detail': [{ id: 999_999 }],
  'POST /admin/article/category/save': [{ name: '行业资讯' }, { id: 999_999, name: '公司新闻', sort: 1 }],
  'POST /admin/article/category/delete': [{ id: 999_999 }],
  'GET /admin/article/detail': [{ id: 999_999 }],
  'POST /admin/article/save': [
    {
      category_id: 999_999,
      title: '华东仓启用',
      summary: '次日达',
      author: '蓝标实验商城',
      body: '<p>正文</p>',
      published_at: '2026-03-02T09:00:00+08:00',
    },
    { id: 999_999, category_id: 999_999, title: '草稿', published_at: null },
  ],
  'POST /admin/article/delete': [{ id: 999_999 }],
  'GET /admin/programme/detail': [{ id: 999_999 }],
  'POST /admin/programme/save': [
    {
      title: '琼脂糖凝胶电泳方案',
      body: '<p>介绍</p>',
      published: true,
      items: [{ sku_id: 999_999, quantity: 2 }],
    },
  ],
  'POST /admin/programme/delete': [{ id: 999_999 }],
  'POST /admin/issue/category/save': [{ name: '售后服务' }],
  'POST /admin/issue/category/delete': [{ id: 999_999 }],
  'GET /admin/issue/detail': [{ id: 999_999 }],
  'POST /admin/issue/save': [
    { category_id: 999_999, question: '如何开票？', answer: '<p>答</p>', published: true },
  ],
  'POST /admin/issue/delete': [{ id: 999_999 }],
  'GET /admin/about/detail': [{ id: 999_999 }],
  'POST /admin/about/save': [{ title: '公司简介', body: '<p>正文</p>', published: true }],
  'POST /admin/about/delete': [{ id: 999_999 }],
  // The demo's running activity (the page-API parity test seeds the demo data).
  'GET /sales/detail': [{ id: 1 }],
  'POST /admin/sales/themes/save': [{ title: '新学期实验室焕新季' }],
  'POST /admin/sales/themes/publish': [{ id: 999_999, published: true }],
  'GET /admin/sales/activities/detail': [{ id: 999_999 }],
  'POST /admin/sales/activities/save': [
    { title: '开学季特惠', starts_at: '2026-09-01T00:00:00+08:00', ends_at: '2026-09-30T00:00:00+08:00' },
  ],
  'POST /admin/sales/activities/publish': [{ id: 999_999, published: false }],
  'POST /admin/sales/activities/items': [{ id: 999_999, items: [{ sku_id: 999_999, price: '1.00' }] }],
};

/** Base64 in the pieces a file travels in (each under the payload guard's string limit). */
function base64Pieces(bytes: Buffer, size = 8000): string[] {
  const base64 = bytes.toString('base64');
  return Array.from({ length: Math.ceil(base64.length / size) }, (_, i) =>
    base64.slice(i * size, (i + 1) * size),
  );
}

/**
 * Routes that take an uploaded file (a payload field described as base64) and how to send one: the
 * contract fuzz test sends each the decompression cases of test/hostile-zips.ts.
 */
export const archiveUploads: Record<string, { field: string; payload: (bytes: Buffer) => unknown }> = {
  'POST /quick/sheet': {
    field: 'content',
    payload: (bytes) => ({ file_name: 'hostile.xlsx', content: base64Pieces(bytes) }),
  },
  'POST /admin/orders/ship-batch': {
    field: 'content',
    payload: (bytes) => ({ file_name: 'hostile.xlsx', content: base64Pieces(bytes) }),
  },
  'POST /admin/stock/sheet-preview': {
    field: 'content',
    payload: (bytes) => ({ field: 'stock', file_name: 'hostile.xlsx', content: base64Pieces(bytes) }),
  },
  'POST /admin/stock/sheet-apply': {
    field: 'content',
    payload: (bytes) => ({ field: 'price', file_name: 'hostile.xlsx', content: base64Pieces(bytes) }),
  },
};

/**
 * Routes that take a file's pieces and only store them, opening nothing: the console's import keeps
 * an upload's parts and its check step reads the whole file, refusing one it cannot read
 * (catalogue-imports.routes.test.ts sends it garbage and a wrong type).
 */
export const storedUploads = ['POST /admin/catalogue/imports/part'];
