import type { LotInsert } from './goods';
import type { Rng } from './prng';

const DAY = 86_400_000;

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

function addMonths(d: Date, months: number): Date {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

const yymmdd = (d: Date) => isoDate(d).slice(2).replaceAll('-', '');

/** Makers print batch numbers in their own styles; a maker always uses the same one. */
function batchNo(style: number, produced: Date, rng: Rng, seq: number): string {
  const ymd = isoDate(produced).replaceAll('-', '');
  switch (style) {
    case 0:
      return ymd;
    case 1:
      return `B${yymmdd(produced)}-${seq + 1}`;
    case 2:
      return `${yymmdd(produced).slice(0, 4)}${rng.digits(3)}`;
    case 3:
      return `H${ymd.slice(2, 6)}${rng.digits(3)}`;
    default:
      return `${yymmdd(produced)}${String(rng.int(1, 12)).padStart(2, '0')}`;
  }
}

/**
 * 1-3 lots, produced at different times; about 7% of goods have a lot within six months of expiry
 * (近效期) and about 4% are out of stock. Dates are relative to the seeding day.
 */
export function makeLots(
  rng: Rng,
  today: Date,
  shelfLifeMonths: number,
  maker: string,
  sales: number,
): LotInsert[] {
  let style = 0;
  for (const ch of maker) style = (style + ch.charCodeAt(0)) % 5;
  const count = rng.weighted([
    [1, 5],
    [2, 3],
    [3, 2],
  ] as const);
  const empty = rng.chance(0.04);
  const nearExpiry = rng.chance(0.07);
  const lots: LotInsert[] = [];
  const used = new Set<string>();
  for (let k = 0; k < count; k++) {
    const lifeDays = Math.floor(shelfLifeMonths * 30.4);
    const ageDays =
      k === 0 && nearExpiry
        ? lifeDays - rng.int(20, 170)
        : rng.int(20, Math.max(40, Math.floor(lifeDays * 0.6)));
    const produced = new Date(today.getTime() - ageDays * DAY);
    const expires = new Date(addMonths(produced, shelfLifeMonths).getTime() - DAY);
    let batch = batchNo(style, produced, rng, k);
    while (used.has(batch)) batch = `${batch}-${k + 1}`;
    used.add(batch);
    const stock = empty
      ? 0
      : Math.max(0, Math.floor((50 + sales / 4) * (0.3 + rng.next() * 1.5)) - (k === 0 ? 0 : rng.int(0, 30)));
    lots.push({
      batchNo: batch,
      producedOn: isoDate(produced),
      expiresOn: isoDate(expires),
      stock,
      reportUrl: `/static/reports/${(style * 7 + k + batch.length) % 12}.svg`,
      warehouseId: rng.chance(0.8) ? 1 : 2,
    });
  }
  return lots.sort((a, b) => (a.expiresOn < b.expiresOn ? -1 : 1));
}
