/**
 * 搜索无结果 has something to act on in a fresh demo: what the shop's pharmacies searched in the
 * last weeks and did not find (drugs this catalogue does not carry, as a wholesaler's buyers ask
 * for new originals and the flu season's antivirals), each by several of them.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { queryRows } from '../query';
import { searchLog } from '../schema/index';
import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY = 86_400_000;

/** Keyword, then per search: which of the buyers below (index) and how many days ago. */
const MISSES: [string, [number, number][]][] = [
  [
    '奥司他韦颗粒',
    [
      [0, 1],
      [1, 1],
      [2, 2],
      [0, 3],
      [3, 3],
      [1, 5],
      [4, 6],
      [2, 9],
      [0, 12],
    ],
  ],
  [
    '玛巴洛沙韦片',
    [
      [0, 2],
      [2, 4],
      [3, 7],
      [1, 15],
    ],
  ],
  [
    '司美格鲁肽',
    [
      [1, 3],
      [4, 8],
      [1, 11],
      [2, 18],
      [0, 25],
    ],
  ],
  [
    '达格列净片',
    [
      [3, 4],
      [0, 10],
      [4, 20],
    ],
  ],
  [
    '沙库巴曲缬沙坦钠片',
    [
      [2, 6],
      [3, 16],
    ],
  ],
  [
    '利伐沙班片',
    [
      [4, 2],
      [0, 14],
    ],
  ],
  [
    '连花清咳片',
    [
      [1, 1],
      [3, 9],
    ],
  ],
  ['替格瑞洛片', [[2, 22]]],
];

export async function seedSearchLog(tx: Tx, today: Date): Promise<Record<string, number>> {
  const buyers = await queryRows<{ id: number }>(
    tx,
    sql`SELECT u.id FROM users u JOIN companies c ON c.id = u.company_id
         WHERE c.is_passed ORDER BY (u.username = ${DEMO_ACCOUNTS.pharmacy.username}) DESC, u.id LIMIT 5`,
  );
  if (buyers.length === 0) return {};
  const rows = MISSES.flatMap(([keyword, searches]) =>
    searches.map(([who, days], k) => ({
      keyword,
      userId: buyers[who % buyers.length]!.id,
      results: 0,
      // Office hours, China time (UTC+8): 9 to 17 o'clock.
      createdAt: new Date(today.getTime() - days * DAY + (1 + ((k * 3) % 9)) * 3_600_000),
    })),
  );
  await tx.insert(searchLog).values(rows);
  return { search_misses: rows.length };
}
