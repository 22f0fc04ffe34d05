import { createHash } from 'node:crypto';
import { AddStoreBodySchema, type StoreList } from '@shop/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { forbidden, invalid, notSignedIn, refused } from '../../lib/errors';
import { hashPassword } from '../auth/password';
import { discardStored, fileStoreOf } from '../upload/upload.service';
import { sendMessage } from '../user/messages.service';
import { insertAccount, isUniqueViolation, phoneRegistered, usernameTaken } from './account.repo';
import { companyRowOf, regionOf, writeLicences } from './company.build';
import { TAKEN_USERNAME } from './register.service';
import { chainOfUser, listChainStores, type StoreRow } from './store.repo';
import { makeTicket, readTicket } from './ticket';

type AddStoreBody = z.output<typeof AddStoreBodySchema>;

const statusText = (s: StoreRow) => (s.is_passed ? '已认证' : s.rejected ? '未通过' : '审核中');

/**
 * Proof, kept in an httpOnly cookie, that this browser's session was opened by the chain's head
 * office switching to one of its stores: it lets the store session switch on (or back) without a
 * second sign-in. Bound to the session token, so a later sign-in on the same browser voids it.
 */
export const CHAIN_COOKIE = 'ys_chain';
const bindOf = (sessionToken: string) =>
  createHash('sha256').update(sessionToken).digest('base64url').slice(0, 16);

/** The head office id a valid chain cookie vouches for, else null. */
function headFromCookie(deps: AppDeps, cookie: string | undefined, sessionToken: string | undefined) {
  if (!cookie || !sessionToken) return null;
  const subject = readTicket(deps.config.SESSION_SECRET, 'chain', cookie, bindOf(sessionToken));
  return subject === null ? null : Number(subject);
}

export function chainCookieFor(deps: AppDeps, headUserId: number, sessionToken: string) {
  const ttl = deps.config.SESSION_ABSOLUTE_HOURS * 3600;
  return makeTicket(deps.config.SESSION_SECRET, 'chain', String(headUserId), bindOf(sessionToken), ttl);
}

interface Caller {
  userId: number;
  sessionToken: string | undefined;
  chainCookie: string | undefined;
}

/** GET /api/user/stores: the chain's accounts as the signed-in one sees them. */
export async function listStores(deps: AppDeps, caller: Caller): Promise<StoreList> {
  const db = deps.database.db;
  const me = await chainOfUser(db, caller.userId);
  if (!me) throw notSignedIn();
  if (me.chain_id === null) return { chain: null, is_head: false, can_switch: false, list: [] };
  const isHead = me.head_user_id === caller.userId;
  const viaHead = headFromCookie(deps, caller.chainCookie, caller.sessionToken) === me.head_user_id;
  const rows = await listChainStores(db, me.chain_id);
  return {
    chain: { id: me.chain_id, name: me.chain_name ?? '' },
    is_head: isHead,
    can_switch: isHead || viaHead,
    list: rows.map((s) => ({
      user_id: s.user_id,
      username: s.username,
      company: s.company,
      contact_name: s.contact_name,
      phone: s.phone,
      address: s.address,
      is_head: s.is_head,
      is_passed: s.is_passed,
      status_text: statusText(s),
      is_current: s.user_id === caller.userId,
      created_at: new Date(s.created_at).toISOString(),
    })),
  };
}

/**
 * POST /api/user/stores: the head office adds a store, in one transaction with its licences; the
 * files of a failed attempt are removed. The store waits for its own review.
 */
export async function addStore(deps: AppDeps, headUserId: number, body: AddStoreBody) {
  const db = deps.database.db;
  const me = await chainOfUser(db, headUserId);
  if (!me) throw notSignedIn();
  if (me.chain_id === null || me.head_user_id !== headUserId) throw forbidden('只有连锁总部账号可以添加门店');
  regionOf(body);
  if (await phoneRegistered(db, body.phone)) throw refused('该手机号已注册，请换一个门店手机号');
  if (await usernameTaken(db, body.username)) throw invalid(TAKEN_USERNAME);

  const store = fileStoreOf(deps);
  const written: string[] = [];
  try {
    const licenceRows = await writeLicences(store, body, 'chain_store', written);
    const passwordHash = await hashPassword(body.password);
    const ids = await db.transaction((tx) =>
      insertAccount(
        tx,
        companyRowOf(body, 'chain_store', me.chain_id),
        { username: body.username, phone: body.phone, passwordHash, name: body.contact_name },
        licenceRows,
      ),
    );
    await sendMessage(
      db,
      headUserId,
      '门店资料已提交',
      `门店「${body.company}」（账号 ${body.username}）的资料已提交，平台审核通过后即可为该门店采购。`,
    );
    return { user_id: ids.userId, username: body.username, company: body.company };
  } catch (e) {
    await discardStored(store, written);
    if (isUniqueViolation(e)) throw refused('该手机号或用户名已被使用');
    throw e;
  }
}

/**
 * POST /api/user/switch_store: the head office buys for one of its stores by acting as that store
 * (its cart, addresses, qualification and orders). Allowed to the head itself, or to a session the
 * head opened by switching; any account outside the chain is refused.
 */
export async function switchStore(deps: AppDeps, caller: Caller, targetUserId: number) {
  const db = deps.database.db;
  const [me, target] = await Promise.all([chainOfUser(db, caller.userId), chainOfUser(db, targetUserId)]);
  if (!me) throw notSignedIn();
  const headId = me.head_user_id;
  const allowed =
    headId !== null &&
    (headId === caller.userId || headFromCookie(deps, caller.chainCookie, caller.sessionToken) === headId);
  if (!allowed) throw forbidden('只有连锁总部可以切换门店');
  if (!target || target.chain_id !== me.chain_id) throw refused('只能切换到本连锁的门店');
  const stores = await listChainStores(db, me.chain_id ?? 0);
  const company = stores.find((s) => s.user_id === targetUserId)?.company ?? '';
  return { headUserId: headId, result: { user_id: targetUserId, company } };
}

/** For the chain module: the head office a store belongs to. */
export { chainOfUser } from './store.repo';
