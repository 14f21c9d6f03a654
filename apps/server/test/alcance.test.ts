// Each user sees only their machines and stores (contract §7, issue 15): a non-ADMIN caller's machine list, its
// pages and its export hold only the machines assigned to them, and another machine's reports answer as an unknown
// machine's (404); their store list holds the stores they registered; ADMIN sees every one. The reach and the role's
// screens are read on every call, so a new assignment or a change of the role's modules counts at once.
import { randomUUID } from 'node:crypto';
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from './helpers.ts';

const t = await useTestApp();
let admin: string;
let operador: string;
let id_usuario: number;
let propia: number;
let ajena: number;

const nueva = async (nombre: string) =>
  (await t.post('/maquina/new', { nombre, estatus: 'ACTIVA' }, admin)).body.resultados[0]
    .id_maquina as number;
/** The operator's assignment to a machine, read from the database. */
const vinculo = async (id_maquina: number) =>
  (
    (await t.database.db.execute(
      sql`select id_usuario_maquina from usuario_maquina where id_usuario = ${id_usuario} and id_maquina = ${id_maquina}`,
    )) as unknown as { rows: { id_usuario_maquina: number }[] }
  ).rows[0] as { id_usuario_maquina: number };
const ids = (res: { body: { resultados: { id_maquina: number }[] } }) =>
  res.body.resultados.map((m) => m.id_maquina);

beforeAll(async () => {
  admin = await t.login();
  propia = await nueva('Alcance propia');
  ajena = await nueva('Alcance ajena');
  const username = 'alcance_operador';
  operador = await nonAdminToken(t, username);
  const todos = await t.post('/users', { buscar: username }, admin);
  id_usuario = todos.body.resultados[0].id_usuario;
  const asignada = await t.post('/users/maquina/asignar', { id_usuario, id_maquina: propia }, admin);
  expect(asignada.status).toBe(200);
});

