import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { WECHAT_QR_SECONDS, type WechatScanState } from '@shop/shared';
import type { AppDeps } from '../../deps';
import { notSignedIn, refused } from '../../lib/errors';
import { signIn } from '../auth/auth.service';
import {
  bindingOfOpenid,
  bindingOfUser,
  deleteBinding,
  findScan,
  insertBinding,
  insertScan,
  moveScan,
  type Scan,
} from './wechat.repo';

const hash = (s: string) => createHash('sha256').update(s).digest('base64url');
const EXPIRED_MSG = '二维码已失效，请刷新';

/** A new QR code: the scene goes into the code, the poll secret only into this browser's cookie. */
export async function createScan(deps: AppDeps, purpose: 'login' | 'bind', userId: number | null) {
  if (purpose === 'bind' && userId === null) throw notSignedIn();
  const scene = randomBytes(18).toString('base64url');
  const poll = randomBytes(24).toString('base64url');
  await insertScan(deps.database.db, {
    scene,
    pollHash: hash(poll),
    purpose,
    userId: purpose === 'bind' ? userId : null,
    expiresAt: new Date(Date.now() + WECHAT_QR_SECONDS * 1000),
  });
  return {
    poll,
    qr: { scene, confirm_path: `/wechat/sandbox?scene=${scene}`, expires_in: WECHAT_QR_SECONDS },
  };
}

/** The scan of this browser: right scene, right cookie, not expired; else "refresh the code". */
async function ownScan(deps: AppDeps, scene: string, poll: string | undefined): Promise<Scan> {
  const scan = await findScan(deps.database.db, scene);
  const given = Buffer.from(hash(poll ?? ''));
  const ok =
    scan && given.length === scan.pollHash.length && timingSafeEqual(given, Buffer.from(scan.pollHash));
  if (!scan || !ok || scan.expiresAt.getTime() < Date.now()) throw refused(EXPIRED_MSG);
  return scan;
}

const state = (status: WechatScanState['status'], nickname: string | null, msg = ''): WechatScanState => ({
  status,
  nickname: nickname ?? '',
  msg,
});

/**
 * The page's poll. A confirmed sign-in is handed out once (the scan moves to done), as a user id
 * the route opens a session for.
 */
export async function pollScan(deps: AppDeps, scene: string, poll: string | undefined) {
  const scan = await findScan(deps.database.db, scene);
  if (scan && scan.expiresAt.getTime() < Date.now()) return { state: state('expired', null, EXPIRED_MSG) };
  const own = await ownScan(deps, scene, poll);
  if (own.status === 'confirmed' && own.userId !== null && own.purpose === 'login') {
    if (!(await moveScan(deps.database.db, scene, 'confirmed', { status: 'done' })))
      return { state: state('expired', null, EXPIRED_MSG) };
    return { state: state('signed_in', own.nickname, '登录成功'), signInUserId: own.userId };
  }
  if (own.status === 'unbound') return { state: state('unbound', own.nickname, '该微信尚未绑定账号') };
  if (own.status === 'bound') return { state: state('bound', own.nickname, '微信绑定成功') };
  if (own.status === 'conflict')
    return { state: state('conflict', own.nickname, '该微信已绑定其他账号，请先在原账号中解绑') };
  if (own.status === 'done') return { state: state('expired', null, EXPIRED_MSG) };
  return { state: state('waiting', null, '请使用微信扫描二维码') };
}

/**
 * The sandbox phone confirms: for sign-in, a bound openid becomes that account's sign-in and an
 * unknown one asks the page to bind or register; for binding, the openid is bound at once.
 */
export async function confirmScan(deps: AppDeps, scene: string, openid: string, nickname: string) {
  const db = deps.database.db;
  const scan = await findScan(db, scene);
  if (!scan || scan.status !== 'waiting' || scan.expiresAt.getTime() < Date.now()) throw refused(EXPIRED_MSG);
  if (scan.purpose === 'login') {
    const bound = await bindingOfOpenid(db, openid);
    const next = bound ? { status: 'confirmed', userId: bound.userId } : { status: 'unbound' };
    if (!(await moveScan(db, scene, 'waiting', { ...next, openid, nickname }))) throw refused(EXPIRED_MSG);
    return { status: bound ? ('signed_in' as const) : ('unbound' as const), msg: '已确认，请在电脑上继续' };
  }
  const bound = await db.transaction(async (tx) => {
    const ok = await insertBinding(tx, openid, scan.userId ?? 0, nickname);
    if (!(await moveScan(tx, scene, 'waiting', { status: ok ? 'bound' : 'conflict', openid, nickname })))
      throw refused(EXPIRED_MSG);
    return ok;
  });
  return bound
    ? { status: 'bound' as const, msg: '绑定成功' }
    : { status: 'conflict' as const, msg: '该微信或该账号已有绑定，请先解绑' };
}

/** Binds the openid of this browser's unbound scan to `userId` (just registered, or signed in by password). */
export async function bindScanTo(deps: AppDeps, scene: string, poll: string | undefined, userId: number) {
  const scan = await ownScan(deps, scene, poll);
  if (scan.status !== 'unbound' || !scan.openid) throw refused(EXPIRED_MSG);
  const openid = scan.openid;
  await deps.database.db.transaction(async (tx) => {
    if (!(await insertBinding(tx, openid, userId, scan.nickname ?? '')))
      throw refused('该账号已绑定其他微信，请先解绑');
    if (!(await moveScan(tx, scene, 'unbound', { status: 'done' }))) throw refused(EXPIRED_MSG);
  });
  return { status: 'bound' as const, nickname: scan.nickname ?? '', msg: '微信绑定成功' };
}

/** An existing account binds this WeChat by its password (with sign-in's limits), and is signed in. */
export async function bindByPassword(
  deps: AppDeps,
  scene: string,
  poll: string | undefined,
  creds: { username: string; password: string },
  ip: string,
) {
  await ownScan(deps, scene, poll);
  const { token, userId } = await signIn(deps, creds, ip);
  try {
    return { token, result: await bindScanTo(deps, scene, poll, userId) };
  } catch (e) {
    await deps.sessions.destroy(token);
    throw e;
  }
}

export async function bindingOf(deps: AppDeps, userId: number) {
  const b = await bindingOfUser(deps.database.db, userId);
  return { bound: b !== null, nickname: b?.nickname ?? '', bound_at: b ? b.createdAt.toISOString() : null };
}

export async function unbind(deps: AppDeps, userId: number) {
  if (!(await deleteBinding(deps.database.db, userId))) throw refused('您的账号尚未绑定微信');
  return { bound: false, nickname: '', bound_at: null };
}
