import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../query';
import type { Actor } from '../../modules/audit/audit';
import { adminApproveBuyer } from '../../modules/buyer/buyer.actions.service';
import { sandboxLogisticsProvider } from '../../modules/logistics/sandbox.provider';
import { adminConfirmTransfer, adminShip } from '../../modules/order/order.admin.service';
import { checkOrder, checkView } from '../../modules/warehouse/check.service';
import { createPickList } from '../../modules/warehouse/pick.service';
import { DEMO_ACCOUNTS, DEMO_OPERATORS } from './demo-accounts';

/** The back office's LAN address the demo operators work from. */
const OFFICE_IP = '192.168.10.23';

async function actor(db: Db, role: keyof typeof DEMO_OPERATORS): Promise<Actor> {
  const [o] = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT id, name FROM operators WHERE username = ${DEMO_OPERATORS[role].username}`,
  );
  if (!o) throw new Error(`seed: no operator ${role}`);
  return { operatorId: o.id, operatorName: o.name, ip: OFFICE_IP };
}

/**
 * A few real operator actions, done through the back office's own service functions, so a fresh
 * demo's audit trail (and its chain check) has something in it: 质管 approves a waiting pharmacy
 * that brought its renewed licence (never the demo clinic, which stays unverified for trying the review), 财务 confirms the demo
 * pharmacy's bank transfer, and the warehouse ships its older paid order through the logistics sandbox.
 */
export async function seedOperatorActions(db: Db): Promise<Record<string, number>> {
  let done = 0;
  const [pending] = await queryRows<{ id: number; scope: string[] }>(
    db,
    sql`SELECT u.id, c.business_scope AS scope FROM users u JOIN companies c ON c.id = u.company_id
         WHERE NOT c.is_passed AND c.kind = 'pharmacy' AND u.username <> ${DEMO_ACCOUNTS.clinic.username}
         ORDER BY u.id LIMIT 1`,
  );
  if (pending) {
    const scope = pending.scope.length > 0 ? pending.scope : ['chemical', 'tcm_patent', 'otc'];
    // Its note asks for a current business licence: the reviewer reads the new one's expiry off it.
    const year = new Date().getUTCFullYear() + 10;
    await adminApproveBuyer(db, await actor(db, 'quality'), pending.id, {
      scope,
      expiries: [{ kind: 'business_license', expires_on: `${year}-06-30` }],
    });
    done++;
  }
  const orders = await queryRows<{ id: number; status: string }>(
    db,
    sql`SELECT o.id, o.status FROM orders o JOIN users u ON u.id = o.user_id
         WHERE u.username = ${DEMO_ACCOUNTS.pharmacy.username} AND o.status IN ('awaiting_transfer', 'paid')
         ORDER BY o.created_at`,
  );
  const paid = orders.find((o) => o.status === 'paid');
  const transfer = orders.find((o) => o.status === 'awaiting_transfer');
  if (paid) {
    // GSP: 王海涛 picks it, 孙立军 checks it scanning each package's 药品追溯码, then it ships.
    await createPickList(db, await actor(db, 'warehouse'), { order_ids: [paid.id] });
    const view = await checkView(db, paid.id);
    let serial = 2_611_260_000_001;
    await checkOrder(db, await actor(db, 'checker'), paid.id, {
      lines: view.lines.map((l) => ({
        line_id: l.line_id,
        codes: l.traced ? Array.from({ length: l.number }, () => `${l.drug_id_code}${serial++}`) : [],
      })),
    });
    await adminShip(
      db,
      await actor(db, 'warehouse'),
      paid.id,
      { company: '顺丰速运', tracking_no: `SF${String(1_402_000_000 + paid.id * 7919)}`, id_checked: false },
      sandboxLogisticsProvider,
    );
    done++;
  }
  if (transfer) {
    const [o] = await queryRows<{ payable: string }>(
      db,
      sql`SELECT payable_fen::text AS payable FROM orders WHERE id = ${transfer.id}`,
    );
    await adminConfirmTransfer(db, await actor(db, 'finance'), transfer.id, {
      amount: Number(o?.payable ?? 0),
      bank_serial: `ICBC${String(20261120_0000 + transfer.id)}`,
      note: '工商银行 对公账户到账',
    });
    done++;
  }
  return { operatorActions: done };
}
