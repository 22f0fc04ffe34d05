/**
 * Import jobs: upload → validate every row (nothing written) → the operator reads the report and
 * commits or cancels → commit writes every valid row in ONE transaction (all or nothing). Jobs live
 * in the memory of the instance that received the file, for an hour; behind a load balancer the
 * back office needs sticky sessions for the few minutes an import takes.
 */
import { randomUUID } from 'node:crypto';
import type { ImportEntity, ImportJob } from '@shop/shared';
import { IMPORT_MAX_ROWS } from '@shop/shared';
import type { Db } from '../../../db/client';
import { AppError, notFound, refused } from '../../../lib/errors';
import { goodsSheet } from './goods.sheet';
import { lotsSheet } from './lots.sheet';
import { pricesSheet } from './prices.sheet';
import { readRows } from '../../../lib/read-sheet';
import type { Sheet } from './sheet';

export const SHEETS: Record<ImportEntity, Sheet<unknown, unknown>> = {
  goods: goodsSheet,
  lots: lotsSheet,
  prices: pricesSheet,
};

interface Job extends ImportJob {
  operatorId: number;
  createdAt: number;
  rows: { row: number; value: unknown }[];
  allRejects: { row: number; reason: string }[];
}

const TTL_MS = 3_600_000;
const SHOWN_REJECTS = 50;
/** Rows validated between yields, so a 10,000-row check does not hold the event loop. */
const SLICE = 500;

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));
const clean = (h: string) => h.replace(/[*＊\s]/g, '');

export function importJobs(db: Db) {
  const jobs = new Map<string, Job>();
  const sweep = () => {
    const now = Date.now();
    for (const [id, j] of jobs) if (now - j.createdAt > TTL_MS) jobs.delete(id);
  };

  const view = (j: Job): ImportJob => ({
    id: j.id,
    entity: j.entity,
    file_name: j.file_name,
    state: j.state,
    total: j.total,
    processed: j.processed,
    valid: j.valid,
    rejected: j.rejected,
    rejects: j.allRejects.slice(0, SHOWN_REJECTS),
    written: j.written,
    error: j.error,
    commit_ms: j.commit_ms,
  });

  const failed = (j: Job, err: unknown) => {
    j.state = 'failed';
    j.error = err instanceof AppError ? err.message : '导入失败，未写入任何数据';
    j.rows = [];
  };

  async function validate(j: Job, buf: Buffer): Promise<void> {
    const sheet = SHEETS[j.entity];
    // The header, the limit and room for blank lines; past that the reader stops (a 422 too).
    const { rows } = await readRows(buf, {
      maxRows: IMPORT_MAX_ROWS + 1 + 1000,
      tooMany: `一次最多导入 ${IMPORT_MAX_ROWS} 行`,
    });
    const header = (rows[0] ?? []).map(clean);
    const index = new Map<string, number>();
    for (const c of sheet.columns) {
      const at = header.indexOf(clean(c.header));
      if (at >= 0) index.set(c.key, at);
      else if (c.required) throw refused(`缺少列「${c.header}」，请使用下载的模板`);
    }
    const data = rows.slice(1);
    // Blank trailing lines are what spreadsheets leave behind, not rows to report.
    while (data.length > 0 && data[data.length - 1]!.every((c) => c.trim() === '')) data.pop();
    if (data.length === 0) throw refused('文件中没有数据行');
    if (data.length > IMPORT_MAX_ROWS) throw refused(`一次最多导入 ${IMPORT_MAX_ROWS} 行`);
    j.total = data.length;
    const ctx = await sheet.prepare(db);
    const seen = new Set<string>();
    for (let i = 0; i < data.length; i++) {
      if (j.state !== 'validating') return; // cancelled meanwhile
      const cells = data[i]!;
      const fields: Record<string, string> = {};
      for (const [key, at] of index) fields[key] = cells[at] ?? '';
      const rowNo = i + 2; // the spreadsheet's own row number (header is row 1)
      if (cells.every((c) => c.trim() === '')) {
        j.allRejects.push({ row: rowNo, reason: '空行' });
      } else {
        const res = sheet.check(fields, ctx, seen);
        if (res.ok) j.rows.push({ row: rowNo, value: res.value });
        else j.allRejects.push({ row: rowNo, reason: res.reason });
      }
      j.processed = i + 1;
      if (j.processed % SLICE === 0) await tick();
    }
    j.valid = j.rows.length;
    j.rejected = j.allRejects.length;
    j.state = 'ready';
  }

  return {
    /** Starts validating; the caller polls `get` for progress. */
    start(entity: ImportEntity, fileName: string, buf: Buffer, operatorId: number): ImportJob {
      sweep();
      const j: Job = {
        id: randomUUID(),
        entity,
        file_name: fileName,
        state: 'validating',
        total: 0,
        processed: 0,
        valid: 0,
        rejected: 0,
        rejects: [],
        written: 0,
        error: '',
        commit_ms: 0,
        operatorId,
        createdAt: Date.now(),
        rows: [],
        allRejects: [],
      };
      jobs.set(j.id, j);
      validate(j, buf).catch((err: unknown) => failed(j, err));
      return view(j);
    },

    get(id: string, operatorId: number): ImportJob {
      return view(own(id, operatorId));
    },

    rejects(id: string, operatorId: number) {
      const j = own(id, operatorId);
      return { entity: j.entity, file_name: j.file_name, rejects: j.allRejects };
    },

    cancel(id: string, operatorId: number): ImportJob {
      const j = own(id, operatorId);
      if (j.state !== 'validating' && j.state !== 'ready') throw refused('导入已开始写入或已结束，不能取消');
      j.state = 'cancelled';
      j.rows = [];
      return view(j);
    },

    /**
     * Writes the valid rows in one transaction. `onWritten` runs inside it (the audit record), so
     * the rows and their trail commit or roll back together.
     */
    commit(
      id: string,
      operatorId: number,
      onWritten: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], j: ImportJob) => Promise<void>,
    ): ImportJob {
      const j = own(id, operatorId);
      if (j.state !== 'ready')
        throw refused(j.state === 'validating' ? '仍在校验，请稍候' : '该导入不能再提交');
      if (j.valid === 0) throw refused('没有可导入的行');
      j.state = 'committing';
      j.processed = 0;
      const started = Date.now();
      const sheet = SHEETS[j.entity];
      db.transaction(async (tx) => {
        j.written = await sheet.commit(tx, j.rows, (done) => {
          j.processed = done;
        });
        await onWritten(tx, view(j));
      })
        .then(() => {
          j.commit_ms = Date.now() - started;
          j.state = 'done';
          j.rows = [];
        })
        .catch((err: unknown) => {
          j.written = 0;
          failed(j, err);
        });
      return view(j);
    },
  };

  function own(id: string, operatorId: number): Job {
    const j = jobs.get(id);
    if (!j || j.operatorId !== operatorId) throw notFound('导入任务不存在或已过期');
    return j;
  }
}

export type ImportJobs = ReturnType<typeof importJobs>;
