/**
 * How well one goods fits one purchase-list line, 0..1 per part and overall. Pure, so the rules are
 * tested without a database. ERP exports write specs their own way (0.25g×24粒/盒, 250mg*24,
 * 0.25克x24粒) and makers in full or short, so both are compared by meaning, not as strings.
 */
export interface Candidate {
  id: number;
  name: string;
  generic_name: string;
  trade_name: string;
  initials: string;
  ypgg: string;
  sccj: string;
  approval_no: string;
  barcode: string;
}

const FULL_WIDTH = /[\uff01-\uff5e]/g;
const normText = (s: string) =>
  s
    .replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .toLowerCase()
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/\s+/g, '');

/** Character bigrams' Dice coefficient: forgiving of one wrong or missing character. */
export function dice(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  const grams = (s: string) => {
    const chars = [...s];
    if (chars.length === 1) return [s];
    return chars.slice(1).map((c, i) => `${chars[i]}${c}`);
  };
  const ga = grams(a);
  const gb = grams(b);
  const pool = [...gb];
  let hit = 0;
  for (const g of ga) {
    const k = pool.indexOf(g);
    if (k >= 0) {
      hit++;
      pool.splice(k, 1);
    }
  }
  return (2 * hit) / (ga.length + gb.length);
}

export function nameScore(query: string, c: Candidate): number {
  const q = normText(query);
  if (!q) return 0;
  const names = [c.generic_name, c.trade_name, c.name].map(normText).filter(Boolean);
  if (names.includes(q)) return 1;
  // Trade name plus generic name ("阿莫仙阿莫西林胶囊") or the generic name plus a pack word.
  if (names.some((n) => q.includes(n) && n.length >= 3)) return 0.95;
  if (/^[a-z]+$/.test(q)) {
    if (c.initials === q) return 0.95;
    if (c.initials.startsWith(q) && q.length >= 3) return 0.8;
    return 0;
  }
  // The dosage form left off (阿莫西林 for 阿莫西林胶囊): likely, but other forms share the stem.
  const generic = normText(c.generic_name);
  if (generic.startsWith(q) && q.length >= 2) return 0.75 + 0.2 * (q.length / generic.length);
  return Math.max(...names.map((n) => dice(q, n)));
}

const UNIT_FACTORS: Record<string, number> = {
  mg: 0.001,
  毫克: 0.001,
  g: 1,
  克: 1,
  μg: 0.000001,
  ug: 0.000001,
  微克: 0.000001,
  ml: 1,
  毫升: 1,
  l: 1000,
};

/** The numbers of a spec with masses in grams: "250mg*24粒" and "0.25g×24粒/盒" both give [0.25, 24]. */
export function specNumbers(spec: string): number[] {
  const s = normText(spec).replace(/[×x]/g, '*');
  const out: number[] = [];
  for (const m of s.matchAll(/(\d+(?:\.\d+)?)(mg|毫克|μg|ug|微克|g|克|ml|毫升|l)?/g)) {
    const factor = m[2] ? (UNIT_FACTORS[m[2]] ?? 1) : 1;
    out.push(Math.round(Number(m[1]) * factor * 1e6) / 1e6);
  }
  return out;
}

/** null when the line names no spec. 1: same numbers; 0.6: same strength, other pack size. */
export function specScore(spec: string, c: Candidate): number | null {
  if (!spec.trim()) return null;
  const a = specNumbers(spec);
  const b = specNumbers(c.ypgg);
  if (a.length === 0) return dice(normText(spec), normText(c.ypgg));
  if (a.length === b.length && a.every((v, i) => v === b[i])) return 1;
  // "0.25g*24" against "0.25g*24粒*2板": the list left out a level of packing.
  if (a.length < b.length && a.every((v) => b.includes(v)) && a.reduce((x, y) => x * y, 1) !== 0) return 0.8;
  if (a[0] === b[0]) return 0.6;
  return 0;
}

const MAKER_NOISE = /(股份|有限|责任|公司|集团|制药|药业|医药|生物|科技|实业|总厂|厂|中国|控股)/g;
const makerCore = (s: string) => normText(s).replace(MAKER_NOISE, '');

/** null when the line names no maker. A short name inside the full one counts as the same maker. */
export function makerScore(maker: string, c: Candidate): number | null {
  if (!maker.trim()) return null;
  const q = normText(maker);
  const full = normText(c.sccj);
  if (full.includes(q) || q.includes(full)) return 1;
  const core = makerCore(maker);
  if (core.length >= 2 && full.includes(core)) return 0.95;
  return dice(core, makerCore(c.sccj));
}

/** A missing spec or maker neither confirms nor rules out a goods: it counts as 0.7 of its weight. */
const UNKNOWN = 0.7;
const W = { name: 0.55, spec: 0.3, maker: 0.15 };

export function confidence(line: { name: string; spec: string; maker: string; code: string }, c: Candidate) {
  const code = line.code.toLowerCase();
  if (code && (c.approval_no.toLowerCase() === code || c.barcode === code)) {
    // An approval number or barcode identifies the goods; spec and maker only choose among packs.
    const s = specScore(line.spec, c);
    return 0.9 + 0.1 * (s ?? 1);
  }
  const name = line.name ? nameScore(line.name, c) : 0;
  const spec = specScore(line.spec, c);
  const maker = makerScore(line.maker, c);
  return W.name * name + W.spec * (spec ?? UNKNOWN) + W.maker * (maker ?? UNKNOWN);
}
