import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query';
import { CARD_COLUMNS, type CardRow } from '../goods/goods.repo';
import { goodsMatch, relevanceOrder, type Keyword } from '../goods/search.sql';
import type { Candidate } from './score';

export type CandidateRow = CardRow & Candidate;

const COLUMNS = sql`${CARD_COLUMNS}, g.generic_name, g.trade_name, g.initials`;

/** Enough to hold every maker and pack of one drug (阿莫西林胶囊 has about 30). */
const CANDIDATES = 60;

/** Goods the shop's search finds for a line's name, best first by the search's own relevance. */
export const candidatesByName = (db: Db, k: Keyword) =>
  queryRows<CandidateRow>(
    db,
    sql`SELECT ${COLUMNS} FROM goods g WHERE ${goodsMatch(k)} ORDER BY ${relevanceOrder(k)} LIMIT ${CANDIDATES}`,
  );

/** Goods with an approval number or barcode: every pack of that registration. */
export const candidatesByCode = (db: Db, code: string) =>
  queryRows<CandidateRow>(
    db,
    sql`SELECT ${COLUMNS} FROM goods g
        WHERE lower(g.approval_no) = ${code.toLowerCase()} OR g.barcode = ${code}
        ORDER BY g.id LIMIT ${CANDIDATES}`,
  );
