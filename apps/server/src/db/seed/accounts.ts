import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { chains, companies, licences, purchaseContracts, users } from '../schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY = 86_400_000;
const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Licences for every buyer company (number and expiry; the paper originals are on file, so no
 * image), the chain's head office, and this year's purchase contract for the demo pharmacy and the
 * chain head. The clinic misses its practice licence and the companies whose note says so have an
 * expired business licence, matching their review notes; one buyer's licence expires in 20 days.
 */
export async function seedAccounts(tx: Tx, today: Date): Promise<Record<string, number>> {
  const [head] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS.chain.username));
  if (head) await tx.update(chains).set({ headUserId: head.id });
  const rows = await tx
    .select({
      id: companies.id,
      kind: companies.kind,
      creditCode: companies.creditCode,
      drugLicenseNo: companies.drugLicenseNo,
      note: companies.qualificationNote,
    })
    .from(companies)
    .orderBy(asc(companies.id));
  const values: (typeof licences.$inferInsert)[] = [];
  rows.forEach((c, k) => {
    const expired = c.note?.includes('营业执照》已过期') ?? false;
    const soon = k === 7;
    const inDays = (n: number) => iso(new Date(today.getTime() + n * DAY));
    const status = c.note ? 'pending' : 'approved';
    values.push({
      companyId: c.id,
      kind: 'business_license',
      number: c.creditCode,
      expiresOn: expired ? inDays(-12) : inDays(3650 + k * 17),
      status,
    });
    if (c.drugLicenseNo) {
      values.push({
        companyId: c.id,
        kind: 'drug_license',
        number: c.drugLicenseNo,
        expiresOn: inDays(soon ? 20 : 900 + k * 23),
        status,
      });
    }
    values.push({
      companyId: c.id,
      kind: 'purchase_proxy',
      number: `33010619${String(80 + (k % 15)).padStart(2, '0')}0${(k % 9) + 1}1${k % 10}2${k % 7}X`,
      holderName: ['张丽华', '陈仁爱', '刘益心', '赵敏', '孙浩'][k] ?? '采购员',
      expiresOn: iso(new Date(Date.UTC(today.getUTCFullYear(), 11, 31))),
      status,
    });
  });
  await tx.insert(licences).values(values);
  const year = new Date(today.getTime() + 8 * 3_600_000).getUTCFullYear();
  const signers = await tx
    .select({ companyId: users.companyId, userId: users.id, name: users.name })
    .from(users)
    .where(sql`${users.username} IN (${DEMO_ACCOUNTS.pharmacy.username}, ${DEMO_ACCOUNTS.chain.username})`);
  await tx.insert(purchaseContracts).values(
    signers.map((s) => ({
      companyId: s.companyId,
      year,
      signerName: s.name,
      signedByUserId: s.userId,
      ip: '115.236.12.86',
      signedAt: new Date(Date.UTC(year, 0, 6, 2, 30)),
    })),
  );
  return { licences: values.length, contracts: signers.length };
}
