/**
 * The `filter` query parameter of `/list`: `;`-separated `key:value` parts, brand ids joined by `,`:
 * `product_type_id:3;product_brand_id:5,8`. Either part may be absent; unknown keys and non-numeric ids are ignored.
 */
export interface ListFilter {
  productTypeId?: number;
  brandIds: number[];
}

export type IdLike = number | string | null | undefined;

/** A positive safe integer from a number or a digits-only string; anything else is no id. */
export function toId(value: IdLike): number | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** Brand ids from an array or a comma-separated string, valid ones only, first occurrence kept. */
export function toIds(value: IdLike | readonly IdLike[]): number[] {
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  const ids: number[] = [];
  for (const item of raw as readonly IdLike[]) {
    const id = toId(item);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

export function parseListFilter(filter: string | null | undefined): ListFilter {
  const result: ListFilter = { brandIds: [] };
  for (const part of (filter ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const key = part.slice(0, colon).trim();
    const value = part.slice(colon + 1);
    if (key === 'product_type_id' && result.productTypeId === undefined) {
      const id = toId(value);
      if (id !== undefined) result.productTypeId = id;
    } else if (key === 'product_brand_id') {
      for (const id of toIds(value)) if (!result.brandIds.includes(id)) result.brandIds.push(id);
    }
  }
  return result;
}

export function formatListFilter(filter: {
  productTypeId?: IdLike;
  brandIds?: IdLike | readonly IdLike[];
}): string {
  const parts: string[] = [];
  const typeId = toId(filter.productTypeId);
  if (typeId !== undefined) parts.push(`product_type_id:${typeId}`);
  const brandIds = toIds(filter.brandIds);
  if (brandIds.length > 0) parts.push(`product_brand_id:${brandIds.join(',')}`);
  return parts.join(';');
}
