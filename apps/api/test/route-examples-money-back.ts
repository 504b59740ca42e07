/** Payloads of the refund, 售后 and 发票 routes (issue 35), kept apart so route-examples.ts stays one screenful of areas. */
export const moneyBackExamples: Record<string, unknown[]> = {
  'POST /admin/refunds/grant': [{ number: '20261125000001', amount: '12.50', reason: '少发一瓶' }],
  'POST /admin/refunds/payout': [{ id: 1, voucher: 'o/voucher/202611/receipt.png' }],
  'POST /admin/refunds/retry': [{ id: 1 }],
  'GET /user/aftersale/options': [{ number: '20261125000001' }],
  'POST /user/aftersale/apply': [
    {
      number: '20261125000001',
      kind: 'return_refund',
      reason: 'damaged',
      description: '瓶身破裂，液体泄漏',
      opened: false,
      photos: ['u/1/202611/broken.png'],
      lines: [{ line_id: 1, quantity: 1 }],
    },
  ],
  'GET /user/aftersale/detail': [{ id: 1 }],
  'POST /user/aftersale/return': [{ id: 1, carrier: '顺丰速运', tracking_no: 'SF1234567890' }],
  'POST /user/aftersale/withdraw': [{ id: 1 }],
  'GET /admin/aftersales/detail': [{ id: 1 }],
  'POST /admin/aftersales/approve': [
    { id: 1, return_address: '上海市浦东新区张江路 1 号 售后部 021-00000000' },
  ],
  'POST /admin/aftersales/reject': [{ id: 1, reason: '已开封且非质量问题' }],
  'POST /admin/aftersales/receive': [{ id: 1, note: '外包装完好，瓶内液体无损' }],
  'POST /admin/aftersales/reship': [{ id: 1, carrier: '顺丰速运', tracking_no: 'SF1234567891' }],
  'POST /admin/aftersales/rules/save': [
    {
      scope: 'category',
      target_id: 1,
      returnable: false,
      days: 7,
      restocking_percent: 0,
      note: '标准品不退换',
    },
  ],
  'POST /admin/aftersales/rules/delete': [{ id: 1 }],
  'POST /admin/invoices/issue': [
    { number: '20261125000001', invoice_no: '24442000000012345678', amount: '128.00' },
    { number: '20261125000001', invoice_no: '01234567' },
  ],
  'POST /admin/invoices/reverse': [{ id: 1, red_invoice_no: '24442000000012345679' }],
};
