import { FEEDBACK_TYPE_TEXT, type Feedback, type FeedbackBody } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { requireOwnUploads, toUploadView } from '../upload/upload.service';
import { signalWork } from '../notify/work-bus';
import {
  feedbackExists,
  feedbackPage,
  insertBuyerMessages,
  insertFeedback,
  inTx,
  setFeedbackReply,
  uploadsByIds,
  type FeedbackRow as Row,
} from './feedback.repo';

async function toViews(db: Db, rows: Row[]): Promise<Feedback[]> {
  const ids = [...new Set(rows.flatMap((r) => r.imageIds))];
  const files = ids.length ? await uploadsByIds(db, ids) : [];
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
  const id = await insertFeedback(db, userId, body);
  signalWork('feedback_open');
  return { id };
}

/** GET /api/user/feedback: the buyer's own feedback with the shop's replies, newest first. */
export async function listFeedback(db: Db, userId: number, page: number, pageSize: number) {
  const { rows, total } = await feedbackPage(db, userId, page, pageSize);
  return { list: await toViews(db, rows), total, page, page_size: pageSize };
}

/**
 * The shop's reply to one feedback (for the back office): once only, and the buyer gets a message.
 * Exported for the operator screens; the conditional update makes a second reply a refusal.
 */
export async function replyFeedback(db: Db | Tx, feedbackId: number, reply: string) {
  return inTx(db, async (tx) => {
    const row = await setFeedbackReply(tx, feedbackId, reply);
    if (!row) {
      throw (await feedbackExists(tx, feedbackId)) ? refused('该反馈已回复') : notFound('反馈不存在');
    }
    await insertBuyerMessages(tx, [
      {
        userId: row.userId,
        title: '您的意见反馈已回复',
        content: `您于${row.createdAt.toISOString().slice(0, 10)}提交的意见反馈已回复：${reply}`,
      },
    ]);
    return row;
  });
}
