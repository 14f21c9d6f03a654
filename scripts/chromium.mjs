// Debian's Chromium for every browser the repository drives (the browser tests, Lighthouse, the icons): where it is,
// and the flags it runs with here (no sandbox in a container, no GPU, no background traffic to the outside).
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Chromium's path (CHROMIUM_PATH, /usr/bin/chromium by default); a missing browser fails loudly, saying how to get it. */
export function rutaChromium() {
  const ruta = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(ruta)) {
    throw new Error(
      `No se encontró Chromium en ${ruta}. Instálelo con "apt-get update && apt-get install -y chromium" o indique su ruta en CHROMIUM_PATH.`,
    );
  }
  return ruta;
}
