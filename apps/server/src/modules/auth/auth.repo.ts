import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

export async function findUserForSignIn(db: Db, login: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(or(eq(users.username, login), eq(users.phone, login)))
    .limit(1);
  return row ?? null;
}
