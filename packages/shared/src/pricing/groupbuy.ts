/**
 * 拼团 (/ptzq): a group of `group_size` buyers, each buying up to `per_buyer` units at the group
 * price, out of the group's own `stock`. The group succeeds the moment its last place is taken
 * before the deadline; at the deadline an unfilled group fails and every member is refunded.
 * One rule for the page (what the button says) and the server (what a join may do).
 */
import type { Fen } from './fen';

export interface GroupBuyTerms {
  price: Fen;
  base_price: Fen;
  group_size: number;
  joined: number;
  stock: number;
  held: number;
  per_buyer: number;
  /** Milliseconds since the epoch; null opens at once. */
  starts_at: number | null;
  ends_at: number;
  status: 'open' | 'success' | 'failed';
}

export type GroupBuyState = 'upcoming' | 'open' | 'success' | 'failed' | 'expired';

export function groupBuyState(t: GroupBuyTerms, now: number): GroupBuyState {
  if (t.status !== 'open') return t.status;
  if (now >= t.ends_at) return 'expired';
  if (t.starts_at !== null && now < t.starts_at) return 'upcoming';
  return 'open';
}

export interface GroupBuyQuote {
  /** What the member pays now (held until the group succeeds or is refunded). */
  total: Fen;
  /** Saved against the base price for the same units, never negative. */
  saving: Fen;
}

export function groupBuyQuote(t: Pick<GroupBuyTerms, 'price' | 'base_price'>, units: number): GroupBuyQuote {
  const total = t.price * units;
  return { total, saving: Math.max(0, t.base_price * units - total) };
}

/** Why this join cannot be made now (a Chinese message), or null when it may. */
export function groupJoinRefusal(t: GroupBuyTerms, units: number, now: number): string | null {
  const state = groupBuyState(t, now);
  if (state === 'upcoming') return '拼团尚未开始';
  if (state === 'success') return '该团已成团，名额已满';
  if (state === 'failed' || state === 'expired') return '拼团已结束';
  if (!Number.isInteger(units) || units < 1) return '参团数量至少为1';
  if (units > t.per_buyer) return `每人限购${t.per_buyer}件`;
  if (t.joined >= t.group_size) return '该团已成团，名额已满';
  if (t.held + units > t.stock) return `拼团库存不足，仅剩${Math.max(0, t.stock - t.held)}件`;
  return null;
}

/** Places still open, shown as 「还差N人成团」. */
export const groupPlacesLeft = (t: Pick<GroupBuyTerms, 'group_size' | 'joined'>): number =>
  Math.max(0, t.group_size - t.joined);
