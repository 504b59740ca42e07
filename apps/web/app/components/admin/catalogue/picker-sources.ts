import { api } from '../../../lib/api/browser';
import type { Picked } from './picked-list';

const FOUND = 20;

/** Products by name, CAS or 货号 (`/admin/catalogue/products`), each with its lowest on-sale price. */
export async function searchProducts(keyword: string): Promise<Picked[]> {
  const answer = await api.get('/admin/catalogue/products', { keyword, pageSize: FOUND } as never);
  return answer.list.map((p) => ({
    id: p.id,
    title: p.name,
    detail: [p.cas, p.brand].filter(Boolean).join(' · '),
    price: p.on_sale_count > 0 ? p.min_price : null,
  }));
}

/** Pack sizes by 货号, name or CAS (`/admin/programme/skus`), each with its unit price. */
export async function searchSkus(keyword: string): Promise<Picked[]> {
  const answer = await api.get('/admin/programme/skus', { keyword, pageSize: FOUND } as never);
  return answer.list.map((s) => ({
    id: s.sku_id,
    title: s.product_name,
    detail: [s.sku, s.spec, s.pack].filter(Boolean).join(' · '),
    price: s.price,
    onSale: s.on_sale,
  }));
}
