import { desc, eq, sql } from 'drizzle-orm';
import { smsOutbox } from '../../db/schema/index';
import { body, type TestApp } from '../../../test/test-app';
import { multipart, SAMPLE_FILES, type TestFile } from '../../../test/multipart';

/** The last code the sandbox sent to a mobile, read from its outbox as a person would. */
export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const [row] = await t.deps.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return /验证码(\d{6})/.exec(row?.content ?? '')?.[1] ?? '';
}

/** Pretends a minute passed for the mobile's resend limit (the daily one keeps counting). */
export const skipResendWait = (t: TestApp, phone: string) => t.deps.limiter.reset(`sms:resend:${phone}`);

let ipSeq = 0;
export const freshIp = () => `10.8.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;

export const post = (
  t: TestApp,
  url: string,
  payload: Record<string, unknown>,
  cookie = '',
  ip = freshIp(),
) => t.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {}, remoteAddress: ip });

export const cookieValue = (res: { cookies: { name: string; value: string }[] }, name: string) =>
  res.cookies.find((c) => c.name === name)?.value ?? '';

/** Step 1 done: a code sent and verified; returns the registration ticket cookie. */
export async function verifiedPhone(t: TestApp, phone: string, type: 'register' | 'reset' = 'register') {
  const sent = await post(t, '/api/user/create_code', { phone, type });
  if (body(sent).code !== 10000) throw new Error(`create_code: ${sent.body}`);
  const res = await post(t, '/api/user/verify_code', { phone, type, code: await lastCode(t, phone) });
  const name = type === 'register' ? 'ys_reg' : 'ys_reset';
  return `${name}=${cookieValue(res, name)}`;
}

const inYears = (n: number) => `${new Date().getUTCFullYear() + n}-06-30`;

/** A complete, valid step 2 + step 3 of a single pharmacy. */
export function registrationFields(suffix: string): Record<string, string | TestFile> {
  return {
    username: `xinkang_${suffix}`,
    password: 'Kangning2026',
    password_confirmation: 'Kangning2026',
    kind: 'pharmacy',
    company: `杭州新康大药房${suffix}店`,
    credit_code: '91330106MA2CFQ8X1E',
    province_code: '33',
    city_code: '3301',
    district_code: '330106',
    address: '文三路259号昌地火炬大厦一楼',
    contact_name: '王新康',
    business_license_expires: inYears(10),
    drug_license_no: '浙CB5710321',
    drug_license_expires: inYears(4),
    business_license_file: SAMPLE_FILES.png(),
    drug_license_file: SAMPLE_FILES.jpeg(),
    purchaser_name: '李采购',
    purchaser_id_no: '11010519491231002X',
    proxy_expires: inYears(1),
    proxy_file: SAMPLE_FILES.pdf(),
    id_card_file: SAMPLE_FILES.png(),
    business_scope: 'chemical,tcm_patent,device_2',
  };
}

export async function submitRegistration(
  t: TestApp,
  ticket: string,
  fields: Record<string, string | TestFile>,
) {
  const { payload, headers } = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/register',
    payload,
    headers: { ...headers, cookie: ticket },
  });
}

export const expireCodes = (t: TestApp, phone: string) =>
  t.deps.database.db.execute(
    sql`UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE phone = ${phone}`,
  );
