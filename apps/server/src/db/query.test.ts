import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase, type TestDatabase } from '../../test/test-db';
import { queryChecked } from './query';

const GoodsRow = z.object({ id: z.number(), name: z.string() });

/** Raw rows are typed by a schema the tests enforce, so a wrong column list cannot compile into a wrong type. */
describe('queryChecked', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(1);
  });
  afterAll(() => t.drop());

  it('answers rows that match the schema', async () => {
    const rows = await queryChecked(
      t.database.db,
      GoodsRow,
      sql`SELECT id, name FROM goods ORDER BY id LIMIT 2`,
    );
    expect(rows).toHaveLength(2);
    expect(typeof rows[0]!.name).toBe('string');
  });

  it('fails on a column the schema does not expect under its name or type', async () => {
    await expect(
      queryChecked(t.database.db, GoodsRow, sql`SELECT id, generic_name AS title FROM goods LIMIT 1`),
    ).rejects.toThrow(/name/);
    await expect(
      queryChecked(t.database.db, GoodsRow, sql`SELECT id::text AS id, name FROM goods LIMIT 1`),
    ).rejects.toThrow(/id/);
  });
});
