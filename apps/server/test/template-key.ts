import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'apps/server/src/db/migrations',
  'apps/server/src/db/migrate.ts',
  'apps/server/src/db/seed',
  'apps/server/src/lib/pinyin.ts',
  // The seeded audit records are chained by this code (HMAC) and protected by the append-only trigger.
  'apps/server/src/modules/audit/audit.ts',
  'apps/server/src/modules/audit/append-only.repo.ts',
  'apps/server/src/modules/audit/audit.repo.ts',
  'apps/server/src/db/stock-ledger-trigger.ts',
  'apps/server/src/db/goods-fillfactor.ts',
  // The seed writes the default roles' permissions.
  'packages/shared/src/admin/permissions.ts',
];

function filesUnder(p: string): string[] {
  if (!fs.existsSync(p)) return [];
  if (fs.statSync(p).isFile()) return [p];
  return fs
    .readdirSync(p)
    .sort()
    .flatMap((name) => filesUnder(path.join(p, name)));
}

/**
 * Seeding the template takes seconds; its content depends only on the migrations, the seed code
 * and the goods count, so a template is reused until one of them changes.
 */
export function templateKey(goods: number): string {
  const hash = createHash('sha1');
  for (const file of SOURCES.flatMap(filesUnder)) {
    if (file.endsWith('.test.ts')) continue;
    hash.update(file).update(fs.readFileSync(file));
  }
  return `${hash.digest('hex').slice(0, 12)}_${goods}`;
}
