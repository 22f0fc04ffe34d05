/**
 * The promotions that can touch a given cart, in the pricing engine's input shape: read by
 * promotions.repo.ts (SQL in promotions.sql.ts), shaped here.
 */
import type { CartInput } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { readPromotionColumns } from './promotions.repo';
import type { PromotionColumns, Windowed } from './promotions.sql';

/** Other modules build on the cart's id-set subquery (through this file, not the SQL layer). */
export { idSet } from './promotions.sql';

export type Promotions = CartInput['promotions'];

const ms = (d: string | Date | null) => (d === null ? null : new Date(d).getTime());

/** nextPromotionStartSql's value as read (a timestamp text or null), in ms. */
export const nextStartMs = (raw: string | null): number | null =>
  raw === null ? null : new Date(raw).getTime();

/** All five kinds in one statement (promotions.repo.ts), as the engine's input. */
export async function loadPromotions(
  db: Db | Tx,
  input: { userId: number; goodsIds: number[]; flashSaleIds: number[]; combinationIds: number[]; now: Date },
): Promise<Promotions> {
  return toPromotions(await readPromotionColumns(db, input));
}

/** The engine's promotions input from the five columns (absent row: no promotions). */
export function toPromotions(row: PromotionColumns | undefined): Promotions {
  const { flash = [], combos: comboRows = [], specials = [], manjians = [], gifts = [] } = row ?? {};
  const window = (r: Windowed) => ({ starts_at: ms(r.starts_at), ends_at: ms(r.ends_at) });
  return {
    flash_sales: flash.map((f) => ({
      id: f.id,
      goods_id: f.goods_id,
      price: Number(f.price),
      limit: f.limit,
      bought: f.bought,
      ...window(f),
    })),
    combinations: comboRows.flatMap((c) =>
      c.items && c.items.length > 0 ? [{ id: c.id, name: c.name, items: c.items, ...window(c) }] : [],
    ),
    specials: specials.map((s) => ({
      id: s.id,
      kind: s.kind,
      goods_ids: s.goods_ids,
      pricing:
        s.rate !== null
          ? { mode: 'rate' as const, rate_permille: s.rate }
          : { mode: 'fixed' as const, price: Number(s.price ?? 0) },
      limit: s.limit,
      bought: s.bought ?? [],
      ...window(s),
    })),
    manjians: manjians.flatMap((m) =>
      m.tiers && m.tiers.length > 0
        ? [
            {
              id: m.id,
              name: m.name,
              goods_ids: m.all_goods ? null : (m.goods_ids ?? []),
              tiers: m.tiers.map((t) => ({ amount: Number(t.amount), reduce: Number(t.reduce) })),
              ...window(m),
            },
          ]
        : [],
    ),
    gifts: gifts.map((g) => ({
      id: g.id,
      goods_id: g.goods_id,
      every: g.every,
      give: g.give,
      repeat: g.repeat,
      type: g.gift_goods_id === null || g.gift_goods_id === g.goods_id ? 1 : 2,
      max_total: g.max_total,
      ...window(g),
    })),
  };
}
