// Bootstrap's stylesheet cut down to the rules the panel can use (docs/decisions/033).
//
// The whole stylesheet is 23 KB of brotli, render-blocking, and Lighthouse counted 91 % of it unused on Inicio; on a
// phone it shared the first download with the main script, and the browser parsed and indexed every rule before
// the first paint. PurgeCSS keeps a rule when a word of the code that can write the page's classes names its
// selector: the screens' code, the contract, index.html, and the react-bootstrap components the screens import.
// Those components join their prefix to a fixed part (`${bsPrefix}-dialog` in the modal is `modal-dialog`): their
// files are read for both. They also build class names from their props (`<Col xxl={6}>` is `col-xxl-6`, `<Button
// variant="light">` is `btn-light`), and the screens build some from data (`text-${color}`): no single word names
// those, so their families are kept whole (`COMPUESTAS`). The custom properties, keyframes and font faces all stay.
// In development (`vite serve`) the stylesheet is whole.
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PurgeCSS } from 'purgecss';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const BOOTSTRAP_CSS = /\/bootstrap\/dist\/css\/bootstrap(\.min)?\.css$/;

const COLORES = 'primary|secondary|success|danger|warning|info|light|dark|body|white|black|muted';
const PUNTOS = 'sm|md|lg|xl|xxl';

/**
 * The class names built from a prop or from data: each family whole, as no word of the code names its members. Only
 * the families of the react-bootstrap components the panel uses and of its own templates.
 */
export const COMPUESTAS: RegExp[] = [
  // A button's or an alert's variant, a badge's bg, a list item's or a table's variant; the screens' text-${color}
  // and the change's bg-${tono}-subtle text-${tono}-emphasis.
  new RegExp(
    `^(btn|btn-outline|alert|bg|text|text-bg|list-group-item|table)-(${COLORES})(-subtle|-emphasis)?$`,
  ),
  // The grid: <Col xs md xxl>, <Row xs md> columns, gaps.
  new RegExp(`^col(-(${PUNTOS}))?(-(\\d+|auto))?$`),
  new RegExp(`^row-cols(-(${PUNTOS}))?-(\\d+|auto)$`),
  new RegExp(`^(g|gx|gy|gap)(-(${PUNTOS}))?-\\d$`),
  // Sizes and kinds of the components.
  /^(btn|btn-group|form-control|form-select|input-group|pagination|modal|table|spinner-border|spinner-grow)-(sm|lg|xl)$/,
  /^(spinner-border|spinner-grow|form-switch|form-check-inline|form-check-reverse|form-control-plaintext)$/,
  /^table-(striped|bordered|borderless|hover|responsive)$/,
  /^modal-(dialog-centered|dialog-scrollable|fullscreen|static)$/,
  new RegExp(`^offcanvas(-(start|end|top|bottom|${PUNTOS}))?$`),
  new RegExp(`^dropdown-menu(-(${PUNTOS}))?-(start|end)$`),
  /^nav-(tabs|pills|underline|fill|justified)$/,
  /^list-group-(flush|item-action)$/,
  // States set while a component moves or is validated.
  /^(show|showing|hiding|fade|collapse|collapsing|active|disabled|was-validated|is-valid|is-invalid)$/,
  /^(modal|offcanvas)-backdrop$/,
  /^(in)?valid-(feedback|tooltip)$/,
];

/** The screens' .ts and .tsx files under `carpeta`, without their unit tests. */
async function pantallas(carpeta: string): Promise<string[]> {
  const entradas = await readdir(carpeta, { recursive: true, withFileTypes: true });
  return entradas
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/**
 * The files of the react-bootstrap components that `archivos` import, with the files those import in turn: their
 * words are the classes the components write. Its other components (a carousel, an accordion) name rules the panel
 * never draws.
 */
async function componentes(archivos: string[]): Promise<string[]> {
  const esm = join(dirname(require.resolve('react-bootstrap/package.json')), 'esm');
  const pendientes: string[] = [];
  for (const archivo of archivos) {
    const codigo = await readFile(archivo, 'utf8');
    for (const [, nombres = ''] of codigo.matchAll(/import \{([^}]+)\} from 'react-bootstrap'/g))
      for (const nombre of nombres.split(',')) {
        const n = nombre.trim();
        if (/^[A-Z]\w*$/.test(n) && !n.endsWith('Props')) pendientes.push(join(esm, `${n}.js`));
      }
  }
  const vistos = new Set<string>();
  for (let archivo = pendientes.pop(); archivo; archivo = pendientes.pop()) {
    if (vistos.has(archivo)) continue;
    vistos.add(archivo);
    const codigo = await readFile(archivo, 'utf8');
    for (const [, ruta = ''] of codigo.matchAll(/from '\.\/([\w-]+)(\.js)?'/g))
      pendientes.push(join(esm, `${ruta}.js`));
  }
  return [...vistos];
}

/**
 * The words of a react-bootstrap file, and the class names it composes from its prefix: in the modal's dialog,
 * whose prefix is `modal`, `${bsPrefix}-dialog` and `${bsPrefix}-content` are `modal-dialog` and `modal-content`.
 */
export function clasesDeComponente(codigo: string): string[] {
  const palabras = codigo.match(/[\w-]+/g) ?? [];
  const prefijos = [...codigo.matchAll(/useBootstrapPrefix\(\s*\w+,\s*'([\w-]+)'/g)].map((m) => m[1]);
  const sufijos = [...codigo.matchAll(/\$\{\w*[pP]refix\}-([\w-]+)/g)].map((m) => m[1]);
  return [...palabras, ...prefijos.flatMap((p) => sufijos.map((s) => `${p}-${s}`))];
}

/** Bootstrap's stylesheet (`css`) with only the rules whose classes the web app in `web` can use. */
export async function bootstrapUsado(css: string, web: string): Promise<string> {
  const codigo = await pantallas(join(web, 'src'));
  const [resultado] = await new PurgeCSS().purge({
    content: [
      join(web, 'index.html'),
      ...codigo,
      join(web, '../../packages/contract/src/**/*.ts'),
      ...(await componentes(codigo)),
    ],
    css: [{ raw: css }],
    // react-bootstrap's files are the only .js among them.
    extractors: [{ extractor: clasesDeComponente, extensions: ['js'] }],
    safelist: { standard: COMPUESTAS },
    // The theme's custom properties are read by the panel's own styles and by react-bootstrap at run time.
    variables: false,
    keyframes: false,
    fontFace: false,
  });
  if (!resultado) throw new Error('PurgeCSS no devolvió la hoja de Bootstrap');
  return resultado.css;
}

/** In a build, Bootstrap's stylesheet as the panel imports it (main.tsx) is cut down before Vite hashes it. */
export function bootstrapRecortado(web: string): Plugin {
  return {
    name: 'aguavend:bootstrap-usado',
    apply: 'build',
    enforce: 'pre',
    async transform(codigo, id) {
      if (!BOOTSTRAP_CSS.test(id)) return;
      return { code: await bootstrapUsado(codigo, web), map: null };
    },
  };
}
