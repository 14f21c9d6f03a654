// Backup and restore of either database as one JSON file: every table's rows read in one consistent
// snapshot, with the schema version (migrations applied) they were read at. A restore rebuilds the schema of
// that version, writes the rows back in foreign-key order with the triggers off, moves sequences past the
// highest id, then applies the newer migrations: a backup of any earlier release upgrades like a live database.
// All of it is one transaction, so a restore that fails leaves the database as it was.
// Both directions stream: the file holds one row per line, and a raw-bytes value (an attachment) one piece per line,
// written as they are read and read back line by line, so memory stays flat however large the database and its
// attachments grow (on PostgreSQL the pieces come through COPY, decision 010's addendum).
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { to as copiarA } from 'pg-copy-streams';
import type { Database, Db } from './client.ts';
import { aplicarMigraciones, leerMigraciones, migracionesAplicadas } from './migrate.ts';
import { TABLAS_RESUMEN } from './schema/ventas.ts';
import { filasRespaldables, terminarSesiones, versionSesionMaxima } from './secreto-tokens.ts';

const FORMATO = 'aguavend-respaldo';

/** Parents before children, so the foreign keys hold while rows go back in. */
export const ORDEN_TABLAS = [
  'ajustes',
  // The business's identity and its logo (schema/negocio.ts).
  'identidad_negocio',
  'roles',
  'usuarios',
  'maquinas',
  'usuario_maquina',
  'modulos',
  'urls',
  'rol_modulo',
  'modulo_url',
  'productos',
  'categorias_transaccion',
  'tiendas',
  'domicilios',
  'ventas_maquina',
  'transacciones',
  'egresos',
  // A corte points at its water sale and at the deposit that carried its cash.
  'depositos',
  'cortes',
  // Host stores' accounts (schema/cuentas.ts).
  'usuario_tienda',
  'ubicaciones',
  'convenios',
  'convenio_productos',
  'meses_cerrados',
  'estados_cuenta',
  'estado_cuenta_maquinas',
  'estado_cuenta_lineas',
  'ajustes_tienda',
  'pagos_tienda',
  // Machine care (schema/cuidado.ts): a replacement entry points at its consumable, an attachment at its entry.
  'consumibles',
  'registros_sanitarios',
  'adjuntos_sanitarios',
  'tareas_sanitarias',
  'alertas',
  'alertas_leidas',
  'alertas_estado',
  ...TABLAS_RESUMEN,
  'bitacora',
  'tokens_revocados',
  'intentos_login',
  'descargas',
] as const;

/** What this release writes: version 2 carries the schema version (`migraciones`) it was read at. */
type RespaldoActual = {
  formato: typeof FORMATO;
  version: 2;
  migraciones: number;
  fecha: string;
  tablas: Record<string, unknown[]>;
};
/** Version 1, the first release's backups, was always at its 6 migrations. */
export type Respaldo = RespaldoActual | (Omit<RespaldoActual, 'version' | 'migraciones'> & { version: 1 });

/** Backups of version 1 were written by the release whose schema had its first six migrations. */
const MIGRACIONES_VERSION_1 = 6;

type Filas<T> = { rows: T[] };
const filas = async <T>(db: Db, consulta: ReturnType<typeof sql>) =>
  ((await db.execute(consulta)) as unknown as Filas<T>).rows;

/** The tables of the schema; a table missing from ORDEN_TABLAS is an error, so a new one cannot be forgotten. */
async function tablasDelEsquema(db: Db): Promise<string[]> {
  const existentes = (
    await filas<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  ).map((f) => f.table_name);
  const olvidadas = existentes.filter((t) => !(ORDEN_TABLAS as readonly string[]).includes(t));
  if (olvidadas.length > 0)
    throw new Error(`Tablas sin lugar en ORDEN_TABLAS (db/backup.ts): ${olvidadas.join(', ')}`);
  return ORDEN_TABLAS.filter((t) => existentes.includes(t));
}

/** Rows fetched at a time, and raw bytes read at a time from one value (an attachment). */
const FILAS_POR_LECTURA = 500;
const BYTES_POR_TROZO = 32 * 1024;
/** How a bytea value's list of pieces opens: its first item is the `\x` that hex bytea text starts with. */
const ABRE_BYTEA = '["\\\\x"';

