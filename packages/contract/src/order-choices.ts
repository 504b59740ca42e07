/**
 * The operators' fixed choices for orders, zod-free so the console's pages may import them without
 * bringing zod into the browser (zod probes `new Function`, which the CSP refuses; ADR 16).
 */

/** The carriers an operator picks from when shipping (其他: any other). */
export const CARRIERS = [
  '顺丰速运',
  '京东物流',
  '中通快递',
  '圆通速递',
  '申通快递',
  '韵达快递',
  'EMS',
  '德邦快递',
  '其他',
] as const;

export const PAYMENT_METHODS = ['credit', 'transfer', 'online'] as const;

export const paymentMethodLabels: Record<(typeof PAYMENT_METHODS)[number], string> = {
  credit: '账期支付',
  transfer: '对公转账',
  online: '在线支付',
};
