import {
  ADDRESS_LIMIT,
  userAddressAdd,
  userAddressDefault,
  userAddressDelete,
  userAddressEdit,
  userAddressList,
} from '@labmall/contract/addresses';
import { defineRoute } from '../platform/route.ts';
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

export const addressRoutes = [
  defineRoute({
    ...userAddressList,
    handler: async ({ user, deps }) => ({
      limit: ADDRESS_LIMIT,
      list: (await deps.addresses.list(user.id)).map(addressAnswer),
    }),
  }),
  defineRoute({
    ...userAddressAdd,
    handler: async ({ payload, user, deps }) => addressAnswer(await deps.addresses.add(user.id, payload)),
  }),
  defineRoute({
    ...userAddressEdit,
    handler: async ({ payload, user, deps }) =>
      addressAnswer(await deps.addresses.edit(user.id, payload.id, payload)),
  }),
  defineRoute({
    ...userAddressDelete,
    handler: async ({ payload, user, deps }) => {
      await deps.addresses.remove(user.id, payload.id);
      return null;
    },
  }),
  defineRoute({
    ...userAddressDefault,
    handler: async ({ payload, user, deps }) => {
      await deps.addresses.setDefault(user.id, payload.id);
      return null;
    },
  }),
];
