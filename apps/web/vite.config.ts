import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Vendors change far less often than our code: separate chunks keep them cached across
        // deploys, and antd (the largest) is split from React so a page can start rendering early.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 30,
            },
            // minShareCount 2: an antd component or library only one lazy page uses stays in that
            // page's chunk instead of growing the chunk every page downloads.
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion)[\\/]/,
              priority: 20,
              minShareCount: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10, minShareCount: 2 },
          ],
        },
      },
    },
  },
});
