// Upgrades keep every row: each earlier release's backup (test/fixtures/respaldos) is restored at its own
// schema and brought to the current one by the newest migrations. A migration that fails changes nothing.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Respaldo, restaurarDesde } from '../src/db/backup.ts';
import type { Db } from '../src/db/client.ts';
import { CARPETA_MIGRACIONES, leerMigraciones, migracionesAplicadas, migrate } from '../src/db/migrate.ts';
import { filasRespaldables } from '../src/db/secreto-tokens.ts';
import { createTestApp, useTestApp } from './helpers.ts';
import { detener, iniciarServidor } from './procesos.ts';

const carpetaFixtures = new URL('./fixtures/respaldos/', import.meta.url);
const fixtures = readdirSync(carpetaFixtures).filter((f) => f.endsWith('.json.gz'));

/**
 * Columns added after a release, with the value every restored row must have. A new column is missing here
 * until its default is documented, and the test then fails.
 */
const COLUMNAS_NUEVAS: Record<string, (valor: unknown, fila: Record<string, unknown>) => boolean> = {
  // 0006: sessions signed before the upgrade stay valid (their tokens carry no version: 0).
  'usuarios.version_sesion': (v) => v === 0,
  // 0006: failures recorded before the upgrade have no address.
  'intentos_login.ip': (v) => v === '',
  // 0007: the category named VENTA serves sales, every other one expenses.
  'categorias_transaccion.clase': (v, fila) => v === (fila.tipo === 'VENTA' ? 'VENTA' : 'EGRESO'),
  // 0011–0012: the monthly roll-up counts its sales, rebuilt from them: at least one, at most one per unit sold
  // (src/db/resumen.test.ts holds every roll-up to its rebuild from the sales).
  'ventas_resumen_mensual.ventas': (v, fila) => Number(v) >= 1 && Number(v) <= Number(fila.cantidad),
  // 0015: machines keep recording sales one by one, their meter starts at 0 and they have no price per liter until
  // one is set; products hold no liters until one is set.
  'maquinas.modo_venta': (v) => v === 'POR_VENTA',
  // 0029: a 0 that no corte has used yet cannot be told from one never typed, so it becomes "not recorded".
  'maquinas.lectura_inicial': (v) => v === null,
  'maquinas.precio_litro_inicial': (v) => v === null,
  'productos.litros_por_unidad': (v) => v === 0,
  // 0031: a machine of before has no serial number, brand or installation date until someone records them.
  'maquinas.numero_serie': (v) => v === null,
  'maquinas.marca_modelo': (v) => v === null,
  'maquinas.fecha_instalacion': (v) => v === null,
  // 0033: no next price waits on a machine of before.
  'maquinas.precio_litro_siguiente': (v) => v === null,
  // 0018: no store or address was deleted; addresses of before have no colonia, código postal, municipio, estado or
  // references until someone edits them.
  'tiendas.fecha_eliminacion': (v) => v === null,
  'domicilios.fecha_eliminacion': (v) => v === null,
  'domicilios.colonia': (v) => v === null,
  'domicilios.codigo_postal': (v) => v === null,
  'domicilios.municipio': (v) => v === null,
  'domicilios.estado': (v) => v === null,
  'domicilios.referencias': (v) => v === null,
  // 0019–0020: older products hold no liters, so they carry no IVA (16 % is for containers under 10 L).
  'productos.tasa_iva': (v) => Number(v) === 0,
  // 0022: no product had a minimum stock, so none raises a low-stock alert after the upgrade.
  'productos.stock_minimo': (v) => v === 0,
};

