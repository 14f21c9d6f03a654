// The icon font the panel ships: Bootstrap Icons cut down to the icons its code names (docs/decisions/031).
//
// The whole font is 135 KB of woff2 for some 2,000 icons, and every signed-in screen's first load downloaded it
// (the sidebar shows icons); the panel uses about 50. `virtual:iconos.css` is Bootstrap Icons' stylesheet for just
// those, with the font subset inlined as a data: URL (a few KB, no request of its own). Which icons: those the
// screens' code names as a class ('bi-bell', "bi bi-bell", `bi-${…}`'s own `bi-…`) or as a whole string literal
// (`icon: 'cash-coin'`, `icon="bell"`), so a name written in a className, a template or a table of entries is in;
// words of comments and names in the code that happen to be icon names ('table', 'filter') are not, since they
// weighed half the font. The one place where icons come from data, a role module's icon (Roles y módulos), loads the
// whole stylesheet on that screen. In development (`vite serve`) it is the whole stylesheet.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const ID = 'virtual:iconos.css';
const require = createRequire(import.meta.url);
const carpetaFuente = join(require.resolve('bootstrap-icons/package.json'), '..', 'font');

/**
 * The names (`[a-z0-9]` joined by dashes, without a `bi-` prefix) that the screens' .ts and .tsx files under
 * `carpeta` write as a `bi-` class or as a whole string literal; unit tests are not screens and are left out.
 */
export async function nombresDelCodigo(carpeta: string): Promise<Set<string>> {
  const nombres = new Set<string>();
  const entradas = await readdir(carpeta, { recursive: true, withFileTypes: true });
  for (const e of entradas) {
    if (!e.isFile() || !/\.tsx?$/.test(e.name) || /\.test\.tsx?$/.test(e.name)) continue;
    const codigo = await readFile(join(e.parentPath, e.name), 'utf8');
    for (const clase of codigo.matchAll(/\bbi-([a-z0-9]+(?:-[a-z0-9]+)*)/g))
      if (clase[1]) nombres.add(clase[1]);
    for (const literal of codigo.matchAll(/(['"`])([a-z0-9]+(?:-[a-z0-9]+)*)\1/g))
      if (literal[2]) nombres.add(literal[2]);
  }
  return nombres;
}

/** The icons among `nombres` (name → code point), in Bootstrap Icons' order. */
export async function iconosNombrados(nombres: Set<string>): Promise<[string, number][]> {
  const todos: Record<string, number> = JSON.parse(
    await readFile(join(carpetaFuente, 'bootstrap-icons.json'), 'utf8'),
  );
  return Object.entries(todos).filter(([nombre]) => nombres.has(nombre));
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
      return hojaDeIconos(await iconosNombrados(await nombresDelCodigo(fuentes)));
    },
  };
}
