import { isMedicalKind, RenewLicenceBodySchema } from '@shop/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { invalid, notSignedIn } from '../../lib/errors';
import { insertLicences } from '../account/account.service';
import { discardStored, fileStoreOf, storeFile } from '../upload/upload.service';
import { daysLeft, getQualification } from './qualification.service';
import { findCompanyOfUser } from './user.repo';
import { listLicences, putBackUnderReview } from './licence.repo';
import { signalWork } from '../notify/work-bus';

type RenewBody = z.output<typeof RenewLicenceBodySchema>;

/**
 * 证照更新: a new image, number and expiry replace the licence, which goes back to review. Renewing
 * a licence that has already expired also puts the company back under review, so buying stays
 * locked until an operator has looked at the new one.
 */
export async function renewLicence(deps: AppDeps, userId: number, body: RenewBody) {
  const db = deps.database.db;
  const company = await findCompanyOfUser(db, userId);
  if (!company) throw notSignedIn();
  const wrongPermit = isMedicalKind(company.kind) ? 'drug_license' : 'medical_license';
  if (body.kind === wrongPermit) throw invalid('该证照不适用于您的企业类型');
  const before = (await listLicences(db, company.id)).find((l) => l.kind === body.kind);
  const wasExpired = before !== undefined && daysLeft(before.expiresOn) < 0;
  const store = fileStoreOf(deps);
  const file = await storeFile(store, body.file);
  try {
    await db.transaction(async (tx) => {
      await insertLicences(tx, userId, company.id, [
        {
          kind: body.kind,
          number: body.number,
          holderName: before?.holderName ?? null,
          expiresOn: body.expires_on,
          file,
        },
      ]);
      if (wasExpired || !company.is_passed) {
        await putBackUnderReview(tx, company.id);
      }
    });
  } catch (e) {
    await discardStored(store, [file.key]);
    throw e;
  }
  signalWork('qualifications');
  return getQualification(deps, userId);
}
