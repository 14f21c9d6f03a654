import { AJUSTES_POR_OMISION } from '@aguavend/contract/ajustes';
import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from '../../../test/helpers.ts';

const t = await useTestApp();
const m = mensajes.ajustes;
let admin: string;
let id_producto: number;

beforeAll(async () => {
  admin = await t.login();
  const filas = (await t.database.db.execute(
    sql`insert into productos (nombre, precio) values ('Agua por litro', 1) returning id_producto`,
  )) as unknown as { rows: { id_producto: number }[] };
  id_producto = filas.rows[0]?.id_producto as number;
});

describe('business settings', () => {
  it('answers contract §8 defaults before anything is saved, and never the server’s own settings', async () => {
    const res = await t.post('/ajustes', {}, admin);
    expect(res.status).toBe(200);
    expect([res.body.valid, res.body.mensaje_user]).toEqual([true, mensajes.general.exito]);
    expect(res.body.resultados).toEqual([
      {
        corte_tolerancia_monto: 20,
        corte_tolerancia_porcentaje: 2,
        id_producto_agua: null,
        alerta_dias_sin_venta: 2,
        alerta_dias_sin_corte: 7,
        entrada_cloro_min: 0.2,
        entrada_cloro_max: 1.5,
        entrada_ph_min: 6.5,
        entrada_ph_max: 8.5,
        entrada_sdt_max: 1000,
        producto_cloro_max: 0.1,
        producto_ph_min: 6.5,
        producto_ph_max: 8.5,
        producto_sdt_max: 500,
        adjuntos_mib_maquina: 100,
        adjuntos_mib_total: 1024,
      },
    ]);
    expect(JSON.stringify(res.body)).not.toMatch(/jwt|secret|business_tz/i);
    expect(AJUSTES_POR_OMISION).toEqual(res.body.resultados[0]);
  });

  it('saves every setting, reads them back, and clears the product with null', async () => {
    const datos = {
      corte_tolerancia_monto: 15.5,
      corte_tolerancia_porcentaje: 2.25,
      id_producto_agua: id_producto,
      alerta_dias_sin_venta: 4,
      alerta_dias_sin_corte: 10,
      entrada_cloro_min: 0.3,
      entrada_cloro_max: 1.2,
      entrada_ph_min: 6.8,
      entrada_ph_max: 8.2,
      entrada_sdt_max: 900,
      producto_cloro_max: 0.05,
      producto_ph_min: 6.6,
      producto_ph_max: 8,
      producto_sdt_max: 450.5,
      adjuntos_mib_maquina: 50,
      adjuntos_mib_total: 2048,
    };
    const res = await t.post('/ajustes/editar', datos, admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true, resultados: [datos], mensaje_user: m.guardados });
    expect((await t.post('/ajustes', {}, admin)).body.resultados[0]).toEqual(datos);
    const [fila] = (
      (await t.database.db.execute(
        sql`select valor from ajustes where clave = 'corte_tolerancia_monto'`,
      )) as unknown as { rows: { valor: string }[] }
    ).rows;
    expect(fila?.valor).toBe('15.5');

    await t.post('/ajustes/editar', { ...datos, id_producto_agua: null }, admin);
    expect((await t.post('/ajustes', {}, admin)).body.resultados[0].id_producto_agua).toBeNull();
  });

  it.each([
    ['corte_tolerancia_monto', -1, m.toleranciaMontoInvalida],
    ['corte_tolerancia_monto', 1.234, m.toleranciaMontoInvalida],
    ['corte_tolerancia_porcentaje', 100.01, m.toleranciaPorcentajeInvalida],
    ['alerta_dias_sin_venta', 0, m.diasInvalidos],
    ['alerta_dias_sin_venta', 2.5, m.diasInvalidos],
    ['id_producto_agua', 999_999, m.productoAguaNoExiste],
    ['alerta_dias_sin_corte', 366, m.diasInvalidos],
    ['entrada_cloro_min', -0.1, m.rangoInvalido],
    ['producto_sdt_max', 1.234, m.rangoInvalido],
    ['adjuntos_mib_maquina', 0, m.cuotaInvalida],
    ['adjuntos_mib_maquina', 1.5, m.cuotaInvalida],
    ['adjuntos_mib_total', 1_000_001, m.cuotaInvalida],
    ['entrada_ph_max', 14.5, m.rangoInvalido],
    ['entrada_cloro_max', 0.1, m.rangoAlReves],
    ['producto_ph_max', 6, m.rangoAlReves],
  ])('refuses %s = %s with its message and keeps what was saved', async (campo, valor, mensaje) => {
    const antes = (await t.post('/ajustes', {}, admin)).body.resultados[0];
    const res = await t.post('/ajustes/editar', { ...antes, [campo]: valor }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([{ campo, mensaje }]);
    expect((await t.post('/ajustes', {}, admin)).body.resultados[0]).toEqual(antes);
  });

  it('is ADMIN’s alone: a user with every other screen gets 403 and changes nothing', async () => {
    const antes = (await t.post('/ajustes', {}, admin)).body.resultados[0];
    const operador = await nonAdminToken(t);
    expect((await t.post('/ajustes', {}, operador)).status).toBe(403);
    expect((await t.post('/ajustes/editar', { ...antes, alerta_dias_sin_venta: 30 }, operador)).status).toBe(
      403,
    );
    expect((await t.post('/ajustes', {}, admin)).body.resultados[0]).toEqual(antes);
  });
});
