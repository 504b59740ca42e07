/**
 * Payloads that pass each route's schema (the handler may still refuse them), one per shape of a
 * union, keyed by "METHOD path". Routes whose payload accepts `{}` need none. Used by the tests that
 * walk every route of the table (contract fuzzing, page-API parity).
 */
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
  'POST /admin/verifications/reject': [{ id: 999_999, reason: '照片不清晰' }],
  'GET /user/order/detail': [{ number: '20261125000001' }],
  'GET /user/order/export': [{ number: '20261125000001', kind: 'quotation' }],
  'POST /user/order/cancel': [{ number: '20261125000001' }],
  'POST /user/order/confirm': [{ number: '20261125000001' }],
  'POST /user/order/rebuy': [{ number: '20261125000001' }],
  'GET /admin/orders/detail': [{ number: '20261125000001' }],
  'POST /admin/orders/ship': [{ number: '20261125000001', carrier: '顺丰速运', tracking_no: 'SF1234567890' }],
  'POST /admin/orders/cancel': [{ number: '20261125000001', reason: '缺货' }],
  'POST /user/cart/add': [{ items: [{ sku_id: 999_999, quantity: 1 }] }],
  'POST /user/collect/add': [{ sku_id: 999_999, quantity: 1 }],
  'POST /user/collect/edit': [{ id: 999_999, quantity: 1 }],
  'POST /user/collect/delete': [{ ids: [999_999] }],
  'GET /user/collect/lookup': [{ sku: 'NO-SUCH-SKU' }],
  'GET /product/detail': [{ id: 999_999 }],
  'GET /product/suggest': [{ keyword: '乙腈' }],
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
};
