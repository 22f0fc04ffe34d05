import type { FastifyRequest } from 'fastify';
import type { UploadRow } from './upload.repo';

/**
 * Who besides the owner may read a file. The back office registers its operator check here
 * (operators reviewing licences, answering feedback); the buyer who sent a file always may.
 * Checks are pure functions of the request and the row, so one registry serves every app.
 */
export type UploadAccessCheck = (request: FastifyRequest, upload: UploadRow) => boolean | Promise<boolean>;

const checks = new Map<string, UploadAccessCheck>();

/** Registering the same name again replaces the check, so a module may register on every boot. */
export function registerUploadAccess(name: string, check: UploadAccessCheck): void {
  checks.set(name, check);
}

export async function canReadUpload(request: FastifyRequest, upload: UploadRow): Promise<boolean> {
  if (request.userId !== null && upload.ownerUserId === request.userId) return true;
  for (const check of checks.values()) if (await check(request, upload)) return true;
  return false;
}
