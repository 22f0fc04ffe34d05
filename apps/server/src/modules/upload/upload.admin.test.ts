import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from '../../../test/admin-client';
import { multipart, SAMPLE_FILES } from '../../../test/multipart';
import { body, createTestApp, describeName, type TestApp } from '../../../test/test-app';

describe(describeName('admin: published uploads'), () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('an inspection report PDF is stored and readable by a visitor; a renamed file is refused', async () => {
    const { cookie } = await adminClient(t);
    const { payload, headers } = await multipart({ file: SAMPLE_FILES.pdf(), kind: 'inspection_report' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { ...headers, cookie },
      payload,
    });
    const up = body<{ url: string; mime: string }>(res).data;
    expect(up.mime).toBe('application/pdf');
    const file = await t.app.inject({ url: up.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const fake = await multipart({
      file: { ...SAMPLE_FILES.pdf(), data: Buffer.from('not a pdf at all') },
      kind: 'goods_image',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/upload',
      headers: { ...fake.headers, cookie },
      payload: fake.payload,
    });
    expect(body(bad).msg).toBe('仅支持 JPG、PNG 图片或 PDF 文件');
  });
});
