// Backups and restores stream (issue 41): 200 MiB of attachments go through a backup and a restore while the
// process's memory grows by less than 150 MiB, where reading a whole table at once took gigabytes; and a file cut
// short (a full disk, a broken download) is refused whole, since a restore reads it line by line.
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { respaldarEnArchivo, restaurarDesde } from '../src/db/backup.ts';
import { openDatabase } from '../src/db/client.ts';
import { createTestApp, freshDatabaseUrl, useTestApp } from './helpers.ts';

const MiB = 1024 * 1024;
const ADJUNTOS = 40;
const dir = mkdtempSync(join(tmpdir(), 'aguavend-memoria-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const t = await useTestApp();

/** How much the resident memory rose above where it stood when `trabajo` began, at its highest. */
async function crecimientoMaximo(trabajo: () => Promise<unknown>): Promise<number> {
  const inicio = process.memoryUsage().rss;
  let maximo = inicio;
  const muestreo = setInterval(() => {
    maximo = Math.max(maximo, process.memoryUsage().rss);
  }, 5);
  try {
    await trabajo();
  } finally {
    clearInterval(muestreo);
  }
  return Math.max(maximo, process.memoryUsage().rss) - inicio;
}

it('backs up and restores 200 MiB of attachments with memory growing by less than 150 MiB', async () => {
  const token = await t.login();
  const maquina = await t.post('/maquina/new', { nombre: 'Memoria', estatus: 'ACTIVA' }, token);
  const entrada = await t.post(
    '/registro-sanitario/new',
    {
      id_maquina: maquina.body.resultados[0].id_maquina,
      tipo: 'ANALISIS',
      fecha: '2026-01-15',
      responsable: 'Lab',
      laboratorio: 'Lab Central',
      resultado: 'CONFORME',
    },
    token,
  );
  const id_registro = entrada.body.resultados[0].id_registro as number;
  // Random bytes do not compress, so the database really holds 200 MiB; copies are made inside the database.
  const datos = Buffer.concat([Buffer.from('%PDF-'), randomBytes(5 * MiB - 5)]);
  await t.database.db.execute(
    sql`insert into adjuntos_sanitarios (id_registro, nombre, tipo_mime, tamano, datos)
        values (${id_registro}, 'grande.pdf', 'application/pdf', ${datos.length}, ${datos})`,
  );
  await t.database.db.execute(
    sql`insert into adjuntos_sanitarios (id_registro, nombre, tipo_mime, tamano, datos)
        select id_registro, nombre, tipo_mime, tamano, datos from adjuntos_sanitarios, generate_series(2, ${ADJUNTOS})`,
  );

  const archivo = join(dir, 'respaldo.json');
  const alRespaldar = await crecimientoMaximo(() => respaldarEnArchivo(t.database, archivo));

  // Into a new database: a PostgreSQL one, or an embedded one on disk (in memory, the rows themselves are memory).
  const nueva = process.env.TEST_DATABASE_URL
    ? await freshDatabaseUrl(process.env.TEST_DATABASE_URL)
    : undefined;
  const destino = await openDatabase({ databaseUrl: nueva?.url, dataDir: join(dir, 'datos') });
  try {
    const alRestaurar = await crecimientoMaximo(() => restaurarDesde(destino, createReadStream(archivo)));
    const { rows } = (await destino.db.execute(
      sql`select count(*)::int as n, sum(octet_length(datos))::float8 as bytes,
                 bool_and(datos = ${datos}) as iguales from adjuntos_sanitarios`,
    )) as unknown as { rows: { n: number; bytes: number; iguales: boolean }[] };
    expect(rows[0]).toEqual({ n: ADJUNTOS, bytes: ADJUNTOS * datos.length, iguales: true });
    expect(Math.round(alRespaldar / MiB), 'MiB de más al respaldar').toBeLessThan(150);
    expect(Math.round(alRestaurar / MiB), 'MiB de más al restaurar').toBeLessThan(150);
  } finally {
    await destino.close();
    await nueva?.drop();
  }
}, 300_000);

it('refuses a backup cut short or with a line it does not know, leaving the database as it was', async () => {
  const destino = await createTestApp();
  try {
    const archivo = join(dir, 'completo.json');
    await respaldarEnArchivo(destino.database, archivo);
    // Made after the backup: a restore that went through would take it away.
    const token = await destino.login();
    expect(
      (await destino.post('/maquina/new', { nombre: 'Sigue aquí', estatus: 'ACTIVA' }, token)).status,
    ).toBe(200);
    const lineas = readFileSync(archivo, 'utf8').split('\n');
    // Without its closing line; cut inside a row; with a stray line between rows.
    const casos = {
      'sin cierre': lineas.slice(0, -2).join('\n'),
      'fila cortada': readFileSync(archivo, 'utf8').slice(0, 2_000),
      'línea extraña': [...lineas.slice(0, 3), 'hola', ...lineas.slice(3)].join('\n'),
    };
    for (const [caso, texto] of Object.entries(casos)) {
      const roto = join(dir, 'roto.json');
      writeFileSync(roto, texto);
      await expect(restaurarDesde(destino.database, createReadStream(roto), true), caso).rejects.toThrow(
        'El respaldo está incompleto o dañado; no se restauró nada.',
      );
    }
    const { rows } = (await destino.database.db.execute(
      sql`select count(*)::int as n from maquinas where nombre = 'Sigue aquí'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
  } finally {
    await destino.close();
  }
}, 60_000);
