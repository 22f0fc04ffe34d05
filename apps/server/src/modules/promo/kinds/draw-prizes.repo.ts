/**
 * Saving a draw's prizes without losing what was drawn: a prize already won keeps its row (its
 * issued count and the records naming it), so edits update in place, new prizes are inserted and
 * only prizes nobody won are removed. Stock never drops below what was already issued.
 */
import { sql } from 'drizzle-orm';
import type { DrawInputSchema } from '@shop/shared';
import type { z } from 'zod';
import type { Tx } from '../../../db/client';
import { queryRows } from '../../../db/query';
import { invalid, refused } from '../../../lib/errors';

type Prize = z.output<typeof DrawInputSchema>['prizes'][number];

export async function savePrizes(tx: Tx, drawId: number, prizes: Prize[]) {
  const coupons = [
    ...new Set(prizes.flatMap((p) => (p.kind === 'coupon' && p.coupon_id ? [p.coupon_id] : []))),
  ];
  if (coupons.length) {
    const found = await queryRows<{ id: number }>(
      tx,
      sql`SELECT id FROM coupons WHERE id IN (${sql.join(
        coupons.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
    if (found.length !== coupons.length) throw invalid('奖品的优惠券不存在');
  }
  const had = await queryRows<{ id: number; name: string; issued: number; won: boolean }>(
    tx,
    sql`SELECT p.id, p.name, p.issued, EXISTS (SELECT 1 FROM draw_records r WHERE r.prize_id = p.id) AS won
        FROM draw_prizes p WHERE p.draw_id = ${drawId} FOR UPDATE`,
  );
  const kept = new Set(prizes.flatMap((p) => (p.id === undefined ? [] : [p.id])));
  for (const gone of had.filter((h) => !kept.has(h.id))) {
    if (gone.won) throw refused(`奖品「${gone.name}」已有中奖记录，不能删除`);
    await tx.execute(sql`DELETE FROM draw_prizes WHERE id = ${gone.id}`);
  }
  for (const [sort, p] of prizes.entries()) {
    const cols = sql`name = ${p.name}, remarks = ${p.remarks}, kind = ${p.kind},
      coupon_id = ${p.kind === 'coupon' ? (p.coupon_id ?? null) : null},
      points = ${p.kind === 'points' ? p.points : 0}, weight = ${p.weight}, stock = ${p.stock}, sort = ${sort}`;
    if (p.id === undefined) {
      await tx.execute(
        sql`INSERT INTO draw_prizes (draw_id, name, remarks, kind, coupon_id, points, weight, stock, sort)
            VALUES (${drawId}, ${p.name}, ${p.remarks}, ${p.kind}, ${p.kind === 'coupon' ? (p.coupon_id ?? null) : null},
                    ${p.kind === 'points' ? p.points : 0}, ${p.weight}, ${p.stock}, ${sort})`,
      );
      continue;
    }
    const old = had.find((h) => h.id === p.id);
    if (!old) throw invalid('奖品编号不正确');
    const [done] = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE draw_prizes SET ${cols} WHERE id = ${p.id} AND (${p.kind} = 'none' OR issued <= ${p.stock}) RETURNING id`,
    );
    if (!done) throw refused(`奖品「${p.name}」库存不能少于已发出的${old.issued}个`);
  }
}