/** The raw-bytes (bytea) columns of each table: their values are read apart, a piece at a time. */
async function columnasBytea(db: Db): Promise<Map<string, string[]>> {
  const columnas = await filas<{ tabla: string; columna: string }>(
    db,
    sql`select table_name as tabla, column_name as columna from information_schema.columns
        where table_schema = 'public' and data_type = 'bytea' order by ordinal_position`,
  );
  const porTabla = new Map<string, string[]>();
  for (const { tabla, columna } of columnas) porTabla.set(tabla, [...(porTabla.get(tabla) ?? []), columna]);
  return porTabla;
}

/**
 * One table's rows, one per line, through a cursor. A bytea value leaves its row's JSON and follows it as a list of
 * hex pieces, one per line, read from the row version this snapshot sees (its ctid): no line, and no string in
 * memory, is larger than a piece, whatever the value's size. JSON.parse still reads the file (the value as a list).
 */
async function escribirFilas(
  db: Db,
  tabla: string,
  bytea: string[],
  escribir: (texto: string | Buffer) => Promise<void>,
  copia: pg.Client | undefined,
): Promise<number> {
  const t = sql.identifier(tabla);
  const fila =
    bytea.length === 0
      ? sql`row_to_json(t)::text`
      : sql`(to_jsonb(t)${sql.join(
          bytea.map((c) => sql` - ${c}::text`),
          sql``,
        )})::text`;
  const largos = bytea.map(
    (c, i) => sql`, octet_length(${sql.identifier(c)}) as ${sql.identifier(`largo${i}`)}`,
  );
  await db.execute(
    sql`declare respaldo_filas no scroll cursor for select ${fila} as fila, ctid::text as ctid${sql.join(largos, sql``)} from ${t} t ${filasRespaldables(tabla)}`,
  );
  let n = 0;
  for (;;) {
    const lote = await filas<Record<string, unknown> & { fila: string; ctid: string }>(
      db,
      sql`fetch ${sql.raw(String(FILAS_POR_LECTURA))} from respaldo_filas`,
    );
    for (const f of lote) {
      const largos = bytea.map((c, i) => [c, f[`largo${i}`] as number | null] as const);
      // A row's JSON always has other columns before these, so each goes after a comma.
      const nulos = largos.filter(([, largo]) => largo === null).map(([c]) => `,${JSON.stringify(c)}:null`);
      const fila = bytea.length === 0 ? f.fila : f.fila.slice(0, -1) + nulos.join('');
      await escribir(`${n++ > 0 ? ',' : ''}${fila}`);
      let abierta = false;
      for (const [c, largo] of largos) {
        if (largo === null) continue;
        await escribir(`${abierta ? ']' : ''},${JSON.stringify(c)}:${ABRE_BYTEA}\n`);
        abierta = true;
        if (copia) {
          // COPY's text lines are these pieces already (nothing in them is escaped), and arrive as Buffers: on
          // PostgreSQL the bytes never become JavaScript strings, which node-postgres's rows keep alive into V8's
          // old generation until a full collection (memory then grew by the size of the attachments read since).
          if (!/^\(\d+,\d+\)$/.test(f.ctid)) throw new Error(`ctid inesperado: ${f.ctid}`);
          const col = pg.escapeIdentifier(c);
          const trozos = copia.query(
            copiarA(
              `copy (select ',"' || encode(substring(${col} from g for ${BYTES_POR_TROZO}), 'hex') || '"'
                     from ${pg.escapeIdentifier(tabla)}, generate_series(1, ${largo}, ${BYTES_POR_TROZO}) g
                     where ctid = '${f.ctid}'::tid order by g) to stdout`,
            ),
          );
          for await (const trozo of trozos) await escribir(trozo as Buffer);
          continue;
        }
        for (let desde = 1; desde <= largo; desde += BYTES_POR_TROZO) {
          // As hex text from the database itself: neither driver has to decode raw bytes only to encode them again.
          const [trozo] = await filas<{ hex: string }>(
            db,
            sql`select encode(substring(${sql.identifier(c)} from ${desde}::int for ${BYTES_POR_TROZO}::int), 'hex') as hex
                from ${t} where ctid = ${f.ctid}::tid`,
          );
          await escribir(`,"${trozo?.hex ?? ''}"\n`);
        }
      }
      await escribir(abierta ? ']}\n' : bytea.length === 0 ? '\n' : '}\n');
    }
    if (lote.length < FILAS_POR_LECTURA) break;
  }
  await db.execute(sql`close respaldo_filas`);
  return n;
}

/**
 * PostgreSQL: a second connection that sees the backup's own snapshot (exported from its transaction), for the
 * COPY that reads raw bytes; the backup's connection is busy with its cursor.
 */