describe("a non-ADMIN user's machines", () => {
  it('the machine list holds only the assigned machines; ADMIN sees every one', async () => {
    expect(ids(await t.post('/maquina', undefined, operador))).toEqual([propia]);
    const pagina = await t.post('/maquina', { pagina: 1, por_pagina: 10 }, operador);
    expect(pagina.body.total).toBe(1);
    expect(ids(pagina)).toEqual([propia]);
    expect(ids(await t.post('/maquina', undefined, admin))).toEqual(expect.arrayContaining([propia, ajena]));
  });

  it('an export keeps the same reach', async () => {
    const enlace = await t.post('/maquina', { formato: 'csv' }, operador);
    const res = await t.app.inject({ method: 'GET', url: enlace.body.resultados[0].url });
    const filas = parse(res.body.replace(/^\uFEFF/, ''), { relax_column_count: true }) as string[][];
    const nombres = filas.map((f) => f[1]);
    expect(nombres).toContain('Alcance propia');
    expect(nombres).not.toContain('Alcance ajena');
  });

  it("another machine's reports answer 404, as an unknown machine does; their own answer", async () => {
    const mes = new Date().toISOString().slice(0, 7);
    const llamadas = (id_maquina: number) =>
      [
        ['/venta/maquina/total/mes', { id_maquina, mes }],
        ['/venta/maquina/total/anual', { id_maquina }],
        ['/venta/maquina/total/anual', { id_maquina, pagina: 1 }],
        ['/venta/maquina/total/anual', { id_maquina, formato: 'csv' }],
        ['/venta/maquina/total/serie', { id_maquina, hasta: mes }],
      ] as const;
    for (const [url, cuerpo] of llamadas(ajena)) {
      const res = await t.post(url, cuerpo, operador);
      expect(res.status, `${url} ${JSON.stringify(cuerpo)}`).toBe(404);
      expect(res.body).toEqual((await t.post(url, { ...cuerpo, id_maquina: 2_000_000 }, operador)).body);
      expect((await t.post(url, cuerpo, admin)).status, `${url} ADMIN`).toBe(200);
    }
    for (const [url, cuerpo] of llamadas(propia)) {
      expect((await t.post(url, cuerpo, operador)).status, url).toBe(200);
    }
  });

  it("another machine's cortes are out of reach: 404 on the corte, absent from the lists, the export and the summary", async () => {
    const precio = (id_maquina: number, nombre: string) =>
      t.post('/maquina/editar', { id_maquina, nombre, estatus: 'ACTIVA', precio_litro: 1 }, admin);
    await precio(propia, 'Alcance propia');
    await precio(ajena, 'Alcance ajena');
    const nuevo = (id_maquina: number, token: string) =>
      t.post('/corte/new', { id_maquina, clave: randomUUID(), lectura: 10, efectivo: { m10: 1 } }, token);
    const suyo = await nuevo(propia, operador);
    expect(suyo.status).toBe(200);
    const delAdmin = (await nuevo(ajena, admin)).body.resultados[0].id_corte;
    expect((await nuevo(ajena, operador)).status).toBe(404);
    const corte = await t.post('/corte', { id_corte: delAdmin }, operador);
    expect([corte.status, corte.body.mensaje_user]).toEqual([404, mensajes.cortes.noExiste]);
    const maquinas = (res: { body: { resultados: { id_maquina: number }[] } }) =>
      res.body.resultados.map((c) => c.id_maquina);
    expect(maquinas(await t.post('/cortes', {}, operador))).toEqual([propia]);
    expect((await t.post('/cortes', { pagina: 1 }, operador)).body.total).toBe(1);
    expect(maquinas(await t.post('/cortes', {}, admin)).sort()).toEqual([propia, ajena].sort());
    const enlace = await t.post('/cortes', { formato: 'csv' }, operador);
    const archivo = await t.app.inject({ method: 'GET', url: enlace.body.resultados[0].url });
    expect(archivo.body).toContain('Alcance propia');
    expect(archivo.body).not.toContain('Alcance ajena');
    // A year either side of the cortes made just now, inside the 3-year bound of every period.
    const dia = (dias: number) => new Date(Date.now() + dias * 86_400_000).toISOString().slice(0, 10);
    const resumen = await t.post(
      '/cortes/resumen',
      { por: 'maquina', desde: dia(-365), hasta: dia(365) },
      operador,
    );
    expect(resumen.body.resultados.map((f: { nombre: string }) => f.nombre)).toEqual(['Alcance propia']);
    // Efectivo en mano: the operator's own line only.
    const efectivo = await t.post('/depositos/efectivo', {}, operador);
    expect(efectivo.body.resultados.map((f: { id_colector: number }) => f.id_colector)).toEqual([id_usuario]);
  });

  it('a new assignment counts on the next call, without signing in again', async () => {
    await t.post('/users/maquina/asignar', { id_usuario, id_maquina: ajena }, admin);
    expect(ids(await t.post('/maquina', undefined, operador)).sort()).toEqual([propia, ajena].sort());
  });

  it('an export link made before a machine was taken away is refused (404); a new one leaves the machine out', async () => {
    const enlaces = [
      await t.post('/maquina', { formato: 'csv' }, operador),
      await t.post('/cortes', { formato: 'csv' }, operador),
    ].map((r) => r.body.resultados[0].url as string);
    const quitada = await t.post(
      '/users/maquina/quitar',
      { id_usuario_maquina: (await vinculo(ajena)).id_usuario_maquina },
      admin,
    );
    expect(quitada.status).toBe(200);
    for (const url of enlaces) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([res.statusCode, res.json().mensaje_user], url).toEqual([
        404,
        mensajes.general.descargaNoValida,
      ]);
    }
    const nuevo = await t.post('/maquina', { formato: 'csv' }, operador);
    const archivo = await t.app.inject({ method: 'GET', url: nuevo.body.resultados[0].url });
    expect(archivo.statusCode).toBe(200);
    expect(archivo.body).toContain('Alcance propia');
    expect(archivo.body).not.toContain('Alcance ajena');
    await t.post('/users/maquina/asignar', { id_usuario, id_maquina: ajena }, admin);
  });
});

