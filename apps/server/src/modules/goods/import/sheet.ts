/** What every import sheet (goods, lots, prices) declares; the job runner drives them alike. */
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client';

export interface Column {
  header: string;
  key: string;
  required: boolean;
  example: string;
  note: string;
}

export type RowResult<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface Sheet<T, Ctx> {
  title: string;
  columns: Column[];
  /** Reference data read once per import (makers, categories, goods by barcode). */
  prepare(db: Db): Promise<Ctx>;
  /** One row's fields by column key; `seen` catches duplicates inside the file. */
  check(fields: Record<string, string>, ctx: Ctx, seen: Set<string>): RowResult<T>;
  /** Writes every valid row inside the import's one transaction; reports progress as it goes. */
  commit(tx: Tx, rows: { row: number; value: T }[], progress: (done: number) => void): Promise<number>;
}

export const col = (header: string, key: string, required: boolean, example: string, note = ''): Column => ({
  header,
  key,
  required,
  example,
  note,
});

/** 是/否, Y/N, 1/0, true/false; empty is the default. */
export function yesNo(v: string): boolean | undefined | null {
  const s = v.trim().toLowerCase();
  if (s === '') return undefined;
  if (['是', 'y', 'yes', '1', 'true', '√'].includes(s)) return true;
  if (['否', 'n', 'no', '0', 'false', '×'].includes(s)) return false;
  return null;
}

/** The first Chinese message of a failed parse, prefixed with the column it came from. */
export function firstIssue(
  error: z.ZodError,
  columns: Column[],
  fieldToKey: Record<string, string> = {},
): string {
  const issue = error.issues[0];
  if (!issue) return '数据不正确';
  const field = String(issue.path[0] ?? '');
  const key = fieldToKey[field] ?? field;
  const column = columns.find((c) => c.key === key);
  return column ? `【${column.header}】${issue.message}` : issue.message;
}

/** Empty cells become undefined so schema defaults apply. */
export const opt = (v: string | undefined): string | undefined =>
  v === undefined || v.trim() === '' ? undefined : v.trim();
