// Draws the installable app's PNG icons from apps/web/public/favicon.svg in Debian's Chromium (no image library to
// install): node scripts/iconos.mjs. The PNGs are committed; run it again only when the favicon changes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, rutaChromium } from './chromium.mjs';
import { root } from './lib.mjs';

const publico = join(root, 'apps/web/public');
const svg = readFileSync(join(publico, 'favicon.svg'), 'utf8');
const uri = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
// The favicon's drop on white, for the maskable icon: the launcher cuts a circle or a squircle out of the square,
// so the drop stays inside the inner 60 % (the safe zone is the inner 80 %) on the theme's blue.
const blanca = `data:image/svg+xml;base64,${Buffer.from(svg.replace(/fill="#[0-9a-f]+"/i, 'fill="#ffffff"')).toString('base64')}`;

const iconos = [
  { archivo: 'pwa-192x192.png', lado: 192, fondo: 'transparent', imagen: uri, escala: 0.9 },
  { archivo: 'pwa-512x512.png', lado: 512, fondo: 'transparent', imagen: uri, escala: 0.9 },
  { archivo: 'maskable-512x512.png', lado: 512, fondo: '#0d6efd', imagen: blanca, escala: 0.6 },
  { archivo: 'apple-touch-icon-180x180.png', lado: 180, fondo: '#ffffff', imagen: uri, escala: 0.75 },
];

const navegador = await chromium.launch({ executablePath: rutaChromium(), args: CHROMIUM_ARGS });
try {
  for (const { archivo, lado, fondo, imagen, escala } of iconos) {
    const pagina = await navegador.newPage({ viewport: { width: lado, height: lado } });
    const medida = Math.round(lado * escala);
    await pagina.setContent(
      `<body style="margin:0;background:${fondo};display:grid;place-items:center;width:${lado}px;height:${lado}px">` +
        `<img src="${imagen}" width="${medida}" height="${medida}"></body>`,
    );
    await pagina.locator('img').evaluate((img) => img.decode());
    await pagina.screenshot({ path: join(publico, archivo), omitBackground: fondo === 'transparent' });
    await pagina.close();
    console.log(`${archivo} (${lado}×${lado})`);
  }
} finally {
  await navegador.close();
}
