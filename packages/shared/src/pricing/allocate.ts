/**
 * Assigns selected lines to full-reduction activities and splits each reduction over its lines.
 * A line joins at most one activity: the one its goods_manjian_id names when that activity is active
 * and covers the goods, else the first active activity (in input order) covering the goods. One
 * activity per line keeps a goods from being reduced twice.
 */
import type { Fen } from './fen';
import { manjianNextHint, manjianReduction, manjianTierStatus } from './manjian';
import type { ManjianResult } from './output';
import { prorate } from './prorate';
import type { ManjianActivity } from './types';

export interface AllocatableLine {
  key: string;
  goods_id: number;
  manjian_id: number | null | undefined;
  total: Fen;
  /** Selected and allowed to join 满减. */
  eligible: boolean;
}

export function activityFor(
  line: Pick<AllocatableLine, 'goods_id' | 'manjian_id'>,
  activities: readonly ManjianActivity[],
): ManjianActivity | null {
  const covers = (a: ManjianActivity) => a.goods_ids === null || a.goods_ids.includes(line.goods_id);
  if (line.manjian_id) {
    const named = activities.find((a) => a.id === line.manjian_id);
    if (named && covers(named)) return named;
  }
  return activities.find(covers) ?? null;
}

export interface Allocation {
  /** line key → share of its activity's reduction */
  shares: Map<string, Fen>;
  /** line key → activity the line belongs to (also for unselected lines, for display) */
  activityOf: Map<string, ManjianActivity>;
  results: ManjianResult[];
}

export function allocateManjian(
  lines: readonly AllocatableLine[],
  activities: readonly ManjianActivity[],
): Allocation {
  const shares = new Map<string, Fen>();
  const activityOf = new Map<string, ManjianActivity>();
  const members = new Map<number, AllocatableLine[]>();
  for (const line of lines) {
    const activity = activityFor(line, activities);
    if (!activity) continue;
    activityOf.set(line.key, activity);
    if (!line.eligible) continue;
    const list = members.get(activity.id) ?? [];
    list.push(line);
    members.set(activity.id, list);
  }
  const results = activities.map((activity): ManjianResult => {
    const own = members.get(activity.id) ?? [];
    const amount = own.reduce((s, l) => s + l.total, 0);
    const reduce = manjianReduction(activity.tiers, amount);
    const parts = prorate(
      own.map((l) => l.total),
      reduce,
    );
    own.forEach((l, i) => shares.set(l.key, parts[i] ?? 0));
    return {
      id: activity.id,
      name: activity.name,
      amount,
      reduce,
      tiers: manjianTierStatus(activity.tiers, amount),
      line_keys: own.map((l) => l.key),
      next_hint: manjianNextHint(activity.tiers, amount),
    };
  });
  return { shares, activityOf, results };
}
