import { formatYuan } from '@labmall/rules';
import type { SkuFacts } from './sku-facts.repository.ts';

/** A SKU as the member lists and quick order answer it: today's price (yuan) and stock, never cached. */
export function skuAnswer(s: SkuFacts) {
  return {
    sku_id: s.id,
    product_id: s.productId,
    name: s.name,
    brand_name: s.brandName,
    sku: s.sku,
    spec: s.spec,
    pack: s.pack,
    price: formatYuan(s.priceFen),
    stock: s.stock,
    min_qty: s.minQty,
    step: s.step,
    on_sale: s.onSale,
  };
}
