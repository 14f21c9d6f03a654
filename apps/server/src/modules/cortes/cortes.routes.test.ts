// Cortes de caja (issue 17): every figure against numbers worked out by hand here, not by the server's formula.
import { randomUUID } from 'node:crypto';
import { AJUSTES_POR_OMISION } from '@aguavend/contract/ajustes';
import { mensajes } from '@aguavend/contract/messages';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nonAdminToken, respaldoEnMemoria, useTestApp } from '../../../test/helpers.ts';
import { restaurar } from '../../db/backup.ts';

const t = await useTestApp();
const m = mensajes.cortes;
let admin: string;
let colector: string;
let id_colector: number;
let otroColector: string;
let ajeno: string;
let agua: number;
let garrafon: number;
let categoriaVenta: number;

/** Hours after a fixed start, so each machine's cortes come one after another. */
const BASE = Date.parse('2026-03-02T16:00:00Z');
const hora = (h: number) => new Date(BASE + h * 3_600_000).toISOString();

/** The last row of the cortes list's .xlsx (its totals; the CSV is the records alone), cell by cell. */
async function totalesXlsx(cuerpo: Record<string, unknown>, token: string) {
  const enlace = await t.post('/cortes', { ...cuerpo, formato: 'xlsx' }, token);
  const res = await t.app.inject({ method: 'GET', url: enlace.body.resultados[0].url });
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ultima = libro.worksheets[0]?.lastRow;
  return Array.from({ length: 15 }, (_, i) => ultima?.getCell(i + 1).value ?? null);
}

