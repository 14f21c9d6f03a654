import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from '../../../test/helpers.ts';

const t = await useTestApp();
const m = mensajes.egresos;
let admin: string;
let id_maquina: number;
let otraMaquina: number;
let id_categoria_transaccion: number;

beforeAll(async () => {
  admin = await t.login();
  id_maquina = (await t.post('/maquina/new', { nombre: 'Centro', estatus: 'ACTIVA' }, admin)).body
    .resultados[0].id_maquina;
  otraMaquina = (await t.post('/maquina/new', { nombre: 'Norte', estatus: 'ACTIVA' }, admin)).body
    .resultados[0].id_maquina;
  id_categoria_transaccion = (await t.post('/cat/categorias/trans/new', { tipo: 'MANTENIMIENTO' }, admin))
    .body.resultados[0].id_categoria_transaccion;
});

const nuevo = (extra: Record<string, unknown> = {}) => ({
  id_maquina,
  id_categoria_transaccion,
  descripcion: 'Cambio de filtro',
  monto: 350.5,
  ...extra,
});

describe('expenses', () => {
  it('records an expense with names, user and the date sent', async () => {
    const res = await t.post(
      '/egresos/new',
      nuevo({ fecha_transaccion: '2026-03-10T12:00:00-06:00' }),
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.registrado);
    expect(res.body.resultados[0]).toMatchObject({
      id_maquina,
      maquina: 'Centro',
      categoria: 'MANTENIMIENTO',
      monto: 350.5,
      fecha_transaccion: '2026-03-10T18:00:00.000Z',
      fecha_eliminacion: null,
    });
  });

  // The embedded database ignores statement names; on PostgreSQL the expense is parsed and planned once per connection.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'records an expense, and reads it back, as named prepared statements',
    async () => {
      expect((await t.post('/egresos/new', nuevo(), admin)).status).toBe(200);
      // One request at a time: the pool hands its most recently freed connection to the next query.
      const { rows } = (await t.database.db.execute(
        sql`select statement from pg_prepared_statements where name <> ''`,
      )) as unknown as { rows: { statement: string }[] };
      const sentencias = rows.map((r) => r.statement);
      expect(sentencias.some((s) => s.includes('insert into egresos'))).toBe(true);
      expect(sentencias.some((s) => /from "egresos" inner join "maquinas"/.test(s))).toBe(true);
    },
  );

  it('dates an expense now when no date is sent', async () => {
    const antes = Date.now();
    const res = await t.post('/egresos/new', nuevo({ descripcion: 'Hoy' }), admin);
    expect(new Date(res.body.resultados[0].fecha_transaccion).getTime()).toBeGreaterThanOrEqual(antes - 1000);
  });

  it('edits, deletes and restores, moving the row between the lists', async () => {
    const id_egreso = (await t.post('/egresos/new', nuevo({ descripcion: 'Renta' }), admin)).body
      .resultados[0].id_egreso;
    const ed = await t.post(
      '/egresos/editar',
      {
        id_egreso,
        id_categoria_transaccion,
        descripcion: 'Renta de marzo',
        monto: 1200,
        fecha_transaccion: '2026-03-01T09:00:00-06:00',
      },
      admin,
    );
    expect(ed.body.resultados[0]).toMatchObject({ descripcion: 'Renta de marzo', monto: 1200 });
    const ids = async (url: string) =>
      (await t.post(url, { id_maquina }, admin)).body.resultados.map((e: any) => e.id_egreso);
    expect(await ids('/egresos')).toContain(id_egreso);
    const del = await t.post('/egresos/eliminar', { id_egreso }, admin);
    expect(del.body.resultados[0].fecha_eliminacion).not.toBeNull();
    expect(await ids('/egresos')).not.toContain(id_egreso);
    expect(await ids('/egresos/eliminados')).toContain(id_egreso);
    await t.post('/egresos/restaurar', { id_egreso }, admin);
    expect(await ids('/egresos')).toContain(id_egreso);
    expect(await ids('/egresos/eliminados')).not.toContain(id_egreso);
  });

  it('lists newest first, pages with a total, and filters by day in Mexico time', async () => {
    const fechas = ['2026-05-01T23:30:00-06:00', '2026-05-02T00:10:00-06:00', '2026-05-02T12:00:00-06:00'];
    for (const f of fechas)
      await t.post('/egresos/new', nuevo({ id_maquina: otraMaquina, fecha_transaccion: f }), admin);
    const todas = await t.post('/egresos', { id_maquina: otraMaquina }, admin);
    expect(todas.body.resultados.map((e: any) => e.fecha_transaccion)).toEqual(
      [...fechas].reverse().map((f) => new Date(f).toISOString()),
    );
    expect(todas.body.total).toBeUndefined();
    const pagina = await t.post('/egresos', { id_maquina: otraMaquina, pagina: 1, por_pagina: 10 }, admin);
    expect(pagina.body.total).toBe(3);
    expect(pagina.body.resultados).toHaveLength(3);
    const vacia = await t.post('/egresos', { id_maquina: otraMaquina, pagina: 2, por_pagina: 10 }, admin);
    expect(vacia.body.total).toBe(3);
    expect(vacia.body.resultados).toHaveLength(0);
    const dia = await t.post('/egresos', { id_maquina: otraMaquina, fecha: '2026-05-02' }, admin);
    expect(dia.body.resultados).toHaveLength(2);
    const primero = await t.post('/egresos', { id_maquina: otraMaquina, fecha: '2026-05-01' }, admin);
    expect(primero.body.resultados).toHaveLength(1);
  });

  it('validates with Spanish messages', async () => {
    const res = await t.post(
      '/egresos/new',
      { id_maquina: 0, id_categoria_transaccion: 0, descripcion: '', monto: 0 },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([
      { campo: 'id_maquina', mensaje: m.debeSeleccionar },
      { campo: 'id_categoria_transaccion', mensaje: m.debeSeleccionar },
      { campo: 'descripcion', mensaje: m.descripcionRequerida },
      { campo: 'monto', mensaje: mensajes.general.montoInvalido },
    ]);
    const fecha = await t.post('/egresos/new', nuevo({ fecha_transaccion: 'ayer' }), admin);
    expect(fecha.body.errores).toEqual([
      { campo: 'fecha_transaccion', mensaje: mensajes.general.fechaInvalida },
    ]);
  });

  it('answers 404 for unknown machines, categories and expenses', async () => {
    const c = mensajes.catalogos;
    expect((await t.post('/egresos/new', nuevo({ id_maquina: 9999 }), admin)).body.mensaje_user).toBe(
      c.maquinaNoExiste,
    );
    expect(
      (await t.post('/egresos/new', nuevo({ id_categoria_transaccion: 9999 }), admin)).body.mensaje_user,
    ).toBe(c.categoriaNoExiste);
    expect((await t.post('/egresos', { id_maquina: 9999 }, admin)).status).toBe(404);
    expect((await t.post('/egresos/eliminar', { id_egreso: 9999 }, admin)).status).toBe(404);
    const ed = await t.post(
      '/egresos/editar',
      {
        id_egreso: 9999,
        id_categoria_transaccion,
        descripcion: 'x',
        monto: 1,
        fecha_transaccion: '2026-01-01T00:00:00Z',
      },
      admin,
    );
    expect(ed.status).toBe(404);
  });

  it('takes only an EGRESO category, on create and on edit (400 on the field, nothing written)', async () => {
    const cats = await t.post('/cat/categorias/trans', undefined, admin);
    const venta = cats.body.resultados.find((x: { tipo: string }) => x.tipo === 'VENTA');
    expect(venta.clase).toBe('VENTA');
    const antes = (await t.post('/egresos', { id_maquina: otraMaquina }, admin)).body.resultados.length;
    const res = await t.post(
      '/egresos/new',
      nuevo({ id_maquina: otraMaquina, id_categoria_transaccion: venta.id_categoria_transaccion }),
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.mensaje_user).toBe(m.categoriaNoEsDeEgreso);
    expect(res.body.errores).toEqual([
      { campo: 'id_categoria_transaccion', mensaje: m.categoriaNoEsDeEgreso },
    ]);
    expect((await t.post('/egresos', { id_maquina: otraMaquina }, admin)).body.resultados).toHaveLength(
      antes,
    );

    const creado = (await t.post('/egresos/new', nuevo({ descripcion: 'Clase' }), admin)).body.resultados[0];
    const ed = await t.post(
      '/egresos/editar',
      {
        id_egreso: creado.id_egreso,
        id_categoria_transaccion: venta.id_categoria_transaccion,
        descripcion: 'Clase',
        monto: 1,
        fecha_transaccion: '2026-03-10T12:00:00-06:00',
      },
      admin,
    );
    expect(ed.status).toBe(400);
    expect(ed.body.errores).toEqual([
      { campo: 'id_categoria_transaccion', mensaje: m.categoriaNoEsDeEgreso },
    ]);
  });

  it("is for roles granted the Egresos screen, and each user sees only their machines' expenses", async () => {
    const sinPantalla = await nonAdminToken(t, undefined, ['inicio', 'ventas']);
    expect((await t.post('/egresos', { id_maquina }, sinPantalla)).status).toBe(403);
    expect((await t.post('/egresos/new', nuevo(), sinPantalla)).status).toBe(403);
    expect((await t.post('/egresos', { id_maquina })).status).toBe(401);
    // Granted the screen, but the machine is not theirs: it does not exist for them.
    const conPantalla = await nonAdminToken(t, undefined, ['egresos']);
    const ajena = await t.post('/egresos/new', nuevo(), conPantalla);
    expect(ajena.status).toBe(404);
    expect(ajena.body.mensaje_user).toBe(mensajes.catalogos.maquinaNoExiste);
    expect((await t.post('/egresos', { id_maquina }, conPantalla)).status).toBe(404);
  });

  it('records who made the change in the audit log', async () => {
    const res = await t.post('/bitacora', { tabla: 'egresos', pagina: 1, por_pagina: 10 }, admin);
    expect(res.body.resultados[0]).toMatchObject({ username: 'admin', tabla: 'egresos' });
  });
});
