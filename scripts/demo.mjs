// npm run demo: a populated panel in its own data directory (./data-demo) with known credentials.
import { buildServerIfStale, buildWebIfStale, runServer } from './lib.mjs';

const username = process.env.ADMIN_USERNAME || 'admin';
const password = process.env.ADMIN_PASSWORD || 'demo12345';
buildWebIfStale();
await buildServerIfStale();
console.log(
  `\nDemo de AguaVend: http://localhost:${process.env.PORT || 3000}  usuario "${username}"  contraseña "${password}"\n`,
);
runServer({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR || './data-demo',
  SEED_DEMO: '1',
  ADMIN_USERNAME: username,
  ADMIN_PASSWORD: password,
});
