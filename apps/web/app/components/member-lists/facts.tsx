import type { ReactNode } from 'react';
import { messages } from '../../messages';

const t = messages.memberLists.product;

/** A label and its value; a fact without a value (null, '') is left out. */
export type Fact = [label: string, value: ReactNode];

/** Facts as "CAS 75-05-8 · 品牌 …" (`.lm-facts`): a description list of those that have a value. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="lm-facts">
      {facts.map(([label, value]) =>
        value ? (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** 货号, 品牌 and 包装 of a SKU: a row of the frequent-purchase list, or the one a 货号 found. */
export function skuFacts(sku: { sku: string; brand_name: string; pack: string; spec: string }): Fact[] {
  return [
    [t.sku, sku.sku],
    [t.brand, sku.brand_name],
    [t.pack, [sku.pack, sku.spec].filter(Boolean).join(' · ')],
  ];
}
