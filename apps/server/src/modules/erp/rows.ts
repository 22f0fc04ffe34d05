/** What every ERP write answers: per row created / updated / unchanged, or a 422 naming each refused row. */
import type { ErpRefusedRow, ErpWriteResult } from '@shop/shared';
import { invalid } from '../../lib/errors';

export type RowResult = ErpWriteResult['rows'][number]['result'];

/** Collects the refused rows of one call; `check()` refuses the whole call when there is one. */
export class Refusals {
  readonly rows: ErpRefusedRow[] = [];
  constructor(private readonly list: string) {}
  add(row: number, code: string, reason: string): void {
    this.rows.push({ field: `${this.list}.${row}`, row, code, msg: `第${row + 1}行（${code}）：${reason}` });
  }
  has(row: number): boolean {
    return this.rows.some((r) => r.row === row);
  }
  /** Nothing is written when any row is refused: the 422 lists every refused row. */
  check(): void {
    if (this.rows.length === 0) return;
    this.rows.sort((a, b) => a.row - b.row);
    const first = this.rows[0]!;
    const more = this.rows.length > 1 ? `等 ${this.rows.length} 行被拒绝` : '';
    throw invalid(`${first.msg}${more ? `（${more}）` : ''}，本次未写入任何数据`, this.rows);
  }
}

export function tally(rows: { code: string; result: RowResult }[]): ErpWriteResult {
  const count = (r: RowResult) => rows.filter((x) => x.result === r).length;
  return { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), rows };
}

/** Codes repeated within one call: the second and later rows are refused (which would win is unclear). */
export function refuseRepeats(refusals: Refusals, keys: string[], codes: string[], what: string): void {
  const first = new Map<string, number>();
  keys.forEach((k, i) => {
    const at = first.get(k);
    if (at === undefined) first.set(k, i);
    else refusals.add(i, codes[i] ?? '', `${what}与第${at + 1}行重复`);
  });
}
