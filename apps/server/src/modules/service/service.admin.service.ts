/**
 * 客服 desk: the replies to feedback and to wanted-variety requests through the same service
 * functions the storefront's pages read (the chats are chat-desk.service.ts).
 */
import {
  FEEDBACK_TYPE_TEXT,
  WANTED_STATUS_TEXT,
  fenToYuan,
  type AdminFeedbackRow,
  type AdminWantedRow,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { invalid, notFound } from '../../lib/errors';
import { findUpload } from '../upload/upload.service';
import { audit, type Actor } from '../audit/audit';
import { replyFeedback } from '../selfservice/feedback.service';
import { answerWanted } from '../selfservice/wanted.service';
import {
  feedbackImageIds,
  feedbackStatusCondition,
  goodsExists,
  listWithBuyer,
  wantedStatusCondition,
  type WhoRow,
} from './service.admin.repo';

type Page = { page: number; page_size: number };
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

type FeedbackDb = WhoRow & {
  type: keyof typeof FEEDBACK_TYPE_TEXT;
  content: string;
  image_ids: number[];
  reply: string | null;
  replied_at: Date | string | null;
  created_at: Date | string;
};

export async function adminFeedbackList(db: Db, q: Page & { status?: string | undefined }) {
  const status = feedbackStatusCondition(q.status);
  const { rows, total } = await listWithBuyer<FeedbackDb>(db, 'feedbacks', status, q);
  const list: AdminFeedbackRow[] = rows.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    company: r.company,
    username: r.username,
    type_text: FEEDBACK_TYPE_TEXT[r.type] ?? r.type,
    content: r.content,
    // Feedback photos are the buyer's uploads; the admin reads them through its own route.
    image_urls: r.image_ids.map((_, k) => `/api/admin/service/feedback/${r.id}/images/${k + 1}`),
    reply: r.reply,
    replied_at: iso(r.replied_at),
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { list, total, page: q.page, page_size: q.page_size };
}

export async function adminReplyFeedback(db: Db, actor: Actor, id: number, reply: string) {
  return db.transaction(async (tx) => {
    const row = await replyFeedback(tx, id, reply);
    await audit(tx, actor, {
      action: 'service.feedback',
      targetType: 'feedback',
      targetId: id,
      summary: `回复客户意见反馈 #${id}`,
      before: { reply: null },
      after: { reply },
    });
    return { id: row.id };
  });
}

type WantedDb = WhoRow & {
  name: string;
  spec: string;
  maker: string;
  quantity: number;
  price_fen: number | string | null;
  remark: string;
  status: keyof typeof WANTED_STATUS_TEXT;
  reply: string | null;
  goods_id: number | null;
  created_at: Date | string;
};

export async function adminWantedList(db: Db, q: Page & { status?: string | undefined }) {
  const status = wantedStatusCondition(q.status);
  const { rows, total } = await listWithBuyer<WantedDb>(db, 'wanted_varieties', status, q);
  const list: AdminWantedRow[] = rows.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    company: r.company,
    username: r.username,
    name: r.name,
    spec: r.spec,
    maker: r.maker,
    quantity: r.quantity,
    price: r.price_fen === null ? null : fenToYuan(Number(r.price_fen)),
    remark: r.remark,
    status: r.status,
    status_text: WANTED_STATUS_TEXT[r.status] ?? r.status,
    reply: r.reply,
    goods_id: r.goods_id,
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { list, total, page: q.page, page_size: q.page_size };
}

export async function adminAnswerWanted(
  db: Db,
  actor: Actor,
  id: number,
  body: { reply: string; goods_id?: number | undefined },
) {
  if (body.goods_id) {
    if (!(await goodsExists(db, body.goods_id))) throw invalid('商品不存在');
  }
  return db.transaction(async (tx) => {
    const row = await answerWanted(tx, id, { reply: body.reply, goodsId: body.goods_id ?? null });
    await audit(tx, actor, {
      action: 'service.wanted',
      targetType: 'wanted',
      targetId: id,
      summary: `回复品种求购 #${id}「${row.name}」`,
      before: { status: 'pending' },
      after: { status: row.status, reply: body.reply, goods_id: body.goods_id ?? null },
    });
    return { id: row.id };
  });
}

/** The nth photo (1-based) of one feedback. */
export async function feedbackImage(db: Db, id: number, n: number) {
  const uploadId = (await feedbackImageIds(db, id))?.[n - 1];
  const row = uploadId === undefined ? null : await findUpload(db, uploadId);
  if (!row) throw notFound('文件不存在');
  return row;
}
