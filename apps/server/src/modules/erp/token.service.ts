/**
 * ERP API tokens: created, edited, rotated and revoked by an operator holding integration.manage
 * (the super administrator); each write audited. The token is random (256 bits), shown once in the
 * answer that makes it, and kept only as its SHA-256.
 */
import { randomBytes } from 'node:crypto';
import type { AdminErpTokenInput, AdminErpTokenRow } from '@shop/shared';
import type { Db } from '../../db/client';
import { notFound, refused } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { audit, type Actor } from '../audit/audit';
import {
  insertToken,
  listTokens,
  replaceSecret,
  revoke,
  tokenById,
  updateToken,
  type TokenRow,
} from './token.repo';

const PREFIX = 'ysk_';
/** A new secret: the prefix marks it as this shop's ERP token (secret scanners can match it). */
function newSecret(): { token: string; hash: string; prefix: string } {
  const token = PREFIX + randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token), prefix: token.slice(0, PREFIX.length + 6) };
}

export const tokenStatus = (t: TokenRow): AdminErpTokenRow['status'] =>
  t.revoked ? 'revoked' : t.expired ? 'expired' : 'active';

const toRow = (t: TokenRow): AdminErpTokenRow => ({
  id: t.id,
  name: t.name,
  prefix: t.prefix,
  scopes: t.scopes,
  ip_allow: t.ip_allow,
  expires_on: t.expires_on,
  status: tokenStatus(t),
  last_used_at: t.last_used_at,
  last_used_ip: t.last_used_ip,
  created_at: t.created_at,
});

export async function tokenList(db: Db) {
  return { list: (await listTokens(db)).map(toRow) };
}

const described = (input: AdminErpTokenInput) => ({
  scopes: input.scopes,
  ip_allow: input.ip_allow,
  expires_on: input.expires_on,
});

export async function createToken(db: Db, actor: Actor, input: AdminErpTokenInput) {
  const secret = newSecret();
  const id = await db.transaction(async (tx) => {
    const id = await insertToken(tx, {
      name: input.name,
      hash: secret.hash,
      prefix: secret.prefix,
      scopes: [...new Set(input.scopes)],
      ipAllow: input.ip_allow,
      expiresOn: input.expires_on,
      by: actor.operatorId,
    });
    await audit(tx, actor, {
      action: 'erp.token.create',
      targetType: 'erp_token',
      targetId: id,
      summary: `创建ERP接口令牌「${input.name}」（${input.scopes.join('、')}）`,
      after: { name: input.name, ...described(input) },
    });
    return id;
  });
  return { id, token: secret.token };
}

export async function editToken(db: Db, actor: Actor, id: number, input: AdminErpTokenInput) {
  return db.transaction(async (tx) => {
    const before = await tokenById(tx, id, true);
    if (!before) throw notFound('令牌不存在');
    if (before.revoked) throw refused('令牌已吊销，不能修改');
    await updateToken(tx, id, {
      name: input.name,
      scopes: [...new Set(input.scopes)],
      ipAllow: input.ip_allow,
      expiresOn: input.expires_on,
    });
    await audit(tx, actor, {
      action: 'erp.token.edit',
      targetType: 'erp_token',
      targetId: id,
      summary: `修改ERP接口令牌「${input.name}」`,
      before: {
        name: before.name,
        scopes: before.scopes,
        ip_allow: before.ip_allow,
        expires_on: before.expires_on,
      },
      after: { name: input.name, ...described(input) },
    });
    return { id };
  });
}

/** 轮换: a new secret for the same token (name, scopes, history); the old secret stops at once. */
export async function rotateToken(db: Db, actor: Actor, id: number) {
  const secret = newSecret();
  await db.transaction(async (tx) => {
    const t = await tokenById(tx, id, true);
    if (!t) throw notFound('令牌不存在');
    if (!(await replaceSecret(tx, id, secret.hash, secret.prefix))) throw refused('令牌已吊销，不能轮换');
    await audit(tx, actor, {
      action: 'erp.token.rotate',
      targetType: 'erp_token',
      targetId: id,
      summary: `轮换ERP接口令牌「${t.name}」，旧令牌即时失效`,
      before: { prefix: t.prefix },
      after: { prefix: secret.prefix },
    });
  });
  return { id, token: secret.token };
}

export async function revokeToken(db: Db, actor: Actor, id: number) {
  return db.transaction(async (tx) => {
    const t = await tokenById(tx, id, true);
    if (!t) throw notFound('令牌不存在');
    if (!(await revoke(tx, id))) throw refused('令牌已吊销');
    await audit(tx, actor, {
      action: 'erp.token.revoke',
      targetType: 'erp_token',
      targetId: id,
      summary: `吊销ERP接口令牌「${t.name}」`,
      before: { status: tokenStatus(t) },
      after: { status: 'revoked' },
    });
    return { id };
  });
}
