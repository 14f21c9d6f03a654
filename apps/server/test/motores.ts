// Which server test files run on which engine (contract §9 "on both databases"; docs/decisions/034). `npm test` runs
// every file on the embedded PGlite but SOLO_POSTGRES; CI's PostgreSQL pass (TEST_DATABASE_URL) runs EN_AMBOS and
// SOLO_POSTGRES. Every server test file is in exactly one of the three sets: scripts/motores.test.ts fails otherwise, so a new file is classified when
// it is added. Paths are relative to apps/server.

/**
 * What differs between the engines: locks, pools and concurrency, timeouts, crashes, streaming backups, prepared
 * statements, migrations; and the SQL that computes money, roll-ups and lists (the server is PostgreSQL 15 here,
 * PGlite is 17: a function or a planner difference shows there).
 */
export const EN_AMBOS = [
  // Engine mechanics.
  'src/db/backup-sesiones.test.ts',
  'src/db/backup.test.ts',
  'src/db/candado.test.ts',
  'src/db/database.test.ts',
  'src/db/sql-actual.test.ts',
  // The logo's bytea goes through the streaming backup (COPY on PostgreSQL).
  'src/modules/ajustes/identidad.routes.test.ts',
  'src/modules/sesion/login-limit.test.ts',
  'src/modules/ventas/turno.test.ts',
  'test/backup-cli.test.ts',
  'test/concurrency.test.ts',
  'test/crash-safety.test.ts',
  'test/respaldo-flujo.test.ts',
  'test/two-servers.test.ts',
  'test/upgrade.test.ts',
  // Money, roll-ups and lists computed in SQL.
  'src/db/listas.test.ts',
  'src/db/resumen.test.ts',
  'src/modules/cortes/cortes.routes.test.ts',
  'src/modules/cuentas/cuentas.routes.test.ts',
  'src/modules/egresos/egresos.routes.test.ts',
  'src/modules/listas/exportes-tabla.test.ts',
  'src/modules/negocio/atencion.routes.test.ts',
  'src/modules/negocio/negocio.routes.test.ts',
  'src/modules/negocio/reporte-tiendas.test.ts',
  'src/modules/ventas/registro.test.ts',
  'src/modules/ventas/ventas.routes.test.ts',
  'test/listas-anual.test.ts',
  'test/listas.test.ts',
  'test/mes-cerrado.test.ts',
  'test/modelo-cuentas.test.ts',
  'test/modelo-dinero.test.ts',
];

/**
 * The same on any engine: configuration, tokens and headers, validation and the route table's generated checks,
 * files and formats, screens' data whose SQL is plain selects and writes, and the demo's content and sweep (the
 * sweep fixes the embedded database's clock, which a PostgreSQL server does not share).
 */
export const SOLO_EMBEBIDA = [
  'src/config.test.ts',
  'src/db/seed-demo-reloj.test.ts',
  'src/db/seed-demo.test.ts',
  'src/lib/log.test.ts',
  'src/lib/tokens.test.ts',
  'src/modules/ajustes/ajustes.routes.test.ts',
  'src/modules/alertas/alertas.routes.test.ts',
  'src/modules/bitacora/bitacora.routes.test.ts',
  'src/modules/catalogos/catalogos.routes.test.ts',
  'src/modules/listas/archivos-celdas.test.ts',
  'src/modules/listas/archivos-formulas.test.ts',
  'src/modules/listas/archivos.test.ts',
  'src/modules/listas/exportes.test.ts',
  'src/modules/listas/listas-celdas.test.ts',
  'src/modules/rolmod/rolmod.test.ts',
  'src/modules/sanitario/adjuntos-limites.test.ts',
  'src/modules/sanitario/adjuntos.routes.test.ts',
  'src/modules/sanitario/archivo.test.ts',
  'src/modules/sanitario/pdf-minimo.test.ts',
  'src/modules/sanitario/sanitario.routes.test.ts',
  'src/modules/sesion/sesion.routes.test.ts',
  'src/modules/tiendas/mi-tienda.routes.test.ts',
  'src/modules/tiendas/tiendas.routes.test.ts',
  'src/modules/ubicaciones/ubicaciones.routes.test.ts',
  'src/modules/usuarios/usuarios.routes.test.ts',
  'src/plugins/auth.test.ts',
  'src/plugins/security.test.ts',
  'test/alcance-tiendas.test.ts',
  'test/alcance.test.ts',
  'test/compresion.test.ts',
  'test/date-bounds.test.ts',
  'test/docs.test.ts',
  'test/embedded-lock.test.ts',
  'test/exportes.test.ts',
  'test/headers.test.ts',
  'test/listas-catalogos.test.ts',
  'test/listas-rolmod.test.ts',
  'test/listas-tiendas.test.ts',
  'test/log-formato.test.ts',
  'test/montos-maximos.test.ts',
  'test/permissions.test.ts',
  'test/route-fuzz.test.ts',
  'test/static-assets.test.ts',
];

/** What only a PostgreSQL server has: a statement timeout that cuts a query while the server goes on answering. */
export const SOLO_POSTGRES = ['test/statement-timeout.test.ts'];
