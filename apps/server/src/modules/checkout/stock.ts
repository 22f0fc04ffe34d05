/**
 * Stock leaves through conditional updates only. goods.stock is taken first (the row lock it holds
 * until commit serialises every buyer of that goods), then the lots earliest expiry first; each
 * write is again conditional. Two statements per order whatever its size (placement runs the lot
 * update inside the statement writing the order): goods rows are locked in ascending id order
 * (SELECT … ORDER BY id FOR UPDATE locks in that order) so two checkouts sharing goods cannot
 * deadlock, and RETURNING tells which goods fell short.
 */
import type { Tx } from '../../db/client';
import { refused } from '../../lib/errors';
import { takeGoodsRows, takeLotRows, type LotRow } from './stock.repo';

export interface Demand {
  /** Key of the order line this stock is for. */
  lineKey: number;
  goodsId: number;
  goodsName: string;
  number: number;
}

export interface TakenLot {
  lineKey: number;
  goodsId: number;
  lotId: number;
  batchNo: string;
  producedOn: string;
  expiresOn: string;
  number: number;
}

const intArray = (xs: number[]) => `{${xs.join(',')}}`;

/** The goods taken by takeGoodsStock: per goods (first-demanded first) its name and units. */
export interface GoodsTaken {
  perGoods: Map<number, { name: string; number: number }>;
  /** Goods ids ascending and their units, as int[] literals for the lot statement. */
  ids: string;
  numbers: string;
}

/** Takes goods.stock for the demands (row locks in ascending id); refuses the first goods short. */
export async function takeGoodsStock(tx: Tx, demands: Demand[]): Promise<GoodsTaken> {
  const perGoods = new Map<number, { name: string; number: number }>();
  for (const d of demands) {
    const cur = perGoods.get(d.goodsId);
    perGoods.set(d.goodsId, { name: d.goodsName, number: (cur?.number ?? 0) + d.number });
  }
  const wanted = [...perGoods].sort((a, b) => a[0] - b[0]);
  const ids = intArray(wanted.map(([id]) => id));
  const numbers = intArray(wanted.map(([, w]) => w.number));
  if (wanted.length === 0) return { perGoods, ids, numbers };
  const took = await takeGoodsRows(tx, ids, numbers);
  const ok = new Set(took.map((r) => r.id));
  const short = wanted.find(([id]) => !ok.has(id));
  if (short) throw refused(`「${short[1].name}」库存不足，请减少购买数量`);
  return { perGoods, ids, numbers };
}

/**
 * goods.stock said yes but the sellable lots do not hold enough (expired units): refuse, which
 * rolls the order back. `got`: the units the lot update took per goods.
 */
export function assertLotsCover(taken: GoodsTaken, got: Map<number, number>): void {
  for (const [goodsId, { name, number }] of taken.perGoods) {
    if ((got.get(goodsId) ?? 0) !== number) throw refused(`「${name}」可售批次库存不足，请减少购买数量`);
  }
}

/** Goods stock, then lots (earliest expiry first), handed to the demands in order. */
export async function reserveStock(tx: Tx, demands: Demand[]): Promise<TakenLot[]> {
  const taken = await takeGoodsStock(tx, demands);
  if (taken.perGoods.size === 0) return [];
  const lots = await takeLotRows(tx, taken);
  return splitLots(demands, taken, lots);
}

/**
 * Hands each goods' lots (earliest expiry first) to its demands in order, as if each demand had
 * taken its own lots one after the other.
 */
function splitLots(demands: Demand[], taken: GoodsTaken, rows: LotRow[]): TakenLot[] {
  const byGoods = new Map<number, LotRow[]>();
  for (const r of rows) byGoods.set(r.goods_id, [...(byGoods.get(r.goods_id) ?? []), r]);
  const got = new Map([...byGoods].map(([id, list]) => [id, list.reduce((s, r) => s + r.take, 0)]));
  assertLotsCover(taken, got);
  const left = new Map<number, Array<{ row: LotRow; left: number }>>();
  for (const [goodsId, list] of byGoods) {
    const sorted = list.sort((a, b) =>
      a.expires_on === b.expires_on ? a.id - b.id : a.expires_on < b.expires_on ? -1 : 1,
    );
    left.set(
      goodsId,
      sorted.map((row) => ({ row, left: row.take })),
    );
  }
  const out: TakenLot[] = [];
  for (const d of [...demands].sort((a, b) => a.goodsId - b.goodsId)) {
    let need = d.number;
    for (const lot of left.get(d.goodsId) ?? []) {
      if (need === 0) break;
      const n = Math.min(need, lot.left);
      if (n === 0) continue;
      lot.left -= n;
      need -= n;
      out.push({
        lineKey: d.lineKey,
        goodsId: d.goodsId,
        lotId: lot.row.id,
        batchNo: lot.row.batch_no,
        producedOn: lot.row.produced_on,
        expiresOn: lot.row.expires_on,
        number: n,
      });
    }
  }
  return out;
}
