import { constants } from 'node:zlib';

import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

import { everyPageChunks } from './scripts/build/every-page-chunks';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    // The browser's scripts and styles compressed once, as small as each format goes, for the
    // server to send as they are (server/static-files.ts, docs/decisions/0079).
    !isSsrBuild &&
      compression({
        include: /\.(js|css)$/,
        algorithms: [
          defineAlgorithm('gzip', { level: 9 }),
          defineAlgorithm('brotliCompress', {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        ],
        skipIfLargerOrEqual: true,
        logLevel: 'silent',
      }),
  ],
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  server: { port: 3000 },
  // What every page loads in two files, not some twenty (docs/decisions/0084).
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: everyPageChunks() } } },
}));
