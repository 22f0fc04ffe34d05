import { AddressInputSchema, MAX_ADDRESSES, type Address } from '@shop/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { invalid, notFound, refused } from '../../lib/errors';
import {
  clearDefault,
  countAddresses,
  deleteAddress,
  findAddress,
  insertAddress,
  listAddresses,
  promoteFirst,
  updateAddress,
  type AddressRow,
  type AddressValues,
} from './address.repo';
import { resolveRegion } from './regions';
/** What other modules may use of this module's repository (they reach it through this service). */
export { findAddress, listAddresses } from './address.repo';

type AddressData = z.output<typeof AddressInputSchema>;

export const toAddress = (r: AddressRow): Address => ({
  id: r.id,
  consignee: r.consignee,
  phone: r.phone,
  province_code: r.provinceCode,
  province: r.province,
  city_code: r.cityCode,
  city: r.city,
  district_code: r.districtCode,
  district: r.district,
  detail: r.detail,
  full_address: `${r.province}${r.city === '市辖区' ? '' : r.city}${r.district}${r.detail}`,
  is_default: r.isDefault,
});

/** Codes must nest (district inside city inside province); names sent along must match them. */
function toValues(input: AddressData): AddressValues {
  const names = resolveRegion(input.province_code, input.city_code, input.district_code);
  if (!names) throw invalid('所选省市区不正确，请重新选择');
  const mismatch =
    (input.province && input.province !== names.province) ||
    (input.city && input.city !== names.city) ||
    (input.district && input.district !== names.district);
  if (mismatch) throw invalid('省市区名称与所选地区不一致，请重新选择');
  return {
    consignee: input.consignee,
    phone: input.phone,
    provinceCode: input.province_code,
    province: names.province,
    cityCode: input.city_code,
    city: names.city,
    districtCode: input.district_code,
    district: names.district,
    detail: input.detail,
    isDefault: input.is_default,
  };
}

export async function getAddresses(db: Db, userId: number): Promise<Address[]> {
  return (await listAddresses(db, userId)).map(toAddress);
}

export async function createAddress(db: Db, userId: number, input: AddressData): Promise<Address> {
  const values = toValues(input);
  return db.transaction(async (tx) => {
    const count = await countAddresses(tx, userId);
    if (count >= MAX_ADDRESSES) throw refused(`最多保存${MAX_ADDRESSES}个收货地址`);
    // The first address is the default whatever the form said.
    const isDefault = values.isDefault || count === 0;
    if (isDefault) await clearDefault(tx, userId);
    return toAddress(await insertAddress(tx, userId, { ...values, isDefault }));
  });
}

export async function editAddress(db: Db, userId: number, id: number, input: AddressData): Promise<Address> {
  const values = toValues(input);
  return db.transaction(async (tx) => {
    const current = await findAddress(tx, userId, id);
    if (!current) throw notFound('收货地址不存在');
    // Unticking the only default keeps it: a buyer always has a default while they have addresses.
    const isDefault = values.isDefault || current.isDefault;
    if (isDefault) await clearDefault(tx, userId, id);
    const row = await updateAddress(tx, userId, id, { ...values, isDefault });
    if (!row) throw notFound('收货地址不存在');
    return toAddress(row);
  });
}

export async function removeAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await deleteAddress(tx, userId, id);
    if (!row) throw notFound('收货地址不存在');
    if (row.isDefault) await promoteFirst(tx, userId);
  });
}
