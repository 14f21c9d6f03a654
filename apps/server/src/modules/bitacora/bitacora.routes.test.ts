import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, answersSeen, expectNoSecrets, useTestApp } from '../../../test/helpers.ts';
import { comoUsuario } from '../../db/auditoria.ts';
import { hashClave } from '../../lib/passwords.ts';

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

  it('filters by day in the business time zone and pages', async () => {
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.businessTz }).format(new Date());
    const res = await t.post('/bitacora', { fecha: hoy, pagina: 1, por_pagina: 1 }, token);
    expect(res.body.resultados).toHaveLength(1);
    expect(res.body.total).toBeGreaterThanOrEqual(3);
    const ayer = await t.post('/bitacora', { fecha: '2000-01-01' }, token);
    expect(ayer.body.total).toBe(0);
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
