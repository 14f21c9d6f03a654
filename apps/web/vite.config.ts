// Vite builds the panel into dist/, which the server serves; in development it proxies the API to the server.

import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

// Every API call is a POST (contract §2); the server's only GETs are these. Everything else a GET asks for (the
// screens' URLs, the sources, Vite's own files) is Vite's, so a new API path needs no entry here.
const apiGets = /^\/(health|docs|descargas)(\/|$|\?)/;
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [
    react(),
    // Each text asset also as .br and .gz, at the highest levels, once at build time; the server sends the one the
    // browser accepts (decision 016), so a phone on mobile data downloads the smallest.
    compression({
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '^/(?!@|src/|node_modules/)': {
        target: apiTarget,
        bypass: (req) => (req.method === 'GET' && !apiGets.test(req.url ?? '') ? req.url : undefined),
      },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
});
