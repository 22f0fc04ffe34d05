import type { AppDeps } from '../../deps';
import { invalid, notSignedIn, refused } from '../../lib/errors';
import { consumeCode } from '../sms/sms.codes';
import { findUserPhone, isUniqueViolation, phoneHeldByOther, setNameAndPhone } from './account.repo';

/**
 * POST /api/user/updateUserInfo {name, phone}: the contact name freely; a new mobile only with the
 * code sent to that new mobile, so nobody moves an account onto a number they do not hold.
 */
export async function updateUserInfo(
  deps: AppDeps,
  userId: number,
  input: { name: string; phone: string; code?: string | undefined },
) {
  const db = deps.database.db;
  const me = await findUserPhone(db, userId);
  if (!me) throw notSignedIn();
  if (input.phone !== me.phone) {
    if (!input.code) throw invalid('更换手机号需填写新手机收到的短信验证码');
    if (await phoneHeldByOther(db, input.phone, userId)) throw refused('该手机号已被其他账号使用');
    await consumeCode(deps, input.phone, 'phone', input.code);
  }
  try {
    await setNameAndPhone(db, userId, input.name, input.phone);
  } catch (e) {
    if (isUniqueViolation(e)) throw refused('该手机号已被其他账号使用');
    throw e;
  }
  return { name: input.name, phone: input.phone };
}
