import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, type Upload } from '@shop/shared';
import { uploads } from '../../db/schema/index';
import { body, createTestApp, describeName, signIn, type TestApp } from '../../../test/test-app';
import { multipart, SAMPLE_FILES, type TestFile } from '../../../test/multipart';
import { registerUploadAccess } from './upload.access';

let t: TestApp;
let pharmacy: string;
let clinic: string;
beforeAll(async () => {
  t = await createTestApp();
  pharmacy = await signIn(t.app, 'pharmacy');
  clinic = await signIn(t.app, 'clinic');
});
afterAll(async () => {
  await t?.close();
});

const upload = async (file: TestFile | undefined, cookie = pharmacy, kind = 'licence') => {
  const { payload, headers } = await multipart({ file, kind });
  return t.app.inject({ method: 'POST', url: '/api/upload', payload, headers: { ...headers, cookie } });
};
const fetchFile = (url: string, cookie = pharmacy) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const filesOnDisk = (): string[] =>
  fs
    .readdirSync(t.deps.config.UPLOAD_DIR, { recursive: true })
    .map(String)
    .filter((f) => f.includes('.'));

describe(describeName('POST /api/upload'), () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['pdf', 'application/pdf'],
  ] as const)(
    'stores a %s under a random name outside the web root and gives it back to its owner',
    async (kind, mime) => {
      const sample = SAMPLE_FILES[kind]();
      const res = await upload(sample);
      const { code, data } = body<Upload>(res);
      expect(code).toBe(10000);
      expect(data).toMatchObject({
        kind: 'licence',
        mime,
        size: sample.data.byteLength,
        url: `/api/upload/${data.id}`,
      });
      const [row] = await t.deps.database.db.select().from(uploads).where(eq(uploads.id, data.id));
      expect(row?.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.(jpg|png|pdf)$/);
      expect(row?.storageKey).not.toContain('licence');
      const onDisk = fs.readFileSync(path.join(t.deps.config.UPLOAD_DIR, row?.storageKey ?? ''));
      expect(onDisk.equals(Buffer.from(sample.data))).toBe(true);
      const got = await fetchFile(data.url);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe(mime);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
      // A licence or an ID photo is never kept by a cache (issue 26, defect 13).
      expect(got.headers['cache-control']).toBe('private, no-store');
      expect(got.rawPayload.equals(Buffer.from(sample.data))).toBe(true);
      const download = await fetchFile(`${data.url}?download=1`);
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    },
  );

  it('refuses a renamed .exe, a file over 5 MB, an empty or missing file, and stores nothing', async () => {
    const before = filesOnDisk().length;
    const exe = await upload(SAMPLE_FILES.exeAsJpg());
    expect([exe.statusCode, body(exe).msg]).toEqual([422, '仅支持 JPG、PNG 图片或 PDF 文件']);
    const big = SAMPLE_FILES.png();
    const huge = await upload({ ...big, data: Buffer.concat([big.data, Buffer.alloc(MAX_UPLOAD_BYTES)]) });
    expect([huge.statusCode, body(huge).msg]).toEqual([422, '文件大小不能超过5MB']);
    const empty = await upload({ data: new Uint8Array(0), filename: 'a.png' });
    expect(body(empty).msg).toBe('上传的文件是空的');
    const none = await upload(undefined);
    expect([none.statusCode, body(none).msg]).toEqual([422, '请选择要上传的文件']);
    const badKind = await upload(SAMPLE_FILES.png(), pharmacy, 'virus');
    expect(body(badKind).msg).toBe('文件用途不正确');
    expect(filesOnDisk().length).toBe(before);
  });

  it('needs a signed-in buyer and a same-site request', async () => {
    const anon = await upload(SAMPLE_FILES.png(), '');
    expect([anon.statusCode, body(anon).code]).toEqual([401, 10001]);
    const { payload, headers } = await multipart({ file: SAMPLE_FILES.png(), kind: 'licence' });
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { ...headers, cookie: pharmacy, origin: 'https://evil.example' },
    });
    expect(cross.statusCode).toBe(403);
  });
});

describe(describeName('GET /api/upload/:id'), () => {
  it('answers another buyer, a visitor and a missing id alike with 404, until an access check allows', async () => {
    const { data } = body<Upload>(await upload(SAMPLE_FILES.png()));
    for (const cookie of [clinic, '']) {
      const res = await fetchFile(data.url, cookie);
      expect([res.statusCode, body(res).msg]).toEqual([404, '文件不存在']);
    }
    expect((await fetchFile('/api/upload/2000000000')).statusCode).toBe(404);
    expect((await fetchFile('/api/upload/abc')).statusCode).toBe(422);
    // The back office extends access through this hook (operators reviewing licences).
    registerUploadAccess('test-reviewer', (request) => request.headers['x-test-reviewer'] === 'yes');
    const allowed = await t.app.inject({
      method: 'GET',
      url: data.url,
      headers: { 'x-test-reviewer': 'yes' },
    });
    expect(allowed.statusCode).toBe(200);
    registerUploadAccess('test-reviewer', () => false);
  });
});
