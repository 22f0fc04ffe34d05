/**
 * Hand-built .xlsx files for the reader's limits: a minimal workbook whose one sheet holds `rows`
 * rows, deflated (millions of rows fit in a few hundred KB, as in the probe's 572 KB bomb), with
 * the ZIP central directory telling the truth about the inflated sizes or, with `lie`, claiming 1 KB
 * (the local headers, which a streaming reader goes by, stay true).
 */
import { crc32, deflateRawSync } from 'node:zlib';

const PARTS: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="采购单" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
};

/** Rows with addresses (r="A1") as a streaming reader needs, or bare ones that compress to almost nothing. */
function sheetXml(rows: number, numbered: boolean): Buffer {
  const parts = [
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    ),
  ];
  if (!numbered) {
    const row = Buffer.from('<row><c t="inlineStr"><is><t>阿莫西林胶囊</t></is></c><c><v>20</v></c></row>');
    parts.push(Buffer.alloc(row.length * rows).fill(row));
  }
  for (let from = 1; numbered && from <= rows; from += 10_000) {
    let chunk = '';
    for (let r = from; r < Math.min(from + 10_000, rows + 1); r++) {
      chunk += `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>阿莫西林胶囊</t></is></c><c r="B${r}"><v>20</v></c></row>`;
    }
    parts.push(Buffer.from(chunk));
  }
  parts.push(Buffer.from('</sheetData></worksheet>'));
  return Buffer.concat(parts);
}

export function xlsxBomb(rows: number, opts: { lie?: boolean; numbered?: boolean } = {}): Buffer {
  const files = [
    ...Object.entries(PARTS).map(([name, text]) => ({ name, data: Buffer.from(text) })),
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml(rows, opts.numbered ?? false) },
  ];
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name);
    const packed = deflateRawSync(f.data, { level: 9 });
    const crc = crc32(f.data);
    const size = opts.lie ? Math.min(f.data.length, 1024) : f.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(f.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(8, 10);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(packed.length, 20);
    dir.writeUInt32LE(size, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    central.push(dir, name);
    offset += local.length + name.length + packed.length;
  }
  const dirBuf = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dirBuf.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dirBuf, end]);
}
