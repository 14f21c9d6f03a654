// Inicio's attention block and cash side (issue 43): each figure equals the screen Inicio links to, for an ADMIN and
// for an operator who sees only their machines; alerts carry the time their condition began. Dates are read from the
// database's own clock (this file runs on both engines, so it pins none).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, PANTALLAS_OPERADOR, useTestApp } from '../../../test/helpers.ts';

const t = await useTestApp();
const tz = t.config.businessTz;
let admin: string;
let operador: string;
let sinCortes: string;
let id_operador: number;
let propia: number;
let ajena: number;
let hoy: string;
let manana: string;

async function filas<T>(q: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
const ejecutar = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
/** The next read refreshes the alerts at once, as after a write. */
const caducar = () => ejecutar(sql`update alertas_estado set sincronizadas = '-infinity'`);

async function ok(ruta: string, cuerpo: unknown, token: string) {
  const res = await t.post(ruta, cuerpo, token);
  expect(res.status, `${ruta} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

async function maquina(nombre: string) {
  const body = await ok(
    '/maquina/new',
    { nombre, estatus: 'ACTIVA', precio_litro: 1, modo_venta: 'POR_CORTE', lectura_inicial: 0 },
    admin,
  );
  return body.resultados[0].id_maquina as number;
}

/** A corte of `litros` L with `efectivo` pieces; a difference beyond the tolerance carries a reason. */
async function corte(token: string, id_maquina: number, litros: number, efectivo: Record<string, number>) {
  const body = await ok(
    '/corte/new',
    { id_maquina, clave: randomUUID(), lectura: litros, efectivo, motivo: 'MONEDA_ATORADA' },
    token,
  );
  return body.resultados[0] as { id_corte: number; fecha: string };
}

beforeAll(async () => {
  admin = await t.login();
  const agua = await ok(
    '/producto/new',
    { nombre: 'Agua por litro', precio: 1, stock: 0, litros_por_unidad: 1 },
    admin,
  );
  const ajustes = (await ok('/ajustes', {}, admin)).resultados[0];
  await ok('/ajustes/editar', { ...ajustes, id_producto_agua: agua.resultados[0].id_producto }, admin);
  propia = await maquina('Centro atención');
  ajena = await maquina('Norte atención');
  operador = await nonAdminToken(t, 'operador_atencion');
  id_operador = (await ok('/users/perfil', undefined, operador)).resultados[0].id_usuario;
  await ok('/users/maquina/asignar', { id_usuario: id_operador, id_maquina: propia }, admin);
  operador = await t.login('operador_atencion', 'clave-operador-1');
  // A role with Inicio but neither Cortes nor Depósitos.
  sinCortes = await nonAdminToken(
    t,
    'operador_sin_cortes',
    PANTALLAS_OPERADOR.filter((p) => p !== 'cortes' && p !== 'depositos'),
  );
  // The period is today and tomorrow: the cortes below are dated when they are sent, which may be past midnight.
  [{ hoy, manana } = { hoy: '', manana: '' }] = await filas<{ hoy: string; manana: string }>(
    sql`select d::text as hoy, (d + 1)::text as manana from (select (now() at time zone ${tz})::date as d) x`,
  );

  // The operator: a faltante of $45 on their machine (pending), and $100 exact, approved and deposited.
  await corte(operador, propia, 100, { b50: 1, m5: 1 });
  const exacto = await corte(operador, propia, 200, { b100: 1 });
  await ok('/corte/aprobar', { id_corte: exacto.id_corte }, admin);
  await ok(
    '/deposito/new',
    { fecha: hoy, monto: 100, referencia: 'Banco 1', cortes: [exacto.id_corte] },
    operador,
  );
  // The ADMIN collects the other machine: a sobrante of $30 (pending), outside the operator's view.
  await corte(admin, ajena, 50, { b50: 1, m20: 1, m10: 1 });
});

describe('Inicio: the cash side equals the screens it links to', () => {
  for (const quien of ['admin', 'operador'] as const) {
    it(`${quien}: cortes waiting, sobrantes y faltantes by collector and cash in hand`, async () => {
      const token = quien === 'admin' ? admin : operador;
      const atencion = (await ok('/negocio/atencion', {}, token)).resultados[0];
      const lista = await ok('/cortes', { estado: 'PENDIENTE', pagina: 1, por_pagina: 10 }, token);
      expect(atencion.cortes_pendientes).toBe(lista.total);
      expect(atencion.cortes_pendientes).toBe(quien === 'admin' ? 2 : 1);

      const efectivo = (await ok('/negocio/efectivo', { desde: hoy, hasta: manana }, token)).resultados[0];
      const resumen = await ok('/cortes/resumen', { por: 'colector', desde: hoy, hasta: manana }, token);
      expect(efectivo.sobrantes_faltantes.filas).toEqual(resumen.resultados);
      expect(efectivo.sobrantes_faltantes.totales).toEqual(resumen.totales);
      const enMano = await ok('/depositos/efectivo', {}, token);
      expect(efectivo.efectivo_en_mano).toEqual(enMano.resultados);

      // Hand-worked: the operator's $45 faltante (their own machine); the ADMIN also sees their own $30 sobrante.
      const operadorFila = efectivo.sobrantes_faltantes.filas.find(
        (f: { clave: string }) => f.clave === String(id_operador),
      );
      expect(operadorFila).toMatchObject({ cortes: 2, faltantes: 45, sobrantes: 0, diferencia: -45 });
      expect(efectivo.sobrantes_faltantes.totales).toMatchObject(
        quien === 'admin'
          ? { cortes: 3, sobrantes: 30, faltantes: 45, diferencia: -15 }
          : { cortes: 2, sobrantes: 0, faltantes: 45, diferencia: -45 },
      );
      // Cash in hand: the operator still holds the $55 of the pending corte (the $100 went to the bank).
      const suyo = efectivo.efectivo_en_mano.find(
        (f: { id_colector: number }) => f.id_colector === id_operador,
      );
      expect(suyo).toMatchObject({ cortes: 1, contado: 155, depositado: 100, en_mano: 55 });
      expect(efectivo.efectivo_en_mano).toHaveLength(quien === 'admin' ? 2 : 1);
    });
  }

  it('a period without cortes has no rows; a role without Cortes or Depósitos gets null parts', async () => {
    const vacio = (await ok('/negocio/efectivo', { desde: '2020-01-01', hasta: '2020-01-31' }, admin))
      .resultados[0];
    expect(vacio.sobrantes_faltantes).toEqual({ filas: [], totales: null });
    const sin = (await ok('/negocio/efectivo', { desde: hoy, hasta: manana }, sinCortes)).resultados[0];
    expect(sin).toEqual({ sobrantes_faltantes: null, efectivo_en_mano: null });
    expect((await ok('/negocio/atencion', {}, sinCortes)).resultados[0].cortes_pendientes).toBeNull();
  });

  it('a period in the wrong order answers 400 in Spanish, never a 500', async () => {
    const res = await t.post('/negocio/efectivo', { desde: hoy, hasta: '2020-01-01' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.valid).toBe(false);
  });
});

describe('Inicio: open alerts and silent machines, and when each condition began', () => {
  it('counts as the Alertas screen, lists the silent machines, each alert with its machine and start', async () => {
    // A POR_VENTA machine whose only sale was 5 days ago (silent past the 2 days of the setting).
    const body = await ok(
      '/maquina/new',
      { nombre: 'Sur silenciosa', estatus: 'ACTIVA', precio_litro: 1 },
      admin,
    );
    const silenciosa = body.resultados[0].id_maquina as number;
    await ejecutar(
      sql`update maquinas set fecha_creacion = now() - interval '30 days' where id_maquina = ${silenciosa}`,
    );
    const producto = await ok(
      '/producto/new',
      { nombre: 'Garrafón atención', precio: 10, stock: 100 },
      admin,
    );
    const [categoria] = await filas<{ id: number }>(
      sql`select id_categoria_transaccion as id from categorias_transaccion where tipo = 'VENTA'`,
    );
    const [fv] = await filas<{ vieja: string }>(
      sql`select to_char(date_trunc('second', now() - interval '5 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as vieja`,
    );
    const vieja = fv?.vieja as string;
    await ok(
      '/venta/maquina/new',
      {
        ventas_maquina: {
          id_maquina: silenciosa,
          id_producto: producto.resultados[0].id_producto,
          cantidad: 1,
          precio_unitario: 10,
          fecha_transaccion: vieja,
        },
        transacciones: {
          id_venta_maquina: '',
          id_categoria_transaccion: categoria?.id,
          descripcion: '',
          monto: 10,
        },
      },
      admin,
    );
    await caducar();
    const atencion = (await ok('/negocio/atencion', {}, admin)).resultados[0];
    const abiertas = await ok('/alertas', { estado: 'ABIERTA', pagina: 1, por_pagina: 100 }, admin);
    expect(atencion.alertas_abiertas).toBe(abiertas.total);
    const sinVenta = atencion.sin_reportar.find((a: { id_maquina: number }) => a.id_maquina === silenciosa);
    expect(sinVenta).toMatchObject({ tipo: 'SIN_VENTA', maquina: 'Sur silenciosa' });
    expect(sinVenta.mensaje).toContain('Sur silenciosa');
    // The condition began with the last sale, not when the refresh noticed it.
    expect(new Date(sinVenta.inicio).toISOString()).toBe(new Date(vieja).toISOString());
    expect(new Date(sinVenta.abierta).getTime()).toBeGreaterThan(new Date(vieja).getTime() + 4 * 86_400_000);

    // A corte out of tolerance: its alert began with the corte, names its machine, and so does the history list.
    const diferencia = atencion.alertas.find(
      (a: { tipo: string; id_maquina: number }) => a.tipo === 'CORTE_DIFERENCIA' && a.id_maquina === ajena,
    );
    const [c] = await filas<{ fecha: Date }>(
      sql`select fecha from cortes where id_maquina = ${ajena} order by id_corte desc limit 1`,
    );
    expect(diferencia.mensaje).toContain('Norte atención');
    expect(new Date(diferencia.inicio).toISOString()).toBe(new Date(c?.fecha as Date).toISOString());
    const enLista = abiertas.resultados.find(
      (a: { id_alerta: number }) => a.id_alerta === diferencia.id_alerta,
    );
    expect(enLista.inicio).toBe(diferencia.inicio);

    // The operator sees only their machines' alerts, counted as their Alertas screen counts them.
    const suya = (await ok('/negocio/atencion', {}, operador)).resultados[0];
    const suyas = await ok('/alertas', { estado: 'ABIERTA', pagina: 1, por_pagina: 100 }, operador);
    expect(suya.alertas_abiertas).toBe(suyas.total);
    expect(
      [...suya.alertas, ...suya.sin_reportar].every((a: { id_maquina: number }) => a.id_maquina === propia),
    ).toBe(true);
    expect(suya.sin_reportar.some((a: { id_maquina: number }) => a.id_maquina === silenciosa)).toBe(false);
  });
});
