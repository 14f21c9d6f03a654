// Vite builds the panel into dist/, which the server serves; in development it proxies the API to the server.

import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const apiPaths = [
  '/users',
  '/maquina',
  '/tienda',
  '/producto',
  '/cat',
  '/rolmod',
  '/venta',
  '/domicilio',
  '/egresos',
  '/negocio',
  '/bitacora',
  '/health',
  '/docs',
];
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
    proxy: Object.fromEntries(
      apiPaths.map((p) => [
        p,
        {
          target: apiTarget,
          bypass: (req) =>
            req.method === 'GET' && req.headers.accept?.includes('text/html') ? req.url : undefined,
        },
      ]),
    ),
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
});
