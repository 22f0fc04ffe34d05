import { createHash } from 'node:crypto';
import { SMS, type SmsPurpose } from '@shop/shared';
import type { AppDeps } from '../../deps';
import { invalid, refused } from '../../lib/errors';
import { hashPassword } from '../auth/password';
import { consumeCode, issueCode } from '../sms/sms.codes';
import { findUserByPhone, phoneRegistered, replacePasswordHash } from './account.repo';
import { makeTicket, peekSubject, readTicket, TICKET_SECONDS } from './ticket';
/** What other modules may use of this module's repository (they reach it through this service). */
export { insertLicences } from './account.repo';

/**
 * POST /api/user/create_code. A registration code for a registered mobile is refused (the phone
 * check says as much anyway); a reset code for an unknown mobile is answered like a sent one but
 * not sent, so the reset page reveals nothing.
 */
export async function sendCode(deps: AppDeps, phone: string, purpose: SmsPurpose, ip: string) {
  const registered = await phoneRegistered(deps.database.db, phone);
  if (purpose === 'register' && registered) throw refused('该手机号已注册，请直接登录或找回密码');
  if (purpose === 'phone' && registered) throw refused('该手机号已被其他账号使用');
  await issueCode(deps, phone, purpose, ip, purpose !== 'reset' || registered);
  return { resend_in: SMS.resendSeconds, expires_in: SMS.ttlSeconds };
}

/** A fingerprint of the current password hash: a reset ticket is void once the password changed. */
const passwordBind = (hash: string) => createHash('sha256').update(hash).digest('base64url').slice(0, 16);

/** Step 1 of registration or reset: the code proves the mobile, the ticket carries that to the next step. */
export async function verifyCode(deps: AppDeps, phone: string, code: string, purpose: 'register' | 'reset') {
  await consumeCode(deps, phone, purpose, code);
  const secret = deps.config.SESSION_SECRET;
  if (purpose === 'register') return { ticket: makeTicket(secret, 'register', phone), phone };
  const user = await findUserByPhone(deps.database.db, phone);
  // Codes for unknown mobiles are never sent, so this is reached only by a race with a deletion.
  if (!user) throw invalid('验证码已失效，请重新获取');
  return { ticket: makeTicket(secret, 'reset', phone, passwordBind(user.passwordHash)), phone };
}

export const ticketResult = (phone: string) => ({ phone, expires_in: TICKET_SECONDS });

/** The mobile a registration ticket vouches for, or the "start again" refusal. */
export function registrationPhone(deps: AppDeps, ticket: string | undefined): string {
  const phone = readTicket(deps.config.SESSION_SECRET, 'register', ticket);
  if (!phone) throw refused('手机验证已过期，请返回第一步重新获取验证码');
  return phone;
}

/**
 * POST /api/user/resetPassword: a new password for the account of the verified mobile, and every
 * session of it ended (a thief signed in elsewhere is thrown out). The ticket is bound to the old
 * password hash, so it cannot be used twice.
 */
export async function resetPassword(deps: AppDeps, ticket: string | undefined, password: string) {
  const db = deps.database.db;
  const user = await findUserByPhone(db, peekSubject(ticket));
  const ok = user && readTicket(deps.config.SESSION_SECRET, 'reset', ticket, passwordBind(user.passwordHash));
  if (!user || !ok) throw refused('验证已过期，请重新获取短信验证码');
  const passwordHash = await hashPassword(password);
  // Conditional on the old hash: two resets racing with one ticket change the password once.
  const changed = await replacePasswordHash(db, user.id, user.passwordHash, passwordHash);
  if (!changed) throw refused('验证已过期，请重新获取短信验证码');
  await deps.sessions.destroyAllOf(user.id);
  return { username: user.username };
}
