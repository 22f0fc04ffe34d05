/** One upload module for every file a buyer sends (licences, photos, receipts). */
import { z } from 'zod';
import { idParam } from './common';

/** 5 MB: a phone photo of a licence fits, a video does not. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_MB = MAX_UPLOAD_BYTES / 1024 / 1024;
/** What the server accepts, told by the file's first bytes, not its name. */
export const UPLOAD_MIMES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type UploadMime = (typeof UPLOAD_MIMES)[number];
/** The accept attribute of file inputs, so the picker offers only what the server takes. */
export const UPLOAD_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
export const UPLOAD_TYPE_MSG = '仅支持 JPG、PNG 图片或 PDF 文件';
export const UPLOAD_SIZE_MSG = `文件大小不能超过${MAX_UPLOAD_MB}MB`;

/** What the file is for; other modules add their kind here. */
export const UPLOAD_KINDS = [
  'licence',
  'feedback',
  'return_photo',
  'receipt',
  'inspection_report',
  'goods_image',
  'content_image',
  'transfer_voucher',
  'inspection_photo',
] as const;
/** Files the shop publishes (goods photos, banners, inspection reports): anyone may read them. */
export const PUBLIC_UPLOAD_KINDS = ['inspection_report', 'goods_image', 'content_image'] as const;
export const UploadKindSchema = z.enum(UPLOAD_KINDS, { error: '文件用途不正确' });
export type UploadKind = z.infer<typeof UploadKindSchema>;

/**
 * A multipart file field: the server's multipart parser hands the bytes over as a Buffer (a
 * Uint8Array), so one schema checks presence, emptiness and size on both sides of the wire.
 */
export const uploadFileSchema = (missing = '请选择要上传的文件') =>
  z
    .custom<Uint8Array>((v) => v instanceof Uint8Array, { error: missing })
    .refine((b) => b.byteLength > 0, '上传的文件是空的')
    .refine((b) => b.byteLength <= MAX_UPLOAD_BYTES, UPLOAD_SIZE_MSG)
    // How the API document shows the field: a file part of a multipart/form-data body.
    .meta({ type: 'string', contentMediaType: 'application/octet-stream', description: '文件' });

export const UploadBodySchema = z.object({
  file: uploadFileSchema(),
  kind: UploadKindSchema.default('feedback'),
});

export const UploadIdParamsSchema = z.object({ id: idParam('文件编号不正确') });
export const UploadFileQuerySchema = z.object({ download: z.enum(['0', '1']).optional() });

export const UploadSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  mime: z.enum(UPLOAD_MIMES),
  size: z.number().int(),
  /** Where the owner (and operators) may fetch it; everyone else gets 404. */
  url: z.string(),
});
export type Upload = z.infer<typeof UploadSchema>;

export const uploadUrl = (id: number): string => `/api/upload/${id}`;

/** The back office's uploads: files the shop publishes. */
export const AdminUploadBodySchema = z.object({
  file: uploadFileSchema(),
  kind: z.enum(PUBLIC_UPLOAD_KINDS, { error: '文件用途不正确' }),
});

/** 退货验收 photos: taken by the warehouse, private to operators, read through the admin route. */
export const AdminInspectionPhotoBodySchema = z.object({ file: uploadFileSchema('请选择验收照片') });
export const inspectionPhotoUrl = (id: number): string => `/api/admin/inspection-photos/${id}`;
/** The upload id of an inspection photo URL, or null for any other address. */
export const inspectionPhotoId = (url: string): number | null => {
  const m = /^\/api\/admin\/inspection-photos\/([1-9]\d{0,9})$/.exec(url);
  return m ? Number(m[1]) : null;
};
