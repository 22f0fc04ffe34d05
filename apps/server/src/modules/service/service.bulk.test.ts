import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_TYPES,
  type AdminBulkResult,
  type AdminFeedbackRow,
  type AdminWantedRow,
} from '@shop/shared';
import { queryRows } from '../../db/query';
import { accountManagerCookie, operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';

/** 意见反馈 / 品种求购 in bulk: one reply to each chosen row, and Excel of the filtered list. */
describe(describeName('feedback and wanted tables: bulk reply and export'), () => {
  let t: TestApp;
  let kefu: string;
  beforeAll(async () => {
    t = await createTestApp();
    kefu = await operatorCookie(t, 'service');
  });
  afterAll(() => t.close());

  const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.deps.database.db, q);
  const list = async <T>(url: string, cookie = kefu) =>
    body<{ list: T[]; total: number }>(await t.app.inject({ url, headers: { cookie } })).data;
  const bulk = (path: string, payload: object, cookie = kefu) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/service/${path}/bulk-reply`,
      headers: { cookie },
      payload,
    });
  const sheetOf = async (url: string) => {
    const file = await t.app.inject({ url, headers: { cookie: kefu } });
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    return wb.worksheets[0]!;
  };

  it('replies to every chosen pending feedback; one already answered and a missing one are named', async () => {
    // A buyer sends one more, so two are waiting.
    const buyer = await signIn(t.app, 'pharmacy');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/feedback',
      headers: { cookie: buyer },
      payload: { type: FEEDBACK_TYPES[0], content: '希望增加更多中药饮片品种' },
    });
    expect(body(sent).code).toBe(10000);
    const pending = (await list<AdminFeedbackRow>('/api/admin/service/feedback?status=pending')).list;
    const replied = (await list<AdminFeedbackRow>('/api/admin/service/feedback?status=replied')).list;
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(replied.length).toBeGreaterThanOrEqual(1);
    const [a, b] = pending as [AdminFeedbackRow, AdminFeedbackRow];
    const before = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM messages`);
    const res = await bulk('feedback', {
      ids: [a.id, replied[0]!.id, b.id, 999_999],
      reply: '已转交采购部门处理，感谢您的反馈',
    });
    expect(body<AdminBulkResult>(res)).toMatchObject({
      code: 10000,
      msg: '已处理 2 条，2 条未处理',
      data: {
        done: [a.id, b.id],
        refused: [
          { id: replied[0]!.id, reason: '该反馈已回复' },
          { id: 999_999, reason: '反馈不存在' },
        ],
      },
    });
    const now = await rows<{ id: number; reply: string | null }>(
      sql`SELECT id, reply FROM feedbacks WHERE id IN (${a.id}, ${b.id}, ${replied[0]!.id}) ORDER BY id`,
    );
    expect(
      now
        .filter((f) => f.reply === '已转交采购部门处理，感谢您的反馈')
        .map((f) => f.id)
        .sort(),
    ).toEqual([a.id, b.id].sort());
    // Each buyer is told once, by a site message.
    const after = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM messages`);
    expect(after[0]!.n - before[0]!.n).toBe(2);
    const audited = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'service.feedback'`,
    );
    expect(audited[0]!.n).toBe(2);
  });

  it('answers chosen wanted requests; an empty reply is a 422 and nothing changes', async () => {
    const pending = (await list<AdminWantedRow>('/api/admin/service/wanted?status=pending')).list;
    expect(pending.length).toBeGreaterThanOrEqual(1);
    const empty = await bulk('wanted', { ids: [pending[0]!.id], reply: '  ' });
    expect(body(empty)).toMatchObject({ code: 422, msg: '请填写回复内容' });
    const r = body<AdminBulkResult>(
      await bulk('wanted', { ids: [pending[0]!.id], reply: '已登记，到货后第一时间通知您' }),
    ).data;
    expect(r).toEqual({ done: [pending[0]!.id], refused: [] });
    const again = body<AdminBulkResult>(
      await bulk('wanted', { ids: [pending[0]!.id], reply: '再次回复' }),
    ).data;
    expect(again.refused).toEqual([{ id: pending[0]!.id, reason: '该求购已回复' }]);
    const [w] = await rows<{ status: string }>(
      sql`SELECT status FROM wanted_varieties WHERE id = ${pending[0]!.id}`,
    );
    expect(w?.status).toBe('answered');
  });

  it('exports the filtered feedback and wanted lists: the same rows the screens show', async () => {
    const [someone] = await rows<{ username: string; company: string }>(
      sql`SELECT u.username, c.name AS company FROM feedbacks f JOIN users u ON u.id = f.user_id
            JOIN companies c ON c.id = u.company_id ORDER BY f.id LIMIT 1`,
    );
    const shown = await list<AdminFeedbackRow>(
      `/api/admin/service/feedback?keyword=${encodeURIComponent(someone!.username)}&page_size=100`,
    );
    expect(shown.list.every((f) => f.company === someone!.company)).toBe(true);
    const sheet = await sheetOf(
      `/api/admin/service/feedback/export?keyword=${encodeURIComponent(someone!.username)}`,
    );
    expect(sheet.getRow(1).getCell(2).value).toBe('客户');
    expect(sheet.rowCount - 1).toBe(shown.total);
    const ids: number[] = [];
    sheet.eachRow((row, n) => n > 1 && ids.push(Number(row.getCell(1).value)));
    expect(ids).toEqual(shown.list.map((f) => f.id));

    const answered = await list<AdminWantedRow>('/api/admin/service/wanted?status=answered&page_size=100');
    const wanted = await sheetOf('/api/admin/service/wanted/export?status=answered');
    expect(wanted.rowCount - 1).toBe(answered.total);
    const statuses = new Set<string>();
    wanted.eachRow((row, n) => n > 1 && statuses.add(row.getCell(10).text));
    expect([...statuses]).toEqual(['已回复']);
  });

  it('an account manager’s bulk reply refuses another manager’s buyer’s feedback as missing', async () => {
    const buyer = await signIn(t.app, 'pharmacy');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/user/feedback',
      headers: { cookie: buyer },
      payload: { type: FEEDBACK_TYPES[1], content: '上次配送比约定晚了两天' },
    });
    const foreign = body<{ id: number }>(sent).data;
    // A manager who does not look after this buyer.
    const [m] = await rows<{ id: number }>(
      sql`SELECT id FROM account_managers WHERE id IS DISTINCT FROM
            (SELECT u.account_manager_id FROM users u JOIN feedbacks f ON f.user_id = u.id WHERE f.id = ${foreign.id})
          ORDER BY id LIMIT 1`,
    );
    const cookie = await accountManagerCookie(t, m!.id, ['service.reply']);
    const r = body<AdminBulkResult>(
      await bulk('feedback', { ids: [foreign.id], reply: '看不到的' }, cookie),
    ).data;
    expect(r).toEqual({ done: [], refused: [{ id: foreign.id, reason: '反馈不存在' }] });
    const [f] = await rows<{ reply: string | null }>(
      sql`SELECT reply FROM feedbacks WHERE id = ${foreign.id}`,
    );
    expect(f?.reply).toBeNull();
  });
});
