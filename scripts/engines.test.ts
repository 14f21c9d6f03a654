// The machines run Node 20.19+: every installed package must accept it (docs/decisions/018). npm only warns
// (EBADENGINE) when one does not, so a dependency update that quietly requires Node 22 fails here instead.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

const NODE_MINIMO = '20.19.0';

it(`every package in the lockfile accepts Node ${NODE_MINIMO}`, () => {
  const lock = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
  };
  const paquetes = Object.entries(lock.packages);
  expect(paquetes.length).toBeGreaterThan(100);
  const rechazan = paquetes
    .map(([ruta, p]) => ({ ruta, node: Array.isArray(p.engines) ? undefined : p.engines?.node }))
    .filter(({ node }) => node !== undefined && !semver.satisfies(NODE_MINIMO, node))
    .map(({ ruta, node }) => `${ruta} (${node})`);
  expect(rechazan).toEqual([]);
});
