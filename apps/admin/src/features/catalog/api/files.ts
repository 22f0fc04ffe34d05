import type { ImportJob, Upload } from '@shop/shared';

/** Raw-body and multipart calls the JSON client does not make: same envelope, same messages. */
async function envelope<T>(res: Response): Promise<T> {
  const env = (await res.json().catch(() => null)) as { code: number; msg: string; data: T } | null;
  if (!env) throw new Error('系统繁忙，请稍候再试');
  if (env.code !== 10000) throw new Error(env.msg);
  return env.data;
}

/** A published file (goods photo, banner, inspection report) through the upload module. */
export async function uploadFile(file: File, kind: 'goods_image' | 'content_image' | 'inspection_report') {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const res = await fetch('/api/admin/upload', { method: 'POST', body: form, credentials: 'same-origin' });
  return envelope<Upload>(res);
}

/** The spreadsheet itself is the body; the server tells .xlsx from CSV by its bytes. */
export async function startImport(entity: string, file: File) {
  const res = await fetch(`/api/admin/import/${entity}?file_name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    body: file,
    headers: { 'content-type': 'application/octet-stream' },
    credentials: 'same-origin',
  });
  return envelope<ImportJob>(res);
}
