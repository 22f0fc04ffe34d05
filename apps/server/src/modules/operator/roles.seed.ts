import { DEFAULT_ROLES, ROLE_CODES } from '@shop/shared';
import type { Db } from '../../db/client';
import { roles } from '../../db/schema/index';

/**
 * The six default roles, where missing (a production database starts with none: it seeds no demo
 * data). Roles an operator has since edited are left as they are.
 */
export async function ensureDefaultRoles(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(
      ROLE_CODES.map((code, i) => ({
        code,
        name: DEFAULT_ROLES[code].name,
        permissions: DEFAULT_ROLES[code].permissions,
        sort: i,
      })),
    )
    .onConflictDoNothing();
}
