// Every clock read in a test, a test helper, a seed or the bench is listed in docs/reloj.md with why it does not
// make the test depend on the moment it runs at: a file whose count of reads differs from its row fails here, so a
// new read is looked at when it is added.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const RAIZ = resolve(import.meta.dirname, '..');
const LECTURA = /now\(\)|new Date\(\)|Date\.now\(\)/g;
const FUERA = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);

/** Every file under `carpeta` (relative to the root), build output and dependencies left out. */
function todos(carpeta: string): string[] {
  return readdirSync(join(RAIZ, carpeta), { withFileTypes: true }).flatMap((e) => {
    const ruta = `${carpeta}/${e.name}`;
    if (e.isDirectory()) return FUERA.has(e.name) || e.name.startsWith('.') ? [] : todos(ruta);
    return e.isFile() ? [ruta] : [];
  });
}

/** Tests, test helpers and fixtures, the seeds and the bench: the files whose clock reads are listed. */
const vigilado = (ruta: string) =>
  /\.(ts|tsx|mjs)$/.test(ruta) &&
  (/\.test\.tsx?$/.test(ruta) ||
    /^(apps\/web\/e2e|apps\/server\/test|apps\/web\/src\/test|bench)\//.test(ruta) ||
    /^apps\/server\/src\/db\/seed-[^/]+\.ts$/.test(ruta));

const contar = (texto: string) => texto.match(LECTURA)?.length ?? 0;

function enElCodigo(): Map<string, number> {
  const cuentas = new Map<string, number>();
  for (const ruta of ['apps', 'packages', 'scripts', 'bench'].flatMap(todos).filter(vigilado)) {
    const n = contar(readFileSync(join(RAIZ, ruta), 'utf8'));
    if (n > 0) cuentas.set(ruta, n);
  }
  return cuentas;
}

/** The rows `| \`path\` | N | why |` of docs/reloj.md. */
function enElDocumento(): Map<string, number> {
  const texto = readFileSync(join(RAIZ, 'docs/reloj.md'), 'utf8');
  return new Map(
    [...texto.matchAll(/^\|\s*`([^`]+)`\s*\|\s*(\d+)\s*\|/gm)].map((m) => [m[1] as string, Number(m[2])]),
  );
}

describe('clock reads in tests (docs/reloj.md)', () => {
  it('each file that reads the clock has its row in docs/reloj.md, with the same count', () => {
    const codigo = enElCodigo();
    const documento = enElDocumento();
    const diferencias = [...new Set([...codigo.keys(), ...documento.keys()])]
      .filter((ruta) => codigo.get(ruta) !== documento.get(ruta))
      .map(
        (ruta) =>
          `${ruta}: ${codigo.get(ruta) ?? 0} en el código, ${documento.get(ruta) ?? 0} en docs/reloj.md`,
      );
    expect(diferencias).toEqual([]);
  });

  it('counts each read once, whichever its kind, and no date built from a given value', () => {
    const ahora = 'now' + '()';
    const texto = [
      `const a = Date.${ahora};`,
      `const b = new Date(${''});`,
      `sql\`update t set f = ${ahora}\`;`,
      `const c = performance.${ahora} - t0;`,
      "const d = new Date('2026-03-31T23:30:00-06:00');",
      'const e = new Date(f.getTime());',
    ].join('\n');
    expect(contar(texto)).toBe(4);
    expect(vigilado('apps/server/src/db/seed-demo.ts')).toBe(true);
    expect(vigilado('apps/server/src/modules/ventas/ventas.repository.ts')).toBe(false);
  });
});
