import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS, type SmsPurpose } from '@shop/shared';
import type { AppDeps } from '../../deps';
import { invalid, tooMany } from '../../lib/errors';
import { smsProviderOf } from './sms.provider';
import { closeCode, countWrongTry, findLiveCode, replaceLiveCode } from './sms.repo';

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  register: '注册账号',
  reset: '找回密码',
  phone: '更换手机号',
};

const hashCode = (secret: string, phone: string, purpose: SmsPurpose, code: string) =>
  createHmac('sha256', secret).update(`sms:${purpose}:${phone}:${code}`).digest('hex');

/**
 * Limits before anything is sent: per IP first (one address spraying many mobiles), then one code
 * per mobile per 60 s, then 10 per mobile per day. Every refusal says when to try again.
 */
async function checkLimits(deps: AppDeps, phone: string, ip: string): Promise<void> {
  const byIp = await deps.limiter.hit(`sms:ip:${ip}`, SMS.perIpPerHour, 3_600_000);
  if (!byIp.allowed) throw tooMany('获取验证码过于频繁，请稍后再试');
  const resend = await deps.limiter.hit(`sms:resend:${phone}`, 1, SMS.resendSeconds * 1000);
  if (!resend.allowed) {
    throw tooMany(`验证码发送过于频繁，请${Math.max(1, Math.ceil(resend.resetInMs / 1000))}秒后再试`);
  }
  const daily = await deps.limiter.hit(`sms:day:${phone}`, SMS.perPhonePerDay, 86_400_000);
  if (!daily.allowed) throw tooMany('该手机号今日获取验证码次数已达上限，请明天再试');
}

/**
 * Issues a 6-digit code valid 10 minutes and sends it. `deliver` false still counts the limits and
 * answers alike, so a reset request does not reveal whether the mobile has an account.
 */
export async function issueCode(
  deps: AppDeps,
  phone: string,
  purpose: SmsPurpose,
  ip: string,
  deliver = true,
): Promise<void> {
  await checkLimits(deps, phone, ip);
  if (!deliver) return;
  const code = String(randomInt(0, 10 ** SMS.codeLength)).padStart(SMS.codeLength, '0');
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    // A new code replaces the older ones of the same purpose: only the latest message counts.
    await replaceLiveCode(tx, {
      phone,
      purpose,
      codeHash: hashCode(deps.config.SESSION_SECRET, phone, purpose, code),
      expiresAt: new Date(Date.now() + SMS.ttlSeconds * 1000),
    });
  });
  const minutes = SMS.ttlSeconds / 60;
  await smsProviderOf(deps).send(
    phone,
    `【${deps.config.SITE_NAME}】您正在${PURPOSE_TEXT[purpose]}，验证码${code}，${minutes}分钟内有效。如非本人操作，请忽略本短信。`,
  );
}

const EXPIRED = '验证码已失效，请重新获取';

/**
 * Uses the live code of this mobile and purpose. A wrong guess counts against the code, and the
 * 5th burns it; a right one closes it, conditionally, so two requests cannot both use it.
 */
export async function consumeCode(
  deps: AppDeps,
  phone: string,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const db = deps.database.db;
  const live = await findLiveCode(db, phone, purpose);
  if (!live) throw invalid(EXPIRED);
  const given = Buffer.from(hashCode(deps.config.SESSION_SECRET, phone, purpose, code));
  if (!timingSafeEqual(given, Buffer.from(live.codeHash))) {
    const tries = await countWrongTry(db, live.id);
    const left = SMS.maxWrongTries - (tries ?? SMS.maxWrongTries);
    throw invalid(left > 0 ? `验证码错误，还可尝试${left}次` : '验证码错误次数过多，请重新获取');
  }
  if (!(await closeCode(db, live.id))) throw invalid(EXPIRED);
}
