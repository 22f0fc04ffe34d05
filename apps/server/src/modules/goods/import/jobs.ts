/**
 * Import jobs: upload → validate every row (nothing written) → the operator reads the report and
 * commits or cancels → commit writes every valid row in ONE transaction (all or nothing). A job is a
 * row of the `jobs` table (lib/jobs.ts): whichever instance's runner claims it checks the file or
 * writes the rows, and any instance answers a poll, so a cluster behind a non-sticky balancer works.
 * A job can be read for an hour after it was uploaded.
 */
import { z } from 'zod';
import type { ImportEntity, ImportJob } from '@shop/shared';
import { ImportJobSchema } from '@shop/shared';
import type { Db, Tx } from '../../../db/client';
import { AppError, notFound, refused } from '../../../lib/errors';
import { enqueueJob, type Claim, type JobRunner } from '../../../lib/jobs';
import type { Actor } from '../../audit/audit';
import { goodsSheet } from './goods.sheet';
import { lotsSheet } from './lots.sheet';
import { pricesSheet } from './prices.sheet';
import type { Sheet } from './sheet';
import { checkRows, type Reject } from './validate';
import { cancelOwnJob, findOwnJob, jobData, KIND, markCommitting, type JobLine } from './jobs.repo';

export const SHEETS: Record<ImportEntity, Sheet<unknown, unknown>> = {
  goods: goodsSheet,
  lots: lotsSheet,
  prices: pricesSheet,
};

const SHOWN_REJECTS = 50;

/** What a poll reads: the job's public view without id and state (those are columns). */
const ProgressSchema = ImportJobSchema.omit({ id: true, state: true });
type Progress = z.infer<typeof ProgressSchema>;
/** Written with the commit request, so the runner that writes the rows audits them as that operator. */
const ActorSchema = z.object({ operatorId: z.number(), operatorName: z.string(), ip: z.string() });
const DataSchema = z.object({
  rows: z.array(z.object({ row: z.number(), value: z.unknown() })).default([]),
  rejects: z.array(z.object({ row: z.number(), reason: z.string() })).default([]),
});

type OnWritten = (tx: Tx, actor: Actor, job: ImportJob) => Promise<void>;

const view = (r: JobLine): ImportJob => ({ ...ProgressSchema.parse(r.payload), id: r.id, state: r.state });
const failure = (err: unknown) => (err instanceof AppError ? err.message : '导入失败，未写入任何数据');

/** `onWritten` runs inside the commit's transaction (the audit record), so rows and trail commit together. */
export function importJobs(db: Db, runner: JobRunner, onWritten: OnWritten) {
  async function own(id: string, operatorId: number): Promise<JobLine> {
    const r = await findOwnJob(db, id, operatorId);
    if (!r) throw notFound('导入任务不存在或已过期');
    return r;
  }

  const dataOf = async (id: string) => {
    return DataSchema.parse((await jobData(db, id)) ?? {});
  };

  async function validate(claim: Claim, progress: Progress): Promise<void> {
    const buf = await claim.input();
    if (!buf)
      return void (await claim.finish({ state: 'failed', payload: { error: '导入文件已丢失，请重新上传' } }));
    let checked: Awaited<ReturnType<typeof checkRows>>;
    try {
      checked = await checkRows(db, SHEETS[progress.entity], buf, (processed, total) =>
        claim.report({ processed, total }),
      );
    } catch (err) {
      await claim.finish({ state: 'failed', payload: { error: failure(err) } });
      return;
    }
    if (!checked) return; // cancelled meanwhile (or another runner took it over)
    const rejects: Reject[] = checked.rejects;
    await claim.finish({
      state: 'ready',
      payload: {
        total: checked.total,
        processed: checked.total,
        valid: checked.rows.length,
        rejected: rejects.length,
        rejects: rejects.slice(0, SHOWN_REJECTS),
      },
      data: { rows: checked.rows, rejects },
    });
  }

  async function write(claim: Claim, progress: Progress): Promise<void> {
    const actor = ActorSchema.parse(claim.job.payload.actor);
    const { rows, rejects } = await dataOf(claim.job.id);
    const started = Date.now();
    // Progress goes out on its own connection, one write at a time; the last one may land after the
    // commit, when the job is no longer this claim's and the write changes nothing.
    let reporting: Promise<unknown> | null = null;
    const report = (processed: number) => {
      reporting ??= claim.report({ processed }).finally(() => (reporting = null));
    };
    try {
      await db.transaction(async (tx) => {
        const written = await SHEETS[progress.entity].commit(tx, rows, report);
        const done = { ...progress, processed: written, written, commit_ms: Date.now() - started };
        await onWritten(tx, actor, { ...done, id: claim.job.id, state: 'done' });
        if (!(await claim.finish({ state: 'done', payload: done, data: { rows: [], rejects } }, tx)))
          throw new Error('import job lease lost');
      });
    } catch (err) {
      await claim.finish({
        state: 'failed',
        payload: { written: 0, error: failure(err) },
        data: { rows: [], rejects },
      });
    } finally {
      await (reporting as Promise<unknown> | null)?.catch(() => undefined);
    }
  }

  runner.handle(KIND, async (claim) => {
    const progress = ProgressSchema.parse(claim.job.payload);
    if (claim.job.state === 'validating') await validate(claim, progress);
    else if (claim.job.state === 'committing') await write(claim, progress);
    else await claim.finish({ state: claim.job.state, keepInput: true });
  });

  return {
    /** Stores the file and asks a runner (this instance's first) to check it; the caller polls `get`. */
    async start(entity: ImportEntity, fileName: string, buf: Buffer, operatorId: number): Promise<ImportJob> {
      const payload: Progress = {
        entity,
        file_name: fileName,
        total: 0,
        processed: 0,
        valid: 0,
        rejected: 0,
        rejects: [],
        written: 0,
        error: '',
        commit_ms: 0,
      };
      const id = await enqueueJob(db, {
        kind: KIND,
        state: 'validating',
        ownerId: operatorId,
        payload,
        input: buf,
      });
      runner.kick(0);
      return view({ id, state: 'validating', payload });
    },

    async get(id: string, operatorId: number): Promise<ImportJob> {
      return view(await own(id, operatorId));
    },

    async rejects(id: string, operatorId: number) {
      const j = view(await own(id, operatorId));
      return { entity: j.entity, file_name: j.file_name, rejects: (await dataOf(id)).rejects };
    },

    async cancel(id: string, operatorId: number): Promise<ImportJob> {
      const r = await cancelOwnJob(db, id, operatorId);
      if (r) return view(r);
      await own(id, operatorId);
      throw refused('导入已开始写入或已结束，不能取消');
    },

    /** Marks the job for writing; a runner writes the valid rows in one transaction. */
    async commit(id: string, actor: Actor): Promise<ImportJob> {
      const j = view(await own(id, actor.operatorId));
      if (j.state !== 'ready')
        throw refused(j.state === 'validating' ? '仍在校验，请稍候' : '该导入不能再提交');
      if (j.valid === 0) throw refused('没有可导入的行');
      const r = await markCommitting(db, id, actor);
      if (!r) throw refused('该导入不能再提交');
      runner.kick(0);
      return view(r);
    },
  };
}

export type ImportJobs = ReturnType<typeof importJobs>;
