import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { wechatBindings, wechatScans } from '../../db/schema/index';

export type Scan = typeof wechatScans.$inferSelect;

export async function insertScan(db: Db, scan: typeof wechatScans.$inferInsert) {
  await db.insert(wechatScans).values(scan);
}

export async function findScan(db: Db | Tx, scene: string): Promise<Scan | null> {
  const [row] = await db.select().from(wechatScans).where(eq(wechatScans.scene, scene)).limit(1);
  return row ?? null;
}

/** Moves a live scan from one status to the next; false when it was not in `from` (a race or a replay). */
export async function moveScan(
  db: Db | Tx,
  scene: string,
  from: string,
  set: Partial<Pick<Scan, 'status' | 'openid' | 'nickname' | 'userId'>>,
): Promise<boolean> {
  const rows = await db
    .update(wechatScans)
    .set(set)
    .where(
      and(eq(wechatScans.scene, scene), eq(wechatScans.status, from), gt(wechatScans.expiresAt, sql`now()`)),
    )
    .returning({ scene: wechatScans.scene });
  return rows.length > 0;
}

export async function bindingOfOpenid(db: Db | Tx, openid: string) {
  const [row] = await db.select().from(wechatBindings).where(eq(wechatBindings.openid, openid)).limit(1);
  return row ?? null;
}

export async function bindingOfUser(db: Db | Tx, userId: number) {
  const [row] = await db.select().from(wechatBindings).where(eq(wechatBindings.userId, userId)).limit(1);
  return row ?? null;
}

/** One openid, one account: either already bound makes this insert nothing. */
export async function insertBinding(tx: Tx, openid: string, userId: number, nickname: string) {
  const rows = await tx
    .insert(wechatBindings)
    .values({ openid, userId, nickname })
    .onConflictDoNothing()
    .returning({ openid: wechatBindings.openid });
  return rows.length > 0;
}

export async function deleteBinding(db: Db, userId: number) {
  const rows = await db
    .delete(wechatBindings)
    .where(eq(wechatBindings.userId, userId))
    .returning({ openid: wechatBindings.openid });
  return rows.length > 0;
}
