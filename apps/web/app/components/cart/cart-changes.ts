import { displayYuan } from '@labmall/rules';
import { messages } from '../../messages';
import type { CartLine } from './types';

const t = messages.cart.changes;

/** What changed since a line was added, as sentences (the server flags; the page never alters). */
export function changeNotes(line: CartLine): string[] {
  const notes: string[] = [];
  const { changes } = line;
  if (changes.off_sale) notes.push(t.offSale);
  else if (changes.out_of_stock) notes.push(t.out);
  else if (changes.short_stock) notes.push(t.short(line.stock));
  if (changes.price && line.added_price !== null) {
    const say = changes.price === 'up' ? t.priceUp : t.priceDown;
    notes.push(say(displayYuan(line.added_price), displayYuan(line.price)));
  }
  if (changes.quantity_rule) notes.push(changes.quantity_rule);
  return notes;
}
