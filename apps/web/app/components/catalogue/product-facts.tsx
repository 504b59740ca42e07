import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { Formula } from './formula';
import type { ProductDetail } from './types';

const t = messages.catalogue.item;

/** 英文名, 别名, CAS, MDL, 分子式, 分子量, 规格, 储存条件, 品牌: the rows a buyer checks before ordering. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const rows: [string, ReactNode][] = [
    [
      t.nameEn,
      product.name_en ? (
        <span key="en" lang="en">
          {product.name_en}
        </span>
      ) : null,
    ],
    [t.synonyms, product.synonyms.length > 0 ? product.synonyms.join('；') : null],
    [t.cas, product.cas],
    [t.mdl, product.mdl],
    [t.formula, product.formula ? <Formula key="formula" formula={product.formula} /> : null],
    [t.mw, product.mw?.includes('.') ? product.mw.replace(/\.?0+$/, '') : product.mw],
    [t.grade, product.grade],
    [t.storage, product.storage],
    [t.brand, product.brand_name],
  ];
  return (
    <dl className="lm-item-facts">
      {rows
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <div key={label} className="lm-item-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
