import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditRow, AuditVerify } from '@shop/shared';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { exportAuditHead } from './head-export';
import { queryRows } from '../../db/query';
import { canonical, GENESIS_HASH } from './audit';
import { operatorCookie } from '../../../test/admin';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await operatorCookie(t, 'super');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const verify = async () => body<AuditVerify>(await get('/api/admin/audit/verify')).data;
const setRole = (code: string, permissions: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/roles/${code}`,
    headers: { cookie: admin },
    payload: { permissions },
  });
const exec = (q: ReturnType<typeof sql>) => t.deps.database.db.execute(q);

describe(describeName('audit trail'), () => {
  it('records who, from where, what, before and after, in the write’s transaction', async () => {
    expect(body(await setRole('service', ['dashboard.view', 'service.chat'])).code).toBe(10000);
    const list = body<{ list: AuditRow[]; total: number }>(await get('/api/admin/audit?target_type=role'));
    expect(list.data.list[0]).toMatchObject({
      operator_name: '周建国（admin）',
      ip: '127.0.0.1',
      action: 'role.update',
      target_id: 'service',
      summary: '修改角色「客服」的权限',
      after: { permissions: ['dashboard.view', 'service.chat'] },
    });
    // A refused write leaves no record behind.
    const before = list.data.total;
    expect(body(await setRole('service', ['no.such'])).code).toBe(422);
    expect(body(await setRole('super', ['order.view'])).code).toBe(10002);
    expect(body<{ total: number }>(await get('/api/admin/audit?target_type=role')).data.total).toBe(before);
  });

  it('verifies a whole chain, then points at a row edited in the database', async () => {
    await setRole('goods', ['dashboard.view', 'goods.view', 'goods.edit']);
    await setRole('goods', ['dashboard.view', 'goods.view']);
    const whole = await verify();
    expect(whole).toMatchObject({ ok: true, broken_at: null });
    expect(whole.checked).toBeGreaterThanOrEqual(3);
    const [second] = await queryRows<{ seq: number; summary: string }>(
      t.deps.database.db,
      sql`SELECT seq::int AS seq, summary FROM audit_log ORDER BY seq LIMIT 1 OFFSET 1`,
    );
    // Someone with the database's owner rights: the append-only trigger must go first.
    await exec(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
    await exec(sql`UPDATE audit_log SET after = '{"permissions":["*"]}'::jsonb WHERE seq = ${second?.seq}`);
    await exec(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
    expect(await verify()).toMatchObject({
      ok: false,
      broken_at: second?.seq,
      reason: `第 ${second?.seq} 条记录的内容被修改`,
    });
  });

  it('shows a deleted row and a deleted tail', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await operatorCookie(fresh, 'super');
      for (const p of [['service.chat'], ['service.reply'], ['service.chat', 'service.reply']]) {
        await fresh.app.inject({
          method: 'PUT',
          url: '/api/admin/roles/service',
          headers: { cookie },
          payload: { permissions: p },
        });
      }
      const check = async () =>
        body<AuditVerify>(
          await fresh.app.inject({ method: 'GET', url: '/api/admin/audit/verify', headers: { cookie } }),
        ).data;
      expect((await check()).ok).toBe(true);
      await fresh.deps.database.db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
      await fresh.deps.database.db.execute(sql`DELETE FROM audit_log WHERE seq = 3`);
      expect(await check()).toMatchObject({ ok: false, broken_at: 3 });
      await fresh.deps.database.db.execute(sql`DELETE FROM audit_log WHERE seq > 2`);
      expect(await check()).toMatchObject({ ok: false, broken_at: 3 });
    } finally {
      await fresh.close();
    }
  });

  it('exports the trail as an Excel sheet with Chinese headers', async () => {
    const res = await get('/api/admin/audit/export?target_type=role');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('操作日志'));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('操作日志');
    expect(ws?.getRow(1).getCell(7).value).toBe('说明');
    expect(ws?.getRow(2).getCell(7).text).toContain('修改角色');
  });

  it('finance may read the trail; the warehouse may not', async () => {
    expect((await get('/api/admin/audit', await operatorCookie(t, 'finance'))).statusCode).toBe(200);
    expect((await get('/api/admin/audit', await operatorCookie(t, 'warehouse'))).statusCode).toBe(403);
  });

  it('is append-only: an UPDATE or DELETE of a record is refused by the database', async () => {
    await expect(exec(sql`UPDATE audit_log SET summary = '改过' WHERE seq = 1`)).rejects.toThrow();
    await expect(exec(sql`DELETE FROM audit_log WHERE seq = 1`)).rejects.toThrow();
  });

  it('tamper test: edit one record, delete another, recompute the unkeyed chain and the head → detected', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await operatorCookie(fresh, 'super');
      for (const p of [['service.chat'], ['service.reply'], ['service.chat', 'service.reply']]) {
        await fresh.app.inject({
          method: 'PUT',
          url: '/api/admin/roles/service',
          headers: { cookie },
          payload: { permissions: p },
        });
      }
      const check = async () =>
        body<AuditVerify>(
          await fresh.app.inject({ method: 'GET', url: '/api/admin/audit/verify', headers: { cookie } }),
        ).data;
      expect((await check()).ok).toBe(true);
      const db = fresh.deps.database.db;
      await db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
      const [last] = await queryRows<{ seq: number }>(db, sql`SELECT max(seq)::int AS seq FROM audit_log`);
      const n = last?.seq ?? 0;
      await db.execute(sql`UPDATE audit_log SET after = '{"permissions":["*"]}'::jsonb WHERE seq = ${n - 1}`);
      await db.execute(sql`DELETE FROM audit_log WHERE seq = ${n}`);
      // Recompute the whole chain and the head as the old, unkeyed SHA-256 chain was computed.
      const rows = await queryRows<Record<string, unknown> & { seq: string | number }>(
        db,
        sql`SELECT * FROM audit_log ORDER BY seq`,
      );
      let prev = GENESIS_HASH;
      for (const r of rows) {
        const content = [
          prev,
          Number(r.seq),
          new Date(r.at as string).toISOString(),
          r.operator_id,
          r.operator_name,
          r.ip,
          r.action,
          r.target_type,
          r.target_id,
          r.summary,
          canonical(r.before),
          canonical(r.after),
        ];
        const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex');
        await db.execute(sql`UPDATE audit_log SET prev_hash = ${prev}, hash = ${hash} WHERE seq = ${r.seq}`);
        prev = hash;
      }
      await db.execute(sql`UPDATE audit_head SET last_seq = ${n - 1}, last_hash = ${prev} WHERE id = 1`);
      const verdict = await check();
      expect(verdict.ok).toBe(false);
      expect(verdict.broken_at).toBe(1);
      expect(verdict.reason).toBe('第 1 条记录的内容被修改');
    } finally {
      await fresh.close();
    }
  });
});

describe(describeName('audit head export'), () => {
  it('writes the chain head as one JSON line to a file outside the database', async () => {
    const file = path.join(os.tmpdir(), `audit-head-${process.pid}-${Date.now()}.jsonl`);
    try {
      const first = await exportAuditHead(t.deps.database.db, file);
      await exportAuditHead(t.deps.database.db, file);
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(2);
      const [head] = await queryRows<{ last_seq: number; last_hash: string }>(
        t.deps.database.db,
        sql`SELECT last_seq::int AS last_seq, last_hash FROM audit_head WHERE id = 1`,
      );
      expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ seq: head?.last_seq, hash: head?.last_hash });
      expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      fs.rmSync(file, { force: true });
    }
  });
});

describe(describeName('exports and image uploads are on the record'), () => {
  it('each export writes an audit record with who, from where and the filters', async () => {
    const before = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE target_type = 'export'`,
    );
    for (const url of [
      '/api/admin/export/goods',
      '/api/admin/export/stock',
      '/api/admin/export/orders',
      '/api/admin/orders/export?status=paid',
      '/api/admin/audit/export',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    const rows = await queryRows<{ action: string; operator_name: string }>(
      t.deps.database.db,
      sql`SELECT action, operator_name FROM audit_log WHERE target_type = 'export' ORDER BY seq`,
    );
    expect(rows.length - (before[0]?.n ?? 0)).toBe(5);
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['export.goods', 'export.stock', 'export.orders', 'export.audit']),
    );
    expect(rows.at(-1)?.operator_name).toBe('周建国（admin）');
  });
});
