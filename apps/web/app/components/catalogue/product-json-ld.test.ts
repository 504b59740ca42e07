import { describe, expect, it } from 'vitest';
import { inlineJson, productJsonLd } from './product-json-ld';
import type { ProductDetail } from './types';

const product: ProductDetail = {
  id: 1,
  name: '乙腈',
  name_en: 'Acetonitrile',
  synonyms: ['甲基氰'],
  cas: '75-05-8',
  mdl: 'MFCD00001878',
  formula: 'C2H3N',
  mw: '41.05',
  grade: 'HPLC',
  storage: '阴凉处',
  hazards: [],
  ghs: { pictograms: [], signal_word: null, precautions: [] },
  controlled: [],
  description: '',
  product_type_id: 3,
  brand_id: 2,
  brand_name: '蓝标',
  skus: [
    {
      id: 1,
      sku: 'A1-500',
      spec: '500mL',
      pack: '瓶',
      stock: 5,
      min_qty: 1,
      step: 1,
      lead_days: 0,
      on_sale: true,
      sds: null,
      price: '128.00',
    },
    {
      id: 2,
      sku: 'A1-4L',
      spec: '4L',
      pack: '瓶',
      stock: 0,
      min_qty: 1,
      step: 1,
      lead_days: 7,
      on_sale: true,
      sds: null,
      price: '560.00',
    },
  ],
  images: [],
  structure_picture: null,
  documents: [],
  category_path: [{ id: 3, name: '有机溶剂' }],
  related: [],
};

describe('productJsonLd', () => {
  it('when a member’s detail (with prices) is given, then the markup still carries no price or offer', () => {
    const text = JSON.stringify(productJsonLd(product, 'http://shop/item/1'));
    expect(text).not.toMatch(/price|offer|128|560/i);
  });

  it('when the product has CAS and 货号, then they are in the markup', () => {
    const data = productJsonLd(product, 'http://shop/item/1');
    expect(data.sku).toEqual(['A1-500', 'A1-4L']);
    expect(data.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'CAS',
      value: '75-05-8',
    });
    expect(data.brand).toEqual({ '@type': 'Brand', name: '蓝标' });
  });
});

describe('inlineJson', () => {
  it('when a value holds a closing script tag, then it cannot end the element', () => {
    expect(inlineJson({ name: '</script><b>' })).not.toContain('</script>');
  });
});
