// npm start: the panel and the API on PORT (3000) with the embedded database in DATA_DIR (./data).
import { buildWebIfStale, runServer } from './lib.mjs';

buildWebIfStale();
runServer();
