/**
 * npm run db:backup [-- --out <file>]     a backup of DATABASE_URL, or of the PGlite folder
 * npm run db:restore -- <file>            replaces that database with the backup
 * PGlite backups are taken with the server stopped (the folder is locked while it runs).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { backupPglite, backupPostgres, defaultBackupFile, restorePglite, restorePostgres } from './backup';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    dir: { type: 'string', default: process.env.BACKUP_DIR ?? './backups' },
  },
});
const [command, file] = positionals;
const config = loadConfig();
const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
const where = config.DATABASE_URL ? new URL(config.DATABASE_URL).pathname.slice(1) : config.PGLITE_DIR;

if (command === 'backup') {
  const out = values.out ?? defaultBackupFile(values.dir, kind);
  const bytes = config.DATABASE_URL
    ? await backupPostgres(config.DATABASE_URL, out)
    : await backupPglite(config.PGLITE_DIR, out);
  console.log(`备份完成 (${kind} ${where}) → ${out} (${Math.round(bytes / 1024)} KB)`);
} else if (command === 'restore' && file) {
  if (config.DATABASE_URL) await restorePostgres(file, config.DATABASE_URL);
  else await restorePglite(file, config.PGLITE_DIR);
  console.log(`恢复完成 (${kind} ${where}) ← ${file}`);
} else {
  console.error('usage: npm run db:backup [-- --out <file>] | npm run db:restore -- <file>');
  process.exit(2);
}
