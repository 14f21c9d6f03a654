// Every server test file runs on the embedded database in `npm test`; CI's PostgreSQL pass runs those listed to run on
// both engines (apps/server/test/motores.ts). A file in neither list, in both, or listed but gone fails here.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { EN_AMBOS, SOLO_EMBEBIDA } from '../apps/server/test/motores.ts';

const SERVIDOR = resolve(import.meta.dirname, '../apps/server');

const pruebas = ['src', 'test'].flatMap((carpeta) =>
  readdirSync(join(SERVIDOR, carpeta), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => relative(SERVIDOR, join(e.parentPath, e.name))),
);

it('classifies every server test file for exactly one of the two engine sets', () => {
  expect(pruebas.length).toBeGreaterThan(50);
  expect(EN_AMBOS.filter((f) => SOLO_EMBEBIDA.includes(f))).toEqual([]);
  expect([...EN_AMBOS, ...SOLO_EMBEBIDA].sort()).toEqual([...pruebas].sort());
});
