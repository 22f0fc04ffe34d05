import { fenToYuan, PROMO_INPUT_SCHEMAS, PROMO_KINDS, type PromoKind, type PromoRow } from '@shop/shared';
import type { Db } from '../../db/client';
import { audit, type Actor } from '../audit/audit';
import { invalid, notFound, refused } from '../../lib/errors';
import { KINDS, type PromoListRow } from './kinds';
import {
  couponExists,
  deletePromoRow,
  existingGoodsIds,
  goodsBasePrice,
  lockPromoRow,
  promoListRows,
  promoResults,
  setPromoActive,
} from './promo-admin.repo';

const MONEY_KEYS = new Set(['threshold', 'amount', 'max_discount', 'reduce', 'price', 'cash']);

/** The stored input with fen turned back into the yuan strings the form edits. */
function toForm(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(toForm);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [
        k,
        MONEY_KEYS.has(k) && typeof x === 'number' ? fenToYuan(x) : toForm(x),
      ]),
    );
  return v;
}

function stateOf(r: PromoListRow, now: number): PromoRow['state'] {
  if (!r.is_active) return 'off';
  if (r.ends_at && Date.parse(r.ends_at) <= now) return 'ended';
  if (r.starts_at && Date.parse(r.starts_at) > now) return 'scheduled';
  return 'live';
}

export async function listPromos(db: Db, kind: PromoKind): Promise<PromoRow[]> {
  const def = KINDS[kind];
  const rows = await promoListRows(db, def.list);
  const now = Date.now();
  return rows.map((r) => {
    const starts = r.starts_at === null ? null : new Date(r.starts_at).toISOString();
    const ends = r.ends_at === null ? null : new Date(r.ends_at).toISOString();
    const row = { ...r, starts_at: starts, ends_at: ends };
    return {
      id: r.id,
      kind,
      name: r.name,
      summary: def.summary(r as unknown as Record<string, unknown>),
      starts_at: starts,
      ends_at: ends,
      is_active: r.is_active,
      state: stateOf(row, now),
      claims: Number(r.claims),
      orders: Number(r.orders),
      given: fenToYuan(Number(r.given)),
      input: {
        ...(toForm(r.input) as Record<string, unknown>),
        ...(kind === 'coupon' ? {} : { starts_at: starts, ends_at: ends, is_active: r.is_active }),
      },
    };
  });
}

/** Every goods an activity names must exist; the message names the first one that does not. */
async function assertGoods(db: Db, body: Record<string, unknown>) {
  const wanted = new Set<number>();
  const add = (v: unknown) => typeof v === 'number' && wanted.add(v);
  add(body.goods_id);
  add(body.gift_goods_id);
  for (const id of (body.goods_ids as number[] | undefined) ?? []) add(id);
  for (const i of (body.items as { goods_id: number }[] | undefined) ?? []) add(i.goods_id);
  for (const sec of (body.sections as { goods_ids: number[] }[] | undefined) ?? [])
    sec.goods_ids.forEach(add);
  if (wanted.size === 0) return;
  const have = new Set(await existingGoodsIds(db, [...wanted]));
  const missing = [...wanted].find((id) => !have.has(id));
  if (missing !== undefined) throw invalid(`商品编号 ${missing} 不存在`);
}

const nameOf = (input: Record<string, unknown>, id: number): string =>
  typeof input.name === 'string' ? input.name : typeof input.title === 'string' ? input.title : `#${id}`;

export async function savePromo(db: Db, actor: Actor, kind: PromoKind, id: number | null, raw: unknown) {
  const parsed = PROMO_INPUT_SCHEMAS[kind].safeParse(raw);
  if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? '数据不正确');
  const input = parsed.data as Record<string, unknown>;
  await assertGoods(db, input);
  if (kind === 'campaign') {
    if (!(await couponExists(db, Number(input.coupon_id)))) throw invalid('优惠券不存在');
  }
  if (kind === 'flash') {
    // A flash price is a promotion: never above the catalogue price the buyer would otherwise pay.
    const base = await goodsBasePrice(db, Number(input.goods_id));
    if (base !== undefined && Number(input.price) > base)
      throw invalid(`秒杀价不能高于供货价 ¥${fenToYuan(base)}`);
  }
  const def = KINDS[kind];
  return db.transaction(async (tx) => {
    if (id !== null) {
      if (!(await lockPromoRow(tx, def.table, id))) throw notFound(`${PROMO_KINDS[kind]}不存在`);
    }
    const saved = await def.write(tx, id, input as never);
    await audit(tx, actor, {
      action: `promotion.${kind}.${id === null ? 'create' : 'edit'}`,
      targetType: def.table,
      targetId: saved,
      summary: `${id === null ? '新建' : '修改'}${PROMO_KINDS[kind]}「${nameOf(input, saved)}」`,
      after: input,
    });
    return { id: saved };
  });
}

/** 上线 / 下线 without losing the activity's history; coupons have no switch (they live in wallets). */
export async function switchPromo(db: Db, actor: Actor, kind: PromoKind, id: number, on: boolean) {
  if (kind === 'coupon') throw refused('优惠券没有上下线开关');
  const def = KINDS[kind];
  return db.transaction(async (tx) => {
    if (!(await setPromoActive(tx, def.table, id, on))) throw refused(on ? '活动已在线' : '活动已下线');
    await audit(tx, actor, {
      action: `promotion.${kind}.${on ? 'on' : 'off'}`,
      targetType: def.table,
      targetId: id,
      summary: `${on ? '上线' : '下线'}${PROMO_KINDS[kind]}#${id}`,
    });
    return { id };
  });
}

/**
 * Deletes an activity nobody used: one with claims or orders keeps its history (下线 instead), and a
 * coupon another activity hands out stays too. The check and the delete share one transaction.
 */
export async function deletePromo(db: Db, actor: Actor, kind: PromoKind, id: number) {
  const def = KINDS[kind];
  return db.transaction(async (tx) => {
    const row = await promoResults(tx, def.list, id);
    if (!row) throw notFound(`${PROMO_KINDS[kind]}不存在`);
    if (Number(row.claims) > 0 || Number(row.orders) > 0)
      throw refused(
        kind === 'coupon'
          ? `该优惠券已发放 ${row.claims} 张，不能删除`
          : `该活动已有${Number(row.claims) > 0 ? `领取 ${row.claims} 次、` : ''}订单 ${row.orders} 笔，不能删除，请改为下线`,
      );
    const why = def.blocker ? await def.blocker(tx, id) : null;
    if (why) throw refused(why);
    await deletePromoRow(tx, def.table, id);
    await audit(tx, actor, {
      action: `promotion.${kind}.delete`,
      targetType: def.table,
      targetId: id,
      summary: `删除${PROMO_KINDS[kind]}「${row.name}」`,
    });
    return { id };
  });
}
