/** erp_tokens: SQL only. The token's hash is the lookup key; the token itself is never stored. */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query';

export interface TokenRow {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  ip_allow: string[];
  expires_on: string | null;
  expired: boolean;
  revoked: boolean;
  last_used_at: string | null;
  last_used_ip: string;
  created_at: string;
}

const COLUMNS = sql`id, name, prefix, scopes, ip_allow,
  to_char(expires_at AT TIME ZONE 'Asia/Shanghai' - interval '1 day', 'YYYY-MM-DD') AS expires_on,
  coalesce(expires_at <= now(), false) AS expired, revoked_at IS NOT NULL AS revoked,
  to_char(last_used_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS last_used_at, last_used_ip,
  to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI') AS created_at`;

export const listTokens = (db: Db) =>
  queryRows<TokenRow>(db, sql`SELECT ${COLUMNS} FROM erp_tokens ORDER BY revoked_at IS NOT NULL, id DESC`);

export async function tokenById(db: Db | Tx, id: number, lock = false): Promise<TokenRow | undefined> {
  const [row] = await queryRows<TokenRow>(
    db,
    sql`SELECT ${COLUMNS} FROM erp_tokens WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export async function tokenByHash(db: Db, hash: string): Promise<TokenRow | undefined> {
  const [row] = await queryRows<TokenRow>(
    db,
    sql`SELECT ${COLUMNS} FROM erp_tokens WHERE token_hash = ${hash}`,
  );
  return row;
}

/** The day given is the last valid one: the token stops at the next China midnight. */
const expiry = (day: string | null) =>
  day === null ? sql`NULL` : sql`(${day}::date + 1)::timestamp AT TIME ZONE 'Asia/Shanghai'`;

export async function insertToken(
  tx: Tx,
  t: {
    name: string;
    hash: string;
    prefix: string;
    scopes: string[];
    ipAllow: string[];
    expiresOn: string | null;
    by: number;
  },
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO erp_tokens (name, token_hash, prefix, scopes, ip_allow, expires_at, created_by)
        VALUES (${t.name}, ${t.hash}, ${t.prefix}, ${JSON.stringify(t.scopes)}::jsonb, ${JSON.stringify(t.ipAllow)}::jsonb,
                ${expiry(t.expiresOn)}, ${t.by})
        RETURNING id`,
  );
  if (!row) throw new Error('token insert returned nothing');
  return row.id;
}

export async function updateToken(
  tx: Tx,
  id: number,
  t: { name: string; scopes: string[]; ipAllow: string[]; expiresOn: string | null },
): Promise<void> {
  await tx.execute(sql`UPDATE erp_tokens SET name = ${t.name}, scopes = ${JSON.stringify(t.scopes)}::jsonb,
                         ip_allow = ${JSON.stringify(t.ipAllow)}::jsonb, expires_at = ${expiry(t.expiresOn)}
                        WHERE id = ${id}`);
}

/** A new secret for a live token: the old one stops working in the same commit. */
export async function replaceSecret(tx: Tx, id: number, hash: string, prefix: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE erp_tokens SET token_hash = ${hash}, prefix = ${prefix} WHERE id = ${id} AND revoked_at IS NULL RETURNING id`,
  );
  return rows.length > 0;
}

export async function revoke(tx: Tx, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE erp_tokens SET revoked_at = now() WHERE id = ${id} AND revoked_at IS NULL RETURNING id`,
  );
  return rows.length > 0;
}

/** At most one write a minute per token: a busy ERP must not turn every call into an UPDATE. */
export async function touchToken(db: Db, id: number, ip: string): Promise<void> {
  await db.execute(sql`UPDATE erp_tokens SET last_used_at = now(), last_used_ip = ${ip}
                        WHERE id = ${id} AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute'
                                              OR last_used_ip <> ${ip})`);
}
