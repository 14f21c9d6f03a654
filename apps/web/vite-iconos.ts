// The icon font the panel ships: Bootstrap Icons cut down to the icons its code names (docs/decisions/031).
//
// The whole font is 135 KB of woff2 for some 2,000 icons, and every signed-in screen's first load downloaded it
// (the sidebar shows icons); the panel uses about 50. `virtual:iconos.css` is Bootstrap Icons' stylesheet for just
// those, with the font subset inlined as a data: URL (a few KB, no request of its own). Which icons: every word of
// apps/web/src that names one ('bell', 'bi-bell', "bi bi-bell"), so an icon named anywhere in the code is in,
// whether written in a className, a template or a table of entries; words that happen to be icon names ('table',
// 'list') come along at no harm. The one place where icons come from data, a role module's icon (Roles y módulos),
// loads the whole stylesheet on that screen. In development (`vite serve`) it is the whole stylesheet.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const ID = 'virtual:iconos.css';
const require = createRequire(import.meta.url);
const carpetaFuente = join(require.resolve('bootstrap-icons/package.json'), '..', 'font');

/** Every word (`[a-z0-9]` joined by dashes, without a `bi-` prefix) of the .ts and .tsx files under `carpeta`. */
export async function palabrasDelCodigo(carpeta: string): Promise<Set<string>> {
  const palabras = new Set<string>();
  const entradas = await readdir(carpeta, { recursive: true, withFileTypes: true });
  for (const e of entradas) {
    if (!e.isFile() || !/\.tsx?$/.test(e.name)) continue;
    const codigo = await readFile(join(e.parentPath, e.name), 'utf8');
    for (const [palabra] of codigo.matchAll(/[a-z0-9]+(?:-[a-z0-9]+)*/g))
      palabras.add(palabra.replace(/^bi-/, ''));
  }
  return palabras;
}

/** The icons among `palabras` (name → code point), in Bootstrap Icons' order. */
export async function iconosNombrados(palabras: Set<string>): Promise<[string, number][]> {
  const todos: Record<string, number> = JSON.parse(
    await readFile(join(carpetaFuente, 'bootstrap-icons.json'), 'utf8'),
  );
  return Object.entries(todos).filter(([nombre]) => palabras.has(nombre));
}

/** Bootstrap Icons' stylesheet for `iconos` alone, its font subset inlined. */
export async function hojaDeIconos(iconos: [string, number][]): Promise<string> {
  const completa = await readFile(join(carpetaFuente, 'fonts/bootstrap-icons.woff2'));
  const subconjunto = await subsetFont(completa, String.fromCodePoint(...iconos.map(([, c]) => c)), {
    targetFormat: 'woff2',
  });
  // The rules every icon shares, as Bootstrap Icons writes them, under a family of its own: the whole stylesheet,
  // when a screen loads it, names its own family with !important after this one, and wins.
  const base = (await readFile(join(carpetaFuente, 'bootstrap-icons.css'), 'utf8'))
    .match(/\.bi::before,[\s\S]*?\n}\n/)?.[0]
    ?.replace('font-family: bootstrap-icons !important;', 'font-family: av-iconos !important;');
  if (!base) throw new Error('bootstrap-icons.css cambió: no se encontró la regla común de los iconos');
  return [
    `@font-face { font-display: block; font-family: "av-iconos"; src: url("data:font/woff2;base64,${subconjunto.toString('base64')}") format("woff2"); }`,
    base,
    ...iconos.map(([nombre, c]) => `.bi-${nombre}::before { content: "\\${c.toString(16)}"; }`),
  ].join('\n');
}

/** `import 'virtual:iconos.css'`: the icons the sources under `fuentes` name (all of them in development). */
export function iconos(fuentes: string): Plugin {
  let desarrollo = false;
  return {
    name: 'aguavend:iconos',
    configResolved(config) {
      desarrollo = config.command === 'serve';
    },
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    async load(id) {
      if (id !== `\0${ID}`) return;
      if (desarrollo) return `@import 'bootstrap-icons/font/bootstrap-icons.min.css';`;
      return hojaDeIconos(await iconosNombrados(await palabrasDelCodigo(fuentes)));
    },
  };
}
