/**
 * 幸运抽奖. The server decides every prize: the buyer's draw count grows only while under the
 * limit, the prize is picked by the configured weights among prizes with stock left, and the
 * prize's `issued` grows only while under its stock; a prize that ran out between the pick and the
 * update becomes 谢谢参与. Coupon and points prizes are credited and the draw recorded in the same
 * transaction, so a record never lacks its prize nor a prize its record.
 */
import { randomInt } from 'node:crypto';
import type { DrawActivity, DrawRecord, DrawResult, DrawSimple } from '@shop/shared';
import type { Db } from '../../db/client';
import { movePoints } from './points.ledger';
import { notFound, refused } from '../../lib/errors';
import { findBuyer } from '../cart/cart.load';
import {
  addPrizeCoupon,
  buyerRecords,
  countEntry,
  drawById,
  entryCount,
  insertDrawRecord,
  issuePrize,
  liveDrawById,
  newestLiveDraw,
  prizesLeft,
  shownPrizes,
  winningRecords,
  type RecordRow,
} from './draw.repo';
import { seconds } from './promo.goods';

const COUPON_DAYS = 30;

/** A weighted pick; `roll` is in [0, total) (crypto random unless a test fixes it). */
export function pickPrize<T extends { weight: number }>(
  prizes: T[],
  roll: (total: number) => number,
): T | null {
  const total = prizes.reduce((n, p) => n + Math.max(p.weight, 0), 0);
  if (total <= 0) return null;
  let r = roll(total);
  for (const p of prizes) {
    r -= Math.max(p.weight, 0);
    if (r < 0) return p;
  }
  return null;
}

/** GET /draw/simple: the current draw for the home popup. */
export async function currentDraw(db: Db, userId: number | null): Promise<DrawSimple> {
  const d = await newestLiveDraw(db);
  if (!d) return null;
  const used = userId === null ? 0 : await entryCount(db, d.id, userId);
  const remaining = Math.max(d.max_per_buyer - used, 0);
  // Joined = every draw used: after the first of three the popup must come back (with 2 left).
  return { id: d.id, title: d.title, is_join: remaining === 0, remaining };
}

export async function drawActivity(db: Db, drawId: number, userId: number | null): Promise<DrawActivity> {
  const d = await drawById(db, drawId);
  if (!d) throw notFound('抽奖活动不存在');
  const prizes = await shownPrizes(db, drawId);
  return {
    id: d.id,
    title: d.title,
    rules: d.rules,
    max_per_buyer: d.max_per_buyer,
    my_draws: userId === null ? 0 : await entryCount(db, drawId, userId),
    prizes,
    ends_at: seconds(d.ends_at),
  };
}

export async function drawOnce(
  db: Db,
  userId: number,
  drawId: number,
  roll: (total: number) => number = (total) => randomInt(total),
): Promise<DrawResult> {
  const buyer = await findBuyer(db, userId);
  if (!buyer?.is_passed) throw refused('您的资质尚未审核通过，暂不能参与抽奖');
  const d = await liveDrawById(db, drawId);
  if (!d) throw refused('抽奖活动未开始或已结束');
  return db.transaction(async (tx) => {
    const entry = await countEntry(tx, drawId, userId, d.max_per_buyer);
    if (entry === undefined || entry > d.max_per_buyer) throw refused('您的抽奖次数已用完');
    const prizes = await prizesLeft(tx, drawId);
    const none = prizes.find((p) => p.kind === 'none') ?? null;
    let prize = pickPrize(prizes, roll);
    if (prize && prize.kind !== 'none') {
      if (!(await issuePrize(tx, prize.id))) prize = none;
    }
    let userCouponId: number | null = null;
    if (prize?.kind === 'coupon' && prize.coupon_id !== null) {
      userCouponId = await addPrizeCoupon(tx, userId, prize.coupon_id, COUPON_DAYS);
    }
    const points = prize?.kind === 'points' ? prize.points : 0;
    if (points > 0) await movePoints(tx, userId, points, 'draw', `幸运抽奖：${prize?.name ?? ''}`);
    const name = prize?.name ?? '谢谢参与';
    const remarks = prize?.remarks ?? '很遗憾，未中奖，下次再来';
    const recordId = await insertDrawRecord(tx, {
      drawId,
      userId,
      prizeId: prize?.id ?? null,
      name,
      remarks,
      userCouponId,
      points,
    });
    return {
      record_id: recordId,
      prize_id: prize?.id ?? null,
      name,
      remarks,
      is_win: prize !== null && prize.kind !== 'none',
      remaining: d.max_per_buyer - entry,
    };
  });
}

const day = (at: string) => new Date(new Date(at).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** What became of a won prize, read from the wallet (coupon), the record (points) or its kind. */
function outcomeOf(r: RecordRow, now = new Date()): string {
  switch (r.kind) {
    case 'coupon': {
      const where = r.coupon_kind === 'voucher' ? '现金券' : '优惠券';
      if (r.coupon_status === null) return `已发放至「我的钱包-${where}」`;
      if (r.coupon_status === 'used') return r.order_no ? `已用于订单${r.order_no}` : '已使用';
      if (r.coupon_ends_at && new Date(r.coupon_ends_at) <= now)
        return `已过期（${day(r.coupon_ends_at)}到期）`;
      return `已放入「我的钱包-${where}」，未使用${r.coupon_ends_at ? `，${day(r.coupon_ends_at)}前有效` : ''}`;
    }
    case 'points':
      return `${r.points}积分已到账`;
    case 'goods':
      return '实物奖品：客服将联系您确认地址并寄送';
    default:
      return '未中奖';
  }
}

const recordView = (r: RecordRow, mine: boolean): DrawRecord => ({
  id: r.id,
  draw_title: r.title,
  // Other buyers' names are masked in the public winners list: 杭州康健大药房 → 杭州***药房.
  buyer: mine ? r.buyer : `${r.buyer.slice(0, 2)}***${r.buyer.slice(-2)}`,
  name: r.prize_name,
  remarks: r.remarks,
  is_win: r.kind !== null && r.kind !== 'none',
  kind: r.kind,
  outcome: mine ? outcomeOf(r) : '',
  created_at: new Date(r.created_at).toISOString(),
});

/** GET /draw/new_record: the latest winners of a draw, names masked. */
export async function latestWinners(db: Db, drawId: number): Promise<DrawRecord[]> {
  const rows = await winningRecords(db, drawId);
  return rows.map((r) => recordView(r, false));
}

/** GET /draw/record: the buyer's own draws, every one of them, with what became of each prize. */
export async function myDrawRecords(db: Db, userId: number): Promise<DrawRecord[]> {
  const rows = await buyerRecords(db, userId);
  return rows.map((r) => recordView(r, true));
}
