/** SQL of buyers' feedback (意见反馈) and the messages that tell them of replies. */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { FeedbackBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { feedbacks, messages, uploads } from '../../db/schema/index';

/** The caller's transaction or a new one: the service's reply and its message commit together. */
export { inTx } from '../../db/query';

export type FeedbackRow = typeof feedbacks.$inferSelect;

export const uploadsByIds = (db: Db, ids: number[]) =>
  db.select().from(uploads).where(inArray(uploads.id, ids));

export async function insertFeedback(db: Db, userId: number, body: FeedbackBody) {
  const [row] = await db
    .insert(feedbacks)
    .values({ userId, type: body.type, content: body.content, imageIds: body.images })
    .returning({ id: feedbacks.id });
  return row?.id ?? 0;
}

/** A page of the buyer's feedback, newest first, and how many there are. */
export async function feedbackPage(db: Db, userId: number, page: number, pageSize: number) {
  const where = eq(feedbacks.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(feedbacks)
      .where(where)
      .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(feedbacks).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** The reply, only if there was none yet: the replied row, or undefined. */
export async function setFeedbackReply(tx: Tx, feedbackId: number, reply: string) {
  const [row] = await tx
    .update(feedbacks)
    .set({ reply, repliedAt: new Date() })
    .where(and(eq(feedbacks.id, feedbackId), isNull(feedbacks.reply)))
    .returning();
  return row;
}

export async function feedbackExists(tx: Tx, feedbackId: number): Promise<boolean> {
  const [exists] = await tx.select({ id: feedbacks.id }).from(feedbacks).where(eq(feedbacks.id, feedbackId));
  return exists !== undefined;
}

/** Messages to buyers (their 消息中心). */
export async function insertBuyerMessages(tx: Tx, rows: (typeof messages.$inferInsert)[]) {
  await tx.insert(messages).values(rows);
}
