import type { AddressRow } from './addresses.repository.ts';

/** One address as the contract answers it. */
export function addressAnswer(row: AddressRow) {
  return {
    id: row.id,
    consignee: row.consignee,
    phone: row.phone,
    province_code: row.provinceCode,
    city_code: row.cityCode,
    district_code: row.districtCode,
    region_names: row.regionNames,
    detail: row.detail,
    postcode: row.postcode ?? '',
    is_default: row.isDefault,
    updated_at: row.updatedAt.toISOString(),
  };
}
