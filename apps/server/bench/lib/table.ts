import type { CpuPerRequest } from './cpu';
import type { LoadResult } from './load';

export interface Row {
  db: string;
  name: string;
  /** Statements of the first request of the case (what the bare side replays). */
  statements: number;
  /** Statements of a later request of the same case, once every case ran once (none on miss rows). */
  warmStatements?: number;
  app: LoadResult & { cpu?: CpuPerRequest };
  bare: LoadResult & { cpu?: CpuPerRequest };
}

const cell = (v: string | number, w: number) => String(v).padStart(w);

/** CPU per request (miss runs): the app process's, with the load generator, + the database's. */
const cpuCell = (cpu?: CpuPerRequest) => (cpu ? `${cpu.appMs.toFixed(2)}+${cpu.dbMs.toFixed(2)}` : '-');

/** One line per case: app and bare side by side, then app ÷ bare throughput. */
export function printTable(rows: Row[]): void {
  const head = [
    'db',
    'case',
    'sql',
    'sql warm',
    'app p50',
    'app p99',
    'app rps',
    'bare p50',
    'bare p99',
    'bare rps',
    'app/bare',
    'cpu ms app+db',
    'bare cpu',
  ];
  const lines = rows.map((r) => [
    r.db,
    r.name,
    r.statements,
    r.warmStatements ?? '-',
    r.app.p50,
    r.app.p99,
    Math.round(r.app.rps),
    r.bare.p50,
    r.bare.p99,
    Math.round(r.bare.rps),
    r.bare.rps ? (r.app.rps / r.bare.rps).toFixed(2) : '-',
    cpuCell(r.app.cpu),
    cpuCell(r.bare.cpu),
  ]);
  const widths = head.map(
    (h, i) => Math.max([...h].length, ...lines.map((l) => [...String(l[i])].length)) + 1,
  );
  console.log(head.map((h, i) => (i < 2 ? h.padEnd(widths[i] ?? 0) : cell(h, widths[i] ?? 0))).join(' '));
  for (const l of lines) {
    console.log(
      l.map((v, i) => (i < 2 ? String(v).padEnd(widths[i] ?? 0) : cell(v, widths[i] ?? 0))).join(' '),
    );
  }
  const errs = rows.filter((r) => r.app.errors + r.app.non2xx + r.bare.errors + r.bare.non2xx > 0);
  for (const r of errs) {
    console.log(
      `! ${r.db} ${r.name}: app errors ${r.app.errors} non2xx ${r.app.non2xx}; bare errors ${r.bare.errors} non2xx ${r.bare.non2xx}`,
    );
  }
}
