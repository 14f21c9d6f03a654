// Vite builds the panel into dist/, which the server serves; in development it proxies the API to the server.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
  '/bitacora',
  '/health',
  '/docs',
];
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react()],
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
