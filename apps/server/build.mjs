// Compiles the server for `npm start` (docs/decisions/028): one ES module per entry point in apps/server/dist, with the
// server's sources and the workspace package @aguavend/contract (TypeScript) bundled in, and every package from
// node_modules left as an import, loaded by Node from node_modules as it is (native argon2, PGlite's wasm and data
// files, swagger-ui's static files). Paths computed from import.meta.url live in src/carpetas.ts, which sits at the
// same depth as dist/server.js.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const carpetaServidor = fileURLToPath(new URL('.', import.meta.url));
export const carpetaDist = fileURLToPath(new URL('./dist', import.meta.url));

/** Bare imports (`fastify`, `drizzle-orm/pg-core`) stay imports; our own workspace packages are bundled. */
const dependenciasFuera = {
  name: 'dependencias-fuera',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@aguavend/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function compilarServidor() {
  rmSync(carpetaDist, { recursive: true, force: true });
  await build({
    absWorkingDir: carpetaServidor,
    entryPoints: { server: 'src/server.ts', 'backup-cli': 'src/db/backup-cli.ts' },
    outdir: 'dist',
    bundle: true,
    splitting: true,
    chunkNames: 'comun-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    plugins: [dependenciasFuera],
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await compilarServidor();
