import { RegisterBodySchema, Step2Schema } from '@shop/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { invalid, refused } from '../../lib/errors';
import { hashPassword } from '../auth/password';
import { resolveRegion } from '../address/regions';
import { discardStored, fileStoreOf, storeFile } from '../upload/upload.service';
import { sendMessage } from '../user/messages.service';
import {
  insertAccount,
  isUniqueViolation,
  phoneRegistered,
  usernameTaken,
  type NewLicence,
} from './account.repo';

type RegisterBody = z.output<typeof RegisterBodySchema>;
type Step2Body = z.output<typeof Step2Schema>;

const TAKEN_USERNAME = '该用户名已被使用，请换一个';
const TAKEN_PHONE = '该手机号已注册，请直接登录或找回密码';

/** Step 2 checked on the server before step 3, so a taken username is said where it was typed. */
export async function checkStep2(deps: AppDeps, body: Step2Body) {
  if (await usernameTaken(deps.database.db, body.username)) throw invalid(TAKEN_USERNAME);
  return { username: body.username, available: true as const };
}

const LICENCE_FILES = ['business_license_file', 'drug_license_file', 'proxy_file', 'id_card_file'] as const;

/**
 * Registration in one transaction: company, buyer, uploads and licences, or nothing. Files are
 * checked and written first (they cannot join a database transaction) and removed again if
 * anything after fails. The account may sign in and browse at once; buying waits for review.
 */
export async function register(deps: AppDeps, phone: string, body: RegisterBody) {
  const db = deps.database.db;
  const region = resolveRegion(body.province_code, body.city_code, body.district_code);
  if (!region) throw invalid('请选择所在地区');
  if (await phoneRegistered(db, phone)) throw refused(TAKEN_PHONE);
  if (await usernameTaken(db, body.username)) throw invalid(TAKEN_USERNAME);

  const store = fileStoreOf(deps);
  const written: string[] = [];
  try {
    const files: Record<(typeof LICENCE_FILES)[number], { key: string; mime: string; size: number }> = {
      business_license_file: { key: '', mime: '', size: 0 },
      drug_license_file: { key: '', mime: '', size: 0 },
      proxy_file: { key: '', mime: '', size: 0 },
      id_card_file: { key: '', mime: '', size: 0 },
    };
    for (const field of LICENCE_FILES) {
      files[field] = await storeFile(store, body[field]);
      written.push(files[field].key);
    }
    const medical = body.kind === 'clinic' || body.kind === 'hospital';
    const licenceRows: NewLicence[] = [
      {
        kind: 'business_license',
        number: body.credit_code,
        expiresOn: body.business_license_expires,
        file: files.business_license_file,
      },
      {
        kind: medical ? 'medical_license' : 'drug_license',
        number: body.drug_license_no,
        expiresOn: body.drug_license_expires,
        file: files.drug_license_file,
      },
      {
        kind: 'purchase_proxy',
        number: body.purchaser_id_no,
        holderName: body.purchaser_name,
        expiresOn: body.proxy_expires,
        file: files.proxy_file,
      },
      {
        kind: 'id_card',
        number: body.purchaser_id_no,
        holderName: body.purchaser_name,
        expiresOn: body.proxy_expires,
        file: files.id_card_file,
      },
    ];
    const passwordHash = await hashPassword(body.password);
    const ids = await db.transaction((tx) =>
      insertAccount(
        tx,
        {
          name: body.company,
          kind: body.kind,
          creditCode: body.credit_code,
          drugLicenseNo: body.drug_license_no,
          businessScope: body.business_scope,
          isPassed: false,
          qualificationNote: '资料已提交，等待平台审核（一般1个工作日内完成）',
          province: region.province,
          city: region.city,
          district: region.district,
          address: body.address,
          contactName: body.contact_name,
          invoiceTitle: body.company,
          taxNo: body.credit_code,
        },
        { username: body.username, phone, passwordHash, name: body.contact_name },
        licenceRows,
      ),
    );
    await sendMessage(
      db,
      ids.userId,
      '注册成功，资料审核中',
      `欢迎加入${deps.config.SITE_NAME}！您的企业资料已提交，平台将在1个工作日内完成资质审核，审核通过后即可采购。`,
    );
    return { user_id: ids.userId, username: body.username, company: body.company, is_passed: false };
  } catch (e) {
    await discardStored(store, written);
    if (isUniqueViolation(e)) throw refused('该用户名或手机号已注册');
    throw e;
  }
}
