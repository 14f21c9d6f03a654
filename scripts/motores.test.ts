// Every server test file runs on the embedded database in `npm test` but those only PostgreSQL has; CI's PostgreSQL
// pass runs those and the ones listed to run on both engines (apps/server/test/motores.ts). A file in neither list, in both, or listed but gone fails here.
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { EN_AMBOS, SOLO_EMBEBIDA, SOLO_POSTGRES } from '../apps/server/test/motores.ts';

const SERVIDOR = resolve(import.meta.dirname, '../apps/server');

const pruebas = ['src', 'test'].flatMap((carpeta) =>
  readdirSync(join(SERVIDOR, carpeta), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => relative(SERVIDOR, join(e.parentPath, e.name))),
);

it('classifies every server test file for exactly one of the three engine sets', () => {
  expect(pruebas.length).toBeGreaterThan(50);
  const todas = [...EN_AMBOS, ...SOLO_EMBEBIDA, ...SOLO_POSTGRES];
  expect(todas.filter((f, i) => todas.indexOf(f) !== i)).toEqual([]);
  expect([...todas].sort()).toEqual([...pruebas].sort());
});
