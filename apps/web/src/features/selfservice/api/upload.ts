import type { Upload, UploadKind } from '@shop/shared';
import { api } from '../../../lib/api';

/**
 * POST /api/upload as multipart (the client sends FormData as it is). Silent: the caller shows the
 * server's message on refusal (ApiError carries it, or 上传失败 when there is none).
 */
export async function uploadFile(kind: UploadKind, file: File): Promise<Upload> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  try {
    return await api.post<Upload>('/upload', form, { silent: true, keepPrevious: true });
  } catch (err) {
    throw new Error(err instanceof Error && err.message ? err.message : '上传失败', { cause: err });
  }
}
