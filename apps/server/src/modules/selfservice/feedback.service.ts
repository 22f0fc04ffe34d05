import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { FEEDBACK_TYPE_TEXT, type Feedback, type FeedbackBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { inTx } from '../../db/query';
import { feedbacks, messages, uploads } from '../../db/schema/index';
import { notFound, refused } from '../../lib/errors';
import { requireOwnUploads, toUploadView } from '../upload/upload.service';
import { signalWork } from '../notify/work-bus';

type Row = typeof feedbacks.$inferSelect;

async function toViews(db: Db, rows: Row[]): Promise<Feedback[]> {
  const ids = [...new Set(rows.flatMap((r) => r.imageIds))];
  const files = ids.length ? await db.select().from(uploads).where(inArray(uploads.id, ids)) : [];
  return rows.map((r) => ({
    id: r.id,
    type: r.type as Feedback['type'],
    type_text: FEEDBACK_TYPE_TEXT[r.type as Feedback['type']],
    content: r.content,
    images: r.imageIds.flatMap((id) => {
      const f = files.find((x) => x.id === id);
      return f ? [toUploadView(f)] : [];
    }),
    reply: r.reply,
    replied_at: r.repliedAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}

/** POST /api/user/feedback: the photos must be this buyer's own uploads. */
export async function submitFeedback(db: Db, userId: number, body: FeedbackBody) {
  await requireOwnUploads(db, userId, body.images);
  const [row] = await db
    .insert(feedbacks)
    .values({ userId, type: body.type, content: body.content, imageIds: body.images })
    .returning({ id: feedbacks.id });
  signalWork('feedback_open');
  return { id: row?.id ?? 0 };
}

/** GET /api/user/feedback: the buyer's own feedback with the shop's replies, newest first. */
export async function listFeedback(db: Db, userId: number, page: number, pageSize: number) {
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
  return { list: await toViews(db, rows), total: Number(total?.n ?? 0), page, page_size: pageSize };
}

/**
 * The shop's reply to one feedback (for the back office): once only, and the buyer gets a message.
 * Exported for the operator screens; the conditional update makes a second reply a refusal.
 */
export async function replyFeedback(db: Db | Tx, feedbackId: number, reply: string) {
  return inTx(db, async (tx) => {
    const [row] = await tx
      .update(feedbacks)
      .set({ reply, repliedAt: new Date() })
      .where(and(eq(feedbacks.id, feedbackId), isNull(feedbacks.reply)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: feedbacks.id })
        .from(feedbacks)
        .where(eq(feedbacks.id, feedbackId));
      throw exists ? refused('该反馈已回复') : notFound('反馈不存在');
    }
    await tx.insert(messages).values({
      userId: row.userId,
      title: '您的意见反馈已回复',
      content: `您于${row.createdAt.toISOString().slice(0, 10)}提交的意见反馈已回复：${reply}`,
    });
    return row;
  });
}
