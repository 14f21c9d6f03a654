// The long files that scripts/orden-pruebas.ts starts first exist under these paths, and come first in that order.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { LARGAS, puesto } from './orden-pruebas.ts';

const RAIZ = resolve(import.meta.dirname, '..');
const spec = (ruta: string) => ({ moduleId: resolve(RAIZ, ruta) }) as TestSpecification;

describe('orden de las pruebas', () => {
  it.each(LARGAS)('%s existe (renombrado, dejaría de empezar primero sin que nadie lo note)', (ruta) => {
    expect(existsSync(resolve(RAIZ, ruta))).toBe(true);
  });

  it('las largas van primero, de la más larga a la más corta, y las demás después', () => {
    const puestos = LARGAS.map((ruta) => puesto(spec(ruta)));
    expect(puestos).toEqual(LARGAS.map((_, i) => i));
    expect(puesto(spec('apps/server/src/lib/log.test.ts'))).toBe(LARGAS.length);
  });
});
