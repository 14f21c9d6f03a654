// Vite builds the panel into dist/, which the server serves; in development it proxies the API to the server.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { bootstrapRecortado } from './vite-bootstrap-usado.ts';
import { iconos } from './vite-iconos.ts';
import { agruparPrimeraCarga } from './vite-primera-carga.ts';

// Every API call is a POST (contract §2); the server's only GETs are these. Everything else a GET asks for (the
// screens' URLs, the sources, Vite's own files) is Vite's, so a new API path needs no entry here.
const apiGets = /^\/(health|docs|descargas)(\/|$|\?)/;
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;
// Bootstrap's primary blue (the favicon's drop, the active menu entry) and the page's light background (styles.css).
const azul = '#0d6efd';
const fondo = '#f4f6f9';

// Decision 016: brotli at quality 11 and gzip at level 9, for text files over 1 KB.
const comprimibles = /\.(js|css|html|svg|json|webmanifest)$/;
const umbral = 1024;
const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
const gzip9 = { level: 9 };

/**
 * The service worker and Workbox's runtime are written by vite-plugin-pwa after the bundle (its closeBundle), and
 * the pages of `paginasPrecargadas`, too late for vite-plugin-compression2, which compresses the bundle and the public
 * folder: this step gives the files written at the top of the build the same .br and .gz beside them, so the server's
 * precompressed delivery covers them too.
 */
function comprimirServiceWorker(): Plugin {
  let salida = '';
  return {
    name: 'aguavend:comprimir-service-worker',
    apply: 'build',
    configResolved(config) {
      salida = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const archivos = (await readdir(salida)).filter((f) => comprimibles.test(f));
        await Promise.all(
          archivos.map(async (archivo) => {
            const ruta = join(salida, archivo);
            const texto = await readFile(ruta);
            if (texto.length < umbral) return;
            await writeFile(`${ruta}.br`, await promisify(brotliCompress)(texto, brotli));
            await writeFile(`${ruta}.gz`, await promisify(gzip)(texto, gzip9));
          }),
        );
      },
    },
  };
}

/**
 * The pages the server sends for some addresses instead of index.html (apps/server/src/plugins/web.ts), each the same
 * page with the code of its first screen listed as preloads. A screen's code is a route of its own (router.tsx), so
 * the browser learned of it only after running the main script: one more round trip, and on a phone the main
 * script's whole download, before the screen could draw (docs/decisions/029, measured with Lighthouse).
 * - `login.html`, for `/` and `/login`: the login form's chunks;
 * - `inicio.html`, for Inicio, where a signed-in phone lands: the frame's, the screens' guard's and Inicio's chunks,
 *   and their stylesheets (preloaded, not applied: the route's import applies them as before).
 * Every other screen keeps index.html, so no page downloads another screen's code.
 */
const PAGINAS_PRECARGADAS: { archivo: string; modulos: string[]; cuerpo?: () => Promise<string> }[] = [
  { archivo: 'login.html', modulos: ['/src/app/routes/login.tsx'] },
  {
    archivo: 'inicio.html',
    modulos: [
      '/src/app/layout/dashboard-layout.tsx',
      '/src/app/pantalla-guard.tsx',
      '/src/app/routes/inicio.tsx',
    ],
    // Sent with the frame's bar and Inicio's title already drawn (src/app/cascaron.tsx). The TSX and the contract's
    // TypeScript load through tsx: the config's own bundle leaves the workspace's packages to Node, which does not
    // read TypeScript.
    cuerpo: async () => {
      const { Cascaron } = await tsImport('./src/app/cascaron.tsx', import.meta.url);
      return renderToStaticMarkup(createElement(Cascaron));
    },
  },
];

const RAIZ = '<div id="root"></div>';

