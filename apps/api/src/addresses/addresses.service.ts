import { ADDRESS_LIMIT, addressMessages } from '@labmall/contract/addresses';
import type { Db, Tx } from '../platform/db.ts';
import { conflict, invalid, notFound } from '../platform/errors.ts';
import { childRegions, findRegion } from '../regions/regions.ts';
import { addressAnswer } from './addresses.answers.ts';
import {
  type AddressRow,
  type AddressValues,
  countAddresses,
  deleteAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  lockMemberForAddresses,
  markDefaultAddress,
  newestAddressId,
  updateAddress,
} from './addresses.repository.ts';

export interface AddressInput {
  consignee: string;
  phone: string;
  province_code: number;
  city_code: number;
  district_code?: number | null | undefined;
  detail: string;
  postcode?: string | undefined;
  is_default?: boolean | undefined;
}

/**
 * Checks the region codes against the GB/T 2260 data and names them from it (never from the client).
 * Each code must exist and sit under the one before it; a county is required exactly when the chosen
 * city has counties (a municipality's districts, or 东莞, have none under them).
 */
export function resolveRegions(given: Pick<AddressInput, 'province_code' | 'city_code' | 'district_code'>) {
  const input = withMunicipalityCity(given);
  const province = findRegion(input.province_code);
  if (province?.parent_id !== 0) {
    throw invalid({ province_code: '所选省份不存在，请重新选择' });
  }
  const city = findRegion(input.city_code);
  if (!city || city.parent_id !== province.id) {
    throw invalid({ city_code: `所选城市不属于${province.name}，请重新选择` });
  }
  const districtCode = input.district_code ?? null;
  const hasDistricts = childRegions(city.id).length > 0;
  if (districtCode === null) {
    if (hasDistricts) throw invalid({ district_code: addressMessages.district });
    return { provinceCode: province.id, cityCode: city.id, districtCode: null, names: [province, city] };
  }
  const district = findRegion(districtCode);
  if (!district || district.parent_id !== city.id) {
    throw invalid({ district_code: `所选区县不属于${city.name}，请重新选择` });
  }
  return {
    provinceCode: province.id,
    cityCode: city.id,
    districtCode: district.id,
    // 上海市 徐汇区, not 上海市 上海市 徐汇区: a municipality's city level bears its own name.
    names: city.name === province.name ? [province, district] : [province, city, district],
  };
}

/**
 * Addresses saved, and clients built, before municipalities had a city level name a district as the
 * city (310000 / 310104, no county): read as 310000 / 310100 / 310104.
 */
function withMunicipalityCity<T extends Pick<AddressInput, 'province_code' | 'city_code' | 'district_code'>>(
  input: T,
): T {
  const named = findRegion(input.city_code);
  const cityLevel = named && findRegion(named.parent_id);
  if (input.district_code == null && cityLevel && cityLevel.parent_id === input.province_code) {
    return { ...input, city_code: cityLevel.id, district_code: named.id };
  }
  return input;
}

function toValues(input: AddressInput): AddressValues {
  const regions = resolveRegions(input);
  return {
    consignee: input.consignee,
    phone: input.phone,
    provinceCode: regions.provinceCode,
    cityCode: regions.cityCode,
    districtCode: regions.districtCode,
    regionNames: regions.names.map((r) => r.name).join(' '),
    detail: input.detail,
    postcode: input.postcode ? input.postcode : null,
  };
}

/**
 * A member's receiving addresses: at most ADDRESS_LIMIT, exactly one default while any exist (the
 * first added; after the default is deleted, the newest remaining). Writes hold the member's row lock.
 */
export function createAddressService({ db }: { db: Db }) {
  /** Writes hold the member's row lock; each returns the row as it is now. */
  const write = (userId: number, work: (tx: Tx) => Promise<AddressRow>) =>
    db.transaction(async (tx) => {
      await lockMemberForAddresses(tx, userId);
      return work(tx);
    });

  return {
    list: async (userId: number) => ({
      limit: ADDRESS_LIMIT,
      list: (await listAddresses(db, userId)).map(addressAnswer),
    }),

    async add(userId: number, input: AddressInput) {
      const values = toValues(input);
      const row = await write(userId, async (tx) => {
        const existing = await countAddresses(tx, userId);
        if (existing >= ADDRESS_LIMIT) throw conflict(addressMessages.limit);
        const row = await insertAddress(tx, userId, values, false);
        if (existing > 0 && input.is_default !== true) return row;
        await markDefaultAddress(tx, userId, row.id);
        return { ...row, isDefault: true };
      });
      return addressAnswer(row);
    },

    async edit(userId: number, id: number, input: AddressInput) {
      const values = toValues(input);
      const row = await write(userId, async (tx) => {
        const row = await updateAddress(tx, userId, id, values);
        if (!row) throw notFound(addressMessages.notFound);
        if (input.is_default !== true || row.isDefault) return row;
        await markDefaultAddress(tx, userId, id);
        return { ...row, isDefault: true };
      });
      return addressAnswer(row);
    },

    async remove(userId: number, id: number): Promise<null> {
      await db.transaction(async (tx) => {
        await lockMemberForAddresses(tx, userId);
        const removed = await deleteAddress(tx, userId, id);
        if (!removed) throw notFound(addressMessages.notFound);
        if (!removed.isDefault) return;
        const next = await newestAddressId(tx, userId);
        if (next !== null) await markDefaultAddress(tx, userId, next);
      });
      return null;
    },

    async setDefault(userId: number, id: number): Promise<null> {
      await db.transaction(async (tx) => {
        await lockMemberForAddresses(tx, userId);
        if (!(await findOwnAddress(tx, userId, id))) throw notFound(addressMessages.notFound);
        await markDefaultAddress(tx, userId, id);
      });
      return null;
    },
  };
}

export type AddressService = ReturnType<typeof createAddressService>;
