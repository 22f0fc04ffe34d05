import {
  BUSINESS_KIND_TEXT,
  isMedicalKind,
  LICENCE_KIND_TEXT,
  LICENCE_WARN_DAYS,
  uploadUrl,
  type Certificate,
  type LicenceWarning,
  type Qualification,
} from '@shop/shared';
import type { AppDeps } from '../../deps';
import { notSignedIn } from '../../lib/errors';
import { scopeItems } from './user.service';
import { findCompanyOfUser, type CompanyRow } from './user.repo';
import type { Db } from '../../db/client';
import { insertMessage } from './messages.repo';
import { listLicences, markWarned, type LicenceRow } from './licence.repo';
import { chinaDay } from '../../lib/china-day';
import { smsIfWanted } from '../notify/buyer-notify';

/** Whether a company's licence has expired, as a subquery every buyer read (lists, cart, checkout) carries. */
export { expiredLicenceOf } from './licence.sql';
/** What other modules may use of this module's repository (they reach it through this service). */
export { listLicences } from './licence.repo';

const DAY = 86_400_000;
/** Today in China, where licences expire at the end of their date. */
export const daysLeft = (expiresOn: string) =>
  Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${chinaDay()}T00:00:00Z`)) / DAY);

const STATUS_TEXT = { missing: '未上传', approved: '已审核', pending: '审核中', rejected: '已驳回' } as const;

/** The licences a company of this kind must hold. */
const requiredKinds = (kind: string) => [
  'business_license',
  isMedicalKind(kind) ? 'medical_license' : 'drug_license',
  'purchase_proxy',
];

function toCertificate(l: LicenceRow): Certificate {
  const left = daysLeft(l.expiresOn);
  return {
    code: l.kind,
    name: LICENCE_KIND_TEXT[l.kind] ?? l.kind,
    number: l.number,
    holder_name: l.holderName ?? '',
    expires_on: l.expiresOn,
    days_left: left,
    expiry_state: left < 0 ? 'expired' : left <= LICENCE_WARN_DAYS ? 'expiring' : 'ok',
    image_url: l.uploadId === null ? null : uploadUrl(l.uploadId),
    image_mime: l.uploadMime,
    status: l.status,
    status_text: STATUS_TEXT[l.status],
  };
}

const missing = (kind: string): Certificate => ({
  code: kind,
  name: LICENCE_KIND_TEXT[kind] ?? kind,
  number: '',
  holder_name: '',
  expires_on: '',
  days_left: 0,
  expiry_state: 'none',
  image_url: null,
  image_mime: null,
  status: 'missing',
  status_text: STATUS_TEXT.missing,
});

function certificates(c: CompanyRow, rows: LicenceRow[]): Certificate[] {
  const have = rows.map(toCertificate);
  const absent = requiredKinds(c.kind).filter((k) => !rows.some((r) => r.kind === k));
  return [...have, ...absent.map(missing)];
}

/** 资质证照: review status and every licence with number, expiry and image (spec: /zhzx/zzzj). */
export async function getQualification(deps: AppDeps, userId: number): Promise<Qualification> {
  const db = deps.database.db;
  const c = await findCompanyOfUser(db, userId);
  if (!c) throw notSignedIn();
  const certs = certificates(c, await listLicences(db, c.id));
  const status = certs.some((x) => x.expiry_state === 'expired')
    ? 'expired'
    : c.is_passed
      ? 'passed'
      : certs.some((x) => x.status === 'missing' || x.status === 'rejected')
        ? 'incomplete'
        : 'pending';
  const status_text = {
    passed: '资质已认证',
    incomplete: '资质不全，请补充上传',
    pending: '资质审核中',
    expired: '证照已过期，暂停采购',
  }[status];
  return {
    is_passed: c.is_passed,
    status,
    status_text,
    note: c.qualification_note ?? '',
    company: { id: c.id, name: c.name, kind: c.kind, kind_text: BUSINESS_KIND_TEXT[c.kind] ?? c.kind },
    certificates: certs,
  };
}

/** The licence that expires soonest when it is within the warning window (or already past). */
export function warningOf(rows: LicenceRow[]): (LicenceWarning & object) | null {
  const soonest = [...rows].sort((a, b) => a.expiresOn.localeCompare(b.expiresOn))[0];
  if (!soonest) return null;
  const left = daysLeft(soonest.expiresOn);
  if (left > LICENCE_WARN_DAYS) return null;
  return {
    code: soonest.kind,
    name: LICENCE_KIND_TEXT[soonest.kind] ?? soonest.kind,
    expires_on: soonest.expiresOn,
    days_left: left,
  };
}

/** 经营范围 in Chinese labels, as the licence lists them. */
export async function getBusinessScope(deps: AppDeps, userId: number) {
  const c = await findCompanyOfUser(deps.database.db, userId);
  if (!c) throw notSignedIn();
  const list = scopeItems(c.business_scope);
  return { list, text: list.map((s) => s.name).join('、') };
}

/**
 * The warning every page shows (via /user/base) once a licence is within 30 days of expiry, and the
 * message that goes with it: sent once per expiry date, whichever instance notices first.
 */
export async function licenceWarning(db: Db, userId: number, companyId: number): Promise<LicenceWarning> {
  const rows = await listLicences(db, companyId);
  const warning = warningOf(rows);
  const row = warning && rows.find((r) => r.kind === warning.code);
  if (warning && row && (await markWarned(db, row.id, row.expiresOn))) {
    const when = warning.days_left < 0 ? '已过期，采购已暂停' : `将于${warning.expires_on}到期`;
    const text = `您的《${warning.name}》${when}，请尽快在“资质证照”中上传新证照。`;
    await insertMessage(db, userId, '证照到期提醒', text);
    await smsIfWanted(db, userId, 'licence_expiring', text);
  }
  return warning;
}