async function filas<T>(q: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

/**
 * A machine charged by its meter (POR_CORTE: expected cash = liters × price) whose meter starts at 0, unless `extra`
 * says otherwise (lectura_inicial null: no starting reading; POR_VENTA: judged against its sales).
 */
async function maquina(nombre: string, extra: Record<string, unknown> = {}) {
  const res = await t.post(
    '/maquina/new',
    { nombre, estatus: 'ACTIVA', modo_venta: 'POR_CORTE', precio_litro: 1, lectura_inicial: 0, ...extra },
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.resultados[0].id_maquina as number;
  for (const id_usuario of [id_colector, await idDe('cortes_otro')]) {
    await t.post('/users/maquina/asignar', { id_usuario, id_maquina: id }, admin);
  }
  return id;
}

async function idDe(username: string) {
  return (await t.post('/users', { buscar: username }, admin)).body.resultados[0].id_usuario as number;
}

const corte = (id_maquina: number, datos: Record<string, unknown>, token = colector) =>
  t.post('/corte/new', { id_maquina, clave: randomUUID(), efectivo: {}, ...datos }, token);

/** A corte that must be saved: its row. */
async function guardado(id_maquina: number, datos: Record<string, unknown>, token = colector) {
  const res = await corte(id_maquina, datos, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.resultados[0];
}

/** The edit's body: the corte as it is, with `cambios`. */
async function edicion(id_corte: number, cambios: Record<string, unknown>) {
  const c = (await t.post('/corte', { id_corte }, admin)).body.resultados[0];
  return {
    id_corte,
    fecha: c.fecha,
    lectura: c.lectura,
    efectivo: c.efectivo,
    motivo: c.motivo,
    motivo_texto: c.motivo_texto,
    lectura_final_anterior: c.lectura_final_anterior,
    precio_litro_nuevo: c.precio_litro_nuevo,
    notas: c.notas,
    ...cambios,
  };
}

beforeAll(async () => {
  admin = await t.login();
  colector = await nonAdminToken(t, 'cortes_colector', ['cortes', 'depositos']);
  otroColector = await nonAdminToken(t, 'cortes_otro', ['cortes', 'depositos']);
  ajeno = await nonAdminToken(t, 'cortes_ajeno', ['cortes', 'depositos']);
  id_colector = await idDe('cortes_colector');
  const producto = (nombre: string, litros: number, precio: number) =>
    t.post('/producto/new', { nombre, precio, stock: 1000, litros_por_unidad: litros }, admin);
  agua = (await producto('Agua por litro', 1, 1)).body.resultados[0].id_producto;
  garrafon = (await producto('Garrafón 20 L', 20, 15)).body.resultados[0].id_producto;
  expect(
    (await t.post('/ajustes/editar', { ...AJUSTES_POR_OMISION, id_producto_agua: agua }, admin)).status,
  ).toBe(200);
  categoriaVenta = (
    await filas<{ id: number }>(
      sql`select id_categoria_transaccion as id from categorias_transaccion where tipo = 'VENTA'`,
    )
  )[0]?.id as number;
});

describe('what a corte computes', () => {
  it('liters × a 4-decimal price, rounded half up to centavos; counted by denomination; the difference', async () => {
    const id = await maquina('Calc 1', { precio_litro: 0.375, lectura_inicial: 1000 });
    // 137 L × $0.3750 = $51.375 → $51.38; $50 + $1 + $0.50 = $51.50; +$0.12 sobrante.
    const c = await guardado(id, { fecha: hora(1), lectura: 1137, efectivo: { b50: 1, m1: 1, m050: 1 } });
    expect(c).toMatchObject({
      lectura_anterior: 1000,
      lectura: 1137,
      litros: 137,
      precio_litro: 0.375,
      esperado: 51.38,
      contado: 51.5,
      diferencia: 0.12,
      tolerancia: 20,
      fuera_de_tolerancia: false,
      estado: 'PENDIENTE',
      id_colector,
      colector: 'Ope Rador',
      modo_venta: 'POR_CORTE',
      ventas_monto: null,
      litros_fuera_de_tolerancia: false,
      lectura_base: false,
    });
    // 141 L × $0.3650 = $51.465 exactly → $51.47 (binary floating point reads 51.4649… and would give $51.46).
    const d = await guardado(
      id,
      {
        fecha: hora(2),
        lectura: 1278,
        efectivo: { m20: 1, b20: 1, m10: 1, m1: 1, m050: 1 },
        precio_litro_nuevo: 0.365,
        id_colector,
      },
      admin,
    );
    expect(d).toMatchObject({
      litros: 141,
      precio_litro: 0.375,
      esperado: 52.88,
      contado: 51.5,
      diferencia: -1.38,
    });
    const e = await guardado(id, { fecha: hora(3), lectura: 1419, efectivo: { b50: 1, m1: 1, m050: 1 } });
    expect(e).toMatchObject({
      litros: 141,
      precio_litro: 0.365,
      esperado: 51.47,
      contado: 51.5,
      diferencia: 0.03,
    });
  });

  it('a difference of exactly max($20, 2 %) is inside; one centavo more needs a reason, and nothing is saved without it', async () => {
    const id = await maquina('Tolerancia', { precio_litro: 0.01 });
    // 10,000 L × $0.01 = $100.00; $80 counted: −$20.00, exactly the tolerance.
    const dentro = await guardado(id, {
      fecha: hora(1),
      lectura: 10_000,
      efectivo: { b50: 1, m20: 1, m10: 1 },
    });
    expect(dentro).toMatchObject({
      esperado: 100,
      contado: 80,
      diferencia: -20,
      tolerancia: 20,
      fuera_de_tolerancia: false,
    });
    // 10,001 L more × $0.01 = $100.01; $80 counted: −$20.01.
    const sin = await corte(id, { fecha: hora(2), lectura: 20_001, efectivo: { b50: 1, m20: 1, m10: 1 } });
    expect(sin.status).toBe(400);
    expect(sin.body.errores).toEqual([{ campo: 'motivo', mensaje: m.motivoRequerido('$20.00') }]);
    expect(sin.body.mensaje_user).toBe(m.motivoRequerido('$20.00'));
    expect((await filas(sql`select 1 from cortes where id_maquina = ${id}`)).length).toBe(1);
    const con = await guardado(id, {
      fecha: hora(2),
      lectura: 20_001,
      efectivo: { b50: 1, m20: 1, m10: 1 },
      motivo: 'MONEDA_ATORADA',
    });
    expect(con).toMatchObject({
      esperado: 100.01,
      diferencia: -20.01,
      fuera_de_tolerancia: true,
      motivo: 'MONEDA_ATORADA',
    });
    // OTRO needs its words.
    const otro = await corte(id, { fecha: hora(3), lectura: 20_001, motivo: 'OTRO' });
    expect(otro.status).toBe(400);
    expect(otro.body.errores).toEqual([{ campo: 'motivo_texto', mensaje: m.motivoTextoRequerido }]);
  });

  it('above $1,000 expected the 2 % rule applies: $2,000.00 allows $40.00, $2,000.01 refuses −$40.01', async () => {
    const id = await maquina('Dos por ciento', { precio_litro: 0.01 });
    // 200,000 L × $0.01 = $2,000.00; tolerance max($20, $40.00) = $40; $2,040 counted: +$40.00 inside.
    const a = await guardado(id, { fecha: hora(1), lectura: 200_000, efectivo: { b1000: 2, b20: 2 } });
    expect(a).toMatchObject({
      esperado: 2000,
      contado: 2040,
      diferencia: 40,
      tolerancia: 40,
      fuera_de_tolerancia: false,
    });
    // 200,001 L × $0.01 = $2,000.01; 2 % = $40.0002 → $40.00; $1,960 counted: −$40.01.
    const b = await corte(id, {
      fecha: hora(2),
      lectura: 400_001,
      efectivo: { b1000: 1, b500: 1, b200: 2, b50: 1, m10: 1 },
    });
    expect(b.status).toBe(400);
    expect(b.body.errores[0]).toEqual({ campo: 'motivo', mensaje: m.motivoRequerido('$40.00') });
  });

  it('the tolerance follows the settings: $5 or 10 %', async () => {
    const id = await maquina('Ajustada', { precio_litro: 1 });
    await t.post(
      '/ajustes/editar',
      {
        ...AJUSTES_POR_OMISION,
        corte_tolerancia_monto: 5,
        corte_tolerancia_porcentaje: 10,
        id_producto_agua: agua,
      },
      admin,
    );
    try {
      // 100 L × $1 = $100; 10 % = $10 > $5; $89.50 counted: −$10.50 out.
      const r = await corte(id, {
        fecha: hora(1),
        lectura: 100,
        efectivo: { b50: 1, m20: 1, m10: 1, m5: 1, m2: 2, m050: 1 },
      });
      expect(r.body.errores?.[0]).toEqual({ campo: 'motivo', mensaje: m.motivoRequerido('$10.00') });
      const i = await corte(id, { fecha: hora(1), lectura: 100, efectivo: { b50: 1, m20: 2 } });
      expect(i.body.resultados[0]).toMatchObject({
        diferencia: -10,
        tolerancia: 10,
        fuera_de_tolerancia: false,
      });
    } finally {
      await t.post('/ajustes/editar', { ...AJUSTES_POR_OMISION, id_producto_agua: agua }, admin);
    }
  });

  it('a POR_CORTE corte keeps the tolerance it was judged with when it is approved after the setting changed', async () => {
    const id = await maquina('Tolerancia anterior', { precio_litro: 1 });
    // 100 L × $1 = $100; $90 counted: −$10, inside $20.
    const c = await guardado(id, { fecha: hora(1), lectura: 100, efectivo: { b50: 1, m20: 2 } });
    expect(c).toMatchObject({ diferencia: -10, tolerancia: 20, fuera_de_tolerancia: false });
    await t.post(
      '/ajustes/editar',
      {
        ...AJUSTES_POR_OMISION,
        corte_tolerancia_monto: 5,
        corte_tolerancia_porcentaje: 1,
        id_producto_agua: agua,
      },
      admin,
    );
    try {
      expect((await t.post('/corte/aprobar', { id_corte: c.id_corte }, admin)).status).toBe(200);
      expect((await t.post('/corte', { id_corte: c.id_corte }, admin)).body.resultados[0]).toMatchObject({
        estado: 'APROBADO',
        tolerancia: 20,
        fuera_de_tolerancia: false,
      });
    } finally {
      await t.post('/ajustes/editar', { ...AJUSTES_POR_OMISION, id_producto_agua: agua }, admin);
    }
  });
});

describe('prices per liter', () => {
  it('a new price at a corte applies to the next period; the catalog, the start of the form and the history show it', async () => {
    const id = await maquina('Precio', { precio_litro: 0.5 });
    const uno = await guardado(
      id,
      { fecha: hora(1), lectura: 100, efectivo: { b50: 1 }, precio_litro_nuevo: 0.6, id_colector },
      admin,
    );
    // 100 L at the old $0.50.
    expect(uno).toMatchObject({ esperado: 50, precio_litro: 0.5, precio_litro_nuevo: 0.6 });
    const inicio = (await t.post('/corte/inicio', { id_maquina: id }, colector)).body.resultados[0];
    expect(inicio).toMatchObject({
      id_maquina: id,
      modo_venta: 'POR_CORTE',
      lectura_anterior: 100,
      precio_litro: 0.6,
      fecha_anterior: hora(1),
      ventas_monto: null,
      tolerancia_monto: 20,
      tolerancia_porcentaje: 2,
    });
    const dos = await guardado(id, { fecha: hora(2), lectura: 200, efectivo: { b50: 1, m10: 1 } });
    // 100 L at the new $0.60.
    expect(dos).toMatchObject({ precio_litro: 0.6, esperado: 60, contado: 60, diferencia: 0 });
    const lista = (await t.post('/maquina', { buscar: 'Precio' }, admin)).body.resultados;
    expect(lista).toEqual([
      expect.objectContaining({ id_maquina: id, precio_litro: 0.6, lectura_inicial: 0 }),
    ]);
    const historial = (await t.post('/maquina/precios', { id_maquina: id }, colector)).body.resultados;
    expect(
      historial.map((h: { precio_litro: number; id_corte: number | null }) => [h.precio_litro, h.id_corte]),
    ).toEqual([
      [0.5, null],
      [0.6, uno.id_corte],
    ]);
    expect(historial[1].desde).toBe(uno.fecha);
  });

  it('an ADMIN sets the next price in Catálogos: the next corte, whoever records it, applies it; rejected, it waits again', async () => {
    const id = await maquina('Precio siguiente', { precio_litro: 1 });
    await guardado(id, { fecha: hora(1), lectura: 100, efectivo: { b50: 2 } });
    const catalogo = mensajes.catalogos;
    const fijar = (precio_litro_siguiente: number | null, token = admin) =>
      t.post('/maquina/precio/siguiente', { id_maquina: id, precio_litro_siguiente }, token);
    const negado = await fijar(1.5, colector);
    expect(negado.status).toBe(403);
    const fijado = await fijar(1.5);
    expect([fijado.status, fijado.body.mensaje_user]).toEqual([200, catalogo.precioSiguienteFijado]);
    // In force until a corte: $1.00; waiting: $1.50.
    expect(fijado.body.resultados[0]).toMatchObject({ precio_litro: 1, precio_litro_siguiente: 1.5 });
    expect((await t.post('/corte/inicio', { id_maquina: id }, colector)).body.resultados[0]).toMatchObject({
      precio_litro: 1,
      precio_litro_siguiente: 1.5,
    });

    // The collector's corte (no price of its own: a collector cannot name one) records it; its own period is at $1.
    const dos = await guardado(id, { fecha: hora(2), lectura: 200, efectivo: { b50: 2 } });
    expect(dos).toMatchObject({ precio_litro: 1, esperado: 100, precio_litro_nuevo: 1.5 });
    const maquinaDe = async () =>
      (await t.post('/maquina', { buscar: 'Precio siguiente' }, admin)).body.resultados[0];
    expect(await maquinaDe()).toMatchObject({ precio_litro: 1.5, precio_litro_siguiente: null });

    // Rejected, that corte no longer counts: the price waits for the next corte again.
    expect(
      (await t.post('/corte/rechazar', { id_corte: dos.id_corte, motivo: 'Mal leído' }, admin)).status,
    ).toBe(200);
    expect(await maquinaDe()).toMatchObject({ precio_litro: 1, precio_litro_siguiente: 1.5 });
    const quitado = await fijar(null);
    expect([quitado.status, quitado.body.mensaje_user]).toEqual([200, catalogo.precioSiguienteQuitado]);
    // From the first corte's 100 L (the second does not count): 200 L at $1.
    const tres = await guardado(id, { fecha: hora(3), lectura: 300, efectivo: { b100: 2 } });
    expect(tres).toMatchObject({ precio_litro: 1, esperado: 200, precio_litro_nuevo: null });
  });

  it('only an ADMIN sets a new price: an operator’s corte or edit with one is refused (403) and changes nothing', async () => {
    const id = await maquina('Tarifa', { precio_litro: 0.5 });
    const cortesDe = () =>
      filas<{ id_corte: number }>(sql`select id_corte from cortes where id_maquina = ${id}`);
    const nuevo = { fecha: hora(1), lectura: 100, efectivo: { b50: 1 }, precio_litro_nuevo: 0.6 };
    const rehusado = await corte(id, nuevo);
    expect([rehusado.status, rehusado.body.mensaje_user]).toEqual([403, m.soloAdminPrecioNuevo]);
    expect(await cortesDe()).toEqual([]);
    // The ADMIN records it for the collector; 100 L at the old $0.50.
    const uno = await guardado(id, { ...nuevo, id_colector }, admin);
    expect(uno).toMatchObject({ id_colector, precio_litro: 0.5, precio_litro_nuevo: 0.6, esperado: 50 });
    // The collector may edit that corte, sending its price back as it is, but not change or clear it.
    const recontado = await t.post(
      '/corte/editar',
      await edicion(uno.id_corte, { notas: 'Recontado' }),
      colector,
    );
    expect(recontado.status, JSON.stringify(recontado.body)).toBe(200);
    for (const precio_litro_nuevo of [0.7, null]) {
      const r = await t.post('/corte/editar', await edicion(uno.id_corte, { precio_litro_nuevo }), colector);
      expect([r.status, r.body.mensaje_user]).toEqual([403, m.soloAdminPrecioNuevo]);
    }
    // The next corte, the collector's own, is at the new $0.60: 100 L → $60.
    const dos = await guardado(id, { fecha: hora(2), lectura: 200, efectivo: { b50: 1, m10: 1 } });
    expect(dos).toMatchObject({ precio_litro: 0.6, precio_litro_nuevo: null, esperado: 60, diferencia: 0 });
    expect((await cortesDe()).length).toBe(2);
    const otroPrecio = await t.post(
      '/corte/editar',
      await edicion(dos.id_corte, { precio_litro_nuevo: 0.7 }),
      colector,
    );
    expect([otroPrecio.status, otroPrecio.body.mensaje_user]).toEqual([403, m.soloAdminPrecioNuevo]);
    expect(
      (await t.post('/corte', { id_corte: dos.id_corte }, admin)).body.resultados[0].precio_litro_nuevo,
    ).toBe(null);
  });

  it('once a machine has a corte, its price and starting reading change only at a corte (409); the same values pass', async () => {
    const id = await maquina('Fija', { precio_litro: 0.5, lectura_inicial: 10 });
    const base = { id_maquina: id, nombre: 'Fija', estatus: 'ACTIVA', modo_venta: 'POR_CORTE' };
    // Before any corte both may change.
    expect(
      (await t.post('/maquina/editar', { ...base, precio_litro: 0.55, lectura_inicial: 20 }, admin)).status,
    ).toBe(200);
    await guardado(id, { fecha: hora(1), lectura: 120, efectivo: { b50: 1, m5: 1 } });
    for (const cambio of [
      { precio_litro: 0.6, lectura_inicial: 20 },
      { precio_litro: 0.55, lectura_inicial: 30 },
    ]) {
      const r = await t.post('/maquina/editar', { ...base, ...cambio }, admin);
      expect(r.status).toBe(409);
      expect(r.body.mensaje_user).toBe(m.precioLitroFijo);
    }
    const igual = await t.post(
      '/maquina/editar',
      { ...base, nombre: 'Fija 2', precio_litro: 0.55, lectura_inicial: 20 },
      admin,
    );
    expect(igual.status).toBe(200);
    expect(igual.body.resultados[0]).toMatchObject({
      nombre: 'Fija 2',
      precio_litro: 0.55,
      lectura_inicial: 20,
    });
  });

  it('a machine without a price per liter cannot have a corte (409)', async () => {
    const id = await maquina('Sin precio', { precio_litro: null });
    const r = await corte(id, { fecha: hora(1), lectura: 10 });
    expect(r.status).toBe(409);
    expect(r.body.mensaje_user).toBe(m.sinPrecioLitro);
  });
});

describe('readings and dates', () => {
  it('a replaced meter: the old one’s final reading counts its liters, the new reading starts the next period', async () => {
    const id = await maquina('Contador', { precio_litro: 1, lectura_inicial: 5000 });
    await guardado(id, { fecha: hora(1), lectura: 5100, efectivo: { b100: 1 } });
    // Lower without the reason: refused on the reading.
    const menor = await corte(id, { fecha: hora(2), lectura: 30 });
    expect(menor.status).toBe(400);
    expect(menor.body.errores).toEqual([{ campo: 'lectura', mensaje: m.lecturaMenor(5100) }]);
    expect(m.lecturaMenor(5100)).toContain('5,100 L');
    const sinMotivo = await corte(id, { fecha: hora(2), lectura: 5200, lectura_final_anterior: 5150 });
    expect(sinMotivo.body.errores).toEqual([
      { campo: 'lectura_final_anterior', mensaje: m.lecturaFinalSinReemplazo },
    ]);
    const finalMenor = await corte(id, {
      fecha: hora(2),
      lectura: 30,
      lectura_final_anterior: 5000,
      motivo: 'CONTADOR_REEMPLAZADO',
    });
    expect(finalMenor.body.errores).toEqual([
      { campo: 'lectura_final_anterior', mensaje: m.lecturaFinalMenor(5100) },
    ]);
    // 5150 − 5100 = 50 L by the old meter.
    const cambio = await guardado(id, {
      fecha: hora(2),
      lectura: 30,
      lectura_final_anterior: 5150,
      motivo: 'CONTADOR_REEMPLAZADO',
      efectivo: { b50: 1 },
    });
    expect(cambio).toMatchObject({ lectura_anterior: 5100, litros: 50, esperado: 50, diferencia: 0 });
    // The new meter: 80 − 30 = 50 L.
    const siguiente = await guardado(id, { fecha: hora(3), lectura: 80, efectivo: { b50: 1 } });
    expect(siguiente).toMatchObject({ lectura_anterior: 30, litros: 50, esperado: 50 });
    // Replaced without the old final reading: no liters counted, the new reading starts again.
    const sinFinal = await guardado(id, { fecha: hora(4), lectura: 5, motivo: 'CONTADOR_REEMPLAZADO' });
    expect(sinFinal).toMatchObject({ lectura_anterior: 80, litros: 0, esperado: 0 });
    const ultima = await guardado(id, { fecha: hora(5), lectura: 25, efectivo: { b20: 1 } });
    expect(ultima).toMatchObject({ lectura_anterior: 5, litros: 20, esperado: 20, diferencia: 0 });
  });

  it('a corte must come after the machine’s last one', async () => {
    const id = await maquina('Fechas', { precio_litro: 1 });
    const uno = await guardado(id, { fecha: hora(5), lectura: 10, efectivo: { m10: 1 } });
    for (const fecha of [hora(5), hora(4)]) {
      const r = await corte(id, { fecha, lectura: 20 });
      expect(r.status).toBe(400);
      expect(r.body.errores[0].campo).toBe('fecha');
      // The previous corte's date and time in the business zone: 2026-03-02 21:00 UTC is 15:00 in Mexico City.
      expect(r.body.errores[0].mensaje).toMatch(/^La fecha debe ser posterior a la del corte anterior/);
      expect(r.body.errores[0].mensaje).toBe(m.fechaAnterior('02/03/2026, 15:00'));
    }
    const fechaFutura = await corte(id, {
      fecha: new Date(Date.now() + 3_600_000).toISOString(),
      lectura: 20,
    });
    expect(fechaFutura.body.errores).toEqual([{ campo: 'fecha', mensaje: m.fechaFutura }]);
    // Without a date: now, after the last one.
    const ahora = await guardado(id, { lectura: 20, efectivo: { m10: 1 } });
    expect(Date.parse(ahora.fecha)).toBeGreaterThan(Date.parse(uno.fecha));
    expect(ahora.fecha_anterior).toBe(uno.fecha);
  });
});

describe('retries with the same key', () => {
  it('answers the first corte again, even for two requests at once; another user’s key answers 409', async () => {
    const id = await maquina('Reintentos', { precio_litro: 1 });
    const cuerpo = { id_maquina: id, clave: randomUUID(), fecha: hora(1), lectura: 10, efectivo: { m10: 1 } };
    const [a, b] = await Promise.all([
      t.post('/corte/new', cuerpo, colector),
      t.post('/corte/new', cuerpo, colector),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect(a.body.mensaje_user).toBe(m.registrado);
    const otra = await t.post('/corte/new', cuerpo, colector);
    expect(otra.body).toEqual(a.body);
    expect((await filas(sql`select 1 from cortes where id_maquina = ${id}`)).length).toBe(1);
    const deOtro = await t.post('/corte/new', cuerpo, otroColector);
    expect(deOtro.status).toBe(409);
    expect(deOtro.body.mensaje_user).toBe(m.claveInvalida);
  });

  it('answers in the contract’s order: a machine no longer theirs 404, another user or machine 409', async () => {
    const id = await maquina('Reintentos perdida', { precio_litro: 1 });
    const otra = await maquina('Reintentos otra', { precio_litro: 1 });
    const cuerpo = { id_maquina: id, clave: randomUUID(), fecha: hora(1), lectura: 10, efectivo: { m10: 1 } };
    expect((await t.post('/corte/new', cuerpo, colector)).status).toBe(200);
    const conOtraMaquina = await t.post('/corte/new', { ...cuerpo, id_maquina: otra }, colector);
    expect([conOtraMaquina.status, conOtraMaquina.body.mensaje_user]).toEqual([409, m.claveInvalida]);
    const [vinculo] = await filas<{ id: number }>(
      sql`select id_usuario_maquina as id from usuario_maquina where id_usuario = ${id_colector} and id_maquina = ${id}`,
    );
    expect((await t.post('/users/maquina/quitar', { id_usuario_maquina: vinculo?.id }, admin)).status).toBe(
      200,
    );
    const perdida = await t.post('/corte/new', cuerpo, colector);
    expect([perdida.status, perdida.body.mensaje_user]).toEqual([404, mensajes.catalogos.maquinaNoExiste]);
    expect(perdida.body.resultados).toEqual([]);
    const deOtro = await t.post('/corte/new', cuerpo, otroColector);
    expect([deOtro.status, deOtro.body.mensaje_user]).toEqual([409, m.claveInvalida]);
  });
});

/** The machine's sales roll-up for a day (what Inicio reads). */
async function rollUp(id_maquina: number) {
  const [f] = await filas<{ unidades: string; monto: string }>(
    sql`select coalesce(sum(unidades), 0)::text as unidades, coalesce(sum(monto), 0)::text as monto
        from ventas_maquina_dia where id_maquina = ${id_maquina}`,
  );
  return { unidades: Number(f?.unidades), monto: Number(f?.monto) };
}

describe('POR_CORTE: the corte records the water sale', () => {
  it('creates, updates and removes the sale as the corte changes; Inicio’s roll-ups follow', async () => {
    const id = await maquina('Por corte', {
      modo_venta: 'POR_CORTE',
      precio_litro: 0.375,
      lectura_inicial: 1000,
    });
    // A day of its own (2025-12-15), so the business's Inicio below holds only this corte's sale.
    const dia = -24 * 77;
    const c = await guardado(id, {
      fecha: hora(dia + 1),
      lectura: 1137,
      efectivo: { b50: 1, m1: 1, m050: 1 },
    });
    expect(c.modo_venta).toBe('POR_CORTE');
    expect(c.ventas_monto).toBeNull();
    const ventas = async () =>
      (await t.post('/venta/maquina/totales', { id_maquina: id }, admin)).body.resultados as Record<
        string,
        unknown
      >[];
    expect(await ventas()).toEqual([
      expect.objectContaining({
        id_venta_maquina: c.id_venta_maquina,
        id_producto: agua,
        cantidad: 137,
        precio_unitario: 0.375,
        monto: 51.38,
        descripcion: `Corte #${c.id_corte}`,
        fecha_transaccion: c.fecha,
        id_usuario: id_colector,
        id_categoria_transaccion: categoriaVenta,
      }),
    ]);
    expect(await rollUp(id)).toEqual({ unidades: 137, monto: 51.38 });
    // Inicio, for the whole business on that day: the one sale of the day is the corte's.
    const inicio = await t.post('/negocio/resumen', { desde: '2025-12-15', hasta: '2025-12-15' }, admin);
    expect(inicio.body.resultados[0].actual).toMatchObject({
      ventas: 51.38,
      unidades: 137,
      numero_ventas: 1,
    });
    // No stock moves for the water sale.
    expect(
      (await filas<{ stock: number }>(sql`select stock from productos where id_producto = ${agua}`))[0]
        ?.stock,
    ).toBe(1000);
    // The sales screen does not change it: the corte does.
    const porVentas = [
      await t.post(
        '/venta/maquina/editar',
        {
          id_venta_maquina: c.id_venta_maquina,
          cantidad: 1,
          precio_unitario: 1,
          monto: 1,
          fecha_venta: c.fecha,
          descripcion: 'Cambiada',
        },
        admin,
      ),
      await t.post('/venta/maquina/eliminar', { id_venta_maquina: c.id_venta_maquina }, admin),
    ];
    for (const r of porVentas) {
      expect([r.status, r.body.mensaje_user]).toEqual([409, mensajes.ventas.deCorte(c.id_corte)]);
    }
    expect(await ventas()).toEqual([expect.objectContaining({ cantidad: 137, monto: 51.38 })]);

    // 200 L × $0.375 = $75.00.
    const e = await t.post(
      '/corte/editar',
      await edicion(c.id_corte, { lectura: 1200, efectivo: { b50: 1, b20: 1, m5: 1 } }),
      colector,
    );
    expect(e.status, JSON.stringify(e.body)).toBe(200);
    expect(e.body.mensaje_user).toBe(m.actualizado);
    expect(e.body.resultados[0]).toMatchObject({ litros: 200, esperado: 75, contado: 75, diferencia: 0 });
    expect(await ventas()).toEqual([expect.objectContaining({ cantidad: 200, monto: 75 })]);
    expect(await rollUp(id)).toEqual({ unidades: 200, monto: 75 });

    // No liters: no sale.
    await t.post('/corte/editar', await edicion(c.id_corte, { lectura: 1000, efectivo: {} }), colector);
    expect(await ventas()).toEqual([]);
    expect(await rollUp(id)).toEqual({ unidades: 0, monto: 0 });
    // Liters again: a sale again. 10 L × $0.375 = $3.75.
    const otra = await t.post(
      '/corte/editar',
      await edicion(c.id_corte, { lectura: 1010, efectivo: { m2: 1, m1: 1, m050: 1 } }),
      colector,
    );
    expect(otra.body.resultados[0].id_venta_maquina).not.toBe(c.id_venta_maquina);
    expect(await ventas()).toEqual([expect.objectContaining({ cantidad: 10, monto: 3.75 })]);

    // Rejected: the sale goes.
    const r = await t.post('/corte/rechazar', { id_corte: c.id_corte, motivo: 'Lectura mal tomada' }, admin);
    expect(r.status).toBe(200);
    expect(r.body.resultados[0]).toMatchObject({ estado: 'RECHAZADO', motivo_rechazo: 'Lectura mal tomada' });
    expect(await ventas()).toEqual([]);
    expect(await rollUp(id)).toEqual({ unidades: 0, monto: 0 });

    // The rejected corte does not count: the next one starts from the starting reading again.
    const d = await guardado(id, {
      fecha: hora(2),
      lectura: 1100,
      efectivo: { b20: 1, m10: 1, m5: 1, m050: 1 },
    });
    expect(d).toMatchObject({ lectura_anterior: 1000, litros: 100, esperado: 37.5 });
    expect(await rollUp(id)).toEqual({ unidades: 100, monto: 37.5 });
    // Deleted: the sale goes.
    const x = await t.post('/corte/eliminar', { id_corte: d.id_corte }, colector);
    expect(x.status).toBe(200);
    expect(x.body.mensaje_user).toBe(m.eliminado);
    expect(x.body.resultados[0].fecha_eliminacion).not.toBeNull();
    expect(await ventas()).toEqual([]);
    expect(await rollUp(id)).toEqual({ unidades: 0, monto: 0 });
    expect(
      (await t.post('/cortes/eliminados', { id_maquina: id }, colector)).body.resultados.map(
        (f: { id_corte: number }) => f.id_corte,
      ),
    ).toEqual([d.id_corte]);
  });

  it('without the water product setting the corte is refused (409) and nothing is saved; no liters needs no sale', async () => {
    const id = await maquina('Sin producto', { modo_venta: 'POR_CORTE', precio_litro: 1 });
    await t.database.db.execute(sql`update ajustes set valor = '' where clave = 'id_producto_agua'`);
    try {
      const r = await corte(id, { fecha: hora(1), lectura: 10, efectivo: { m10: 1 } });
      expect(r.status).toBe(409);
      expect(r.body.mensaje_user).toBe(m.sinProductoAgua);
      expect((await filas(sql`select 1 from cortes where id_maquina = ${id}`)).length).toBe(0);
      const cero = await guardado(id, { fecha: hora(1), lectura: 0 });
      expect(cero).toMatchObject({ litros: 0, id_venta_maquina: null });
    } finally {
      await t.database.db.execute(
        sql`update ajustes set valor = ${String(agua)} where clave = 'id_producto_agua'`,
      );
    }
  });
});

/** Records a sale of `cantidad` units on machine `id` at `fecha`: its id. */
async function venta(id: number, cantidad: number, fecha: string, producto = garrafon, precio = 15) {
  const r = await t.post(
    '/venta/maquina/new',
    {
      ventas_maquina: {
        id_maquina: id,
        id_producto: producto,
        cantidad,
        precio_unitario: precio,
        fecha_transaccion: fecha,
      },
      transacciones: {
        id_categoria_transaccion: categoriaVenta,
        descripcion: 'v',
        monto: cantidad * precio,
      },
    },
    admin,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.resultados[0].id_venta_maquina as number;
}

describe('POR_VENTA: the cash against the sales of the period, the meter against their liters', () => {
  // Found by the SQL mutation run: `<=` → `<` and `>` → `>=` in cortes_ventas_periodo survived.
  it('a sale at the very instant of a corte is that corte’s, and not the next one’s', async () => {
    const id = await maquina('Por venta al borde', { precio_litro: 1, modo_venta: 'POR_VENTA' });
    await venta(id, 1, hora(1));
    const primero = await guardado(id, { fecha: hora(1), lectura: 20, efectivo: { m10: 1, m5: 1 } });
    expect(primero).toMatchObject({ ventas_monto: 15, ventas_litros: 20 });
    await venta(id, 2, hora(2));
    const segundo = await guardado(id, { fecha: hora(2), lectura: 60, efectivo: { b20: 1, m10: 1 } });
    expect(segundo).toMatchObject({ ventas_monto: 30, ventas_litros: 40 });
  });

  it('sums the money and liters of the sales in (previous corte, this corte], without deleted ones', async () => {
    const id = await maquina('Por venta', { precio_litro: 0.75, modo_venta: 'POR_VENTA' });
    await venta(id, 1, hora(0));
    const primero = await guardado(id, { fecha: hora(1), lectura: 20, efectivo: { m10: 1, m5: 1 } });
    // Before the first corte, from the beginning: 1 garrafón, $15.00, 20 L.
    expect(primero).toMatchObject({ ventas_monto: 15, ventas_litros: 20, litros: 20, esperado: 15 });
    await venta(id, 2, hora(1.5));
    await venta(id, 4, hora(1.75), agua, 0.5);
    const borrada = await venta(id, 1, hora(1.8));
    await t.post('/venta/maquina/eliminar', { id_venta_maquina: borrada }, admin);
    await venta(id, 3, hora(2.5));
    const segundo = await guardado(id, {
      fecha: hora(2),
      lectura: 64,
      efectivo: { b20: 1, m10: 1, m2: 1, m1: 1 },
    });
    // 2 garrafones ($30, 40 L) + 4 L of water ($2, 4 L); the deleted sale and the later one out: $32, 44 L. The
    // cash is owed for the sales: $33 − $32 = +$1.
    expect(segundo).toMatchObject({
      ventas_monto: 32,
      ventas_litros: 44,
      litros: 44,
      esperado: 32,
      contado: 33,
      diferencia: 1,
      fuera_de_tolerancia: false,
      diferencia_litros: 0,
      tolerancia_litros: 5,
      litros_fuera_de_tolerancia: false,
    });
    const lista = (await t.post('/cortes', { id_maquina: id }, admin)).body.resultados;
    expect(lista.map((f: { ventas_monto: number }) => f.ventas_monto)).toEqual([32, 15]);
  });
});

describe('POR_VENTA: whether it reconciles (issue 43)', () => {
  it('the issue’s corte: $2,150.00 of sales and $607.50 in the box no longer reconciles because the meter × price matches the cash', async () => {
    const id = await maquina('Cuadre 1', {
      precio_litro: 0.75,
      modo_venta: 'POR_VENTA',
      lectura_inicial: 5000,
    });
    // 86 garrafones × $25.00 = $2,150.00, 86 × 20 L = 1,720 L; the meter read only 810 L, and 810 × $0.75 = $607.50.
    await venta(id, 86, hora(0.5), garrafon, 25);
    const datos = { fecha: hora(1), lectura: 5810, efectivo: { b500: 1, b100: 1, m5: 1, m2: 1, m050: 1 } };
    // $607.50 − $2,150.00 = −$1,542.50, beyond max($20, 2 % × $2,150.00 = $43.00): a reason is needed.
    const sinMotivo = await corte(id, datos);
    expect(sinMotivo.status).toBe(400);
    expect(sinMotivo.body.errores).toEqual([{ campo: 'motivo', mensaje: m.motivoRequerido('$43.00') }]);
    const c = await guardado(id, { ...datos, motivo: 'OTRO', motivo_texto: 'Se revisa con el colector' });
    expect(c).toMatchObject({
      litros: 810,
      ventas_monto: 2150,
      ventas_litros: 1720,
      esperado: 2150,
      contado: 607.5,
      diferencia: -1542.5,
      tolerancia: 43,
      fuera_de_tolerancia: true,
      // 810 − 1,720 = −910 L, beyond max(1 % × 810 = 8.1, 5) = 8.1 L.
      diferencia_litros: -910,
      tolerancia_litros: 8.1,
      litros_fuera_de_tolerancia: true,
      id_venta_maquina: null,
    });
  });

  it('cash short of the sales with the meter agreeing: only the cash-against-sales pair fails, in the list and the summary', async () => {
    const id = await maquina('Cuadre 2', { precio_litro: 1.25, modo_venta: 'POR_VENTA' });
    await venta(id, 86, hora(0.5), garrafon, 25);
    const c = await guardado(id, {
      fecha: hora(1),
      lectura: 1720,
      efectivo: { b500: 1, b100: 1, m5: 1, m2: 1, m050: 1 },
      motivo: 'MONEDA_ATORADA',
    });
    expect(c).toMatchObject({
      esperado: 2150,
      diferencia: -1542.5,
      fuera_de_tolerancia: true,
      diferencia_litros: 0,
      tolerancia_litros: 17.2,
      litros_fuera_de_tolerancia: false,
    });
    const resumen = await t.post(
      '/cortes/resumen',
      { por: 'maquina', desde: '2026-03-02', hasta: '2026-03-02', id_maquina: id },
      admin,
    );
    expect(resumen.body.resultados).toEqual([
      expect.objectContaining({
        cortes: 1,
        esperado: 2150,
        contado: 607.5,
        faltantes: 1542.5,
        fuera_de_tolerancia: 1,
        efectivo_contador: 0,
        efectivo_ventas: 1,
        contador_ventas: 0,
      }),
    ]);
  });

  it('the meter against the sales: a difference of exactly max(1 %, 5 L) is inside, one liter more is flagged (no reason needed)', async () => {
    // [metered liters, liters sold, flagged]: 1 % of 1,000 L is 10 L; below 500 L the 5 L floor rules.
    const casos: [number, number, boolean][] = [
      [1000, 990, false],
      [1000, 989, true],
      [1000, 1010, false],
      [1000, 1011, true],
      [100, 95, false],
      [100, 94, true],
    ];
    // Water by the liter from a product with stock enough for every case.
    const granel = (
      await t.post(
        '/producto/new',
        { nombre: 'Agua a granel', precio: 1, stock: 10_000, litros_por_unidad: 1 },
        admin,
      )
    ).body.resultados[0].id_producto as number;
    for (const [i, [litros, vendidos, fuera]] of casos.entries()) {
      const id = await maquina(`Litros ${i}`, { precio_litro: 1, modo_venta: 'POR_VENTA' });
      await venta(id, vendidos, hora(0.5), granel, 1);
      // The cash matches the sales ($1 per liter sold), so only the meter may disagree.
      const c = await guardado(id, {
        fecha: hora(1),
        lectura: litros,
        efectivo: { m1: vendidos },
      });
      expect(
        [c.diferencia_litros, c.tolerancia_litros, c.litros_fuera_de_tolerancia, c.fuera_de_tolerancia],
        `${litros} L medidos, ${vendidos} L vendidos`,
      ).toEqual([litros - vendidos, Math.max(litros / 100, 5), fuera, false]);
    }
  });

  it('the cash against the sales follows the money tolerance: $2,000.00 of sales allows $40.00, not $40.01', async () => {
    const id = await maquina('Cuadre 3', { precio_litro: 1, modo_venta: 'POR_VENTA' });
    await venta(id, 80, hora(0.5), garrafon, 25);
    const dentro = await guardado(id, {
      fecha: hora(1),
      lectura: 1600,
      efectivo: { b1000: 1, b500: 1, b200: 2, b20: 3 },
    });
    expect(dentro).toMatchObject({
      esperado: 2000,
      contado: 1960,
      diferencia: -40,
      tolerancia: 40,
      fuera_de_tolerancia: false,
    });
    const fuera = await t.post(
      '/corte/editar',
      await edicion(dentro.id_corte, {
        efectivo: { b1000: 1, b500: 1, b200: 2, b20: 2, m10: 1, m5: 1, m2: 2, m050: 1 },
      }),
      colector,
    );
    // $1,959.50: −$40.50.
    expect(fuera.status).toBe(400);
    expect(fuera.body.errores).toEqual([{ campo: 'motivo', mensaje: m.motivoRequerido('$40.00') }]);
  });

  it('approving keeps the figures: a sale recorded later in the period does not reopen the corte; editing it compares again', async () => {
    const id = await maquina('Cuadre 4', { precio_litro: 1, modo_venta: 'POR_VENTA' });
    await venta(id, 2, hora(0.5), garrafon, 25);
    const c = await guardado(id, { fecha: hora(1), lectura: 40, efectivo: { b50: 1 } });
    expect(c).toMatchObject({ esperado: 50, diferencia: 0 });
    await venta(id, 1, hora(0.75), garrafon, 25);
    const aprobado = await t.post('/corte/aprobar', { id_corte: c.id_corte }, admin);
    expect(aprobado.body.resultados[0]).toMatchObject({ esperado: 50, ventas_monto: 50, diferencia: 0 });
    const editado = await t.post(
      '/corte/editar',
      await edicion(c.id_corte, { efectivo: { b50: 1, m20: 1, m5: 1 }, motivo_cambio: 'Se contó de nuevo' }),
      admin,
    );
    expect(editado.status, JSON.stringify(editado.body)).toBe(200);
    expect(editado.body.resultados[0]).toMatchObject({
      esperado: 75,
      ventas_monto: 75,
      ventas_litros: 60,
      diferencia: 0,
    });
  });
});

describe('a machine without a starting reading (issue 43, decision 023 addendum)', () => {
  it('POR_CORTE: its first corte is refused (409) instead of charging the whole meter ($72,786.25); with the reading it is charged from it', async () => {
    const id = await maquina('Sin lectura corte', { precio_litro: 1.25, lectura_inicial: null });
    expect((await t.post('/maquina', { buscar: 'Sin lectura corte' }, admin)).body.resultados).toEqual([
      expect.objectContaining({ id_maquina: id, lectura_inicial: null }),
    ]);
    const inicio = (await t.post('/corte/inicio', { id_maquina: id }, colector)).body.resultados[0];
    expect(inicio).toMatchObject({ modo_venta: 'POR_CORTE', lectura_anterior: null, ventas_monto: null });
    const r = await corte(id, { fecha: hora(1), lectura: 58_229, efectivo: { b100: 1 } });
    expect([r.status, r.body.mensaje_user]).toEqual([409, m.sinLecturaInicial]);
    expect(await filas(sql`select 1 from cortes where id_maquina = ${id}`)).toEqual([]);
    expect(await filas(sql`select 1 from ventas_maquina where id_maquina = ${id}`)).toEqual([]);
    // The ADMIN records the reading the meter had when the machine started: 58,149 L; 80 L × $1.25 = $100.00.
    const base = { id_maquina: id, nombre: 'Sin lectura corte', estatus: 'ACTIVA', modo_venta: 'POR_CORTE' };
    expect((await t.post('/maquina/editar', { ...base, lectura_inicial: 58_149 }, admin)).status).toBe(200);
    const c = await guardado(id, { fecha: hora(1), lectura: 58_229, efectivo: { b100: 1 } });
    expect(c).toMatchObject({
      lectura_anterior: 58_149,
      litros: 80,
      esperado: 100,
      diferencia: 0,
      lectura_base: false,
    });
  });

  it('POR_VENTA: its first corte takes its reading as the base (0 L, the meter not compared); the cash is still owed for the sales', async () => {
    const id = await maquina('Sin lectura venta', {
      precio_litro: 1.25,
      modo_venta: 'POR_VENTA',
      lectura_inicial: null,
    });
    await venta(id, 3, hora(0.5), garrafon, 25);
    const inicio = (await t.post('/corte/inicio', { id_maquina: id }, colector)).body.resultados[0];
    expect(inicio).toMatchObject({
      modo_venta: 'POR_VENTA',
      lectura_anterior: null,
      ventas_monto: 75,
      ventas_litros: 60,
    });
    const primero = await guardado(id, {
      fecha: hora(1),
      lectura: 58_229,
      efectivo: { b50: 1, b20: 1, m5: 1 },
    });
    expect(primero).toMatchObject({
      lectura_base: true,
      lectura_anterior: 58_229,
      litros: 0,
      esperado: 75,
      diferencia: 0,
      fuera_de_tolerancia: false,
      ventas_litros: 60,
      litros_fuera_de_tolerancia: false,
    });
    // A base corte's reading may be corrected: it is still the base.
    const corregido = await t.post(
      '/corte/editar',
      await edicion(primero.id_corte, { lectura: 58_200 }),
      colector,
    );
    expect(corregido.status, JSON.stringify(corregido.body)).toBe(200);
    expect(corregido.body.resultados[0]).toMatchObject({
      lectura_anterior: 58_200,
      litros: 0,
      lectura_base: true,
    });
    // From the next corte on the meter counts: 58,200 → 58,240 = 40 L against 2 garrafones (40 L), $50.00.
    await venta(id, 2, hora(1.5), garrafon, 25);
    const segundo = await guardado(id, { fecha: hora(2), lectura: 58_240, efectivo: { b50: 1 } });
    expect(segundo).toMatchObject({
      lectura_base: false,
      lectura_anterior: 58_200,
      litros: 40,
      esperado: 50,
      diferencia: 0,
      diferencia_litros: 0,
      litros_fuera_de_tolerancia: false,
    });
  });
});

describe('approval', () => {
  it('locks the corte: the collector cannot change it; an ADMIN can, with a reason kept in the bitácora', async () => {
    const id = await maquina('Aprobación', { precio_litro: 1 });
    const c = await guardado(id, { fecha: hora(1), lectura: 10, efectivo: { m10: 1 } });
    expect((await t.post('/corte/aprobar', { id_corte: c.id_corte }, colector)).status).toBe(403);
    const a = await t.post('/corte/aprobar', { id_corte: c.id_corte }, admin);
    expect(a.status).toBe(200);
    expect(a.body.mensaje_user).toBe(m.aprobado);
    expect(a.body.resultados[0].estado).toBe('APROBADO');
    const otraVez = await t.post('/corte/aprobar', { id_corte: c.id_corte }, admin);
    expect([otraVez.status, otraVez.body.mensaje_user]).toEqual([409, m.yaDecidido]);
    const rechazo = await t.post('/corte/rechazar', { id_corte: c.id_corte, motivo: 'x' }, admin);
    expect([rechazo.status, rechazo.body.mensaje_user]).toEqual([409, m.yaDecidido]);

    const cuerpo = await edicion(c.id_corte, { efectivo: { m10: 1, m1: 1 } });
    const delColector = await t.post('/corte/editar', cuerpo, colector);
    expect([delColector.status, delColector.body.mensaje_user]).toEqual([409, m.corteAprobado]);
    const sinMotivo = await t.post('/corte/editar', cuerpo, admin);
    expect(sinMotivo.status).toBe(400);
    expect(sinMotivo.body.errores).toEqual([{ campo: 'motivo_cambio', mensaje: m.motivoCambioRequerido }]);
    const conMotivo = await t.post(
      '/corte/editar',
      { ...cuerpo, motivo_cambio: 'Faltó contar una moneda' },
      admin,
    );
    expect(conMotivo.status).toBe(200);
    expect(conMotivo.body.resultados[0]).toMatchObject({ estado: 'APROBADO', contado: 11, diferencia: 1 });
    const [bitacora] = await filas<{ despues: { motivo_cambio: string; contado: number } }>(
      sql`select despues from bitacora where tabla = 'cortes' and id_registro = ${String(c.id_corte)}
          and accion = 'UPDATE' order by id_bitacora desc limit 1`,
    );
    expect(bitacora?.despues).toMatchObject({ motivo_cambio: 'Faltó contar una moneda', contado: 11 });
    const borrar = await t.post('/corte/eliminar', { id_corte: c.id_corte }, admin);
    expect([borrar.status, borrar.body.mensaje_user]).toEqual([409, m.corteAprobado]);
    // A rejected corte cannot be changed.
    const r = await guardado(id, { fecha: hora(2), lectura: 20, efectivo: { m10: 1 } });
    await t.post('/corte/rechazar', { id_corte: r.id_corte, motivo: 'Duplicado' }, admin);
    const editarRechazado = await t.post('/corte/editar', await edicion(r.id_corte, {}), admin);
    expect([editarRechazado.status, editarRechazado.body.mensaje_user]).toEqual([409, m.corteRechazado]);
    expect((await t.post('/corte/rechazar', { id_corte: r.id_corte }, admin)).status).toBe(400);
  });

  it('another collector cannot edit or delete a collector’s pending corte', async () => {
    const id = await maquina('Ajena', { precio_litro: 1 });
    const c = await guardado(id, { fecha: hora(1), lectura: 10, efectivo: { m10: 1 } });
    expect((await t.post('/corte/editar', await edicion(c.id_corte, {}), otroColector)).status).toBe(403);
    expect((await t.post('/corte/eliminar', { id_corte: c.id_corte }, otroColector)).status).toBe(403);
  });
});

describe('only the last corte', () => {
  it('may change its reading, date or new price, be deleted or rejected; an earlier one may change its cash', async () => {
    const id = await maquina('Último', { precio_litro: 1 });
    const uno = await guardado(id, { fecha: hora(1), lectura: 10, efectivo: { m10: 1 } });
    const dos = await guardado(id, { fecha: hora(2), lectura: 20, efectivo: { m10: 1 } });
    for (const cambio of [
      { lectura: 11 },
      { fecha: hora(1.5) },
      { precio_litro_nuevo: 2 },
      { motivo: 'CONTADOR_REEMPLAZADO' },
    ]) {
      // As the ADMIN: only an ADMIN sets a new price at all.
      const r = await t.post('/corte/editar', await edicion(uno.id_corte, cambio), admin);
      expect([r.status, r.body.mensaje_user], JSON.stringify(cambio)).toEqual([409, m.noEsUltimo]);
    }
    const efectivo = await t.post(
      '/corte/editar',
      await edicion(uno.id_corte, { efectivo: { m5: 2 }, notas: 'Recontado' }),
      colector,
    );
    expect(efectivo.status).toBe(200);
    expect(efectivo.body.resultados[0]).toMatchObject({ contado: 10, notas: 'Recontado' });
    expect((await t.post('/corte/eliminar', { id_corte: uno.id_corte }, colector)).body.mensaje_user).toBe(
      m.noEsUltimo,
    );
    expect(
      (await t.post('/corte/rechazar', { id_corte: uno.id_corte, motivo: 'x' }, admin)).body.mensaje_user,
    ).toBe(m.noEsUltimo);
    // The last one moves its date, but not before the previous one's.
    const antes = await t.post('/corte/editar', await edicion(dos.id_corte, { fecha: hora(1) }), colector);
    expect(antes.body.errores?.[0]?.campo).toBe('fecha');
    const movida = await t.post(
      '/corte/editar',
      await edicion(dos.id_corte, { fecha: hora(3), lectura: 25, efectivo: { m10: 1, m5: 1 } }),
      colector,
    );
    expect(movida.body.resultados[0]).toMatchObject({
      fecha: new Date(hora(3)).toISOString(),
      litros: 15,
      contado: 15,
    });
    const menor = await t.post('/corte/editar', await edicion(dos.id_corte, { lectura: 9 }), colector);
    expect(menor.body.errores).toEqual([{ campo: 'lectura', mensaje: m.lecturaMenor(10) }]);
    expect((await t.post('/corte/eliminar', { id_corte: dos.id_corte }, colector)).status).toBe(200);
    expect((await t.post('/corte/eliminar', { id_corte: uno.id_corte }, colector)).status).toBe(200);
    expect((await t.post('/corte/eliminar', { id_corte: uno.id_corte }, colector)).status).toBe(404);
  });
});

describe('depósitos and efectivo en mano', () => {
  it('a deposit takes the collector’s active cortes once; deleting it gives them back', async () => {
    const id = await maquina('Depósitos', { precio_litro: 1 });
    const efectivo = async (token: string) =>
      (await t.post('/depositos/efectivo', {}, token)).body.resultados as {
        colector: string;
        cortes: number;
        contado: number;
        depositado: number;
        en_mano: number;
      }[];
    const antes = (await efectivo(colector))[0] ?? {
      colector: '',
      contado: 0,
      en_mano: 0,
      cortes: 0,
      depositado: 0,
    };
    const a = await guardado(id, { fecha: hora(1), lectura: 100, efectivo: { b100: 1 } });
    const b = await guardado(id, { fecha: hora(2), lectura: 150, efectivo: { b50: 1 } });
    const otro = await guardado(id, { fecha: hora(3), lectura: 170, efectivo: { b20: 1 } }, otroColector);
    const despues = await efectivo(colector);
    expect(despues).toEqual([
      expect.objectContaining({
        id_colector,
        cortes: antes.cortes + 2,
        contado: expect.closeTo(antes.contado + 150, 6),
        en_mano: expect.closeTo(antes.en_mano + 150, 6),
      }),
    ]);
    const deposito = { fecha: '2026-03-03', monto: 150, referencia: 'BBVA 0012', notas: 'Ventanilla' };
    const ajenoCorte = await t.post(
      '/deposito/new',
      { ...deposito, cortes: [a.id_corte, otro.id_corte] },
      colector,
    );
    expect(ajenoCorte.status).toBe(400);
    expect(ajenoCorte.body.errores).toEqual([{ campo: 'cortes', mensaje: m.corteNoDepositable }]);
    expect((await filas(sql`select 1 from depositos where referencia = 'BBVA 0012'`)).length).toBe(0);
    const nombreOtro = await t.post(
      '/deposito/new',
      { ...deposito, cortes: [otro.id_corte], id_colector: 1 },
      colector,
    );
    expect(nombreOtro.status).toBe(403);
    const d = await t.post('/deposito/new', { ...deposito, cortes: [a.id_corte, b.id_corte] }, colector);
    expect(d.status).toBe(200);
    expect(d.body.mensaje_user).toBe(m.depositoRegistrado);
    expect(d.body.resultados[0]).toMatchObject({
      monto: 150,
      referencia: 'BBVA 0012',
      id_colector,
      cortes: [a.id_corte, b.id_corte],
      contado: 150,
    });
    const id_deposito = d.body.resultados[0].id_deposito;
    const dos = await t.post(
      '/deposito/new',
      { ...deposito, referencia: 'Otra', cortes: [b.id_corte] },
      colector,
    );
    expect(dos.body.errores).toEqual([{ campo: 'cortes', mensaje: m.corteNoDepositable }]);
    expect((await efectivo(colector))[0]).toMatchObject({
      en_mano: expect.closeTo(antes.en_mano, 6),
      depositado: expect.closeTo(antes.depositado + 150, 6),
      contado: expect.closeTo(antes.contado + 150, 6),
    });
    // A deposited corte is fixed.
    const editar = await t.post('/corte/editar', await edicion(b.id_corte, { notas: 'x' }), colector);
    expect([editar.status, editar.body.mensaje_user]).toEqual([409, m.depositado]);
    // Only the collector's own deposits, for a collector; ADMIN sees all of them.
    const propios = await t.post('/depositos', { pagina: 1 }, otroColector);
    expect(propios.body.resultados.map((f: { id_deposito: number }) => f.id_deposito)).not.toContain(
      id_deposito,
    );
    expect((await t.post('/deposito/eliminar', { id_deposito }, otroColector)).status).toBe(404);
    const todos = await t.post('/depositos', { pagina: 1, buscar: 'bbva' }, admin);
    expect(todos.body).toMatchObject({ total: 1, totales: { monto: 150 } });
    expect((await efectivo(otroColector)).map((f) => f.colector)).toEqual(['Ope Rador']);
    expect((await efectivo(admin)).length).toBeGreaterThanOrEqual(2);
    const sinDeposito = await t.post('/cortes', { id_maquina: id, sin_deposito: true }, colector);
    expect(sinDeposito.body.resultados.map((f: { id_corte: number }) => f.id_corte)).toEqual([otro.id_corte]);
    const borrado = await t.post('/deposito/eliminar', { id_deposito }, colector);
    expect(borrado.status).toBe(200);
    expect(borrado.body.resultados[0]).toMatchObject({ cortes: [], fecha_eliminacion: expect.any(String) });
    expect((await efectivo(colector))[0]).toMatchObject({
      en_mano: expect.closeTo(antes.en_mano + 150, 6),
      depositado: expect.closeTo(antes.depositado, 6),
    });
  });
});

describe('lists, summary and reach', () => {
  it('the list filters, searches, sorts and sums; its export holds the same rows', async () => {
    const id = await maquina('Lista Sur', { precio_litro: 1 });
    await guardado(id, { fecha: hora(1), lectura: 100, efectivo: { b100: 1 }, notas: 'Sin novedad' });
    await guardado(id, { fecha: hora(2), lectura: 130, efectivo: { b20: 1, m10: 1, m1: 2 } });
    await guardado(id, { fecha: hora(3), lectura: 140, efectivo: { m10: 1 } }, otroColector);
    const pagina = await t.post(
      '/cortes',
      { id_maquina: id, pagina: 1, por_pagina: 10, orden: 'diferencia' },
      colector,
    );
    expect(pagina.body.total).toBe(3);
    expect(pagina.body.totales).toEqual({ litros: 140, esperado: 140, contado: 142, diferencia: 2 });
    expect(pagina.body.resultados.map((f: { diferencia: number }) => f.diferencia)).toEqual([0, 0, 2]);
    const buscados = await t.post('/cortes', { buscar: 'NOVEDAD' }, colector);
    expect(buscados.body.resultados.map((f: { notas: string }) => f.notas)).toEqual(['Sin novedad']);
    const porColector = await t.post('/cortes', { id_maquina: id, id_colector }, admin);
    expect(porColector.body.resultados).toHaveLength(2);
    const enlace = await t.post('/cortes', { id_maquina: id, formato: 'csv', orden: 'fecha' }, colector);
    expect(enlace.status).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: enlace.body.resultados[0].url });
    expect(res.statusCode).toBe(200);
    const csv = parse(res.body.replace(/^\uFEFF/, '')) as string[][];
    expect(csv[0]?.[0]).toBe('Folio');
    expect(csv.slice(1).map((f) => f[6])).toEqual(['100', '30', '10']);
    const totales = await totalesXlsx({ id_maquina: id, orden: 'fecha' }, colector);
    expect([totales[0], ...totales.slice(6, 11)]).toEqual([mensajes.listas.totales, 140, null, 140, 142, 2]);
  });

  it('the summary by collector, machine and month: sobrantes, faltantes (positive), out of tolerance', async () => {
    const id = await maquina('Resumen', { precio_litro: 1 });
    const fecha = (d: string) => `${d}T18:00:00Z`;
    await guardado(id, { fecha: fecha('2026-01-10'), lectura: 100, efectivo: { b100: 1, m5: 1 } }); // +5
    await guardado(id, {
      fecha: fecha('2026-01-20'),
      lectura: 200,
      efectivo: { b50: 1 },
      motivo: 'BILLETE_FALSO',
    }); // −50
    await guardado(
      id,
      { fecha: fecha('2026-02-05'), lectura: 260, efectivo: { b50: 1, m2: 1 } },
      otroColector,
    ); // −8
    const r = async (por: string, token = colector) =>
      (
        await t.post(
          '/cortes/resumen',
          { por, desde: '2026-01-01', hasta: '2026-02-28', id_maquina: id },
          token,
        )
      ).body.resultados;
    expect(await r('mes')).toEqual([
      {
        clave: '2026-01',
        nombre: '2026-01',
        cortes: 2,
        litros: 200,
        esperado: 200,
        contado: 155,
        sobrantes: 5,
        faltantes: 50,
        diferencia: -45,
        fuera_de_tolerancia: 1,
        efectivo_contador: 1,
        efectivo_ventas: 0,
        contador_ventas: 0,
      },
      {
        clave: '2026-02',
        nombre: '2026-02',
        cortes: 1,
        litros: 60,
        esperado: 60,
        contado: 52,
        sobrantes: 0,
        faltantes: 8,
        diferencia: -8,
        fuera_de_tolerancia: 0,
        efectivo_contador: 0,
        efectivo_ventas: 0,
        contador_ventas: 0,
      },
    ]);
    expect(await r('maquina')).toEqual([
      expect.objectContaining({
        clave: String(id),
        nombre: 'Resumen',
        cortes: 3,
        litros: 260,
        sobrantes: 5,
        faltantes: 58,
        diferencia: -53,
      }),
    ]);
    expect((await r('colector')).map((f: { clave: string; cortes: number }) => [f.clave, f.cortes])).toEqual([
      [String(id_colector), 2],
      [String(await idDe('cortes_otro')), 1],
    ]);
    // The totals of the whole summary, beside its rows.
    const todo = await t.post(
      '/cortes/resumen',
      { por: 'colector', desde: '2026-01-01', hasta: '2026-02-28', id_maquina: id },
      admin,
    );
    expect([todo.body.total, todo.body.totales]).toEqual([
      2,
      {
        cortes: 3,
        litros: 260,
        esperado: 260,
        contado: 207,
        sobrantes: 5,
        faltantes: 58,
        diferencia: -53,
        fuera_de_tolerancia: 1,
        efectivo_contador: 1,
        efectivo_ventas: 0,
        contador_ventas: 0,
      },
    ]);
    // Days in the business zone: 2026-01-10 18:00 UTC is the 10th in Mexico City; the 11th alone has nothing.
    const dia = await t.post(
      '/cortes/resumen',
      { por: 'mes', desde: '2026-01-11', hasta: '2026-01-19', id_maquina: id },
      admin,
    );
    expect([dia.body.resultados, dia.body.total, dia.body.totales]).toEqual([[], 0, undefined]);
  });

  it('a user without the machine gets 404 on every call about it, and none of its cortes in lists', async () => {
    const id = await maquina('Alcance', { precio_litro: 1 });
    const c = await guardado(id, { fecha: hora(1), lectura: 10, efectivo: { m10: 1 } });
    const noExiste = [404];
    for (const [url, cuerpo, mensaje] of [
      [
        '/corte/new',
        { id_maquina: id, clave: randomUUID(), lectura: 20, efectivo: {} },
        mensajes.catalogos.maquinaNoExiste,
      ],
      ['/corte/inicio', { id_maquina: id }, mensajes.catalogos.maquinaNoExiste],
      ['/corte', { id_corte: c.id_corte }, m.noExiste],
      ['/corte/editar', await edicion(c.id_corte, {}), m.noExiste],
      ['/corte/eliminar', { id_corte: c.id_corte }, m.noExiste],
      ['/cortes', { id_maquina: id }, mensajes.catalogos.maquinaNoExiste],
      [
        '/cortes/resumen',
        { por: 'mes', desde: '2026-01-01', hasta: '2026-12-31', id_maquina: id },
        mensajes.catalogos.maquinaNoExiste,
      ],
      ['/maquina/precios', { id_maquina: id }, mensajes.catalogos.maquinaNoExiste],
    ] as const) {
      const r = await t.post(url, cuerpo, ajeno);
      expect([r.status, r.body.mensaje_user], url).toEqual([noExiste[0], mensaje]);
    }
    expect((await t.post('/cortes', {}, ajeno)).body.resultados).toEqual([]);
    const resumen = await t.post(
      '/cortes/resumen',
      { por: 'maquina', desde: '2026-01-01', hasta: '2026-12-31' },
      ajeno,
    );
    expect(resumen.body.resultados).toEqual([]);
    const deposito = await t.post(
      '/deposito/new',
      { fecha: '2026-03-03', monto: 10, referencia: 'x', cortes: [c.id_corte] },
      ajeno,
    );
    expect(deposito.status).toBe(400);
    // The collector sees it; only ADMIN may name another collector.
    expect((await t.post('/corte', { id_corte: c.id_corte }, colector)).body.resultados[0].id_corte).toBe(
      c.id_corte,
    );
    const paraOtro = await corte(id, { fecha: hora(2), lectura: 20, id_colector: await idDe('cortes_otro') });
    expect([paraOtro.status, paraOtro.body.mensaje_user]).toEqual([403, m.soloAdminOtroColector]);
    const sinMaquina = await corte(
      id,
      { fecha: hora(2), lectura: 20, id_colector: await idDe('cortes_ajeno') },
      admin,
    );
    expect(sinMaquina.body.errores).toEqual([{ campo: 'id_colector', mensaje: m.colectorNoExiste }]);
    const porAdmin = await guardado(
      id,
      { fecha: hora(2), lectura: 20, efectivo: { m10: 1 }, id_colector: await idDe('cortes_otro') },
      admin,
    );
    expect(porAdmin.colector).toBe('Ope Rador');
    expect(porAdmin.id_colector).toBe(await idDe('cortes_otro'));
  });
});

describe('rules each pinned by one case', () => {
  it('the list filters by state and by deposited or not; without the filter it holds both', async () => {
    const id = await maquina('Filtros de estado', { precio_litro: 1 });
    const aprobado = await guardado(id, { fecha: hora(1), lectura: 10, efectivo: { m10: 1 } });
    const depositado = await guardado(id, { fecha: hora(2), lectura: 20, efectivo: { m10: 1 } });
    expect((await t.post('/corte/aprobar', { id_corte: aprobado.id_corte }, admin)).status).toBe(200);
    // An ADMIN records the collector's deposit, and may delete it; once deleted it is gone (404).
    const d = await t.post(
      '/deposito/new',
      { fecha: '2026-03-04', monto: 10, referencia: 'Filtros', cortes: [depositado.id_corte], id_colector },
      admin,
    );
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    const ids = async (filtro: Record<string, unknown>) =>
      (await t.post('/cortes', { id_maquina: id, orden: 'fecha', ...filtro }, colector)).body.resultados.map(
        (f: { id_corte: number }) => f.id_corte,
      );
    expect(await ids({})).toEqual([aprobado.id_corte, depositado.id_corte]);
    expect(await ids({ estado: 'APROBADO' })).toEqual([aprobado.id_corte]);
    expect(await ids({ sin_deposito: false })).toEqual([depositado.id_corte]);
    expect(await ids({ sin_deposito: true })).toEqual([aprobado.id_corte]);
    // The deposits list by bank day: on it, from it, up to the day before.
    const dias = async (filtro: Record<string, unknown>) =>
      (await t.post('/depositos', { pagina: 1, buscar: 'Filtros', ...filtro }, admin)).body.total;
    expect(await dias({ fecha: '2026-03-04' })).toBe(1);
    expect(await dias({ desde: '2026-03-04', hasta: '2026-03-04' })).toBe(1);
    expect(await dias({ desde: '2026-03-05' })).toBe(0);
    expect(await dias({ hasta: '2026-03-03' })).toBe(0);
    const id_deposito = d.body.resultados[0].id_deposito;
    expect((await t.post('/deposito/eliminar', { id_deposito }, admin)).status).toBe(200);
    expect((await t.post('/deposito/eliminar', { id_deposito }, admin)).status).toBe(404);
  });

  it('the summary of one machine, and of a collector’s several machines', async () => {
    const una = await maquina('Resumen A', { precio_litro: 1 });
    const otra = await maquina('Resumen B', { precio_litro: 1 });
    const fecha = '2025-06-10T18:00:00Z';
    await guardado(una, { fecha, lectura: 10, efectivo: { m10: 1 } });
    await guardado(otra, { fecha, lectura: 20, efectivo: { m20: 1 } });
    const nombres = async (filtro: Record<string, unknown>) =>
      (
        await t.post(
          '/cortes/resumen',
          { por: 'maquina', desde: '2025-06-01', hasta: '2025-06-30', ...filtro },
          colector,
        )
      ).body.resultados.map((f: { nombre: string }) => f.nombre);
    expect(await nombres({})).toEqual(['Resumen A', 'Resumen B']);
    expect(await nombres({ id_maquina: otra })).toEqual(['Resumen B']);
  });

  it('a replaced meter may end where the last corte read; an earlier corte cannot change that final reading (409)', async () => {
    const id = await maquina('Final igual', { precio_litro: 1, lectura_inicial: 50 });
    const uno = await guardado(id, {
      fecha: hora(1),
      lectura: 10,
      lectura_final_anterior: 50,
      motivo: 'CONTADOR_REEMPLAZADO',
      motivo_texto: 'Contador nuevo',
      efectivo: { m10: 1 },
    });
    expect(uno).toMatchObject({ litros: 0, lectura_final_anterior: 50 });
    await guardado(id, { fecha: hora(2), lectura: 20, efectivo: { m10: 1 } });
    const r = await t.post(
      '/corte/editar',
      await edicion(uno.id_corte, { lectura_final_anterior: 55 }),
      colector,
    );
    expect([r.status, r.body.mensaje_user]).toEqual([409, m.noEsUltimo]);
  });

  it('editing a pending corte keeps no change reason and, for a machine selling one by one, records no sale', async () => {
    const id = await maquina('Sin venta', { precio_litro: 1, modo_venta: 'POR_VENTA' });
    const c = await guardado(id, { fecha: hora(1), lectura: 10, efectivo: { m10: 1 } });
    const r = await t.post(
      '/corte/editar',
      await edicion(c.id_corte, { lectura: 12, efectivo: { m10: 1, m2: 1 }, motivo_cambio: 'No aplica' }),
      colector,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.resultados[0]).toMatchObject({ litros: 12, id_venta_maquina: null });
    expect(await filas(sql`select motivo_cambio from cortes where id_corte = ${c.id_corte}`)).toEqual([
      { motivo_cambio: null },
    ]);
    expect(await filas(sql`select 1 from ventas_maquina where id_maquina = ${id}`)).toEqual([]);
  });

  it('a deposited pending corte is not deleted (409); a rejected one is deleted after later cortes', async () => {
    const id = await maquina('Depositado pendiente', { precio_litro: 1 });
    const c = await guardado(id, { fecha: hora(1), lectura: 10, efectivo: { m10: 1 } });
    const d = await t.post(
      '/deposito/new',
      { fecha: '2026-03-04', monto: 10, referencia: 'Pendiente', cortes: [c.id_corte] },
      colector,
    );
    expect(d.status).toBe(200);
    const borrar = await t.post('/corte/eliminar', { id_corte: c.id_corte }, colector);
    expect([borrar.status, borrar.body.mensaje_user]).toEqual([409, m.depositado]);

    const otra = await maquina('Rechazado y después', { precio_litro: 1 });
    const rechazado = await guardado(otra, { fecha: hora(1), lectura: 10, efectivo: { m10: 1 } });
    expect(
      (await t.post('/corte/rechazar', { id_corte: rechazado.id_corte, motivo: 'Mal leído' }, admin)).status,
    ).toBe(200);
    await guardado(otra, { fecha: hora(2), lectura: 12, efectivo: { m10: 1, m2: 1 } });
    expect((await t.post('/corte/eliminar', { id_corte: rechazado.id_corte }, colector)).status).toBe(200);
  });

  it('the count is of numbers only: a count written as text in SQL adds nothing (the API accepts integers alone)', async () => {
    const [r] = await filas<{ contado: string }>(
      sql`select corte_contado('{"m1": "5", "b20": 2, "m050": 3}'::jsonb)::text as contado`,
    );
    expect(r?.contado).toBe('41.50');
  });

  it('a corte whose sales mode is rewritten is computed again under that mode', async () => {
    // POR_VENTA → POR_CORTE: the sales no longer count, the meter does (10 L × $2). The other way round the guard's
    // last clause recomputes anyway (a POR_VENTA corte without compared sales), so this is the direction that tells.
    const id = await maquina('Modo reescrito', { precio_litro: 2, modo_venta: 'POR_VENTA' });
    const c = await guardado(id, { fecha: hora(1), lectura: 10, efectivo: {} });
    expect(c).toMatchObject({ esperado: 0, ventas_monto: 0 });
    await t.database.db.execute(
      sql`update cortes set modo_venta = 'POR_CORTE' where id_corte = ${c.id_corte}`,
    );
    const [r] = await filas<{ esperado: string; ventas_monto: string | null }>(
      sql`select esperado::text, ventas_monto::text from cortes where id_corte = ${c.id_corte}`,
    );
    expect(r).toEqual({ esperado: '20.00', ventas_monto: null });
  });

  it('deleting a POR_CORTE corte whose water sale was already deleted leaves that sale’s deletion as it was', async () => {
    const id = await maquina('Venta ya borrada', { precio_litro: 1, modo_venta: 'POR_CORTE' });
    const c = await guardado(id, { fecha: hora(1), lectura: 10, efectivo: { m10: 1 } });
    expect(c.id_venta_maquina).toEqual(expect.any(Number));
    const antes = '2026-03-02 17:00:00+00';
    await t.database.db.execute(
      sql`update ventas_maquina set fecha_eliminacion = ${antes}::timestamptz where id_venta_maquina = ${c.id_venta_maquina}`,
    );
    expect((await t.post('/corte/eliminar', { id_corte: c.id_corte }, colector)).status).toBe(200);
    const [v] = await filas<{ igual: boolean }>(
      sql`select fecha_eliminacion = ${antes}::timestamptz as igual from ventas_maquina where id_venta_maquina = ${c.id_venta_maquina}`,
    );
    expect(v?.igual).toBe(true);
  });
});

describe('rejected cortes (issue 43)', () => {
  it('a rejected corte, however large, counts in no total: list, export, summary, cash in hand, POR_LITRO statement', async () => {
    const id = await maquina('Rechazo grande', { precio_litro: 1 });
    // The machine stands at a store paid $0.50 per liter from January on.
    const [tienda] = await filas<{ id_tienda: number; id_domicilio: number }>(
      sql`with t as (insert into tiendas (nombre_comercial, razon_social, rfc, tipo_persona)
                     values ('Abarrotes Rechazo', 'Abarrotes Rechazo SA', 'XAXX010101000', 'MORAL') returning id_tienda),
               d as (insert into domicilios (id_tienda, calle, numero_ext, primer_cruzamiento)
                     select id_tienda, 'Calle 60', 'S/N', 'Calle 57' from t returning id_tienda, id_domicilio)
          select id_tienda, id_domicilio from d`,
    );
    const { id_tienda, id_domicilio } = tienda as { id_tienda: number; id_domicilio: number };
    await t.database.db.execute(sql`insert into ubicaciones (id_maquina, id_tienda, id_domicilio, desde)
      values (${id}, ${id_tienda}, ${id_domicilio}, '2026-01-01')`);
    const convenio = await t.post(
      '/convenio/new',
      { id_tienda, tipo: 'POR_LITRO', desde: '2026-01-01', monto_litro: 0.5 },
      admin,
    );
    expect(convenio.status, JSON.stringify(convenio.body)).toBe(200);
    await guardado(id, { fecha: '2026-10-05T18:00:00Z', lectura: 100, efectivo: { b100: 1 } });
    const resumen = async () =>
      (
        await t.post(
          '/cortes/resumen',
          { por: 'maquina', desde: '2026-10-01', hasta: '2026-10-31', id_maquina: id },
          admin,
        )
      ).body;
    const efectivo = async () => (await t.post('/depositos/efectivo', {}, colector)).body.resultados;
    const [resumenAntes, efectivoAntes] = [await resumen(), await efectivo()];

    // 189,676 liters at $1, all counted: $189,676.00.
    const grande = await guardado(id, {
      fecha: '2026-10-06T18:00:00Z',
      lectura: 189_776,
      efectivo: { b1000: 189, b500: 1, b100: 1, b50: 1, b20: 1, m5: 1, m1: 1 },
    });
    expect(grande.contado).toBe(189_676);
    const rechazo = await t.post(
      '/corte/rechazar',
      { id_corte: grande.id_corte, motivo: 'Lectura falsa' },
      admin,
    );
    expect(rechazo.status, JSON.stringify(rechazo.body)).toBe(200);

    const lista = async (filtro: Record<string, unknown>) =>
      (await t.post('/cortes', { id_maquina: id, pagina: 1, ...filtro }, admin)).body;
    const soloAceptado = { litros: 100, esperado: 100, contado: 100, diferencia: 0 };
    const cero = { litros: 0, esperado: 0, contado: 0, diferencia: 0 };
    // 'Todos' lists the rejected corte but does not sum it; its own filter lists it and sums nothing.
    expect(await lista({})).toMatchObject({ total: 2, totales: soloAceptado });
    expect(await lista({ estado: 'RECHAZADO' })).toMatchObject({ total: 1, totales: cero });
    expect(await lista({ estado: 'PENDIENTE' })).toMatchObject({ total: 1, totales: soloAceptado });
    const totales = await totalesXlsx({ id_maquina: id }, admin);
    expect([totales[0], ...totales.slice(6, 11)]).toEqual([mensajes.listas.totales, 100, null, 100, 100, 0]);

    expect(await resumen()).toEqual(resumenAntes);
    expect(await efectivo()).toEqual(efectivoAntes);
    expect((await t.post('/estado-cuenta/generar', { mes: '2026-10' }, admin)).status).toBe(200);
    const estado = await t.post('/estado-cuenta/ver', { id_tienda, mes: '2026-10' }, admin);
    expect(estado.status, JSON.stringify(estado.body)).toBe(200);
    expect(estado.body.resultados[0].lineas).toEqual([
      expect.objectContaining({ concepto: 'POR_LITRO', cantidad: 100, tasa: 0.5, importe: 50 }),
    ]);
  });

  it('rejecting a deposited corte takes it out of the deposit, which keeps its amount against less cash', async () => {
    const id = await maquina('Rechazo depositado', { precio_litro: 1 });
    const a = await guardado(id, { fecha: hora(1), lectura: 100, efectivo: { b100: 1 } });
    const b = await guardado(id, { fecha: hora(2), lectura: 150, efectivo: { b50: 1 } });
    const d = await t.post(
      '/deposito/new',
      { fecha: '2026-03-04', monto: 150, referencia: 'Rechazo 43', cortes: [a.id_corte, b.id_corte] },
      colector,
    );
    expect(d.status).toBe(200);
    const rechazo = await t.post('/corte/rechazar', { id_corte: b.id_corte, motivo: 'Mal leído' }, admin);
    expect(rechazo.status, JSON.stringify(rechazo.body)).toBe(200);
    expect(rechazo.body.resultados[0]).toMatchObject({ estado: 'RECHAZADO', id_deposito: null });
    const depositos = await t.post('/depositos', { pagina: 1, buscar: 'Rechazo 43' }, admin);
    // $150 deposited against the $100 it still covers.
    expect(depositos.body.resultados).toEqual([
      expect.objectContaining({ monto: 150, cortes: [a.id_corte], contado: 100 }),
    ]);
    const [bitacora] = await filas<{ despues: { estado: string; id_deposito: number | null } }>(
      sql`select despues from bitacora where tabla = 'cortes' and id_registro = ${String(b.id_corte)}
          and accion = 'UPDATE' order by id_bitacora desc limit 1`,
    );
    expect(bitacora?.despues).toMatchObject({ estado: 'RECHAZADO', id_deposito: null });
  });
});

describe('backups', () => {
  it('carry cortes and deposits, restored as they were (figures not recomputed, links kept)', async () => {
    const respaldo = await respaldoEnMemoria(t.database);
    expect(respaldo.tablas.cortes?.length).toBeGreaterThan(10);
    const otra = await createTestApp();
    try {
      await restaurar(otra.database, respaldo, true);
      for (const tabla of ['cortes', 'depositos']) {
        const leer = async (db: typeof t.database.db) =>
          (
            (await db.execute(
              sql`select coalesce(json_agg(x order by 1), '[]') as d from ${sql.identifier(tabla)} x`,
            )) as unknown as { rows: { d: unknown }[] }
          ).rows[0]?.d;
        expect(await leer(otra.database.db), tabla).toEqual(await leer(t.database.db));
      }
    } finally {
      await otra.close();
    }
  });
});
