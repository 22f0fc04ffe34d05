import type { AppDeps } from '../../deps';
import { notSignedIn } from '../../lib/errors';
import { scopeItems } from './user.service';
import { findCompanyOfUser, type CompanyRow } from './user.repo';

const KIND_LABELS: Record<string, string> = {
  pharmacy: '零售药店',
  clinic: '诊所',
  hospital: '医院',
  chain_store: '连锁门店',
};

/** A clinic or hospital holds a 医疗机构执业许可证 where a pharmacy holds a 药品经营许可证. */
const isMedicalInstitution = (kind: string) => kind === 'clinic' || kind === 'hospital';

function certificates(c: CompanyRow) {
  const certs = [
    { code: 'business_license', name: '营业执照', number: c.credit_code },
    {
      code: isMedicalInstitution(c.kind) ? 'medical_license' : 'drug_license',
      name: isMedicalInstitution(c.kind) ? '医疗机构执业许可证' : '药品经营许可证',
      number: c.drug_license_no ?? '',
    },
  ];
  return certs.map((cert) => {
    const status = cert.number === '' ? 'missing' : c.is_passed ? 'approved' : 'pending';
    const status_text = { missing: '未上传', approved: '已审核', pending: '审核中' }[status];
    return { ...cert, status, status_text };
  });
}

/** 资质证照: status and the certificates the company has on file (spec: /zhzx/zzzj). */
export async function getQualification(deps: AppDeps, userId: number) {
  const c = await findCompanyOfUser(deps.database.db, userId);
  if (!c) throw notSignedIn();
  const certs = certificates(c);
  const status = c.is_passed
    ? 'passed'
    : certs.some((x) => x.status === 'missing')
      ? 'incomplete'
      : 'pending';
  const status_text = { passed: '资质已认证', incomplete: '资质不全，请补充上传', pending: '资质审核中' }[
    status
  ];
  return {
    is_passed: c.is_passed,
    status,
    status_text,
    note: c.qualification_note ?? '',
    company: { id: c.id, name: c.name, kind: c.kind, kind_text: KIND_LABELS[c.kind] ?? c.kind },
    certificates: certs,
  };
}

/** 经营范围 in Chinese labels, as the licence lists them. */
export async function getBusinessScope(deps: AppDeps, userId: number) {
  const c = await findCompanyOfUser(deps.database.db, userId);
  if (!c) throw notSignedIn();
  const list = scopeItems(c.business_scope);
  return { list, text: list.map((s) => s.name).join('、') };
}
