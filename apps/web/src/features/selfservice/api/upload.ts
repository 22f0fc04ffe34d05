import type { Upload, UploadKind } from '@shop/shared';
import { isSuccessCode, type Envelope } from '@shop/shared/api/envelope';
import { http } from '../../../lib/api';

/** POST /api/upload as multipart (the JSON/form client cannot carry bytes); the server's message on refusal. */
export async function uploadFile(kind: UploadKind, file: File): Promise<Upload> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  const res = await http.post<Envelope<Upload>>('/upload', form);
  if (!isSuccessCode(res.data.code)) throw new Error(res.data.msg || '上传失败');
  return res.data.data;
}
