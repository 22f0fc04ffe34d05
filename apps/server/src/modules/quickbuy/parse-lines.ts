import { MAX_LIST_LINES } from '@shop/shared';

/**
 * Purchase lists as pharmacies paste them from their ERP or Excel: one line per goods, fields split
 * by tabs, commas or runs of spaces, in any order — name, spec, manufacturer, quantity (sometimes an
 * approval number or barcode instead of a name). Each field is recognised by its shape.
 */
export interface ListLine {
  /** 1-based line number in what the buyer sent, so messages can point at it. */
  row: number;
  raw: string;
  name: string;
  spec: string;
  maker: string;
  /** Approval number or barcode, when the line carries one. */
  code: string;
  /** null: the line gave no quantity. */
  number: number | null;
}

const FIELD_SPLIT = /\t|[,，;；|]|\s{2,}/;
const HEADER = /^(序号|商品名称|品名|药品名称|通用名|名称)/;
const MAKER = /(制药|药业|药厂|公司|集团|医药|生物|制剂|药品|实业|科技|卫材|厂)$|有限/;
const SPEC =
  /(\d+(\.\d+)?\s*(mg|g|ml|μg|ug|iu|万u|万|克|毫克|毫升|袋|粒|片|支|丸|贴|只|枚|瓶|包|盒|cm|s|m)|[*×xX]\s*\d+)/i;
const APPROVAL = /^(国药准字|国食健字|卫食健字|.*械注[准进]|.*械备)/;
const BARCODE = /^69\d{11}$/;
/** A quantity field: 10, 10盒, 10.0, 数量:10. */
const QTY = /^(数量[:：]?)?(\d{1,6})(\.0+)?\s*(盒|瓶|袋|支|板|包|件|个|只|箱|听|罐|提|条)?$/;

function splitFields(line: string): string[] {
  let parts = line.split(FIELD_SPLIT).map((p) => p.trim());
  // A line typed with single spaces ("阿莫西林胶囊 0.25g*24粒 联邦 10") splits on them instead.
  if (parts.filter(Boolean).length === 1) parts = line.trim().split(/\s+/);
  return parts.filter((p) => p !== '');
}

export function parseLine(raw: string, row: number): ListLine | null {
  const fields = splitFields(raw.replace(/\u3000/g, ' '));
  if (fields.length === 0 || HEADER.test(fields[0] ?? '')) return null;
  const out: ListLine = { row, raw: raw.trim(), name: '', spec: '', maker: '', code: '', number: null };
  const rest: string[] = [];
  // The quantity is the last bare number: a leading one is usually a row number (序号).
  for (let i = fields.length - 1; i >= 0; i--) {
    const m = QTY.exec(fields[i] ?? '');
    if (m && out.number === null && i > 0) {
      out.number = Number(m[2]);
      fields.splice(i, 1);
      break;
    }
  }
  for (const [i, f] of fields.entries()) {
    if (i === 0 && /^\d{1,4}$/.test(f) && fields.length > 1) continue; // 序号
    if (!out.code && (APPROVAL.test(f) || BARCODE.test(f))) out.code = f;
    else if (!out.spec && SPEC.test(f) && !/\p{Script=Han}{4,}/u.test(f.replace(SPEC, ''))) out.spec = f;
    else if (!out.maker && MAKER.test(f) && rest.length > 0) out.maker = f;
    else rest.push(f);
  }
  out.name = rest.shift() ?? '';
  // A short second text field after the name is the maker's short name (联邦, 白云山).
  if (!out.maker && rest[0]) out.maker = rest[0];
  if (!out.name && !out.code) return null;
  return out;
}

/** Every non-empty, non-header line, at most MAX_LIST_LINES. */
export function parseList(text: string): ListLine[] {
  const lines: ListLine[] = [];
  for (const [k, raw] of text.split(/\r?\n/).entries()) {
    if (lines.length >= MAX_LIST_LINES) break;
    const line = parseLine(raw, k + 1);
    if (line) lines.push(line);
  }
  return lines;
}
