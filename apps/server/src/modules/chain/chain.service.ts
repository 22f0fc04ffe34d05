/**
 * 连锁总部: the head office oversees its stores (orders, spend, balances, credit, statements), pays a
 * store's order from its own balance or credit, sets a store's delivery address and monthly
 * spending limit. Every store id is checked against the signed-in head office: a store of another
 * chain, or any id when the caller is not a head office, is refused before anything is read.
 */
import {
  ORDER_STATUS_TEXT,
  fenToYuan,
  type ChainOverview,
  type OrderStatus,
  type PayResult,
} from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import { chinaDay } from '../../lib/china-day';
import { forbidden, notFound, refused } from '../../lib/errors';
import { chainOfUser } from '../account/store.service';
import { creditState } from '../credit/credit.service';
import { monthBounds } from '../credit/statement.service';
import { payByCredit } from '../credit/credit.pay';
import { payByBalance } from '../payment/balance.service';
import { balanceOf, companyOf, lockedMonthSpend, storeOrders, storeSummaries } from './chain.repo';

const thisMonth = () => chinaDay().slice(0, 7);
const monthStartIso = () => monthBounds(thisMonth())[0].toISOString();

/** The caller's chain when it is the head office; otherwise 403. */
export async function headChain(db: Db, headId: number) {
  const me = await chainOfUser(db, headId);
  if (!me || me.chain_id === null || me.head_user_id !== headId)
    throw forbidden('只有连锁总部可以查看和管理门店');
  return { chainId: me.chain_id, name: me.chain_name ?? '' };
}

/** A store of the head office's own chain (never the head itself); anything else is 门店不存在. */
export async function ownStore(db: Db, headId: number, storeId: number) {
  const { chainId } = await headChain(db, headId);
  const store = await chainOfUser(db, storeId);
  if (!store || store.chain_id !== chainId || storeId === headId) throw notFound('门店不存在');
  return store;
}

export async function chainOverview(db: Db, headId: number): Promise<ChainOverview> {
  const { chainId, name } = await headChain(db, headId);
  const [rows, head, credit] = await Promise.all([
    storeSummaries(db, chainId, headId, monthStartIso(), chinaDay()),
    balanceOf(db, headId),
    creditState(db, headId),
  ]);
  const sum = (k: 'month_spend' | 'owed' | 'overdue' | 'balance') =>
    rows.reduce((a, r) => a + Number(r[k]), 0);
  return {
    chain: name,
    month: thisMonth(),
    head_balance: fenToYuan(head),
    head_credit_available: fenToYuan(credit ? Math.max(credit.limitFen - credit.usedFen, 0) : 0),
    stores: rows.map((r) => ({
      user_id: r.user_id,
      company: r.company,
      address: r.address,
      month_orders: r.month_orders,
      month_spend: fenToYuan(Number(r.month_spend)),
      monthly_limit: r.monthly_limit === null ? null : fenToYuan(Number(r.monthly_limit)),
      balance: fenToYuan(Number(r.balance)),
      owed: fenToYuan(Number(r.owed)),
      overdue: fenToYuan(Number(r.overdue)),
      unpaid_orders: r.unpaid_orders,
    })),
    totals: {
      month_spend: fenToYuan(sum('month_spend')),
      owed: fenToYuan(sum('owed')),
      overdue: fenToYuan(sum('overdue')),
      balance: fenToYuan(sum('balance')),
    },
  };
}

export async function chainStoreOrders(db: Db, headId: number, storeId: number) {
  await ownStore(db, headId, storeId);
  return (await storeOrders(db, storeId)).map((o) => ({
    id: o.id,
    order_no: o.order_no,
    status: o.status,
    status_text: ORDER_STATUS_TEXT[o.status as OrderStatus] ?? o.status,
    payable: fenToYuan(Number(o.payable)),
    pay_type: o.pay_type,
    created_at: new Date(o.created_at).toISOString(),
  }));
}

/** 总部代付: the store's order, paid from the head office's balance or on its credit. */
export async function payForStore(
  db: Db,
  headId: number,
  storeId: number,
  orderId: number,
  payType: 'balance' | 'credit',
): Promise<PayResult> {
  const store = await ownStore(db, headId, storeId);
  const remark = `总部代门店「${await companyOf(db, store.user_id)}」支付`;
  if (payType === 'balance') return payByBalance(db, storeId, orderId, { userId: headId, remark });
  return payByCredit(db, storeId, orderId, headId);
}

/** Refuses a store's order that would take its month past the limit the head office set. */
export async function assertWithinStoreLimit(tx: Tx, storeId: number, payableFen: number) {
  const m = await lockedMonthSpend(tx, storeId, monthStartIso());
  if (!m || m.spentFen + payableFen <= m.limitFen) return;
  throw refused(
    `本月门店采购额度 ¥${fenToYuan(m.limitFen)}，已用 ¥${fenToYuan(m.spentFen)}，本单 ¥${fenToYuan(payableFen)} 超出额度，请联系总部调整`,
  );
}
