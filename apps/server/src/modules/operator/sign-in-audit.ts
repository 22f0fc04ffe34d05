import type { Db } from '../../db/client';
import { audit } from '../audit/audit';

/**
 * Every operator sign-in, allowed or refused, is a record in the audit chain (its own transaction:
 * a refusal writes nothing else). A refused name that is no operator is recorded as typed, with
 * operator id 0, so an inspector sees what was tried from where.
 */
export async function recordOperatorSignIn(
  db: Db,
  attempt: { username: string; operatorId: number | null; ip: string; ok: boolean },
): Promise<void> {
  const name = attempt.username.slice(0, 40);
  await db.transaction((tx) =>
    audit(
      tx,
      { operatorId: attempt.operatorId ?? 0, operatorName: name, ip: attempt.ip },
      {
        action: attempt.ok ? 'operator.sign_in' : 'operator.sign_in_failed',
        targetType: 'operator',
        targetId: attempt.operatorId ?? 0,
        summary: attempt.ok ? `操作员 ${name} 登录后台` : `操作员账号 ${name} 登录失败`,
      },
    ),
  );
}
