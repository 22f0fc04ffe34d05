/**
 * Operators' changes to a buyer: review (质管), account manager (客服), wallet (财务) and sign-in
 * unlock. Each is a conditional update that refuses a repeat, audited in the write's transaction.
 */
import { fenToYuan, yuanToFen, type AdjustWalletBody, type ApproveBuyerBody } from '@shop/shared';
import type { AppDeps } from '../../deps';
import type { Db, Tx } from '../../db/client';
import { invalid, notFound, refused } from '../../lib/errors';
import { audit, type Actor } from '../audit/audit';
import { clearSignInLimits } from '../auth/auth.service';
import { insertMoneyLog } from '../payment/payment.service';
import { insertMessage } from '../user/messages.service';
import { SCOPE_LABELS, scopeLabel } from '../user/business-scope';
import { approveQualification, rejectQualification } from '../user/review.service';
import {
  adjustWalletValue,
  findAccountManager,
  insertPointsAdjustment,
  setAccountManager,
  setBuyerChat,
} from './buyer.actions.repo';
import { findBuyer } from './buyer.admin.repo';

const result = (id: number) => ({ id });

async function buyerOf(db: Db | Tx, id: number) {
  const b = await findBuyer(db, id);
  if (!b) throw notFound('客户不存在');
  return b;
}

/** 质管: approves with the business scope and the licences' expiry dates as read off them. */
export async function adminApproveBuyer(db: Db, actor: Actor, id: number, body: ApproveBuyerBody) {
  const unknown = body.scope.find((s) => !(s in SCOPE_LABELS));
  if (unknown) throw invalid(`经营范围「${unknown}」不正确`);
  return db.transaction(async (tx) => {
    const b = await buyerOf(tx, id);
    const expiries = Object.fromEntries(body.expiries.map((e) => [e.kind, e.expires_on]));
    await approveQualification(tx, id, { scope: body.scope, expiries });
    await audit(tx, actor, {
      action: 'buyer.approve',
      targetType: 'buyer',
      targetId: id,
      summary: `审核通过客户 ${b.company}（${b.username}）的资质，经营范围：${body.scope.map(scopeLabel).join('、')}`,
      before: { is_passed: b.is_passed, note: b.note },
      after: { is_passed: true, scope: body.scope, expiries },
    });
    return result(id);
  });
}

/** 质管: rejects with a reason; the buyer is told why and buying stays (or becomes) locked. */
export async function adminRejectBuyer(db: Db, actor: Actor, id: number, reason: string) {
  return db.transaction(async (tx) => {
    const b = await buyerOf(tx, id);
    await rejectQualification(tx, id, reason);
    await audit(tx, actor, {
      action: 'buyer.reject',
      targetType: 'buyer',
      targetId: id,
      summary: `驳回客户 ${b.company}（${b.username}）的资质：${reason}`,
      before: { is_passed: b.is_passed, note: b.note },
      after: { is_passed: false, note: reason },
    });
    return result(id);
  });
}

/** 客服: the buyer's account manager, shown to them as 专属客服. Assigning the same one is refused. */
export async function adminAssignManager(db: Db, actor: Actor, id: number, managerId: number) {
  return db.transaction(async (tx) => {
    const b = await buyerOf(tx, id);
    const m = await findAccountManager(tx, managerId);
    if (!m) throw invalid('客户经理不存在');
    if (!(await setAccountManager(tx, id, managerId))) throw refused(`该客户的客户经理已是${m.name}`);
    await insertMessage(tx, id, '专属客服变更', `您的专属客服已变更为${m.name}，联系电话 ${m.phone}。`);
    await audit(tx, actor, {
      action: 'buyer.assign',
      targetType: 'buyer',
      targetId: id,
      summary: `为客户 ${b.company}（${b.username}）分配客户经理 ${m.name}`,
      before: { manager: b.manager_name },
      after: { manager: m.name },
    });
    return result(id);
  });
}

/** 客服: switches the buyer's 在线客服 on or off; a repeat is refused. */
export async function adminSetBuyerChat(db: Db, actor: Actor, id: number, enabled: boolean) {
  return db.transaction(async (tx) => {
    const b = await buyerOf(tx, id);
    if (!(await setBuyerChat(tx, id, enabled)))
      throw refused(enabled ? '该客户已开通在线客服' : '该客户的在线客服已关闭');
    await audit(tx, actor, {
      action: 'buyer.chat',
      targetType: 'buyer',
      targetId: id,
      summary: `${enabled ? '开通' : '关闭'}客户 ${b.company}（${b.username}）的在线客服`,
      before: { can_chat: !enabled },
      after: { can_chat: enabled },
    });
    return result(id);
  });
}

/**
 * 财务: adds to (or takes from) the balance or the points, with a line in the buyer's log. The
 * update names the value the operator saw, so a resubmitted form (or a colleague's change in
 * between) is refused instead of applied twice.
 */
export async function adminAdjustWallet(db: Db, actor: Actor, id: number, body: AdjustWalletBody) {
  const isBalance = body.kind === 'balance';
  const delta = isBalance ? yuanToFen(body.amount) : Number(body.amount);
  const expected = isBalance ? yuanToFen(body.expected) : Number(body.expected);
  if (delta === null || !Number.isSafeInteger(delta)) throw invalid('积分调整须为整数');
  if (expected === null || !Number.isSafeInteger(expected)) throw invalid('请刷新后重试');
  return db.transaction(async (tx) => {
    const b = await buyerOf(tx, id);
    const after = await adjustWalletValue(tx, id, isBalance, delta, expected);
    if (after === undefined) {
      const now = isBalance ? b.balance_fen : b.points;
      if (now !== expected) throw refused('客户余额或积分已变化，请刷新后重新填写');
      throw refused(isBalance ? '调整后余额不能为负数' : '调整后积分不能为负数');
    }
    const text = isBalance
      ? `余额 ${delta > 0 ? '+' : ''}¥${fenToYuan(delta)}`
      : `积分 ${delta > 0 ? '+' : ''}${delta}`;
    if (isBalance) {
      await insertMoneyLog(tx, {
        userId: id,
        amountFen: delta,
        balanceAfterFen: after,
        useType: 4,
        remark: `人工调整：${body.reason}`,
      });
    } else {
      await insertPointsAdjustment(tx, id, delta, after, `人工调整：${body.reason}`);
    }
    await audit(tx, actor, {
      action: 'buyer.wallet',
      targetType: 'buyer',
      targetId: id,
      summary: `调整客户 ${b.company}（${b.username}）${text}：${body.reason}`,
      before: isBalance ? { balance: fenToYuan(expected) } : { points: expected },
      after: isBalance ? { balance: fenToYuan(after) } : { points: after },
    });
    return result(id);
  });
}

/**
 * 客服: clears the buyer's sign-in throttling. The counters live in the limiter (database or
 * Redis), outside this transaction, so they are cleared first and the record follows; when there
 * was nothing to clear, the call is refused and nothing is recorded.
 */
export async function adminUnlockBuyer(deps: AppDeps, actor: Actor, id: number) {
  const db = deps.database.db;
  const b = await buyerOf(db, id);
  const removed = await clearSignInLimits(deps, b.username);
  if (removed === 0) throw refused('该账号当前没有登录限制，无需解锁');
  await db.transaction((tx) =>
    audit(tx, actor, {
      action: 'buyer.unlock',
      targetType: 'buyer',
      targetId: id,
      summary: `解除客户 ${b.company}（${b.username}）的登录限制`,
      before: { limited: true },
      after: { limited: false },
    }),
  );
  return result(id);
}
