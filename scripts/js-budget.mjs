// `npm run budget` (run after `npm run build`): the JavaScript a first visit to each
// main page downloads to draw its first screen — the entry (src/boot.ts), the app it imports after
// the first paint (src/main.tsx) with everything that imports statically, and the route's lazy page
// chunk with its own static imports —
// compressed as the server sends it (brotli; gzip shown beside it). Fails over the budget of
// issue 13 (200 KB per route). A step of `npm test` (scripts/test.mjs), right after the build and
// before the end-to-end journeys, so a change that puts a route over the budget fails there.
// Reads apps/web/dist/.vite/manifest.json.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';
const BUDGET = 200 * 1024;
// The page module each route's lazy entry imports (see features/*/routes.tsx), by chunk name: a
// page imported through `.then(m => m[name])` may be keyed by its file instead of its source.
const ROUTES = {
  '/ (home)': 'HomePage',
  '/list, /search': 'GoodsListPage',
  '/list/info/:id': 'GoodsDetailPage',
  '/cart': 'CartPage',
};

const manifestFile = `${DIST}/.vite/manifest.json`;
if (!existsSync(manifestFile)) {
  console.error(`${manifestFile} is missing: run \`npm run build -w @shop/web\` first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

/** The chunk files a module pulls in statically, itself included. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

function pageKey(name) {
  const named = Object.keys(manifest).filter((k) => manifest[k].name === name);
  const entries = named.filter((k) => manifest[k].isDynamicEntry);
  const keys = entries.length > 0 ? entries : named;
  if (keys.length !== 1) throw new Error(`expected one chunk named ${name}, found ${keys.length}`);
  return keys[0];
}

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const buf = readFileSync(`${DIST}/${file}`);
    sizes.set(file, {
      raw: buf.length,
      // The build writes .br files (quality 11) that the server sends as they are.
      br: existsSync(`${DIST}/${file}.br`)
        ? readFileSync(`${DIST}/${file}.br`).length
        : brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      gz: gzipSync(buf).length,
    });
  }
  return sizes.get(file);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const shell = closure('src/main.tsx', closure('index.html'));
let over = false;
const rows = Object.entries(ROUTES).map(([route, page]) => {
  const files = closure(pageKey(page), new Set(shell));
  const total = { raw: 0, br: 0, gz: 0 };
  for (const f of files) {
    const s = sizeOf(f);
    total.raw += s.raw;
    total.br += s.br;
    total.gz += s.gz;
  }
  if (total.br > BUDGET) over = true;
  return { route, chunks: files.size, raw: kb(total.raw), brotli: kb(total.br), gzip: kb(total.gz) };
});
console.log(`JavaScript per first screen (budget ${kb(BUDGET)} brotli per route):`);
console.table(rows);
if (over) {
  console.error('Over budget: a route loads more than 200 KB of compressed JavaScript.');
  process.exit(1);
}
