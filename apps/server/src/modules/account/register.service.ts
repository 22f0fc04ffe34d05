import { RegisterBodySchema, Step2Schema } from '@shop/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { invalid, refused } from '../../lib/errors';
import { hashPassword } from '../auth/password';
import { discardStored, fileStoreOf } from '../upload/upload.service';
import { sendMessage } from '../user/messages.service';
import { insertAccount, isUniqueViolation, phoneRegistered, usernameTaken } from './account.repo';
import { companyRowOf, regionOf, writeLicences } from './company.build';

type RegisterBody = z.output<typeof RegisterBodySchema>;
type Step2Body = z.output<typeof Step2Schema>;

export const TAKEN_USERNAME = '该用户名已被使用，请换一个';
export const TAKEN_PHONE = '该手机号已注册，请直接登录或找回密码';

/** Step 2 checked on the server before step 3, so a taken username is said where it was typed. */
export async function checkStep2(deps: AppDeps, body: Step2Body) {
  if (await usernameTaken(deps.database.db, body.username)) throw invalid(TAKEN_USERNAME);
  return { username: body.username, available: true as const };
}

/**
 * Registration in one transaction: company, buyer, uploads and licences, or nothing. Files are
 * checked and written first (they cannot join a database transaction) and removed again if
 * anything after fails. The account may sign in and browse at once; buying waits for review.
 */
export async function register(deps: AppDeps, phone: string, body: RegisterBody) {
  const db = deps.database.db;
  regionOf(body);
  if (await phoneRegistered(db, phone)) throw refused(TAKEN_PHONE);
  if (await usernameTaken(db, body.username)) throw invalid(TAKEN_USERNAME);

  const store = fileStoreOf(deps);
  const written: string[] = [];
  try {
    const licenceRows = await writeLicences(store, body, body.kind, written);
    const passwordHash = await hashPassword(body.password);
    const ids = await db.transaction((tx) =>
      insertAccount(
        tx,
        companyRowOf(body, body.kind),
        { username: body.username, phone, passwordHash, name: body.contact_name },
        licenceRows,
      ),
    );
    const next = body.kind === 'chain_head' ? '审核期间您可以在“门店管理”中添加各门店的资质，' : '';
    await sendMessage(
      db,
      ids.userId,
      '注册成功，资料审核中',
      `欢迎加入${deps.config.SITE_NAME}！您的企业资料已提交，${next}平台将在1个工作日内完成资质审核，审核通过后即可采购。`,
    );
    return { user_id: ids.userId, username: body.username, company: body.company, is_passed: false };
  } catch (e) {
    await discardStored(store, written);
    if (isUniqueViolation(e)) throw refused('该用户名或手机号已注册');
    throw e;
  }
}
