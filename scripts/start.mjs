// npm start: the compiled server (apps/server/dist), serving the panel and the API on PORT (3000) with the embedded database in DATA_DIR (./data).
import { buildServerIfStale, buildWebIfStale, runServer } from './lib.mjs';

buildWebIfStale();
await buildServerIfStale();
runServer();