const filas = async (db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;

describe('upgrades keep every row', () => {
  it.each(fixtures)(
    '%s restores at its schema and migrates to the current one',
    async (fixture) => {
      const texto = gunzipSync(readFileSync(new URL(fixture, carpetaFixtures))).toString();
      const respaldo = JSON.parse(texto) as Respaldo;
      const t = await createTestApp();
      try {
        // Through the same reader as `npm run restore`: an earlier release's file is one line, read whole.
        await restaurarDesde(t.database, Readable.from([texto]), true);
        const db = t.database.db;
        expect(await migracionesAplicadas(db)).toBe(leerMigraciones().length);
        for (const [tabla, respaldadas] of Object.entries(respaldo.tablas)) {
          // The token key and the session versions are the two things a restore renews on purpose
          // (backup-sesiones.test.ts): an older release's backup may hold its key, which never comes back.
          const [{ datos }] = (await filas(
            db,
            sql`select coalesce(json_agg(to_jsonb(t) - 'version_sesion' order by 1), '[]') as datos
                from ${sql.identifier(tabla)} t ${filasRespaldables(tabla)}`,
          )) as [{ datos: Record<string, unknown>[] }];
          const antes = (respaldadas as Record<string, unknown>[])
            .filter((f) => tabla !== 'ajustes' || f.clave !== 'jwt_secret')
            .map(({ version_sesion: _, ...f }) => f);
          expect(datos.length, tabla).toBe(antes.length);
          // Rows pair up by the values of the backup's own columns: a migration that updates rows moves
          // them in the table's physical order, which is all `order by 1` gives.
          const columnas = Object.keys((antes[0] ?? {}) as object);
          const clave = (f: Record<string, unknown>) => JSON.stringify(columnas.map((c) => f[c]));
          const porClave = (a: Record<string, unknown>, b: Record<string, unknown>) =>
            clave(a) < clave(b) ? -1 : clave(a) > clave(b) ? 1 : 0;
          const viejas = [...(antes as Record<string, unknown>[])].sort(porClave);
          datos.sort(porClave).forEach((fila, i) => {
            const vieja = viejas[i] as Record<string, unknown>;
            for (const [columna, valor] of Object.entries(fila)) {
              if (columna in vieja) expect(valor, `${tabla}.${columna}`).toEqual(vieja[columna]);
              else
                expect(COLUMNAS_NUEVAS[`${tabla}.${columna}`]?.(valor, fila), `${tabla}.${columna}`).toBe(
                  true,
                );
            }
          });
        }
        // The upgraded database works: its users sign in.
        expect((await t.post('/users/login', { username: 'operador1', password: 'demo12345' })).status).toBe(
          200,
        );
      } finally {
        await t.close();
      }
    },
    120_000,
  );
});

describe('a migration that fails', () => {
  const rota = mkdtempSync(join(tmpdir(), 'aguavend-migraciones-'));
  afterAll(() => rmSync(rota, { recursive: true, force: true }));
  cpSync(CARPETA_MIGRACIONES, rota, { recursive: true });
  // A first statement that works, then one that cannot: neither may remain.
  writeFileSync(
    join(rota, '9999_rota.sql'),
    'create table prueba_rota (id int);\n--> statement-breakpoint\ninsert into tabla_que_no_existe values (1);\n',
  );
  const journal = JSON.parse(readFileSync(join(rota, 'meta/_journal.json'), 'utf8'));
  journal.entries.push({
    idx: journal.entries.length,
    version: '7',
    when: Date.now() + 1e9,
    tag: '9999_rota',
    breakpoints: true,
  });
  writeFileSync(join(rota, 'meta/_journal.json'), JSON.stringify(journal));

  it('leaves the database exactly as it was', async () => {
    const t = await useTestApp();
    const esquema = sql`select table_name from information_schema.tables where table_schema in ('public', 'drizzle') order by 1`;
    const antes = {
      tablas: await filas(t.database.db, esquema),
      migraciones: await migracionesAplicadas(t.database.db),
    };
    await expect(migrate(t.database, { carpeta: rota })).rejects.toThrow();
    expect({
      tablas: await filas(t.database.db, esquema),
      migraciones: await migracionesAplicadas(t.database.db),
    }).toEqual(antes);
  });

  it('keeps the server from opening its port, and the next start finds no half-applied schema', async () => {
    const datos = mkdtempSync(join(tmpdir(), 'aguavend-rota-'));
    try {
      const s = await iniciarServidor({ DATA_DIR: datos, MIGRATIONS_DIR: rota });
      expect(await s.fin).toBe(1);
      expect(s.salida()).toContain('quedó como estaba y el servidor no arrancó');
      await expect(fetch(`${s.url}/health`)).rejects.toThrow();
      await detener(s);
      // The next start with the real migrations finds no half-applied schema.
      const bien = await iniciarServidor({ DATA_DIR: datos });
      try {
        expect((await fetch(`${bien.url}/health`)).status).toBe(200);
      } finally {
        await detener(bien);
      }
    } finally {
      rmSync(datos, { recursive: true, force: true });
    }
  }, 60_000);
});
