/**
 * Builds a multipart/form-data body for app.inject, the way a browser's FormData sends it, so
 * upload tests exercise the real parser. Files are {data, filename}; everything else is a field.
 */
export interface TestFile {
  data: Uint8Array;
  filename: string;
  type?: string;
}

export async function multipart(
  fields: Record<string, string | number | TestFile | undefined>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      form.append(
        name,
        new Blob([value.data], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
    } else form.append(name, String(value));
  }
  const req = new Request('http://test.local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  };
}

/** Smallest real files of each accepted type, and one that only pretends. */
export const SAMPLE_FILES = {
  png: (): TestFile => ({
    data: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
    filename: 'licence.png',
    type: 'image/png',
  }),
  jpeg: (): TestFile => ({
    data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
    filename: 'licence.jpg',
    type: 'image/jpeg',
  }),
  pdf: (): TestFile => ({
    data: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
    filename: 'licence.pdf',
    type: 'application/pdf',
  }),
  /** A Windows program renamed to look like a photo. */
  exeAsJpg: (): TestFile => ({
    data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]),
    filename: 'licence.jpg',
    type: 'image/jpeg',
  }),
};
