/**
 * 修改所在地区 (issue 27): an operator corrects a company's region. Regional rules (客户地区价, 控销,
 * 领券) compare the company's six-digit codes, so a wrong region shows the buyer the wrong prices and
 * coupons; the names beside the codes are written from the same tree, for display only.
 */
import type { AdminCompanyRegionBody } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { companyRegionOfCodes } from '../address/regions';
import { findBuyer, updateCompanyRegion } from './buyer.admin.repo';

const named = (r: { province: string; city: string; district: string }) =>
  `${r.province}${r.city}${r.district}` || '未填写';

/** Checks the codes (422 naming the field, nothing stored), writes them and the audit record in one transaction. */
export async function adminSetCompanyRegion(db: Db, actor: Actor, id: number, body: AdminCompanyRegionBody) {
  const region = companyRegionOfCodes(body.province_code, body.city_code, body.district_code);
  return db.transaction(async (tx) => {
    const b = await findBuyer(tx, id);
    if (!b) throw notFound('客户不存在');
    if (!(await updateCompanyRegion(tx, b.company_id, region)))
      throw refused(`该客户的所在地区已是${named(region)}`);
    await audit(tx, actor, {
      action: 'buyer.region',
      targetType: 'buyer',
      targetId: id,
      summary: `修改客户 ${b.company}（${b.username}）的所在地区：${named(b)} → ${named(region)}`,
      before: { province_code: b.province_code, city_code: b.city_code, district_code: b.district_code },
      after: {
        province_code: region.provinceCode,
        city_code: region.cityCode,
        district_code: region.districtCode,
      },
    });
    return { id };
  });
}
