/**
 * 质管's queue in bulk: approve each chosen buyer as applied (the 经营范围 they asked for, the licence
 * dates on file). A buyer with no licence, or one already expired, is refused with that reason;
 * checking a licence's content still happens one buyer at a time on the detail page.
 */
import { BUSINESS_KIND_TEXT, type AdminBuyerRow } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import type { XlsxColumn } from '../../lib/xlsx';
import { audit, type Actor } from '../audit/audit';
import { approveQualification } from '../user/review.service';
import { licenceCounts } from './buyer.actions.repo';
import { findBuyer } from './buyer.admin.repo';

export async function approveAsApplied(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const b = await findBuyer(tx, id);
    if (!b) throw notFound('客户不存在');
    if (b.is_passed && !b.pending) throw refused('该客户资质已审核通过，无需重复审核');
    const lic = await licenceCounts(tx, b.company_id);
    if (!lic || lic.n === 0) throw refused('未上传资质证照，不能审核通过');
    if (lic.expired > 0) throw refused(`有 ${lic.expired} 张证照已过期，请逐个审核`);
    await approveQualification(tx, id, {});
    await audit(tx, actor, {
      action: 'buyer.approve',
      targetType: 'buyer',
      targetId: id,
      summary: `批量审核通过客户 ${b.company}（${b.username}）的资质（按申请的经营范围）`,
      before: { is_passed: b.is_passed, note: b.note },
      after: { is_passed: true },
    });
    return { id };
  });
}

export const BUYER_EXPORT_CAP = 10_000;
export const BUYER_COLUMNS: XlsxColumn<AdminBuyerRow>[] = [
  { header: '客户编号', width: 10, value: (r) => r.id },
  { header: '企业名称', width: 32, value: (r) => r.company },
  { header: '类型', width: 12, value: (r) => BUSINESS_KIND_TEXT[r.kind] ?? r.kind_text },
  { header: '账号', width: 14, value: (r) => r.username },
  { header: '联系人', width: 10, value: (r) => r.name },
  { header: '手机', width: 14, value: (r) => r.phone },
  { header: '地区', width: 20, value: (r) => r.region },
  { header: '资质', width: 10, value: (r) => r.review_text },
  { header: '客户经理', width: 10, value: (r) => r.manager_name },
  { header: '最早证照到期', width: 14, value: (r) => r.licence_expires_on ?? '' },
  { header: '余额', width: 12, value: (r) => Number(r.balance) },
  { header: '注册时间', width: 20, value: (r) => r.created_at.slice(0, 10) },
];
