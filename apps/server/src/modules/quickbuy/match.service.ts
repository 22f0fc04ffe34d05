import {
  fenToYuan,
  purchaseBlockReason,
  type MatchLine,
  type MatchResult,
  type MatchedGoods,
} from '@shop/shared';
import type { Db } from '../../db/client';
import { viewerFor, type Viewer } from '../goods/goods.card';
import { withFallback } from '../goods/goods.service';
import { parseKeyword } from '../goods/keyword';
import { candidatesByCode, candidatesByName, type CandidateRow } from './match.repo';
import { parseList, type ListLine } from './parse-lines';
import { confidence } from './score';

/** Below this the best guess is shown but not ticked: the buyer confirms it. */
const SURE = 0.8;
/** Two goods closer than this are a real choice (same drug, maker or pack not given). */
const CLOSE = 0.005;
const ALTERNATIVES = 4;

interface Scored {
  row: CandidateRow;
  score: number;
  blocked: string | null;
}

function toGoods(s: Scored, viewer: Viewer): MatchedGoods {
  const g = s.row;
  return {
    id: g.id,
    name: g.name,
    ypgg: g.ypgg,
    sccj: g.sccj,
    bzdw: g.bzdw,
    base_price: viewer.pricesHidden ? null : fenToYuan(g.base_price_fen),
    stock: g.stock,
    min_qty: g.min_qty,
    mid_pack: g.mid_pack,
    can_buy: s.blocked === null,
    buy_block_reason: s.blocked,
    confidence: Math.round(s.score * 100),
  };
}

/** The quantity the cart will take: at least the minimum, a whole number of middle packs. */
function proposedNumber(asked: number | null, g: CandidateRow) {
  const mid = Math.max(g.mid_pack, 1);
  const wanted = Math.max(asked ?? g.min_qty, g.min_qty, 1);
  return Math.ceil(wanted / mid) * mid;
}

async function candidates(db: Db, line: ListLine): Promise<CandidateRow[]> {
  if (line.code) {
    const byCode = await candidatesByCode(db, line.code);
    if (byCode.length > 0) return byCode;
  }
  const k = parseKeyword(line.name || line.code);
  if (!k) return [];
  return (await withFallback(k, (kw) => candidatesByName(db, kw))).result;
}

function judge(line: ListLine, scored: Scored[], viewer: Viewer): MatchLine {
  const base = {
    row: line.row,
    raw: line.raw,
    name: line.name,
    spec: line.spec,
    maker: line.maker,
    asked: line.number,
  };
  const [best, second] = scored;
  if (!best || best.score < 0.45) {
    return {
      ...base,
      number: line.number ?? 1,
      status: 'not_found',
      reason: '未找到匹配的商品',
      goods: null,
      alternatives: scored.slice(0, ALTERNATIVES).map((s) => toGoods(s, viewer)),
    };
  }
  const number = proposedNumber(line.number, best.row);
  const alternatives = scored.slice(1, 1 + ALTERNATIVES).map((s) => toGoods(s, viewer));
  const out = { ...base, number, goods: toGoods(best, viewer), alternatives };
  if (best.blocked) return { ...out, status: 'unavailable', reason: best.blocked };
  if (best.row.stock < number)
    return { ...out, status: 'unavailable', reason: `库存不足，仅剩${best.row.stock}${best.row.bzdw}` };
  if (second && best.score - second.score < CLOSE) {
    const what = !line.spec ? '规格' : !line.maker ? '厂家' : '规格或厂家';
    return { ...out, status: 'ambiguous', reason: `有多个${what}相近的商品，请确认` };
  }
  if (best.score < SURE) return { ...out, status: 'ambiguous', reason: '匹配度较低，请核对' };
  const packed = number !== line.number && line.number !== null;
  return { ...out, status: 'matched', reason: packed ? `已按中包装${best.row.mid_pack}调整数量` : null };
}

/**
 * Matches each line of a pasted or uploaded purchase list to goods with the shop's own search
 * (names, pinyin initials, synonyms, approval numbers, barcodes), then ranks the candidates by name,
 * spec and maker. Buyable goods win ties, so an out-of-stock pack is only proposed when it is the
 * only fit.
 */
export async function matchList(
  db: Db,
  userId: number | null,
  text: string,
  pricesRequireLogin = true,
): Promise<MatchResult> {
  const viewer = await viewerFor(db, userId, pricesRequireLogin);
  const lines: MatchLine[] = [];
  // One line at a time: PGlite has one connection, and PostgreSQL gains little for 300 small reads.
  for (const line of parseList(text)) {
    const scored = (await candidates(db, line))
      .map((row) => ({
        row,
        score: confidence(line, row),
        blocked: purchaseBlockReason(viewer.buyer, {
          isBuy: row.is_buy,
          stock: row.stock,
          scope: row.scope,
          isControlled: row.is_controlled,
          isEphedrine: row.is_ephedrine,
        }),
      }))
      .sort(
        (a, b) =>
          b.score - a.score ||
          Number(a.blocked !== null) - Number(b.blocked !== null) ||
          b.row.sales - a.row.sales,
      );
    // An unbuyable best guess gives way to a buyable goods that fits as well (the list named no maker or pack that tells them apart); a named maker is never swapped silently.
    const buyable = scored.findIndex((s) => s.blocked === null);
    const first = scored[0];
    if (first?.blocked && buyable > 0 && (scored[buyable]?.score ?? 0) >= first.score - 0.01) {
      scored.unshift(...scored.splice(buyable, 1));
    }
    lines.push(judge(line, scored, viewer));
  }
  const count = (s: MatchLine['status']) => lines.filter((l) => l.status === s).length;
  return {
    lines,
    summary: {
      total: lines.length,
      matched: count('matched'),
      ambiguous: count('ambiguous'),
      unavailable: count('unavailable'),
      not_found: count('not_found'),
    },
  };
}
