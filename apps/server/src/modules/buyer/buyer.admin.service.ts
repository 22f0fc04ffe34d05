/** Operators' view of buyers: the list, one buyer's whole record, and their licence images. */
import {
  BUSINESS_KIND_TEXT,
  LICENCE_KIND_TEXT,
  ORDER_STATUS_TEXT,
  fenToYuan,
  type AdminBuyerDetail,
  type AdminBuyerQuery,
  type AdminBuyerRow,
  type OrderStatus,
} from '@shop/shared';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { signInState } from '../auth/auth.service';
import { findUpload } from '../upload/upload.service';
import { SCOPE_LABELS, scopeLabel } from '../user/business-scope';
import { listLicences } from '../user/qualification.service';
import { daysLeft } from '../user/qualification.service';
import { buyerExtras, countBuyers, findBuyer, listBuyers, type BuyerDbRow } from './buyer.admin.repo';

const LICENCE_STATUS_TEXT: Record<string, string> = {
  approved: '已审核',
  pending: '待审核',
  rejected: '已驳回',
};
const iso = (d: Date | string) => new Date(d).toISOString();

export const reviewText = (b: Pick<BuyerDbRow, 'is_passed' | 'pending'>) =>
  b.pending ? '待审核' : b.is_passed ? '已认证' : '未认证';

function rowOf(b: BuyerDbRow): AdminBuyerRow {
  return {
    id: b.id,
    username: b.username,
    name: b.name,
    phone: b.phone,
    company: b.company,
    kind: b.kind,
    kind_text: BUSINESS_KIND_TEXT[b.kind] ?? b.kind,
    region: `${b.province}${b.city}${b.district}`,
    is_passed: b.is_passed,
    review_text: reviewText(b),
    manager_name: b.manager_name ?? '',
    balance: fenToYuan(b.balance_fen),
    points: b.points,
    licence_expires_on: b.soonest,
    licence_days_left: b.soonest ? daysLeft(b.soonest) : null,
    created_at: iso(b.created_at),
  };
}

export async function adminBuyerList(db: Db, q: AdminBuyerQuery) {
  const [rows, total] = await Promise.all([listBuyers(db, q), countBuyers(db, q)]);
  return { list: rows.map(rowOf), total, page: q.page, page_size: q.page_size };
}

export const licenceImageUrl = (buyerId: number, licenceId: number) =>
  `/api/admin/buyers/${buyerId}/licences/${licenceId}/image`;

export async function adminBuyerDetail(deps: AppDeps, id: number): Promise<AdminBuyerDetail> {
  const db = deps.database.db;
  const b = await findBuyer(db, id);
  if (!b) throw notFound('客户不存在');
  const [x, licences, signIn] = await Promise.all([
    buyerExtras(db, id, b.company_id),
    listLicences(db, b.company_id),
    signInState(deps, b.username),
  ]);
  const c = x.company;
  if (!c) throw notFound('客户不存在');
  const manager = x.managers.find((m) => m.id === c.account_manager_id) ?? null;
  return {
    id: b.id,
    username: b.username,
    name: b.name,
    phone: b.phone,
    created_at: iso(b.created_at),
    disabled: b.disabled,
    can_chat: b.is_can_chat,
    company: {
      id: b.company_id,
      name: b.company,
      kind: b.kind,
      kind_text: BUSINESS_KIND_TEXT[b.kind] ?? b.kind,
      credit_code: c.credit_code,
      drug_license_no: c.drug_license_no ?? '',
      region: `${b.province}${b.city}${b.district}`,
      province_code: b.province_code,
      city_code: b.city_code,
      district_code: b.district_code,
      address: c.address,
      contact_name: c.contact_name ?? '',
      chain_name: c.chain_name ?? '',
      is_passed: b.is_passed,
      review_text: reviewText(b),
      note: b.note ?? '',
      business_scope: c.business_scope.map((code) => ({ code, name: scopeLabel(code) })),
    },
    stores: x.stores,
    addresses: x.addresses,
    orders: x.orders.map((o) => ({
      id: o.id,
      order_no: o.order_no,
      status_text: ORDER_STATUS_TEXT[o.status as OrderStatus] ?? o.status,
      payable: fenToYuan(o.payable_fen),
      created_at: iso(o.created_at),
    })),
    orders_total: x.orders[0]?.total ?? 0,
    balance: fenToYuan(b.balance_fen),
    points: b.points,
    money_log: x.moneyLog.map((m) => ({
      at: iso(m.at),
      amount: fenToYuan(m.amount_fen),
      balance_after: fenToYuan(m.balance_after_fen),
      remark: m.remark,
    })),
    points_log: x.pointsLog.map((p) => ({
      at: iso(p.at),
      delta: p.delta,
      balance_after: p.balance_after,
      remark: p.remark || p.reason,
    })),
    manager,
    managers: x.managers,
    licences: licences.map((l) => ({
      id: l.id,
      kind: l.kind,
      name: LICENCE_KIND_TEXT[l.kind] ?? l.kind,
      number: l.number,
      holder_name: l.holderName ?? '',
      expires_on: l.expiresOn,
      days_left: daysLeft(l.expiresOn),
      status: l.status,
      status_text: LICENCE_STATUS_TEXT[l.status] ?? l.status,
      image_url: l.uploadId === null ? null : licenceImageUrl(b.id, l.id),
      image_mime: l.uploadMime,
    })),
    // Distinct labels only: two codes of one label (消毒产品) would be one tick box twice.
    scope_options: Object.entries(SCOPE_LABELS)
      .filter(([code, name], k, all) => all.findIndex(([, n]) => n === name) === k && code)
      .map(([code, name]) => ({ code, name })),
    sign_in: signIn,
  };
}

/** The stored upload of one of this buyer's licences (the id pair must match). */
export async function licenceUpload(db: Db, buyerId: number, licenceId: number) {
  const b = await findBuyer(db, buyerId);
  if (!b) throw notFound('文件不存在');
  const licence = (await listLicences(db, b.company_id)).find((l) => l.id === licenceId);
  if (!licence || licence.uploadId === null) throw notFound('文件不存在');
  const upload = await findUpload(db, licence.uploadId);
  if (!upload) throw notFound('文件不存在');
  return upload;
}
