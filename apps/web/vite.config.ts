import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Writes a .br (quality 11) and a .gz beside every script and style sheet. The server sends them
 * as they are (@fastify/static preCompressed): quality 11 is ~15% smaller than the quality 4 it can
 * afford on the fly, and costs nothing per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const name of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const file = path.join(dir, name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        const quality = { [constants.BROTLI_PARAM_QUALITY]: 11 };
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: quality }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * antd's styles for the first screens as a built style sheet (build/antd-static-styles.ts), linked
 * before the shop's own: the runtime then skips generating them on the main thread, which under a
 * phone's CPU was a large part of the first render. Build only; dev keeps antd's runtime.
 */
function antdStaticStyles(): Plugin {
  let fileName = '';
  let css = '';
  return {
    name: 'antd-static-styles',
    apply: 'build',
    async buildStart() {
      // Imported here, not at the top: dev and the unit tests load this config too, without antd.
      const { antdFirstScreenCss } = await import('./build/antd-static-styles');
      css = antdFirstScreenCss();
      fileName = `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml() {
      // head-prepend: before the shop's style sheet, as antd's runtime styles were (it prepends them).
      return [{ tag: 'link', attrs: { rel: 'stylesheet', href: `/${fileName}` }, injectTo: 'head-prepend' }];
    },
  };
}

/**
 * The entry (src/boot.ts) imports the app only after the first frame, so the app's style sheets
 * would come with that import, after the frame they must paint (the header frame and the server's
 * first screen use their classes). They are linked from the head instead; the import then finds
 * them there and does not load them again.
 */
function appStylesInHead(): Plugin {
  return {
    name: 'app-styles-in-head',
    apply: 'build',
    transformIndexHtml: {
      // post: after Vite has written the bundle's own tags, when the bundle is known.
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const app = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/src/main.tsx'),
        );
        if (app?.type !== 'chunk') throw new Error('app-styles-in-head: no chunk for src/main.tsx');
        const styles = new Set<string>();
        const visit = (fileName: string, seen: Set<string>) => {
          const chunk = bundle[fileName];
          if (seen.has(fileName) || chunk?.type !== 'chunk') return;
          seen.add(fileName);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          chunk.imports.forEach((dep) => visit(dep, seen));
        };
        visit(app.fileName, new Set());
        return [...styles].map((css): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${css}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * React Router 7's package exports its development build to every bundler, production ones too
 * (remix-run/react-router#12532, #14102): dev warnings on, and their messages built on every route
 * match. The build takes the production build the package ships beside it.
 */
function reactRouterProduction(): Plugin {
  const dir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
  return {
    name: 'react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [{ find: /^react-router$/, replacement: path.join(dir, 'dist/production/index.mjs') }],
      },
    }),
  };
}

export default defineConfig({
  plugins: [react(), reactRouterProduction(), antdStaticStyles(), appStylesInHead(), precompress()],
  server: {
    port: 5173,
    // The API and the seeded static images are served by the Fastify server; same-origin in dev
    // keeps the httpOnly session cookie working without CORS.
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/static': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    // No preload hints for a dynamic import's chunks: each is a <link> appended on the main thread,
    // and a page's first render imported ~120 of them (a quarter of a second at a phone's CPU).
    // Chunks import what they need directly, so the browser finds them one round trip later.
    modulePreload: false,
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // scripts/js-budget.mjs reads which chunks each page loads from the manifest.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // antd's Button (through Space.Compact → form/context) imports FormProvider from
        // @rc-component/form's index; without a sideEffects field in its package.json the whole form
        // engine and async-validator (12 KB compressed) came along to every page. Neither package
        // does anything on import but define things. Other modules keep their package's setting.
        moduleSideEffects: (id) =>
          /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id) ? false : undefined,
      },
    },
  },
});
