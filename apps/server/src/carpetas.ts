// Folders the server reads at run time, found from this file's own place. Under tsx it is apps/server/src/carpetas.ts;
// compiled, its code lives in apps/server/dist/server.js (docs/decisions/028). Both sit one level below
// apps/server, so the same relative paths serve both. Keep every path computed from import.meta.url here.
import { fileURLToPath } from 'node:url';

/** The committed SQL migrations (apps/server/drizzle). */
export const CARPETA_MIGRACIONES = fileURLToPath(new URL('../drizzle', import.meta.url));

/** The current definition of each SQL function, trigger and view (apps/server/sql, decision 035). */
export const CARPETA_SQL = fileURLToPath(new URL('../sql', import.meta.url));

/** The built web app (apps/web/dist), unless WEB_DIST names another folder. */
export const CARPETA_WEB = fileURLToPath(new URL('../../web/dist', import.meta.url));