describe("a non-ADMIN user's stores", () => {
  it('the store list holds the stores they registered; ADMIN sees every one', async () => {
    const propia = await t.post(
      '/tienda/new',
      { nombre_comercial: 'Alcance tienda', rfc: 'ATI010203AB1', tipo_persona: 'MORAL' },
      operador,
    );
    expect(propia.status).toBe(200);
    const ajena = await t.post(
      '/tienda/new',
      { nombre_comercial: 'Tienda del admin', rfc: 'TDA010203AB1', tipo_persona: 'MORAL' },
      admin,
    );
    const nombres = (res: { body: { resultados: { nombre_comercial: string }[] } }) =>
      res.body.resultados.map((x) => x.nombre_comercial);
    expect(nombres(await t.post('/tienda', undefined, operador))).toEqual(['Alcance tienda']);
    expect((await t.post('/tienda', { pagina: 1 }, operador)).body.total).toBe(1);
    expect(nombres(await t.post('/tienda', undefined, admin))).toEqual(
      expect.arrayContaining(['Alcance tienda', 'Tienda del admin']),
    );
    const id_tienda = ajena.body.resultados[0].id_tienda;
    const domicilios = await t.post('/domicilio', { id_tienda }, operador);
    expect(domicilios.status).toBe(404);
    expect(domicilios.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
  });

  it("the deleted stores' list holds only their own, and another's store or address cannot be changed (404)", async () => {
    const rfcs = { propia: 'ALE010203AB1', ajena: 'ALA010203AB1' };
    const propia = (
      await t.post(
        '/tienda/new',
        { nombre_comercial: 'Alcance borrada', rfc: rfcs.propia, tipo_persona: 'MORAL' },
        operador,
      )
    ).body.resultados[0].id_tienda;
    const ajena = (
      await t.post(
        '/tienda/new',
        { nombre_comercial: 'Ajena borrada', rfc: rfcs.ajena, tipo_persona: 'MORAL' },
        admin,
      )
    ).body.resultados[0].id_tienda;
    const domicilio = {
      es_sucursal: 'NO',
      calle: 'Calle 60',
      numero_ext: 'S/N',
      colonia: 'Centro',
      codigo_postal: '97000',
      municipio: 'Mérida',
      estado: 'Yucatán',
      primer_cruzamiento: 'Calle 55',
    };
    const id_domicilio = (await t.post('/domicilio/new', { ...domicilio, id_tienda: ajena }, admin)).body
      .resultados[0].id_domicilio;
    for (const id_tienda of [propia, ajena]) await t.post('/tienda/eliminar', { id_tienda }, admin);
    const nombres = (await t.post('/tienda/eliminados', undefined, operador)).body.resultados.map(
      (x: { nombre_comercial: string }) => x.nombre_comercial,
    );
    expect(nombres).toEqual(['Alcance borrada']);
    for (const [url, body] of [
      ['/tienda/restaurar', { id_tienda: ajena }],
      [
        '/tienda/editar',
        { id_tienda: ajena, nombre_comercial: 'Mía', rfc: rfcs.ajena, tipo_persona: 'MORAL' },
      ],
      ['/domicilio/eliminados', { id_tienda: ajena }],
      ['/domicilio/eliminar', { id_domicilio }],
      ['/domicilio/editar', { ...domicilio, id_tienda: propia, id_domicilio }],
    ] as const) {
      expect((await t.post(url, body, operador)).status, url).toBe(404);
    }
    expect((await t.post('/tienda/restaurar', { id_tienda: propia }, operador)).status).toBe(200);
  });
});

describe("a change of a role's modules", () => {
  it('counts on the next call of every user of the role, without signing in again', async () => {
    const cajero = await nonAdminToken(t, 'alcance_cajero', ['inicio']);
    const { id_rol } = (await t.post('/users/perfil', undefined, cajero)).body.resultados[0];
    expect((await t.post('/egresos', { id_maquina: propia }, cajero)).status).toBe(403);
    const urls = (await t.post('/rolmod/urls', undefined, admin)).body.resultados as {
      id_url: number;
      ruta: string;
    }[];
    const url = urls.find((u) => u.ruta === PANTALLAS.egresos.ruta) as { id_url: number };
    const modulo = await t.post(
      '/rolmod/modulos/new',
      { nombre: 'Alcance egresos', icono: 'bi-wallet2' },
      admin,
    );
    const id_modulo = modulo.body.resultados[0].id_modulo;
    await t.post(
      '/rolmod/modulos/urls/new',
      { id_modulo, modulo_url: [{ id_modulo, id_url: url.id_url }] },
      admin,
    );
    const actuales = (await t.post('/rolmod/roles/modulos', { id_rol }, admin)).body.resultados as {
      id_modulo: number;
    }[];
    const conceder = (ids: number[]) =>
      t.post(
        '/rolmod/roles/modulos/new',
        { id_rol, rol_modulo: ids.map((id) => ({ id_rol, id_modulo: id })) },
        admin,
      );
    expect((await conceder([...actuales.map((m) => m.id_modulo), id_modulo])).status).toBe(200);
    expect((await t.post('/users/perfil', undefined, cajero)).body.resultados[0].pantallas).toEqual([
      'inicio',
      'egresos',
    ]);
    expect((await t.post('/egresos', { id_maquina: propia }, cajero)).status).toBe(404);
    // Revoked: closed again on the next call.
    expect((await conceder(actuales.map((m) => m.id_modulo))).status).toBe(200);
    expect((await t.post('/egresos', { id_maquina: propia }, cajero)).status).toBe(403);
  });

  it('cannot touch ADMIN, nor grant a reserved screen through a module', async () => {
    const roles = (await t.post('/rolmod/roles', undefined, admin)).body.resultados as {
      id_rol: number;
      rol: string;
    }[];
    const id_rol = (roles.find((r) => r.rol === 'ADMIN') as { id_rol: number }).id_rol;
    const modulos = (await t.post('/rolmod/modulos', undefined, admin)).body.resultados as {
      id_modulo: number;
    }[];
    const deAdmin = await t.post('/rolmod/roles/modulos', { id_rol }, admin);
    expect(deAdmin.body.resultados.map((m: { id_modulo: number }) => m.id_modulo)).toEqual(
      modulos.map((m) => m.id_modulo).sort((a, b) => a - b),
    );
    const quitar = await t.post('/rolmod/roles/modulos/new', { id_rol, rol_modulo: [] }, admin);
    expect(quitar.status).toBe(409);
    expect(quitar.body.mensaje_user).toBe(mensajes.rolmod.rolAdminCompleto);

    const urls = (await t.post('/rolmod/urls', undefined, admin)).body.resultados as {
      id_url: number;
      ruta: string;
    }[];
    let reservada = urls.find((u) => u.ruta === PANTALLAS.usuarios.ruta);
    if (!reservada) {
      reservada = (await t.post('/rolmod/urls/new', { ruta: PANTALLAS.usuarios.ruta }, admin)).body
        .resultados[0];
    }
    const modulo = await t.post(
      '/rolmod/modulos/new',
      { nombre: 'Alcance reservado', icono: 'bi-people' },
      admin,
    );
    const id_modulo = modulo.body.resultados[0].id_modulo;
    // Beside a URL that may be granted, the reserved one is still refused, and the whole set with it.
    const comun = urls.find((u) => u.ruta === PANTALLAS.ventas.ruta) as { id_url: number };
    const res = await t.post(
      '/rolmod/modulos/urls/new',
      {
        id_modulo,
        modulo_url: [
          { id_modulo, id_url: comun.id_url },
          { id_modulo, id_url: reservada?.id_url },
        ],
      },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.mensaje_user).toBe(mensajes.rolmod.urlReservada);
    expect(res.body.errores).toEqual([{ campo: 'modulo_url', mensaje: mensajes.rolmod.urlReservada }]);
    expect((await t.post('/rolmod/modulos/urls', { id_modulo }, admin)).body.resultados).toEqual([]);
  });
});
