import { formatYuan, parseYuan } from '@labmall/rules';

/** What an activity price does to a list price, said before saving: 8.5折，省¥15.00; or why it is refused. */
export function pricePreview(listPrice: string, price: string): string {
  const list = parseYuan(listPrice);
  const own = parseYuan(price);
  if (!('fen' in own) || own.fen <= 0) return '请填写活动价';
  if (!('fen' in list) || list.fen <= 0) return '保存后显示原价与折扣';
  if (own.fen >= list.fen) return '活动价须低于当前单价';
  const tenths = Math.round((own.fen / list.fen) * 100) / 10;
  return `${tenths}折，省¥${formatYuan(list.fen - own.fen)}`;
}
