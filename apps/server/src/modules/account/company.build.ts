import { CompanyFieldsSchema } from '@shop/shared';
import type { z } from 'zod';
import { invalid } from '../../lib/errors';
import { companyRegion } from '../address/regions';
import type { FileStore } from '../upload/file-store';
import { storeFile } from '../upload/upload.service';
import type { NewCompany, NewLicence } from './account.repo';

/** Step 3's fields: shared by a registration and by a chain head adding one of its stores. */
export type CompanyBody = z.output<typeof CompanyFieldsSchema>;
type Kind = NewCompany['kind'];

const LICENCE_FILES = ['business_license_file', 'drug_license_file', 'proxy_file', 'id_card_file'] as const;

/** The region's six-digit codes and display names, or the 422 the cascader's message gives. */
export function regionOf(body: CompanyBody) {
  const region = companyRegion(body.province_code, body.city_code, body.district_code);
  if (!region) throw invalid('请选择所在地区');
  return region;
}

/** The company row of step 3; every new account waits for review before it may buy. */
export function companyRowOf(body: CompanyBody, kind: Kind, chainId: number | null = null): NewCompany {
  const region = regionOf(body);
  return {
    name: body.company,
    kind,
    chainId,
    creditCode: body.credit_code,
    drugLicenseNo: body.drug_license_no,
    businessScope: body.business_scope,
    isPassed: false,
    qualificationNote: '资料已提交，等待平台审核（一般1个工作日内完成）',
    provinceCode: region.provinceCode,
    cityCode: region.cityCode,
    districtCode: region.districtCode,
    province: region.province,
    city: region.city,
    district: region.district,
    address: body.address,
    contactName: body.contact_name,
    invoiceTitle: body.company,
    taxNo: body.credit_code,
  };
}

/**
 * Writes the four licence files (checked by magic bytes) and returns the licence rows that point at
 * them. Every key written is pushed to `written` as it lands, so the caller can remove them all if
 * anything later fails.
 */
export async function writeLicences(
  store: FileStore,
  body: CompanyBody,
  kind: Kind,
  written: string[],
): Promise<NewLicence[]> {
  const files: Partial<Record<(typeof LICENCE_FILES)[number], NewLicence['file']>> = {};
  for (const field of LICENCE_FILES) {
    const stored = await storeFile(store, body[field]);
    written.push(stored.key);
    files[field] = stored;
  }
  const medical = kind === 'clinic' || kind === 'hospital';
  const file = (f: (typeof LICENCE_FILES)[number]) => files[f] ?? { key: '', mime: '', size: 0 };
  const purchaser = {
    number: body.purchaser_id_no,
    holderName: body.purchaser_name,
    expiresOn: body.proxy_expires,
  };
  return [
    {
      kind: 'business_license',
      number: body.credit_code,
      expiresOn: body.business_license_expires,
      file: file('business_license_file'),
    },
    {
      kind: medical ? 'medical_license' : 'drug_license',
      number: body.drug_license_no,
      expiresOn: body.drug_license_expires,
      file: file('drug_license_file'),
    },
    { kind: 'purchase_proxy', ...purchaser, file: file('proxy_file') },
    { kind: 'id_card', ...purchaser, file: file('id_card_file') },
  ];
}
