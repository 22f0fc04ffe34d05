import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { invalid, notSignedIn, refused } from '../../lib/errors';
import { consumeCode } from '../sms/sms.codes';
import { isUniqueViolation } from './account.repo';

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
  const [me] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!me) throw notSignedIn();
  if (input.phone !== me.phone) {
    if (!input.code) throw invalid('更换手机号需填写新手机收到的短信验证码');
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, input.phone), ne(users.id, userId)));
    if (other) throw refused('该手机号已被其他账号使用');
    await consumeCode(deps, input.phone, 'phone', input.code);
  }
  try {
    await db.update(users).set({ name: input.name, phone: input.phone }).where(eq(users.id, userId));
  } catch (e) {
    if (isUniqueViolation(e)) throw refused('该手机号已被其他账号使用');
    throw e;
  }
  return { name: input.name, phone: input.phone };
}