async function conexionDeCopia(db: Db, url: string): Promise<pg.Client> {
  const [{ instantanea } = { instantanea: '' }] = await filas<{ instantanea: string }>(
    db,
    sql`select pg_export_snapshot() as instantanea`,
  );
  const copia = new pg.Client({ connectionString: url, options: '-c TimeZone=UTC' });
  await copia.connect();
  try {
    await copia.query('begin isolation level repeatable read read only');
    await copia.query(`set transaction snapshot ${pg.escapeLiteral(instantanea)}`);
    return copia;
  } catch (err) {
    await copia.end();
    throw err;
  }
}

/**
 * Writes a backup to `destino` as it is read. The file is one JSON document (JSON.parse reads it whole, as it read
 * every earlier backup) laid out one row per line, which is how `restaurarDesde` reads it back.
 */
export async function respaldar(
  database: Database,
  destino: Writable,
): Promise<{ fecha: string; filas: number; tablas: number }> {
  const escribir = async (texto: string | Buffer) => {
    // A destination that failed (a full disk) ends the backup, instead of waiting for a 'drain' that never comes.
    if (destino.errored) throw destino.errored;
    if (!destino.write(texto)) await once(destino, 'drain');
  };
  // One repeatable-read transaction: every table as of the same instant, while the server keeps working.
  return database.db.transaction(
    async (tx) => {
      const db = tx as unknown as Db;
      const migraciones = await migracionesAplicadas(db);
      const fecha = new Date().toISOString();
      const encabezado: Omit<RespaldoActual, 'tablas'> = { formato: FORMATO, version: 2, migraciones, fecha };
      await escribir(`${JSON.stringify(encabezado).slice(0, -1)},"tablas":{\n`);
      const tablas = await tablasDelEsquema(db);
      const bytea = await columnasBytea(db);
      const copia = database.url ? await conexionDeCopia(db, database.url) : undefined;
      try {
        let total = 0;
        // Rows in no particular order (a large table may come back in another order each time): a restore needs none.
        for (const [i, tabla] of tablas.entries()) {
          await escribir(`${i > 0 ? ',' : ''}${JSON.stringify(tabla)}:[\n`);
          total += await escribirFilas(db, tabla, bytea.get(tabla) ?? [], escribir, copia);
          await escribir(']\n');
        }
        await escribir('}}\n');
        return { fecha, filas: total, tablas: tablas.length };
      } finally {
        await copia?.end();
      }
    },
    database.kind === 'postgres' ? { isolationLevel: 'repeatable read', accessMode: 'read only' } : undefined,
  );
}

/** Writes a backup to a new file readable only by its owner. */
export async function respaldarEnArchivo(database: Database, archivo: string) {
  const destino = createWriteStream(archivo, { mode: 0o600 });
  const escrito = finished(destino);
  try {
    const resumen = await respaldar(database, destino);
    destino.end();
    await escrito;
    return resumen;
  } catch (err) {
    destino.destroy();
    await escrito.catch(() => {});
    throw err;
  }
}

/**
 * A backup in a private temporary folder, which the caller removes: the snapshot (and, embedded, the whole
 * database) is held only while the file is written, never while a slow client downloads it.
 */
export async function respaldoTemporal(database: Database) {
  const carpeta = await mkdtemp(join(tmpdir(), 'aguavend-respaldo-'));
  const archivo = join(carpeta, 'respaldo.json');
  try {
    return { archivo, carpeta, ...(await respaldarEnArchivo(database, archivo)) };
  } catch (err) {
    await rm(carpeta, { recursive: true, force: true });
    throw err;
  }
}

async function estaVacia(db: Db): Promise<boolean> {
  // A database that was never migrated has no users table at all.
  const [t] = await filas<{ existe: boolean }>(
    db,
    sql`select to_regclass('public.usuarios') is not null as existe`,
  );
  if (!t?.existe) return true;
  const [f] = await filas<{ n: number }>(db, sql`select count(*)::int as n from usuarios`);
  return (f?.n ?? 0) === 0;
}

/** Rows go back in statements of at most about this much JSON text. */
const TEXTO_POR_INSERCION = 4 * 1024 * 1024;

const DANADO = 'El respaldo está incompleto o dañado; no se restauró nada.';

/**
 * Writes rows back one table at a time, a few mebibytes of JSON per statement. A row whose bytea values come in
 * pieces waits in `pendiente` while its pieces go to a temporary table; the database joins them into the row.
 */
