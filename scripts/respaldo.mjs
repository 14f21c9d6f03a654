// npm run backup [FILE] · npm run restore FILE [--force]: the compiled backup command (apps/server/dist/backup-cli.js),
// built first when stale, as npm start builds the server (docs/decisions/028).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildServerIfStale, root } from './lib.mjs';

await buildServerIfStale();
const r = spawnSync(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/backup-cli.js'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
process.exit(r.status ?? 1);
