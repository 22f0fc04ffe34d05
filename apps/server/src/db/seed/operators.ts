import { DEFAULT_ROLES, ROLE_CODES } from '@shop/shared';
import type { Tx } from '../client';
import { operators, roles } from '../schema/index';
import { hashPassword } from '../../modules/auth/password';
import { DEMO_OPERATORS, DEMO_OPERATOR_PASSWORD, DEMO_TOTP_SECRET } from './demo-accounts';

/** The six roles with their default permissions, and one demo operator per role. */
export async function seedOperators(tx: Tx): Promise<Record<string, number>> {
  await tx.insert(roles).values(
    ROLE_CODES.map((code, i) => ({
      code,
      name: DEFAULT_ROLES[code].name,
      permissions: DEFAULT_ROLES[code].permissions,
      sort: i,
    })),
  );
  const passwordHash = await hashPassword(DEMO_OPERATOR_PASSWORD);
  const phones = [
    '13905710001',
    '13905710002',
    '13905710003',
    '13905710004',
    '13905710005',
    '13905710006',
    '13905710007',
  ];
  await tx.insert(operators).values(
    Object.values(DEMO_OPERATORS).map((o, i) => ({
      username: o.username,
      name: o.name,
      phone: phones[i] ?? '',
      roleCode: o.role,
      passwordHash,
      totpSecret: DEMO_TOTP_SECRET,
    })),
  );
  return { roles: ROLE_CODES.length, operators: Object.keys(DEMO_OPERATORS).length };
}