function paginasPrecargadas(): Plugin {
  let salida = '';
  const enlaces = new Map<string, string>();
  return {
    name: 'aguavend:paginas-precargadas',
    apply: 'build',
    configResolved(config) {
      salida = config.build.outDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((c) => c.type === 'chunk');
        for (const { archivo, modulos } of PAGINAS_PRECARGADAS) {
          const scripts = new Set<string>();
          const estilos = new Set<string>();
          const visitar = (nombre: string) => {
            if (scripts.has(nombre) || html.includes(`/${nombre}"`)) return;
            scripts.add(nombre);
            const chunk = chunks.find((c) => c.fileName === nombre);
            for (const css of chunk?.viteMetadata?.importedCss ?? [])
              if (!html.includes(`/${css}"`)) estilos.add(css);
            for (const importado of chunk?.imports ?? []) visitar(importado);
          };
          for (const modulo of modulos) {
            const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(modulo)));
            if (!chunk) throw new Error(`La compilación no tiene ${modulo} (${archivo}, vite.config.ts)`);
            visitar(chunk.fileName);
          }
          enlaces.set(
            archivo,
            [
              ...[...scripts].map((f) => `    <link rel="modulepreload" crossorigin href="/${f}">\n`),
              ...[...estilos].map((f) => `    <link rel="preload" as="style" crossorigin href="/${f}">\n`),
            ].join(''),
          );
        }
        return html;
      },
    },
    // Before the compression step below, which gives each page its .br and .gz like index.html.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const html = await readFile(join(salida, 'index.html'), 'utf8');
        if (!html.includes('</head>') || !html.includes(RAIZ))
          throw new Error('index.html sin </head> o sin raíz');
        for (const { archivo, cuerpo } of PAGINAS_PRECARGADAS) {
          const pagina = html
            .replace('</head>', `\n${enlaces.get(archivo) ?? ''}  </head>`)
            .replace(RAIZ, cuerpo ? `<div id="root">${await cuerpo()}</div>` : RAIZ);
          await writeFile(join(salida, archivo), pagina);
        }
      },
    },
  };
}

/** `virtual:iconos.css` as an empty stylesheet, for a build whose files are not kept. */
function iconosVacios(): Plugin {
  return {
    name: 'aguavend:iconos-vacios',
    resolveId: (id) => (id === 'virtual:iconos.css' ? '\0iconos-vacios.css' : undefined),
    load: (id) => (id === '\0iconos-vacios.css' ? '' : undefined),
  };
}

export default defineConfig({
  plugins: [
    react(),
    iconos(fileURLToPath(new URL('./src', import.meta.url))),
    bootstrapRecortado(fileURLToPath(new URL('.', import.meta.url))),
    // Its first pass needs only what resolves the imports: the icon stylesheet's content does not matter there.
    agruparPrimeraCarga(fileURLToPath(new URL('.', import.meta.url)), () => [react(), iconosVacios()]),
    paginasPrecargadas(),
    // The installable app (docs/decisions/029): a manifest, and a Workbox service worker that precaches the shell (the
    // page and the hashed build) so a reload without connection still opens the screens. The API is never cached: the
    // worker routes only the precached files and page navigations, so every POST and the server's GETs go straight
    // to the network.
    VitePWA({
      // A new build takes over as soon as its worker is installed (skipWaiting, clientsClaim), without reloading an
      // open tab: the next load opens the new version.
      registerType: 'autoUpdate',
      // Registered by the app itself once its first screen is drawn and has its data (src/lib/service-worker.ts),
      // not on the page's load event, when a signed-in screen still has its data and code to fetch.
      injectRegister: false,
      manifest: {
        name: 'AguaVend',
        short_name: 'AguaVend',
        description: 'Panel de administración de máquinas expendedoras de agua',
        lang: 'es-MX',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: azul,
        background_color: fondo,
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // The manifest's icons are precached by the plugin; these two are the page's own.
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
      workbox: {
        // The shell: the page, the hashed scripts and styles, the icon font (woff2 only: every browser that runs a
        // service worker reads it). Not the .br/.gz copies: the browser asks for the plain names.
        globPatterns: ['**/*.{js,css,html,woff2}'],
        // Any screen's URL opens the precached page offline; the server's own GETs never get the page instead.
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [apiGets],
        cleanupOutdatedCaches: true,
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
    // Each text asset also as .br and .gz, at the highest levels, once at build time; the server sends the one the
    // browser accepts (decision 016), so a phone on mobile data downloads the smallest.
    compression({
      include: comprimibles,
      threshold: umbral,
      algorithms: [defineAlgorithm('brotliCompress', brotli), defineAlgorithm('gzip', gzip9)],
      logLevel: 'silent',
    }),
    comprimirServiceWorker(),
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