function cargador(db: Db, tablas: string[]) {
  let tabla: string | undefined;
  let lote: string[] = [];
  let largo = 0;
  let pendiente: Record<string, unknown> | undefined;
  let trozos = 0;
  const insertar = async () => {
    if (!tabla || lote.length === 0) return;
    const t = sql.identifier(tabla);
    const texto = `[${lote.join(',')}]`;
    lote = [];
    largo = 0;
    await db.execute(sql`insert into ${t} select * from json_populate_recordset(null::${t}, ${texto}::json)`);
  };
  const cerrar = async () => {
    if (pendiente) throw new Error(DANADO);
    await insertar();
    if (tabla) await db.execute(sql`alter table ${sql.identifier(tabla)} enable trigger user`);
    tabla = undefined;
  };
  return {
    tabla: async (nombre: string) => {
      await cerrar();
      if (!tablas.includes(nombre)) throw new Error(DANADO);
      tabla = nombre;
      // The rows as they were: no audit entries and no roll-up changes for the restore itself.
      await db.execute(sql`alter table ${sql.identifier(nombre)} disable trigger user`);
    },
    fila: async (texto: string) => {
      if (!tabla || pendiente) throw new Error(DANADO);
      lote.push(texto);
      largo += texto.length;
      if (largo >= TEXTO_POR_INSERCION) await insertar();
    },
    /** A row whose bytea values follow in pieces; each opens with `abrir`. */
    empezarFila: (fila: Record<string, unknown>) => {
      if (!tabla || pendiente) throw new Error(DANADO);
      pendiente = fila;
    },
    abrir: (columna: string) => {
      if (!pendiente) throw new Error(DANADO);
      // A value with no pieces is empty, not null.
      pendiente[columna] = '\\x';
    },
    trozo: async (columna: string, hex: string) => {
      if (!pendiente) throw new Error(DANADO);
      if (trozos++ === 0)
        await db.execute(
          sql`create temp table if not exists respaldo_trozos (columna text not null, n serial, hex text not null) on commit drop`,
        );
      await db.execute(sql`insert into respaldo_trozos (columna, hex) values (${columna}, ${hex})`);
    },
    terminarFila: async () => {
      if (!tabla || !pendiente) throw new Error(DANADO);
      const t = sql.identifier(tabla);
      const fila = JSON.stringify(pendiente);
      pendiente = undefined;
      await db.execute(
        sql`insert into ${t} select * from jsonb_populate_record(null::${t}, ${fila}::jsonb || coalesce(
              (select jsonb_object_agg(columna, valor) from (
                 select columna, '\\x' || string_agg(hex, '' order by n) as valor from respaldo_trozos group by columna) v),
              '{}'::jsonb))`,
      );
      if (trozos > 0) await db.execute(sql`delete from respaldo_trozos`);
    },
    cerrar,
  };
}

/** The lines of a stream, each read only when asked for (so a fast file never piles up behind a slow database). */
async function* lineasDe(entrada: Readable): AsyncGenerator<string> {
  entrada.setEncoding('utf8');
  let partes: string[] = [];
  for await (const trozo of entrada as AsyncIterable<string>) {
    let desde = 0;
    for (let i = trozo.indexOf('\n'); i !== -1; i = trozo.indexOf('\n', desde)) {
      partes.push(trozo.slice(desde, i));
      yield partes.join('');
      partes = [];
      desde = i + 1;
    }
    partes.push(trozo.slice(desde));
  }
  const ultima = partes.join('');
  if (ultima) yield ultima;
}

const leerJson = (texto: string): unknown => {
  try {
    return JSON.parse(texto);
  } catch {
    return undefined;
  }
};

/**
 * Restores a backup read from `entrada`: this release's layout line by line, or an earlier release's backup (one
 * line holding the whole document) at once.
 */
