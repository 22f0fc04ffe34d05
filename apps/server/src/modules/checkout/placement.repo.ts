/**
 * Placement's first statement: the key claim, the contract check, the buyer's account and address
 * and the pricing snapshot of the chosen lines, in ONE round trip inside the order transaction
 * (three fewer than claiming, checking and reading each on its own).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { loadSnapshotWith, type Snapshot } from '../cart/cart.snapshot';
import { contractCoveredSql } from '../contract/contract.service';
import { contractYear } from '../contract/contract.service';
import { accountWithAddressSql, type AccountWithAddress } from './checkout.repo';
import { planOptions } from './plan';
import { claimRequestCte } from './place.repo';

export interface Placement {
  snapshot: Snapshot;
  /** The claimed request's id; null when the key was already used (a replay). */
  requestId: number | null;
  /** The buyer's annual contract covers them; null when there is no such user. */
  covered: boolean | null;
  account: AccountWithAddress | null;
}

interface PlacementColumns {
  request_id: number | null;
  covered: boolean | null;
  account: AccountWithAddress | null;
}

export async function loadPlacement(
  tx: Tx,
  userId: number,
  p: { lineIds: number[]; key: string; bodyHash: string; addressId: number },
  now: Date,
): Promise<Placement> {
  const { snapshot, extra } = await loadSnapshotWith<PlacementColumns>(
    tx,
    userId,
    planOptions(p.lineIds, now),
    now,
    {
      ctes: sql`, ${claimRequestCte(userId, p.key, p.bodyHash)}`,
      columns: sql`, (SELECT id FROM claim) AS request_id,
        (${contractCoveredSql(userId, contractYear())}) AS covered,
        ${accountWithAddressSql(userId, p.addressId)} AS account`,
    },
  );
  return { snapshot, requestId: extra.request_id, covered: extra.covered, account: extra.account };
}
