/**
 * npm run admin:create -- --username <账号> [--name <姓名>] [--phone <手机>] [--role super]
 *
 * The first operator of a real shop (production seeds no demo operators): opens the database like
 * the server, migrates it, makes sure the default roles exist, and creates the operator. The
 * password is asked for on a terminal (empty: generated) or generated when there is none; the TOTP
 * secret is generated. Password, otpauth URI, a QR code to scan and the recovery codes are printed
 * once here and stored only hashed (the secret as the sign-in needs it).
 */
import { randomInt } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { renderUnicodeCompact } from 'uqr';
import { OperatorCreateBodySchema } from '@shop/shared';
import { loadConfig } from '../../config';
import { setAuditKey } from '../audit/audit';
import { openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { ensureDefaultRoles } from './roles.repo';
import { createOperator } from './operators.service';
import { bindAtTerminal } from './own-account.service';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    name: { type: 'string', default: '超级管理员' },
    phone: { type: 'string', default: '' },
    role: { type: 'string', default: 'super' },
  },
});

/** 16 characters from letters and digits a person can copy, with each class present. */
function generatedPassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '@#%+=!'];
  const all = sets.join('');
  const chars = sets.map((s) => s[randomInt(s.length)] ?? 'x');
  while (chars.length < 16) chars.push(all[randomInt(all.length)] ?? 'x');
  return chars.sort(() => randomInt(3) - 1).join('');
}

async function askPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return null;
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const answer = await rl.question('密码（直接回车则自动生成）：');
    return answer.trim() || null;
  } finally {
    rl.close();
  }
}

async function main() {
  if (!values.username) {
    console.error(
      '用法：npm run admin:create -- --username <账号> [--name <姓名>] [--phone <手机>] [--role super]',
    );
    process.exit(2);
  }
  const asked = await askPassword();
  const password = asked ?? generatedPassword();
  const body = OperatorCreateBodySchema.safeParse({
    username: values.username,
    name: values.name,
    phone: values.phone,
    roles: [values.role],
    password,
  });
  if (!body.success) {
    console.error(body.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    process.exit(2);
  }
  const config = loadConfig();
  setAuditKey(config.AUDIT_KEY);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: config.PGLITE_DIR,
    poolSize: 1,
  });
  try {
    await migrateDatabase(database);
    await ensureDefaultRoles(database.db);
    const { id, username } = await createOperator(
      database.db,
      { operatorId: 0, operatorName: '命令行 admin:create', ip: 'local' },
      body.data,
    );
    const created = { username, ...(await bindAtTerminal(database.db, id, asked === null)) };
    const lines = [
      `操作员 ${created.username}（角色 ${body.data.roles.join('、')}）已创建。以下内容只显示这一次，请立即妥善保存：`,
      '',
      asked ? '密码：（您刚才输入的密码）' : `密码：${password}`,
      `TOTP 密钥：${created.totp_secret}`,
      `otpauth URI：${created.otpauth_uri}`,
      '',
      '用身份验证器（Google Authenticator、微软验证器等）扫描：',
      renderUnicodeCompact(created.otpauth_uri, { border: 1 }),
      '恢复码（每个只能用一次，手机丢失时代替动态码登录）：',
      ...created.recovery_codes.map((c) => `  ${c}`),
    ];
    console.log(lines.join('\n'));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
