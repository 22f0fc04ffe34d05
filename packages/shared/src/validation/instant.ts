/**
 * Dates and instants as the shop accepts them: strict ISO 8601 only. `Date.parse` is lenient — it
 * takes '2026-02-30' (as 2 March), '+1' and ' 1 ' — and such a value once reached PostgreSQL,
 * which refused it with a 500. Here the calendar is checked field by field.
 */
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function calendarOk(y: string, m: string, d: string): boolean {
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  return year >= 1900 && year <= 9999 && month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
}

/** 'YYYY-MM-DD' naming a real day. */
export function isStrictDate(v: string): boolean {
  const m = DATE_RE.exec(v);
  return m !== null && calendarOk(m[1]!, m[2]!, m[3]!);
}

/** An ISO 8601 date or date-time (what the back office sends: toISOString()) naming a real moment. */
export function isStrictInstant(v: string): boolean {
  const m = INSTANT_RE.exec(v);
  if (!m || !calendarOk(m[1]!, m[2]!, m[3]!)) return false;
  const [h, min, s] = [m[4], m[5], m[6]].map((x) => (x === undefined ? 0 : Number(x)));
  if (h! > 23 || min! > 59 || s! > 59) return false;
  const zone = m[7];
  if (zone && zone !== 'Z') {
    const [zh, zm] = [Number(zone.slice(1, 3)), Number(zone.slice(-2))];
    if (zh > 14 || zm > 59) return false;
  }
  return !Number.isNaN(Date.parse(v.replace(' ', 'T')));
}

/** Bidirectional controls (U+202A–202E, U+2066–2069, LRM/RLM/ALM): they reorder what a name shows. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Characters that draw nothing: zero-width space/joiners, word joiner, BOM, soft hyphen. */
const INVISIBLE = /[\s\u00ad\u200b-\u200d\u2060\ufeff]/gu;
/** A name a person reads (consignee, contact): no bidi controls, and something visible in it. */
export const isReadableName = (s: string): boolean => !BIDI.test(s) && s.replace(INVISIBLE, '').length > 0;
export const NAME_TEXT_MSG = '姓名不能只含不可见字符或文字方向控制符';

/** A UTF-16 half without its other half: JSON can carry one ("\ud800"), PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\ud800-\udfff]/u;
export const hasLoneSurrogate = (s: string): boolean => LONE_SURROGATE.test(s);
