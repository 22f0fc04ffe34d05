/**
 * Writes the storefront's placeholder artwork as SVG: 40 pack shots (/static/goods/N.svg, five
 * colourways for each top-level category), brand logos (/static/goods/brands/N.svg), ad banners
 * (/static/ads/*.svg) and sample inspection reports (/static/reports/N.svg).
 * Run: npx tsx apps/server/src/db/seed/assets.ts, then node scripts/render-artwork.mjs, which draws
 * each pack shot, logo and banner into the WebP beside it: the catalogue links those (`raster`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GROUP_ORDER, GROUP_STYLE } from './fixtures/categories';
import { BRANDS } from './fixtures/manufacturers';
import { ADS, type AdDef } from './fixtures/ads';
import { COMPANY } from './fixtures/site';

/**
 * The raster photo a page shows for a generated SVG. A browser decodes a raster off its main thread;
 * an SVG <img> is a document of its own that it lays out and paints on it (5–90 ms each, traced on
 * the home page). Inspection reports stay SVG: one at a time, opened to read.
 */
export const raster = (svgPath: string) => svgPath.replace(/\.svg$/, '.webp');

const FONT = `'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','WenQuanYi Micro Hei',sans-serif`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}">\n${body}\n</svg>\n`;
const grad = (id: string, a: string, b: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

export function packShot(group: string, icon: string, [a, b]: [string, string]): string {
  return svg(
    400,
    400,
    `<defs>${grad('bg', '#f7f8fa', '#e9edf3', true)}${grad('front', a, b)}</defs>
<rect width="400" height="400" fill="url(#bg)"/>
<ellipse cx="200" cy="352" rx="150" ry="14" fill="#000" opacity="0.08"/>
<polygon points="80,110 260,110 320,70 140,70" fill="${b}" opacity="0.75"/>
<polygon points="260,110 320,70 320,300 260,340" fill="${a}" opacity="0.85"/>
<rect x="80" y="110" width="180" height="230" fill="url(#front)"/>
<rect x="80" y="285" width="180" height="26" fill="#fff" opacity="0.9"/>
<circle cx="170" cy="195" r="52" fill="#fff" opacity="0.95"/>
<text x="170" y="214" font-size="54" font-weight="700" text-anchor="middle" fill="${a}">${esc(icon)}</text>
<text x="170" y="303" font-size="15" text-anchor="middle" fill="${a}">${esc(group)}</text>
<text x="96" y="134" font-size="13" fill="#fff" opacity="0.9">康源医药</text>`,
  );
}

export function banner(ad: AdDef): string {
  const [w, h] = ad.size;
  const [title, sub] = ad.lines;
  const tall = h > w;
  const titleSize = Math.floor(Math.min(h * (tall ? 0.12 : 0.3), (w * 0.86) / title.length));
  const subSize = Math.floor(Math.min(titleSize * 0.55, (w * 0.9) / sub.length));
  const x = tall || w < 400 ? w / 2 : w * 0.07;
  const anchor = tall || w < 400 ? 'middle' : 'start';
  const ty = h * (tall ? 0.38 : 0.5) - (h < 120 ? 0 : titleSize * 0.1);
  const button =
    w >= 600 && h >= 200
      ? `<rect x="${x}" y="${ty + subSize * 2.4}" rx="22" width="150" height="44" fill="#fff"/><text x="${x + 75}" y="${ty + subSize * 2.4 + 29}" font-size="19" font-weight="700" text-anchor="middle" fill="${ad.colors[0]}">立即采购 ›</text>`
      : '';
  return svg(
    w,
    h,
    `<defs>${grad('bg', ad.colors[0], ad.colors[1])}</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${w * 0.86}" cy="${h * 0.2}" r="${Math.min(w, h) * 0.45}" fill="#fff" opacity="0.08"/>
<circle cx="${w * 0.95}" cy="${h * 0.9}" r="${Math.min(w, h) * 0.3}" fill="#fff" opacity="0.1"/>
<text x="${x}" y="${ty}" font-size="${titleSize}" font-weight="800" text-anchor="${anchor}" fill="#fff">${esc(title)}</text>
<text x="${x}" y="${ty + subSize * 1.6}" font-size="${subSize}" text-anchor="${anchor}" fill="#fff" opacity="0.92">${esc(sub)}</text>
${button}`,
  );
}

/** White marks drawn in the 56×56 emblem (centre 34,40): cross, capsule, leaf, drop, heart. */
const BRAND_MARKS = [
  () => `<path d="M29 25h10v10h10v10H39v10H29V45H19V35h10z" fill="#fff"/>`,
  (a: string) =>
    `<g transform="rotate(-45 34 40)"><rect x="18" y="32" width="32" height="16" rx="8" fill="#fff"/><line x1="34" y1="32" x2="34" y2="48" stroke="${a}" stroke-width="2"/></g>`,
  (a: string) =>
    `<path d="M20 55C20 35 32 25 50 25C50 43 40 55 20 55Z" fill="#fff"/><path d="M23 52L44 31" stroke="${a}" stroke-width="2"/>`,
  () => `<path d="M34 23C30 30 22 38 22 45a12 12 0 0 0 24 0C46 38 38 30 34 23Z" fill="#fff"/>`,
  () => `<path d="M34 55L21 42a8 8 0 0 1 13-10a8 8 0 0 1 13 10Z" fill="#fff"/>`,
];

/**
 * A wordmark on a transparent ground, so it sits on the white brand cells like a printed logo: an
 * emblem (one of five marks, by brand) and the name in the brand colour, smaller for long names so
 * four characters still fit the 200×80 box.
 */
export function brandLogo(name: string, [a, b]: [string, string], k = 0): string {
  const size = Math.floor(Math.min(36, 124 / Math.max(2, name.length)));
  const mark = BRAND_MARKS[k % BRAND_MARKS.length] ?? BRAND_MARKS[0];
  return svg(
    200,
    80,
    `<defs>${grad('mark', a, b, true)}</defs>
<rect x="6" y="12" width="56" height="56" rx="14" fill="url(#mark)"/>
${mark?.(a) ?? ''}
<text x="72" y="${40 + size * 0.36}" font-size="${size}" font-weight="800" letter-spacing="1" fill="${a}">${esc(name)}</text>`,
  );
}

export function reportSheet(n: number): string {
  const rows: [string, string][] = [
    ['报告编号', `KY-JY-2025-${String(1200 + n * 37).padStart(5, '0')}`],
    ['检品名称', '见随货同行单'],
    ['批　　号', '见药品外包装'],
    ['检验依据', '《中华人民共和国药典》2020年版'],
    ['检验项目', '性状、鉴别、检查、含量测定'],
    ['检验结论', '本品按上述标准检验，结果符合规定。'],
  ];
  const lines = rows
    .map(
      ([k, v], i) =>
        `<rect x="60" y="${200 + i * 56}" width="475" height="56" fill="none" stroke="#333"/><line x1="170" y1="${200 + i * 56}" x2="170" y2="${256 + i * 56}" stroke="#333"/><text x="78" y="${234 + i * 56}" font-size="17">${k}</text><text x="186" y="${234 + i * 56}" font-size="17">${esc(v)}</text>`,
    )
    .join('\n');
  return svg(
    595,
    842,
    `<rect width="595" height="842" fill="#fff"/>
<text x="297" y="110" font-size="30" font-weight="700" text-anchor="middle">药品检验报告书</text>
<text x="297" y="150" font-size="15" text-anchor="middle" fill="#666">（复印件，与原件一致）</text>
${lines}
<circle cx="430" cy="640" r="68" fill="none" stroke="#d9363e" stroke-width="4"/>
<text x="430" y="632" font-size="13" text-anchor="middle" fill="#d9363e">${esc(COMPANY.name)}</text>
<text x="430" y="660" font-size="16" text-anchor="middle" fill="#d9363e">质量管理专用章</text>
<text x="297" y="480" font-size="90" text-anchor="middle" fill="#000" opacity="0.05" transform="rotate(-30 297 480)">样张</text>
<text x="60" y="780" font-size="13" fill="#888">样张 ${n + 1}/12：演示环境的药检报告图片，真实报告以随货纸质件为准。</text>`,
  );
}

export function writeAssets(publicDir: string): number {
  let count = 0;
  const write = (rel: string, content: string) => {
    const file = path.join(publicDir, 'static', rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
    count++;
  };
  GROUP_ORDER.forEach((group, g) => {
    const style = GROUP_STYLE[group];
    if (!style) return;
    for (let v = 0; v < 5; v++) {
      const colors = style.colors[v % style.colors.length] ?? ['#1677ff', '#69b1ff'];
      write(`goods/${g * 5 + v}.svg`, packShot(group, style.icon, v < 4 ? colors : [colors[1], colors[0]]));
    }
  });
  const palette = Object.values(GROUP_STYLE).flatMap((s) => s.colors);
  BRANDS.forEach((b, k) =>
    write(
      `goods/brands/${k + 1}.svg`,
      brandLogo(b.name, palette[k % palette.length] ?? ['#c41d1d', '#ff7a45'], k),
    ),
  );
  for (const ad of ADS) write(`ads/${ad.file}`, banner(ad));
  for (let n = 0; n < 12; n++) write(`reports/${n}.svg`, reportSheet(n));
  return count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
  console.log(`写入 ${writeAssets(publicDir)} 个 SVG 到 ${publicDir}/static`);
}
