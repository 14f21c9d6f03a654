// The order in which Vitest starts the test files. Its own order puts the longest files first only when it has
// timed them before (its cache, which a clean clone lacks); otherwise the largest files go first. On CI's two
// workers the clock sweep of the demo (six minutes, a small file) then started last and ran alone for its last
// four: `npm run test:unit` took 804 s where the work fitted in about 580. The files that take longest on a clean
// clone are named here, longest first, so they start at once, one per worker, and the short files fill the rest.
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Paths from the repository's root, longest first (seconds on CI's machine, 2026-11-28). */
export const LARGAS = [
  'apps/server/src/db/seed-demo-reloj.test.ts', // 362 with 106 moments; about 225 with today's 66
  'apps/server/test/route-fuzz.test.ts', // 115
  'apps/server/src/db/backup.test.ts', // 86
  'apps/server/test/respaldo-flujo.test.ts', // 83
  'apps/server/src/modules/negocio/negocio.routes.test.ts', // 40
  'apps/server/test/embedded-lock.test.ts', // 39
  'apps/server/test/upgrade.test.ts', // 34
] as const;

const RAIZ = resolve(import.meta.dirname, '..');

/** Where a file stands among the long ones; the rest come after them, in Vitest's own order. */
export function puesto(spec: TestSpecification): number {
  const i = (LARGAS as readonly string[]).indexOf(relative(RAIZ, spec.moduleId));
  return i === -1 ? LARGAS.length : i;
}

export class LargasPrimero extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const suyo = await super.sort(files);
    // Array.prototype.sort is stable: within each place Vitest's order stays.
    return suyo.sort((a, b) => puesto(a) - puesto(b));
  }
}
