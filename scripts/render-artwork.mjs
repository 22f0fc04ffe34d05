// `node scripts/render-artwork.mjs`: draws the demo's generated SVG artwork (pack shots, brand
// logos, ad banners; apps/server/src/db/seed/assets.ts writes them) into WebP files beside them,
// which the seeded catalogue links. A browser paints a raster photo off its main thread, while each
// SVG <img> is a document of its own, laid out and painted on the main thread (5–90 ms each in a
// trace of the home page). Run after changing assets.ts; needs Chromium (CHROME_PATH, else Debian's).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const ROOT = 'apps/web/public/static';
const FOLDERS = ['goods', 'goods/brands', 'ads'];
const QUALITY = 0.8;
// Twice the artwork's own size: a page shows it at up to that size on 2x screens (Lighthouse's
// image-size-responsive asks 1.5x on its phone), and a photo is not redrawn sharper like an SVG.
const SCALE = 2;

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage();
let count = 0;
let bytes = 0;
for (const folder of FOLDERS) {
  const dir = path.join(ROOT, folder);
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .sort()) {
    const svg = readFileSync(path.join(dir, name), 'utf8');
    const webp = await page.evaluate(
      async ({ svg, quality, scale }) => {
        const img = new Image();
        img.src = `data:image/svg+xml;base64,${btoa(String.fromCharCode(...new TextEncoder().encode(svg)))}`;
        await img.decode();
        const canvas = Object.assign(document.createElement('canvas'), {
          width: img.naturalWidth * scale,
          height: img.naturalHeight * scale,
        });
        canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/webp', quality).split(',')[1];
      },
      { svg, quality: QUALITY, scale: SCALE },
    );
    const out = Buffer.from(webp, 'base64');
    writeFileSync(path.join(dir, name.replace(/\.svg$/, '.webp')), out);
    count += 1;
    bytes += out.length;
  }
}
await browser.close();
console.log(`${count} WebP files, ${(bytes / 1024).toFixed(0)} KB, under ${ROOT}`);
