import { quantityProblem } from '@labmall/rules';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import type { SkuFacts } from './sku-facts.repository.ts';

/** The checks every "put this SKU somewhere with a quantity" shares; `field` names the bad input. */
export function requireBuyable(sku: SkuFacts | undefined, quantity: number, field: string): SkuFacts {
  if (!sku) throw notFound('商品规格不存在');
  if (!sku.onSale) throw conflict(`${sku.name}（${sku.pack}）已下架`);
  const problem = quantityProblem(quantity, { minQty: sku.minQty, step: sku.step });
  if (problem) throw invalid({ [field]: problem });
  return sku;
}
