import type { GetAnswer } from '@labmall/contract';

/** One invoice profile as the API answers it. */
export type InvoiceProfile = GetAnswer<'/user/invoice/list'>['list'][number];

export const invoiceKindNames: Record<InvoiceProfile['kind'], string> = {
  normal: '增值税普通发票',
  special: '增值税专用发票',
};

export const titleTypeNames: Record<InvoiceProfile['title_type'], string> = {
  personal: '个人',
  organisation: '单位',
};