export async function restaurarDesde(database: Database, entrada: Readable, forzar = false) {
  const lineas = lineasDe(entrada);
  const primera = await lineas.next();
  const texto = primera.done ? '' : primera.value;
  const entero = leerJson(texto);
  if (entero !== undefined) return restaurar(database, entero as Respaldo, forzar);
  // The first line opens the document and its `tablas`: closed, it is the header alone.
  await cargar(database, leerJson(`${texto}}}`) as Respaldo, forzar, async (db, tablas) => {
    const c = cargador(db, tablas);
    let completo = false;
    /** The bytea column whose pieces the next lines hold. */
    let abierta: string | undefined;
    /** `{"a":1,"c":["\\x"` closed as JSON: the row, and its last key, the column whose list is open. */
    const abrir = (texto: string) => {
      const fila = leerJson(`${texto}]}`) as Record<string, unknown> | undefined;
      const columna = Object.keys(fila ?? {}).at(-1);
      if (!fila || !columna) throw new Error(DANADO);
      delete fila[columna];
      return { fila, columna };
    };
    for await (const linea of lineas) {
      if (abierta !== undefined) {
        if (linea.startsWith(',"') && linea.endsWith('"') && linea.length > 2) {
          const hex = leerJson(linea.slice(1));
          if (typeof hex !== 'string') throw new Error(DANADO);
          await c.trozo(abierta, hex);
        } else if (linea === ']}') {
          abierta = undefined;
          await c.terminarFila();
        } else if (linea.startsWith('],') && linea.endsWith(ABRE_BYTEA)) {
          abierta = abrir(`{${linea.slice(2)}`).columna;
          c.abrir(abierta);
        } else throw new Error(DANADO);
        continue;
      }
      const l = linea.startsWith(',') ? linea.slice(1) : linea;
      if (completo && l !== '') throw new Error(DANADO);
      if (l.startsWith('{') && l.endsWith(ABRE_BYTEA)) {
        const { fila, columna } = abrir(l);
        c.empezarFila(fila);
        c.abrir(columna);
        abierta = columna;
      } else if (l.startsWith('{')) await c.fila(l);
      else if (l.endsWith(':[')) await c.tabla(String(leerJson(l.slice(0, -2))));
      else if (l === ']') await c.cerrar();
      else if (l === '}}') completo = true;
      else if (l !== '') throw new Error(DANADO);
    }
    if (!completo) throw new Error(DANADO);
  });
}

/** Loads a backup held in memory (an earlier release's file, read whole) into the database. */
export async function restaurar(database: Database, respaldo: Respaldo, forzar = false) {
  await cargar(database, respaldo, forzar, async (db, tablas) => {
    const c = cargador(db, tablas);
    const bytea = await columnasBytea(db);
    for (const tabla of tablas) {
      const datos = (respaldo.tablas[tabla] ?? []) as Record<string, unknown>[];
      if (datos.length === 0) continue;
      await c.tabla(tabla);
      for (const fila of datos) {
        // This release writes a bytea value as its list of hex pieces; earlier ones as one text.
        for (const col of bytea.get(tabla) ?? [])
          if (Array.isArray(fila[col])) fila[col] = (fila[col] as string[]).join('');
        await c.fila(JSON.stringify(fila));
      }
      await c.cerrar();
    }
  });
}

/**
 * Replaces the database's schema and rows with a backup's: `llenar` writes the rows into the schema of the
 * backup's version; refuses a database that has users unless `forzar`.
 */
async function cargar(
  database: Database,
  respaldo: Pick<Respaldo, 'formato' | 'version'> & { migraciones?: unknown },
  forzar: boolean,
  llenar: (db: Db, tablas: string[]) => Promise<void>,
) {
  if (respaldo?.formato !== FORMATO || (respaldo.version !== 1 && respaldo.version !== 2))
    throw new Error('El archivo no es un respaldo de AguaVend.');
  const version = respaldo.version === 1 ? MIGRACIONES_VERSION_1 : Number(respaldo.migraciones);
  if (!Number.isInteger(version) || version < 1 || version > leerMigraciones().length)
    throw new Error(
      'El respaldo es de una versión de AguaVend más nueva que esta; actualice AguaVend antes de restaurarlo.',
    );
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!forzar && !(await estaVacia(db))) {
      throw new Error('La base de datos ya tiene usuarios; use --force para reemplazar su contenido.');
    }
    const versionAnterior = await versionSesionMaxima(db);
    // The schema exactly as the release that wrote the backup had it.
    await db.execute(sql`drop schema if exists drizzle cascade`);
    await db.execute(sql`drop schema if exists public cascade`);
    await db.execute(sql`create schema public`);
    await aplicarMigraciones(db, { hasta: version });
    await llenar(db, await tablasDelEsquema(db));
    // Serial columns continue after the highest restored id.
    const seriales = await filas<{ tabla: string; columna: string }>(
      db,
      sql`select table_name as tabla, column_name as columna from information_schema.columns
          where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const { tabla, columna } of seriales) {
      await db.execute(
        sql`select setval(pg_get_serial_sequence(${tabla}, ${columna}), coalesce((select max(${sql.identifier(columna)}) from ${sql.identifier(tabla)}), 0) + 1, false)`,
      );
    }
    // Then every migration newer than the backup, as an upgrade would run them.
    await aplicarMigraciones(db);
    await terminarSesiones(db, versionAnterior);
  });
}
