import type { GetAnswer } from '@labmall/contract';

export type OrderState = GetAnswer<'/user/order/detail'>['state'];

/** The texts of /user/order and /user/order/{number}. */
export const orderMessages = {
  title: '我的订单',
  detailTitle: (number: string) => `订单 ${number}`,
  tabs: [
    ['all', '全部'],
    ['pending_payment', '待付款'],
    ['paid', '待发货'],
    ['shipped', '已发货'],
    ['completed', '已完成'],
    ['cancelled', '已取消'],
  ] as const,
  states: {
    pending_payment: '待付款',
    paid: '待发货',
    shipped: '已发货',
    completed: '已完成',
    cancelled: '已取消',
  } satisfies Record<OrderState, string>,
  tabsLabel: '按订单状态查看',
  listLabel: '订单列表',
  search: '查找订单',
  searchPlaceholder: '订单号、商品名称或货号',
  searchButton: '搜索',
  clearSearch: '清除',
  searchResult: (q: string, n: number) => `“${q}”的订单：${n} 个`,
  empty: '下过的订单都在这里',
  emptySearch: '换个订单号、商品名称或货号试试',
  browse: '去挑选商品',
  number: '订单号',
  placedAt: '下单时间',
  payable: '应付金额',
  /** What a paid order's amount is called: the money has moved, nothing is still owed. */
  paid: '实付金额',
  more: (n: number) => `等 ${n} 种商品`,
  view: '查看详情',
  payBy: (time: string) => `请在 ${time} 前付款，逾期订单自动取消`,
  actions: {
    cancel: '取消订单',
    pay: '去支付',
    confirm: '确认收货',
    rebuy: '再次购买',
    aftersale: '申请售后',
    delivery: '导出送货单',
    quotation: '导出报价单',
    print: '打印',
  },
  confirmCancel: '确定取消该订单吗？取消后库存将释放，无法恢复。',
  confirmReceipt: '确认已收到全部货品吗？',
  cancelled: '订单已取消',
  received: '已确认收货',
  rebuyDone: (added: number) => `已将 ${added} 种商品加入采购单`,
  rebuySkipped: (items: string) => `以下商品未加入：${items}`,
  toCart: '去采购单',
  sections: {
    lines: '商品清单',
    amounts: '金额',
    address: '收货信息',
    invoice: '发票信息',
    logistics: '物流信息',
    timeline: '订单记录',
    refunds: '退款',
    aftersales: '售后',
    paperwork: '报销单据',
  },
  paperworkLead: '导出 Excel 格式的送货单或报价单，附在报销或审批材料中。',
  columns: { product: '商品', sku: '货号', pack: '包装', price: '单价', quantity: '数量', subtotal: '小计' },
  lot: '批号',
  coa: '下载 COA',
  coaTitle: (lot: string) => `批号 ${lot} 的批次检验报告（COA）`,
  goods: '商品金额',
  freight: '运费',
  discount: '优惠',
  poNumber: '采购单号',
  remark: '备注',
  noInvoice: '不开票',
  invoiceKinds: { normal: '普通发票', special: '增值税专用发票' },
  taxpayerNo: '纳税人识别号',
  carrier: '物流公司',
  trackingNo: '运单号',
  notShipped: '商家发货后可在此查看物流信息',
  cancelReason: '取消原因',
  actors: { member: '买家', operator: '商家', system: '系统' },
  created: '提交订单',
  backToList: '返回我的订单',
} as const;

/** 实付金额 once the order is paid (shipped and completed orders were paid too), else 应付金额. */
export function amountLabel(state: OrderState): string {
  return state === 'paid' || state === 'shipped' || state === 'completed'
    ? orderMessages.paid
    : orderMessages.payable;
}

/**
 * An order's state as every page says it: 待付款 · 待确认 while a transfer voucher waits for the
 * operator, else the state's own name. /user, /user/order, the order page and /pay all take it here.
 */
export function orderStateText(state: OrderState, awaitingTransfer = false): string {
  const name = orderMessages.states[state];
  return state === 'pending_payment' && awaitingTransfer ? `${name} · 待确认` : name;
}
