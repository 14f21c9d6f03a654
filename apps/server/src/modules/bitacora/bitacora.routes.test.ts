import { ORDEN_BITACORA } from '@aguavend/contract/bitacora';
import { mensajes } from '@aguavend/contract/messages';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, answersSeen, expectNoSecrets, useTestApp } from '../../../test/helpers.ts';
import { fijarReloj } from '../../../test/reloj.ts';
import { comoUsuario } from '../../db/auditoria.ts';
import { hashClave } from '../../lib/passwords.ts';

fijarReloj();
const t = await useTestApp();
const db = t.database.db;
let token = await t.login();
const admin = { usuario: { id_usuario: 1 } } as any;

describe('audit trail', () => {
  it('records who changed which record, with the values before and after', async () => {
    await comoUsuario(db, admin, (tx) =>
      tx.execute(sql`insert into maquinas (nombre) values ('Bitácora 1')`),
    );
    await comoUsuario(db, admin, (tx) =>
      tx.execute(sql`update maquinas set estatus = 'INACTIVA' where nombre = 'Bitácora 1'`),
    );
    const res = await t.post('/bitacora', { tabla: 'maquinas' }, token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    const [update, insert] = res.body.resultados;
    expect(update).toMatchObject({
      accion: 'UPDATE',
      tabla: 'maquinas',
      id_usuario: 1,
      username: ADMIN.username,
    });
    expect(update.antes.estatus).toBe('ACTIVA');
    expect(update.despues.estatus).toBe('INACTIVA');
    expect(insert).toMatchObject({ accion: 'INSERT', antes: null, id_registro: update.id_registro });
  });

  it('records a password change without the password or its hash', async () => {
    const secreta = 'secreta-bitacora-1';
    await comoUsuario(db, admin, async (tx) =>
      tx.execute(sql`update usuarios set clave_hash = ${await hashClave(secreta)} where id_usuario = 1`),
    );
    // The change ended the admin's sessions; a new one reads the log.
    expect((await t.post('/bitacora', {}, token)).status).toBe(401);
    token = await t.login(ADMIN.username, secreta);
    const res = await t.post('/bitacora', { tabla: 'usuarios', id_usuario: 1 }, token);
    const cambio = res.body.resultados.find((f: any) => f.accion === 'UPDATE');
    expect(cambio.despues.clave).toBe('(cambiada)');
    expect(JSON.stringify(res.body)).not.toContain('argon2');
    expectNoSecrets(answersSeen, [secreta]);
  });

  it('filters by day or range in the business time zone, and is always a page', async () => {
    for (let i = 0; i < 12; i++) {
      await comoUsuario(db, admin, (tx) =>
        tx.execute(sql`insert into maquinas (nombre) values (${`Página ${i}`})`),
      );
    }
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.businessTz }).format(new Date());
    const res = await t.post('/bitacora', { fecha: hoy }, token);
    expect(res.body.resultados).toHaveLength(10);
    expect(res.body.total).toBeGreaterThanOrEqual(15);
    const segunda = await t.post('/bitacora', { desde: hoy, hasta: hoy, pagina: 2, por_pagina: 10 }, token);
    expect(segunda.body.total).toBe(res.body.total);
    expect(segunda.body.resultados[0].id_bitacora).toBeLessThan(res.body.resultados.at(-1).id_bitacora);
    expect((await t.post('/bitacora', { fecha: '2000-01-01' }, token)).body.total).toBe(0);
    const mal = await t.post('/bitacora', { por_pagina: 7 }, token);
    expect(mal.status).toBe(400);
    expect(mal.body.errores[0]).toEqual({
      campo: 'por_pagina',
      mensaje: mensajes.general.porPaginaInvalido,
    });
  });

  it.each(ORDEN_BITACORA.flatMap((c) => [c, `-${c}`]))('sorts by %s on the server', async (orden) => {
    const res = await t.post('/bitacora', { orden, por_pagina: 100 }, token);
    expect(res.status).toBe(200);
    const campo = orden.replace(/^-/, '') as (typeof ORDEN_BITACORA)[number];
    const valores = res.body.resultados.map((f: any) => `${f[campo]}`);
    const ordenados = [...valores].sort((a, b) =>
      campo === 'id_bitacora' ? Number(a) - Number(b) : a < b ? -1 : a > b ? 1 : 0,
    );
    expect(valores).toEqual(orden.startsWith('-') ? ordenados.reverse() : ordenados);
  });

  it('searches names and values without regard to case or accents, and filters by action', async () => {
    await comoUsuario(db, admin, (tx) =>
      tx.execute(sql`insert into maquinas (nombre) values ('Peña Bitácora')`),
    );
    await comoUsuario(db, admin, (tx) =>
      tx.execute(sql`update maquinas set nombre = 'Otra' where nombre = 'Peña Bitácora'`),
    );
    const res = await t.post('/bitacora', { buscar: 'PENA BITACORA' }, token);
    expect(res.body.resultados.map((f: any) => f.accion)).toEqual(['UPDATE', 'INSERT']);
    const altas = await t.post('/bitacora', { buscar: 'peña bitácora', accion: 'INSERT' }, token);
    expect(altas.body.resultados.map((f: any) => f.accion)).toEqual(['INSERT']);
    expect((await t.post('/bitacora', { accion: 'BORRAR' }, token)).body.errores[0].mensaje).toBe(
      mensajes.bitacora.accionInvalida,
    );
  });

  it('exports what the screen shows: readable tables, actions and changes, without a totals row', async () => {
    const enlace = await t.post('/bitacora', { buscar: 'peña bitácora', formato: 'csv' }, token);
    const [{ url, nombre }] = enlace.body.resultados;
    expect(nombre).toBe('bitacora.csv');
    const res = await t.app.inject({ method: 'GET', url });
    const filas = parse(res.body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
    const cabecera = filas.findIndex((f) => f[0] === mensajes.bitacora.colFecha);
    const datos = filas.slice(cabecera + 1);
    expect(datos).toHaveLength(2);
    expect(datos.map((f) => f.slice(1, 3).concat(f.slice(4)))).toEqual([
      [ADMIN.username, 'Máquinas', 'Cambio', 'Nombre: Peña Bitácora → Otra'],
      [
        ADMIN.username,
        'Máquinas',
        'Alta',
        'Nombre: Peña Bitácora; Estatus: ACTIVA; Modo de venta: POR_VENTA',
      ],
    ]);
  });

  it('has an index behind every sort field', async () => {
    const { rows } = (await db.execute(
      sql`select indexdef from pg_indexes where tablename = 'bitacora'`,
    )) as unknown as { rows: { indexdef: string }[] };
    for (const campo of ORDEN_BITACORA) {
      expect(
        rows.some((r) => r.indexdef.includes(`(${campo}`)),
        campo,
      ).toBe(true);
    }
  });

  it('lists the users who appear in the log, for the filter', async () => {
    const res = await t.post('/bitacora/usuarios', undefined, token);
    expect(res.status).toBe(200);
    expect(res.body.resultados).toEqual([{ id_usuario: 1, username: ADMIN.username }]);
  });

  it('rejects an unknown table with a Spanish message, and non-admins', async () => {
    const res = await t.post('/bitacora', { tabla: 'intentos_login' }, token);
    expect(res.status).toBe(400);
    expect(res.body.errores[0]).toEqual({ campo: 'tabla', mensaje: 'Seleccione una tabla válida.' });
    expect((await t.post('/bitacora', {})).status).toBe(401);
  });
});
