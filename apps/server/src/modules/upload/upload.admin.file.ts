import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import type { UploadRow } from './upload.repo';
import { fileStoreOf } from './upload.service';

/**
 * Sends a buyer's file (licence, feedback or return photo) to an operator. The operator's cookie is
 * scoped to /api/admin, so these bytes come through an admin route that checked the permission,
 * never through /api/upload; nothing is cached, since the file is private to its buyer.
 */
export function sendBuyerFile(deps: AppDeps, reply: FastifyReply, row: UploadRow) {
  return reply
    .header('content-type', row.mime)
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(fileStoreOf(deps).read(row.storageKey));
}
