import { UPLOAD_TYPE_MSG, uploadUrl, type Upload, type UploadKind, type UploadMime } from '@shop/shared';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import { invalid } from '../../lib/errors';
import { diskFileStore, type FileStore } from './file-store';
import { findOwnedUploads, insertUpload, type UploadRow } from './upload.repo';
import { sniffType } from './magic';
/** What other modules may use of this module's repository (they reach it through this service). */
export { findUpload } from './upload.repo';

export const fileStoreOf = (deps: AppDeps): FileStore => diskFileStore(deps.config.UPLOAD_DIR);

export interface StoredFile {
  key: string;
  mime: UploadMime;
  size: number;
}

/**
 * Writes checked bytes under a random name; the caller records the row (in its own transaction)
 * and calls discardStored if that fails, so no file outlives a failed request.
 */
export async function storeFile(store: FileStore, data: Uint8Array): Promise<StoredFile> {
  const type = sniffType(data);
  if (!type) throw invalid(UPLOAD_TYPE_MSG);
  return { key: await store.put(type.ext, data), mime: type.mime, size: data.byteLength };
}

/** Best effort: a file that cannot be removed is only orphaned bytes, never a reachable upload. */
export async function discardStored(store: FileStore, keys: readonly string[]): Promise<void> {
  await Promise.allSettled(keys.map((k) => store.remove(k)));
}

export const toUploadView = (row: UploadRow): Upload => ({
  id: row.id,
  kind: row.kind,
  mime: row.mime as UploadMime,
  size: row.size,
  url: uploadUrl(row.id),
});

/** Stores a buyer's file and its row; the one entry point for single uploads. */
export async function saveUpload(
  deps: AppDeps,
  ownerUserId: number | null,
  kind: UploadKind,
  data: Uint8Array,
): Promise<Upload> {
  const store = fileStoreOf(deps);
  const file = await storeFile(store, data);
  try {
    const row = await insertUpload(deps.database.db, {
      ownerUserId,
      kind,
      storageKey: file.key,
      mime: file.mime,
      size: file.size,
    });
    return toUploadView(row);
  } catch (e) {
    await discardStored(store, [file.key]);
    throw e;
  }
}

/**
 * For modules that take upload ids in a form (feedback photos, return photos): every id must be a
 * file of this buyer, else one message that does not say whose it is.
 */
export async function requireOwnUploads(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<UploadRow[]> {
  const unique = [...new Set(ids)];
  const rows = await findOwnedUploads(db, userId, unique);
  if (rows.length !== unique.length) throw invalid('上传的文件不存在或已失效，请重新上传');
  return rows;
}
