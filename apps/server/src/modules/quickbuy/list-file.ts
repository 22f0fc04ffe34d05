import { MAX_LIST_LINES } from '@shop/shared';
import { invalid } from '../../lib/errors';
import { readRows } from '../../lib/read-sheet';

/**
 * An ERP or Excel purchase list (.xlsx, or .csv in UTF-8 or GBK, told apart by its bytes) as the
 * text the matcher reads: one tab-separated line per non-empty row. A header row stays; the
 * line parser skips it, as it does for pasted text.
 */
export async function listFileText(buf: Buffer): Promise<{ text: string; rows: number }> {
  const tooMany = `采购单最多${MAX_LIST_LINES}行，请分批上传`;
  // Reading stops past twice the limit (blank rows are not lines): a sheet of millions is never read whole.
  const { rows } = await readRows(buf, { maxRows: 2 * (MAX_LIST_LINES + 1), tooMany });
  const lines = rows
    .map((cells) => cells.map((c) => c.replace(/[\t\r\n]+/g, ' ').trim()))
    .filter((cells) => cells.some(Boolean))
    .map((cells) => cells.join('\t'));
  if (lines.length === 0) throw invalid('采购单中没有内容');
  // One header row is allowed on top of the matcher's limit.
  if (lines.length > MAX_LIST_LINES + 1) throw invalid(tooMany);
  return { text: lines.join('\n'), rows: lines.length };
}
