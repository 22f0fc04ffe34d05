import { traceCodeProblem, type CheckView } from '@shop/shared';

export type Line = CheckView['lines'][number];

/** Where a scanned code goes: the traced line whose 药品标识码 it starts with, or why it fits none. */
export function placeCode(
  lines: Line[],
  codes: Record<number, string[]>,
  code: string,
): { lineId: number; error?: string } | { lineId: null; error: string } {
  if (!/^\d{20}$/.test(code)) return { lineId: null, error: `追溯码 ${code} 须为20位数字` };
  // Two lines of one goods share a prefix: fill the first that still needs codes.
  const fits = lines.filter((l) => l.traced && l.drug_id_code && code.startsWith(l.drug_id_code));
  const line = fits.find((l) => (codes[l.line_id]?.length ?? 0) < l.number) ?? fits[0];
  if (!line)
    return { lineId: null, error: `追溯码 ${code} 的药品标识码 ${code.slice(0, 7)} 不属于本订单任何一行` };
  const problem = traceCodeProblem(code, line.drug_id_code);
  if (problem) return { lineId: line.line_id, error: problem };
  for (const [id, list] of Object.entries(codes))
    if (list.includes(code)) return { lineId: Number(id), error: `追溯码 ${code} 已扫描，请勿重复扫码` };
  if ((codes[line.line_id]?.length ?? 0) >= line.number)
    return { lineId: line.line_id, error: `已扫 ${line.number} 个，追溯码多于数量` };
  return { lineId: line.line_id };
}

/** What is still wrong with a line before submitting (shown in the row). */
export function lineProblem(l: Line, codes: string[], confirmed: boolean): string | null {
  if (!l.traced) return confirmed ? null : '非追溯品种：核对批号和数量后勾选';
  if (codes.length < l.number) return `还差 ${l.number - codes.length} 个`;
  return null;
}
