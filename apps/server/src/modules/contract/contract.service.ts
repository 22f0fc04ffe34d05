import { ApiCode, type Contract } from '@shop/shared';
import type { Db, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, notSignedIn } from '../../lib/errors';
import { findContract, insertSignature } from './contract.repo';
import { CONTRACT_CLAUSES, SELLER } from './contract.text';
/** What other modules may use of this module's repository (they reach it through this service). */
export { contractCoveredSql } from './contract.repo';

/** Contracts run per calendar year in China. */
export const contractYear = (now = new Date()) => new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();

export const CONTRACT_UNSIGNED_MSG = '您尚未签署本年度采购合同，请先签署电子合同后再下单';

/**
 * Spec §8: checkout from an account without a signed annual contract is answered 459 (the browser
 * shows the message, then opens /dzht). Called at the start of every checkout step.
 */
export async function requireSignedContract(db: Db | Tx, userId: number): Promise<void> {
  assertContractCovered((await findContract(db, userId, contractYear()))?.covered ?? null);
}

/** `covered` as read (null: no such user); placement reads it inside its own first statement. */
export function assertContractCovered(covered: boolean | null): void {
  if (covered === null) throw notSignedIn();
  if (!covered) throw new AppError(ApiCode.CONTRACT_UNSIGNED, CONTRACT_UNSIGNED_MSG);
}

export async function getContract(db: Db, userId: number): Promise<Contract> {
  const year = contractYear();
  const row = await findContract(db, userId, year);
  if (!row) throw notSignedIn();
  return {
    year,
    signed: row.covered,
    title: `${year}年度药品购销合同`,
    company: row.company,
    credit_code: row.credit_code,
    address: row.address,
    seller: SELLER,
    clauses: CONTRACT_CLAUSES.map((c) => ({
      title: c.title,
      body: c.body.replaceAll('{buyer}', row.company),
    })),
    signer_name: row.signer_name ?? '',
    signed_at: row.signed_at === null ? null : new Date(row.signed_at).toISOString(),
    signed_ip: row.ip ?? '',
  };
}

export async function signContract(
  deps: AppDeps,
  userId: number,
  signerName: string,
  ip: string,
): Promise<Contract> {
  const db = deps.database.db;
  const row = await findContract(db, userId, contractYear());
  if (!row) throw notSignedIn();
  await insertSignature(db, { companyId: row.company_id, year: contractYear(), signerName, userId, ip });
  return getContract(db, userId);
}
