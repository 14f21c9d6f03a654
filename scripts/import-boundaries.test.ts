// The layering rules, checked by reading every import of the source files (docs/decisions/013):
//   server: lib/ imports neither db/ nor modules/; plugins/ never import modules/;
//   web: a feature never imports another feature; shared code (components/, lib/) imports neither
//   features/ nor app/.
// Test files are left out: a test may set up whatever it needs.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = resolve(import.meta.dirname, '..');
const SERVIDOR = join(RAIZ, 'apps/server/src');
const WEB = join(RAIZ, 'apps/web/src');

/** Every .ts/.tsx file under `carpeta`, tests excluded. */
function fuentes(carpeta: string): string[] {
  return readdirSync(carpeta, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

/** Static imports, re-exports and dynamic imports of relative paths, resolved to absolute paths. */
function importsDe(archivo: string, texto = readFileSync(archivo, 'utf8')): string[] {
  const especificadores = [
    ...texto.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]/gms),
    ...texto.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...texto.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] as string);
  return especificadores.filter((e) => e.startsWith('.')).map((e) => resolve(dirname(archivo), e));
}

const dentro = (ruta: string, carpeta: string) => !relative(carpeta, ruta).startsWith('..');
const corto = (ruta: string) => relative(RAIZ, ruta);

type Regla = { desde: string; prohibido: (destino: string, origen: string) => boolean };

function violaciones(reglas: Regla[]): string[] {
  const encontradas: string[] = [];
  for (const { desde, prohibido } of reglas) {
    for (const archivo of fuentes(desde)) {
      for (const destino of importsDe(archivo)) {
        if (prohibido(destino, archivo)) encontradas.push(`${corto(archivo)} → ${corto(destino)}`);
      }
    }
  }
  return encontradas;
}

/** The feature folder a path lies in (`ventas` for apps/web/src/features/ventas/api/x.ts), if any. */
const featureDe = (ruta: string) =>
  dentro(ruta, join(WEB, 'features')) ? relative(join(WEB, 'features'), ruta).split(/[\\/]/)[0] : undefined;

const REGLAS_SERVIDOR: Regla[] = [
  {
    desde: join(SERVIDOR, 'lib'),
    prohibido: (d) => dentro(d, join(SERVIDOR, 'db')) || dentro(d, join(SERVIDOR, 'modules')),
  },
  { desde: join(SERVIDOR, 'plugins'), prohibido: (d) => dentro(d, join(SERVIDOR, 'modules')) },
];

const REGLAS_WEB: Regla[] = [
  {
    desde: join(WEB, 'features'),
    prohibido: (d, o) => featureDe(d) !== undefined && featureDe(d) !== featureDe(o),
  },
  ...['components', 'lib'].map((compartido) => ({
    desde: join(WEB, compartido),
    prohibido: (d: string) => dentro(d, join(WEB, 'features')) || dentro(d, join(WEB, 'app')),
  })),
];

describe('import boundaries', () => {
  it("the server's lib/ imports neither db/ nor modules/, and plugins/ never import modules/", () => {
    expect(violaciones(REGLAS_SERVIDOR)).toEqual([]);
  });

  it('a web feature never imports another feature; components/ and lib/ import neither features/ nor app/', () => {
    expect(violaciones(REGLAS_WEB)).toEqual([]);
  });

  it('reads every kind of import, so a forbidden one cannot hide', () => {
    const archivo = join(SERVIDOR, 'lib/ejemplo.ts');
    const texto = [
      "import { a } from '../db/client.ts';",
      "import type {\n  B,\n} from '../modules/x/y.ts';",
      "export { c } from './otro.ts';",
      "import '../db/efecto.ts';",
      "const d = await import('../modules/z.ts');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsDe(archivo, texto).map(corto)).toEqual([
      'apps/server/src/db/client.ts',
      'apps/server/src/modules/x/y.ts',
      'apps/server/src/lib/otro.ts',
      'apps/server/src/db/efecto.ts',
      'apps/server/src/modules/z.ts',
    ]);
  });
});
