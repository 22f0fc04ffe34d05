/**
 * 意见反馈 and 品种求购 in bulk: Excel of the filtered list (the same rows the screen shows, through
 * the one xlsx writer) and one reply sent to each chosen row, each in its own audited transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminBulkReplyBodySchema,
  AdminBulkResultSchema,
  AdminFileSchema,
  adminEnvelope,
  type AdminFeedbackQuerySchema,
  type AdminFeedbackRow,
  type AdminWantedRow,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { bulkMsg, bulkRun } from '../../lib/bulk';
import { notFound, refused } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { XLSX_TYPE, sendFile, toXlsx, type XlsxColumn } from '../../lib/xlsx';
import { actorOf } from '../../plugins/admin-context';
import { visibleIds } from '../../plugins/data-scope';
import type { Actor } from '../audit/audit';

type App = Parameters<FastifyPluginAsyncZod>[0];
const EXPORT_CAP = 10_000;

const china = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false }) : '';

export const FEEDBACK_COLUMNS: XlsxColumn<AdminFeedbackRow>[] = [
  { header: '编号', width: 8, value: (r) => r.id },
  { header: '客户', width: 30, value: (r) => r.company },
  { header: '账号', width: 12, value: (r) => r.username },
  { header: '类型', width: 10, value: (r) => r.type_text },
  { header: '内容', width: 50, value: (r) => r.content },
  { header: '图片数', width: 8, value: (r) => r.image_urls.length },
  { header: '状态', width: 8, value: (r) => (r.reply === null ? '待回复' : '已回复') },
  { header: '回复', width: 40, value: (r) => r.reply ?? '' },
  { header: '提交时间', width: 20, value: (r) => china(r.created_at) },
  { header: '回复时间', width: 20, value: (r) => china(r.replied_at) },
];

export const WANTED_COLUMNS: XlsxColumn<AdminWantedRow>[] = [
  { header: '编号', width: 8, value: (r) => r.id },
  { header: '客户', width: 30, value: (r) => r.company },
  { header: '账号', width: 12, value: (r) => r.username },
  { header: '品名', width: 24, value: (r) => r.name },
  { header: '规格', width: 16, value: (r) => r.spec },
  { header: '生产厂家', width: 28, value: (r) => r.maker },
  { header: '数量', width: 8, value: (r) => r.quantity },
  { header: '期望价格', width: 10, value: (r) => (r.price === null ? '' : Number(r.price)) },
  { header: '备注', width: 30, value: (r) => r.remark },
  { header: '状态', width: 8, value: (r) => r.status_text },
  { header: '回复', width: 40, value: (r) => r.reply ?? '' },
  { header: '已上架商品编号', width: 14, value: (r) => r.goods_id },
  { header: '登记时间', width: 20, value: (r) => china(r.created_at) },
];

interface ListDef<T> {
  path: 'feedback' | 'wanted';
  title: string;
  /** The list's query; feedback and wanted share one shape (StatusQuery), only the statuses differ. */
  query: typeof AdminFeedbackQuerySchema;
  list: (
    db: Db,
    q: { page: number; page_size: number; status?: string | undefined },
  ) => Promise<{ list: T[]; total: number }>;
  columns: XlsxColumn<T>[];
  missing: string;
  reply: (actor: Actor, id: number, reply: string) => Promise<unknown>;
}

export function exportAndBulkReply<T>(app: App, l: ListDef<T>) {
  const db = app.deps.database.db;
  app.get(
    `/admin/service/${l.path}/export`,
    {
      config: {
        permission: 'service.reply',
        audited: {
          action: `export.${l.path}`,
          targetType: 'export',
          summary: `导出${l.title}（按筛选条件）`,
        },
      },
      schema: { querystring: l.query, response: { 200: AdminFileSchema } },
    },
    async (request, reply) => {
      const { list, total } = await l.list(db, { ...request.query, page: 1, page_size: EXPORT_CAP });
      if (total > EXPORT_CAP)
        throw refused(`符合条件的记录有 ${total} 条，请缩小日期范围后分批导出（每次最多 ${EXPORT_CAP} 条）`);
      const day = new Date().toISOString().slice(0, 10);
      return sendFile(reply, await toXlsx(l.title, l.columns, list), `${l.title}-${day}.xlsx`, XLSX_TYPE);
    },
  );
  app.post(
    `/admin/service/${l.path}/bulk-reply`,
    {
      config: { permission: 'service.reply' },
      schema: { body: AdminBulkReplyBodySchema, response: { 200: adminEnvelope(AdminBulkResultSchema) } },
    },
    async (request) => {
      const { ids, reply } = request.body;
      const visible = await visibleIds(request, l.path, ids);
      const r = await bulkRun(ids, (id) =>
        visible.has(id) ? l.reply(actorOf(request), id, reply) : Promise.reject(notFound(l.missing)),
      );
      return ok(r, bulkMsg(r));
    },
  );
}
