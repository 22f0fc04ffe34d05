import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { createDeps } from '../deps';

/**
 * `npm run openapi` (part of `npm run build`): writes the OpenAPI document to docs/openapi.json, so
 * a changed contract shows in review. The settings are fixed rather than read from the environment,
 * so the file is the same on every machine. Routes need no data to be described: an empty in-memory
 * database is enough.
 */
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../docs/openapi.json');
const config = loadConfig({
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  PAYMENT_OUTBOX_POLL_MS: '0',
  JOBS_POLL_MS: '0',
});
const database = await openDatabase({});
const app = await buildApp(await createDeps(config, database));
try {
  await app.ready();
  const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  fs.writeFileSync(out, text);
  console.log(`OpenAPI document: ${path.relative(process.cwd(), out)} (${Buffer.byteLength(text)} bytes)`);
} finally {
  await app.close();
  await database.close();
}
