// The sanitary record (issue 19): entries by kind, their validation, scoping by machine, readings judged per point
// against the settings, consumables worn by days and by the cortes' liters, tasks' next day, the expediente, and
// attachments typed by content and downloaded once through a link bound to the user. Figures are worked out by hand.
import { randomUUID } from 'node:crypto';
import { AJUSTES_POR_OMISION } from '@aguavend/contract/ajustes';
import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { nonAdminToken, useTestApp } from '../../../test/helpers.ts';
import { formulario, pdfMinimo } from '../../../test/multipart.ts';
import { fijarReloj } from '../../../test/reloj.ts';
import { nombreSeguro, tipoPorContenido } from './adjuntos.ts';

fijarReloj();
const t = await useTestApp();
const m = mensajes.sanitario;
const g = mensajes.general;
const TZ = t.config.businessTz;
let admin: string;
let operador: string;
let ajeno: string;
let id_operador: number;
let maq: number;
let otra: number;

/** A day `n` days from today in the business time zone ('YYYY-MM-DD'). */
const dia = (n: number) => {
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
  const d = new Date(`${hoy}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function filas<T>(q: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
const cuantos = async (tabla: string) =>
  (await filas<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(tabla)}`))[0]?.n;

async function idDe(username: string) {
  return (await t.post('/users', { buscar: username }, admin)).body.resultados[0].id_usuario as number;
}

async function maquina(nombre: string, asignar: boolean) {
  const res = await t.post('/maquina/new', { nombre, estatus: 'ACTIVA', precio_litro: 1 }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const id = res.body.resultados[0].id_maquina as number;
  if (asignar) await t.post('/users/maquina/asignar', { id_usuario: id_operador, id_maquina: id }, admin);
  return id;
}

const limpieza = (id_maquina: number, extra: Record<string, unknown> = {}) => ({
  id_maquina,
  tipo: 'LIMPIEZA',
  fecha: dia(-1),
  responsable: 'Juan Pérez',
  sustancia: 'Hipoclorito de sodio',
  concentracion: '200 ppm',
  ...extra,
});
const lectura = (id_maquina: number, punto: string, valores: Record<string, unknown>, fecha = dia(0)) => ({
  id_maquina,
  tipo: 'LECTURA',
  fecha,
  responsable: 'Ana López',
  punto,
  ...valores,
});

/** A write that must succeed: its row. */
async function guardar(url: string, body: unknown, token = admin) {
  const res = await t.post(url, body, token);
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.resultados[0];
}

beforeAll(async () => {
  admin = await t.login();
  operador = await nonAdminToken(t, 'san_operador', ['registroSanitario']);
  ajeno = await nonAdminToken(t, 'san_ajeno', ['registroSanitario']);
  id_operador = await idDe('san_operador');
  maq = await maquina('Sanitaria Centro', true);
  otra = await maquina('Sanitaria Norte', false);
});

describe('entries', () => {
  it('records each kind, keeping only its own fields, and lists them newest first by machine and kind', async () => {
    const l = await guardar(
      '/registro-sanitario/new',
      limpieza(maq, { cloro: 3, laboratorio: 'No va', notas: 'Tanque y llaves' }),
      operador,
    );
    expect(l).toMatchObject({
      tipo: 'LIMPIEZA',
      maquina: 'Sanitaria Centro',
      sustancia: 'Hipoclorito de sodio',
      concentracion: '200 ppm',
      cloro: null,
      laboratorio: null,
      notas: 'Tanque y llaves',
      fuera: [],
      adjuntos: [],
    });
    const a = await guardar('/registro-sanitario/new', {
      id_maquina: maq,
      tipo: 'ANALISIS',
      fecha: dia(-2),
      responsable: 'Laboratorio',
      laboratorio: 'Laboratorios del Bajío',
      resultado: 'CONFORME',
    });
    expect(a).toMatchObject({
      tipo: 'ANALISIS',
      laboratorio: 'Laboratorios del Bajío',
      resultado: 'CONFORME',
    });
    const r = await guardar(
      '/registro-sanitario/new',
      lectura(maq, 'ENTRADA', { cloro: 0.5, ph: 7.2, sdt: 300 }),
    );
    expect(r).toMatchObject({ punto: 'ENTRADA', cloro: 0.5, ph: 7.2, sdt: 300, fuera: [] });

    const lista = await t.post(
      '/registro-sanitario',
      { id_maquina: maq, pagina: 1, por_pagina: 10 },
      operador,
    );
    expect(lista.status).toBe(200);
    expect(lista.body.resultados.map((f: { id_registro: number }) => f.id_registro)).toEqual([
      r.id_registro,
      l.id_registro,
      a.id_registro,
    ]);
    expect(lista.body.total).toBe(3);
    const soloAnalisis = await t.post('/registro-sanitario', { id_maquina: maq, tipo: 'ANALISIS' }, operador);
    expect(soloAnalisis.body.resultados.map((f: { id_registro: number }) => f.id_registro)).toEqual([
      a.id_registro,
    ]);
    const buscado = await t.post('/registro-sanitario', { buscar: 'bajio' }, operador);
    expect(buscado.body.resultados.map((f: { id_registro: number }) => f.id_registro)).toEqual([
      a.id_registro,
    ]);
  });

  it.each([
    ['sustancia', limpieza(0, { sustancia: '' }), m.sustanciaRequerida],
    ['concentracion', limpieza(0, { concentracion: null }), m.concentracionRequerida],
    ['fecha', limpieza(0, { fecha: dia(1) }), m.fechaFutura],
    ['responsable', limpieza(0, { responsable: 'Juan\u0000' }), g.textoNoPermitido],
    ['punto', lectura(0, '', { cloro: 1 }), m.puntoRequerido],
    ['cloro', lectura(0, 'ENTRADA', {}), m.lecturaVacia],
    ['ph', lectura(0, 'ENTRADA', { ph: 14.5 }), m.phInvalido],
    ['cloro', lectura(0, 'ENTRADA', { cloro: 0.123 }), m.cloroInvalido],
    ['sdt', lectura(0, 'ENTRADA', { sdt: -1 }), m.sdtInvalido],
    [
      'laboratorio',
      { id_maquina: 0, tipo: 'ANALISIS', fecha: dia(0), responsable: 'X', resultado: 'CONFORME' },
      m.laboratorioRequerido,
    ],
    [
      'id_consumible',
      { id_maquina: 0, tipo: 'REEMPLAZO', fecha: dia(0), responsable: 'X' },
      m.consumibleRequerido,
    ],
    ['tipo', limpieza(0, { tipo: 'OTRO' }), m.tipoInvalido],
  ])('refuses a bad %s with 400 and its Spanish message, storing nothing', async (campo, cuerpo, mensaje) => {
    const antes = await cuantos('registros_sanitarios');
    const res = await t.post('/registro-sanitario/new', { ...cuerpo, id_maquina: maq }, operador);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errores).toContainEqual({ campo, mensaje });
    expect(await cuantos('registros_sanitarios')).toBe(antes);
  });

  it('edits and deletes an entry (soft), which then leaves the list and answers 404', async () => {
    const l = await guardar('/registro-sanitario/new', limpieza(maq), operador);
    const e = await guardar(
      '/registro-sanitario/editar',
      { ...limpieza(maq), id_registro: l.id_registro, concentracion: '100 ppm' },
      operador,
    );
    expect(e.concentracion).toBe('100 ppm');
    await guardar('/registro-sanitario/eliminar', { id_registro: l.id_registro }, operador);
    const lista = await t.post('/registro-sanitario', { id_maquina: maq }, operador);
    expect(lista.body.resultados.map((f: { id_registro: number }) => f.id_registro)).not.toContain(
      l.id_registro,
    );
    const otraVez = await t.post('/registro-sanitario/eliminar', { id_registro: l.id_registro }, operador);
    expect(otraVez.status).toBe(404);
    expect(otraVez.body.mensaje_user).toBe(m.noExiste);
    const [fila] = await filas<{ borrada: boolean }>(
      sql`select fecha_eliminacion is not null as borrada from registros_sanitarios where id_registro = ${l.id_registro}`,
    );
    expect(fila?.borrada).toBe(true);
  });
});

describe('scoping: a user with the screen but not the machine', () => {
  it('gets 404 for every call about another machine, and lists only their own', async () => {
    const suya = await guardar('/registro-sanitario/new', limpieza(otra));
    const k = await guardar('/consumible/new', {
      id_maquina: otra,
      nombre: 'Lámpara UV',
      vida_dias: 365,
      instalado: dia(-10),
    });
    const tarea = await guardar('/tarea-sanitaria/new', {
      id_maquina: otra,
      tipo: 'ANALISIS',
      frecuencia_dias: 180,
      desde: dia(-10),
    });
    const llamadas: [string, unknown][] = [
      ['/registro-sanitario', { id_maquina: otra }],
      ['/registro-sanitario/new', limpieza(otra)],
      ['/registro-sanitario/editar', { ...limpieza(otra), id_registro: suya.id_registro }],
      ['/registro-sanitario/editar', { ...limpieza(maq), id_registro: suya.id_registro }],
      ['/registro-sanitario/eliminar', { id_registro: suya.id_registro }],
      ['/registro-sanitario/maquina', { id_maquina: otra }],
      ['/registro-sanitario/expediente', { id_maquina: otra, desde: dia(-30), hasta: dia(0) }],
      ['/consumible/new', { id_maquina: otra, nombre: 'Filtro', vida_dias: 90, instalado: dia(0) }],
      [
        '/consumible/editar',
        { id_consumible: k.id_consumible, id_maquina: maq, nombre: 'X', vida_dias: 9, instalado: dia(0) },
      ],
      ['/consumible/eliminar', { id_consumible: k.id_consumible }],
      [
        '/registro-sanitario/new',
        { ...limpieza(maq), tipo: 'REEMPLAZO', id_consumible: k.id_consumible, lectura_medidor: 1 },
      ],
      ['/tarea-sanitaria/new', { id_maquina: otra, tipo: 'LIMPIEZA', frecuencia_dias: 15, desde: dia(0) }],
      [
        '/tarea-sanitaria/editar',
        { id_tarea: tarea.id_tarea, id_maquina: otra, tipo: 'ANALISIS', frecuencia_dias: 1, desde: dia(0) },
      ],
      ['/tarea-sanitaria/eliminar', { id_tarea: tarea.id_tarea }],
    ];
    const antes = await Promise.all(
      ['registros_sanitarios', 'consumibles', 'tareas_sanitarias'].map((x) => cuantos(x)),
    );
    for (const [url, cuerpo] of llamadas) {
      const res = await t.post(url, cuerpo, operador);
      // A part of another machine named on one's own is a bad field (the consumable is not the machine's).
      const esperado =
        url === '/registro-sanitario/new' && (cuerpo as { tipo: string }).tipo === 'REEMPLAZO' ? 400 : 404;
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(esperado);
      expect(res.body.mensaje_user).toMatch(/no existe|no pertenece/);
    }
    expect(
      await Promise.all(['registros_sanitarios', 'consumibles', 'tareas_sanitarias'].map((x) => cuantos(x))),
    ).toEqual(antes);
    const todas = await t.post('/registro-sanitario', {}, operador);
    expect(new Set(todas.body.resultados.map((f: { id_maquina: number }) => f.id_maquina))).toEqual(
      new Set([maq]),
    );
    // An ADMIN sees both; a user without the screen gets 403.
    const deAdmin = await t.post('/registro-sanitario', { id_maquina: otra }, admin);
    expect(deAdmin.body.resultados.map((f: { id_registro: number }) => f.id_registro)).toContain(
      suya.id_registro,
    );
    const sinPantalla = await nonAdminToken(t, 'san_sin_pantalla', ['cortes']);
    expect((await t.post('/registro-sanitario', {}, sinPantalla)).status).toBe(403);
  });
});

describe('readings against their point', () => {
  it('judges entrada at NOM-127 (limits included) and producto by its settings; a changed setting changes it', async () => {
    const leer = async (punto: string, valores: Record<string, unknown>) =>
      (await guardar('/registro-sanitario/new', lectura(maq, punto, valores), operador)).fuera;
    expect(await leer('ENTRADA', { cloro: 0.2, ph: 6.5, sdt: 1000 })).toEqual([]);
    expect(await leer('ENTRADA', { cloro: 1.5, ph: 8.5 })).toEqual([]);
    expect(await leer('ENTRADA', { cloro: 0.19, ph: 8.51, sdt: 1000.1 })).toEqual(['cloro', 'ph', 'sdt']);
    expect(await leer('ENTRADA', { cloro: 1.6 })).toEqual(['cloro']);
    // Producto: no chlorine minimum, at most 0.1 mg/L by default, solids up to 500.
    expect(await leer('PRODUCTO', { cloro: 0, sdt: 500 })).toEqual([]);
    const producto = await guardar(
      '/registro-sanitario/new',
      lectura(maq, 'PRODUCTO', { cloro: 0.3, sdt: 600 }),
    );
    expect(producto.fuera).toEqual(['cloro', 'sdt']);

    const ajustes = { ...AJUSTES_POR_OMISION, producto_cloro_max: 0.5, producto_sdt_max: 700 };
    expect((await t.post('/ajustes/editar', ajustes, admin)).status).toBe(200);
    const lista = await t.post('/registro-sanitario', { id_maquina: maq, tipo: 'LECTURA' }, operador);
    const misma = lista.body.resultados.find(
      (f: { id_registro: number }) => f.id_registro === producto.id_registro,
    );
    expect(misma.fuera).toEqual([]);
    const cuidado = (await t.post('/registro-sanitario/maquina', { id_maquina: maq }, operador)).body
      .resultados[0];
    expect(cuidado.rangos.producto).toEqual({
      cloro_min: null,
      cloro_max: 0.5,
      ph_min: 6.5,
      ph_max: 8.5,
      sdt_max: 700,
    });
    expect(cuidado.rangos.entrada).toEqual({
      cloro_min: 0.2,
      cloro_max: 1.5,
      ph_min: 6.5,
      ph_max: 8.5,
      sdt_max: 1000,
    });
    // The latest reading of each point.
    expect(cuidado.lecturas.find((l: { punto: string }) => l.punto === 'PRODUCTO').id_registro).toBe(
      producto.id_registro,
    );
    expect((await t.post('/ajustes/editar', AJUSTES_POR_OMISION, admin)).status).toBe(200);
  });
});

describe('consumables', () => {
  const BASE = Date.now();
  const haceDias = (d: number, h = 0) => new Date(BASE - d * 86_400_000 + h * 3_600_000).toISOString();
  const corte = (id_maquina: number, fecha: string, lectura: number, extra: Record<string, unknown> = {}) =>
    guardar('/corte/new', {
      id_maquina,
      clave: randomUUID(),
      efectivo: {},
      fecha,
      lectura,
      motivo: 'ERROR_LECTURA',
      ...extra,
    });

  it('wear by days: the share of the life used, due at 100 %', async () => {
    const k = await guardar(
      '/consumible/new',
      { id_maquina: maq, nombre: 'Membrana RO', vida_dias: 365, instalado: dia(-73) },
      operador,
    );
    expect(k).toMatchObject({ dias_usados: 73, litros_usados: 0, porcentaje: 20, vencido: false });
    const viejo = await guardar(
      '/consumible/new',
      { id_maquina: maq, nombre: 'Lámpara UV', vida_dias: 365, vida_litros: 1_000_000, instalado: dia(-365) },
      operador,
    );
    expect(viejo).toMatchObject({ dias_usados: 365, porcentaje: 100, vencido: true });
    const futuro = await t.post(
      '/consumible/new',
      { id_maquina: maq, nombre: 'X', vida_dias: 5, instalado: dia(1) },
      operador,
    );
    expect(futuro.status).toBe(400);
    expect(futuro.body.errores).toContainEqual({ campo: 'instalado', mensaje: m.instaladoFuturo });
    const sinVida = await t.post(
      '/consumible/new',
      { id_maquina: maq, nombre: 'X', instalado: dia(0) },
      operador,
    );
    expect(sinVida.body.errores).toContainEqual({ campo: 'vida_litros', mensaje: m.vidaRequerida });
  });

  it('wear by liters: active cortes from the installation day, less what the meter had counted then; a meter replacement', async () => {
    const id = await maquina('Sanitaria Litros', true);
    await corte(id, haceDias(12), 1000); // before the installation: not counted
    const k = await guardar('/consumible/new', {
      id_maquina: id,
      nombre: 'Filtro de sedimentos',
      vida_litros: 2600,
      vida_dias: 3650,
      instalado: dia(-10),
      lectura_instalacion: 1200,
    });
    expect(k.litros_usados).toBe(0);
    await corte(id, haceDias(5), 2000); // 1000 → 2000: only the 800 after 1200
    await corte(id, haceDias(4), 2500); // 500
    const leer = async () =>
      (await t.post('/registro-sanitario/maquina', { id_maquina: id }, operador)).body.resultados[0]
        .consumibles[0];
    expect(await leer()).toMatchObject({ litros_usados: 1300, porcentaje: 50, vencido: false });
    // A rejected corte and a deleted one do not count.
    const rechazado = await corte(id, haceDias(3), 2900);
    expect(
      (await t.post('/corte/rechazar', { id_corte: rechazado.id_corte, motivo: 'Mal leído' }, admin)).status,
    ).toBe(200);
    const borrado = await corte(id, haceDias(3, 1), 2950);
    expect((await t.post('/corte/eliminar', { id_corte: borrado.id_corte }, admin)).status).toBe(200);
    expect((await leer()).litros_usados).toBe(1300);
    // The meter is replaced: the old one's last 200 liters, then the new meter's from 0.
    await corte(id, haceDias(2), 100, { motivo: 'CONTADOR_REEMPLAZADO', lectura_final_anterior: 2700 });
    await corte(id, haceDias(1), 400);
    expect(await leer()).toMatchObject({ litros_usados: 1800, porcentaje: 69, vencido: false });
    await corte(id, haceDias(0, -1), 1200);
    expect(await leer()).toMatchObject({ litros_usados: 2600, porcentaje: 100, vencido: true });
  });

  it('wear by liters on a POR_VENTA machine: its sales after the last corte count, until a corte reads the meter', async () => {
    const id = (
      await guardar('/maquina/new', {
        nombre: 'Sanitaria Ventas',
        estatus: 'ACTIVA',
        modo_venta: 'POR_VENTA',
        precio_litro: 1,
        lectura_inicial: 0,
      })
    ).id_maquina as number;
    const uno = async (q: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(q)) as unknown as { rows: { id: number }[] }).rows[0]?.id as number;
    const garrafon = await uno(
      sql`insert into productos (nombre, precio, stock, litros_por_unidad)
          values ('Garrafón desgaste', 20, 1000, 20) returning id_producto as id`,
    );
    const categoria = await uno(
      sql`select id_categoria_transaccion as id from categorias_transaccion where clase = 'VENTA' limit 1`,
    );
    const vender = (cantidad: number, fecha_transaccion: string) =>
      guardar('/venta/maquina/new', {
        ventas_maquina: {
          id_maquina: id,
          id_producto: garrafon,
          cantidad,
          precio_unitario: 20,
          fecha_transaccion,
        },
        transacciones: {
          id_venta_maquina: '',
          id_categoria_transaccion: categoria,
          descripcion: 'Venta',
          monto: 20 * cantidad,
        },
      });
    await vender(5, haceDias(12)); // before the installation: not counted
    const k = await guardar('/consumible/new', {
      id_maquina: id,
      nombre: 'Membrana por venta',
      vida_litros: 1000,
      instalado: dia(-10),
      lectura_instalacion: 0,
    });
    const leer = async () =>
      (
        await t.post('/registro-sanitario/maquina', { id_maquina: id }, admin)
      ).body.resultados[0].consumibles.find(
        (c: { id_consumible: number }) => c.id_consumible === k.id_consumible,
      );
    await vender(3, haceDias(5));
    const borrada = await vender(4, haceDias(5, 1));
    expect(
      (await t.post('/venta/maquina/eliminar', { id_venta_maquina: borrada.id_venta_maquina }, admin)).status,
    ).toBe(200);
    expect(await leer()).toMatchObject({ litros_usados: 60, porcentaje: 6 });
    // The corte's meter (0 → 170 since the installation) counts that period instead of its sales.
    await corte(id, haceDias(4), 170);
    expect((await leer()).litros_usados).toBe(170);
    await vender(2, haceDias(3));
    expect(await leer()).toMatchObject({ litros_usados: 210, porcentaje: 21 });
  });

  it('a part replaced re-installs its consumable at the entry day and meter reading; another machine’s part is refused', async () => {
    const k = await guardar(
      '/consumible/new',
      { id_maquina: maq, nombre: 'Filtro de carbón', vida_dias: 180, instalado: dia(-90) },
      operador,
    );
    expect(k.porcentaje).toBe(50);
    const r = await guardar(
      '/registro-sanitario/new',
      {
        id_maquina: maq,
        tipo: 'REEMPLAZO',
        fecha: dia(0),
        responsable: 'Técnico',
        id_consumible: k.id_consumible,
        lectura_medidor: 15_000,
      },
      operador,
    );
    expect(r).toMatchObject({ consumible: 'Filtro de carbón', lectura_medidor: 15_000 });
    const cuidado = (await t.post('/registro-sanitario/maquina', { id_maquina: maq }, operador)).body
      .resultados[0];
    expect(
      cuidado.consumibles.find((c: { id_consumible: number }) => c.id_consumible === k.id_consumible),
    ).toMatchObject({
      instalado: dia(0),
      lectura_instalacion: 15_000,
      dias_usados: 0,
      porcentaje: 0,
    });
    const ajeno = await guardar('/consumible/new', {
      id_maquina: otra,
      nombre: 'UV',
      vida_dias: 9,
      instalado: dia(0),
    });
    const mal = await t.post(
      '/registro-sanitario/new',
      { ...r, id_registro: undefined, id_consumible: ajeno.id_consumible },
      admin,
    );
    expect(mal.status).toBe(400);
    expect(mal.body.errores).toContainEqual({ campo: 'id_consumible', mensaje: m.consumibleOtraMaquina });
  });
});

describe('sanitary tasks', () => {
  it('are next due frecuencia days after the last entry of their kind since desde, overdue before today; one per kind', async () => {
    const id = await maquina('Sanitaria Tareas', true);
    const tarea = await guardar(
      '/tarea-sanitaria/new',
      { id_maquina: id, tipo: 'LIMPIEZA', frecuencia_dias: 15, desde: dia(-40) },
      operador,
    );
    expect(tarea).toMatchObject({ ultima: null, proxima: dia(-25), vencida: true });
    // An entry before `desde` does not count; one of another kind neither.
    await guardar('/registro-sanitario/new', limpieza(id, { fecha: dia(-41) }), operador);
    await guardar('/registro-sanitario/new', lectura(id, 'ENTRADA', { cloro: 1 }, dia(-3)), operador);
    await guardar('/registro-sanitario/new', limpieza(id, { fecha: dia(-15) }), operador);
    let cuidado = (await t.post('/registro-sanitario/maquina', { id_maquina: id }, operador)).body
      .resultados[0];
    // Due today is not yet overdue.
    expect(cuidado.tareas[0]).toMatchObject({ ultima: dia(-15), proxima: dia(0), vencida: false });
    await guardar('/registro-sanitario/new', limpieza(id, { fecha: dia(-3) }), operador);
    cuidado = (await t.post('/registro-sanitario/maquina', { id_maquina: id }, operador)).body.resultados[0];
    expect(cuidado.tareas[0]).toMatchObject({ ultima: dia(-3), proxima: dia(12), vencida: false });

    const doble = await t.post(
      '/tarea-sanitaria/new',
      { id_maquina: id, tipo: 'LIMPIEZA', frecuencia_dias: 7, desde: dia(0) },
      operador,
    );
    expect(doble.status).toBe(409);
    expect(doble.body.mensaje_user).toBe(m.tareaDuplicada);
    const editada = await guardar(
      '/tarea-sanitaria/editar',
      { id_tarea: tarea.id_tarea, id_maquina: id, tipo: 'LIMPIEZA', frecuencia_dias: 2, desde: dia(-40) },
      operador,
    );
    expect(editada).toMatchObject({ proxima: dia(-1), vencida: true });
    await guardar('/tarea-sanitaria/eliminar', { id_tarea: tarea.id_tarea }, operador);
    await guardar(
      '/tarea-sanitaria/new',
      { id_maquina: id, tipo: 'LIMPIEZA', frecuencia_dias: 7, desde: dia(0) },
      operador,
    );
    const mala = await t.post(
      '/tarea-sanitaria/new',
      { id_maquina: id, tipo: 'REEMPLAZO', frecuencia_dias: 0, desde: dia(0) },
      operador,
    );
    expect(mala.body.errores).toEqual(
      expect.arrayContaining([
        { campo: 'tipo', mensaje: m.tipoTareaInvalido },
        { campo: 'frecuencia_dias', mensaje: m.frecuenciaInvalida },
      ]),
    );
  });
});

/** The upload's body and headers together (the boundary must match). */
function subida(campos: Record<string, string>, archivos: Parameters<typeof formulario>[1], token: string) {
  const f = formulario(campos, archivos);
  return t.inject({
    method: 'POST',
    url: '/registro-sanitario/adjunto/new',
    payload: f.payload,
    headers: { ...f.headers, autorizado: token },
  });
}

/** An attachment's link as `token`'s browser gets it: its URL, and the cookie that binds it to that browser. */
async function enlaceAdjunto(id_adjunto: number, token: string) {
  const res = await t.inject({
    method: 'POST',
    url: '/registro-sanitario/adjunto/descargar',
    payload: { id_adjunto },
    headers: { autorizado: token },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { url: res.body.resultados[0].url as string, cookie: String(res.headers['set-cookie']) };
}
/** The link's GET as that browser sends it: with the cookie's name and value, the attributes left behind. */
const bajar = (e: { url: string; cookie: string }, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: e.url, headers: { cookie: e.cookie.split(';')[0] ?? '', ...headers } });

describe('attachments', () => {
  const PDF = pdfMinimo(['Informe de laboratorio', 'Resultado: conforme']);

  it('a PDF goes up, is listed with its entry and comes back byte for byte, once, with a safe name', async () => {
    const r = await guardar('/registro-sanitario/new', {
      id_maquina: maq,
      tipo: 'ANALISIS',
      fecha: dia(0),
      responsable: 'Lab',
      laboratorio: 'Lab Central',
      resultado: 'CONFORME',
    });
    const res = await subida(
      { id_registro: String(r.id_registro) },
      [{ campo: 'archivo', nombre: "../../Análisis 'julio'\u202E.pdf", datos: PDF, tipo: 'text/plain' }],
      operador,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const adj = res.body.resultados[0];
    expect(adj).toMatchObject({
      nombre: 'Análisis julio.pdf',
      tipo_mime: 'application/pdf',
      tamano: PDF.length,
    });
    const lista = await t.post('/registro-sanitario', { id_maquina: maq, tipo: 'ANALISIS' }, operador);
    const fila = lista.body.resultados.find((f: { id_registro: number }) => f.id_registro === r.id_registro);
    expect(fila.adjuntos).toEqual([
      {
        id_adjunto: adj.id_adjunto,
        nombre: 'Análisis julio.pdf',
        tipo_mime: 'application/pdf',
        tamano: PDF.length,
      },
    ]);

    const enlace = await enlaceAdjunto(adj.id_adjunto, operador);
    const bajada = await bajar(enlace);
    expect(bajada.statusCode).toBe(200);
    expect(bajada.headers['content-type']).toBe('application/pdf');
    expect(bajada.headers['content-disposition']).toBe(
      `attachment; filename="Analisis julio.pdf"; filename*=UTF-8''${encodeURIComponent('Análisis julio.pdf')}`,
    );
    expect(Buffer.compare(bajada.rawPayload, Buffer.from(PDF))).toBe(0);
    expect((await bajar(enlace)).statusCode).toBe(404);

    // Another operator with the screen but not the machine: no link.
    const otro = await t.post('/registro-sanitario/adjunto/descargar', { id_adjunto: adj.id_adjunto }, ajeno);
    expect(otro.status).toBe(404);
    expect(otro.body.mensaje_user).toBe(m.adjuntoNoExiste);
    // A link taken after the machine was unassigned from its user: 404 (the GET checks again).
    const tarde = await enlaceAdjunto(adj.id_adjunto, operador);
    const [link] = await filas<{ id_usuario_maquina: number }>(
      sql`select id_usuario_maquina from usuario_maquina where id_usuario = ${id_operador} and id_maquina = ${maq}`,
    );
    await t.database.db.execute(
      sql`delete from usuario_maquina where id_usuario_maquina = ${link?.id_usuario_maquina}`,
    );
    expect((await bajar(tarde)).statusCode).toBe(404);
    await t.post('/users/maquina/asignar', { id_usuario: id_operador, id_maquina: maq }, admin);

    // Removing it.
    expect(
      (await t.post('/registro-sanitario/adjunto/eliminar', { id_adjunto: adj.id_adjunto }, ajeno)).status,
    ).toBe(404);
    const quitado = await guardar(
      '/registro-sanitario/adjunto/eliminar',
      { id_adjunto: adj.id_adjunto },
      operador,
    );
    expect(quitado.id_adjunto).toBe(adj.id_adjunto);
    expect(await cuantos('adjuntos_sanitarios')).toBe(0);
  });

  // Its summary says «para el mismo usuario»: the link alone, in anyone else's hands, opens nothing.
  it('a link opens only in the browser of the user who asked: not for another signed-in user, nor for no one', async () => {
    const r = await guardar('/registro-sanitario/new', {
      id_maquina: maq,
      tipo: 'ANALISIS',
      fecha: dia(0),
      responsable: 'Lab',
      laboratorio: 'Lab Central',
      resultado: 'CONFORME',
    });
    const res = await subida(
      { id_registro: String(r.id_registro) },
      [{ campo: 'archivo', nombre: 'vinculo.pdf', datos: PDF }],
      operador,
    );
    const { id_adjunto } = res.body.resultados[0];
    const enlace = await enlaceAdjunto(id_adjunto, operador);
    // An HttpOnly cookie for that link alone, living as long as the link.
    expect(enlace.cookie).toMatch(
      new RegExp(
        `^aguavend_descarga=[A-Za-z0-9_-]{43}; Path=${enlace.url}; Max-Age=60; HttpOnly; SameSite=Strict$`,
      ),
    );
    const otra = await enlaceAdjunto(id_adjunto, admin);
    const negada = async (respuesta: Awaited<ReturnType<typeof bajar>>) =>
      expect([respuesta.statusCode, respuesta.json().mensaje_user]).toEqual([404, g.descargaNoValida]);
    // No one: the link by itself. Another signed-in user: their session, or their own link's cookie.
    await negada(await t.app.inject({ method: 'GET', url: enlace.url }));
    await negada(await t.app.inject({ method: 'GET', url: enlace.url, headers: { autorizado: admin } }));
    await negada(await bajar({ url: enlace.url, cookie: otra.cookie }, { autorizado: admin }));
    // None of those used it up: the browser that asked still gets the file, once.
    const suya = await bajar(enlace);
    expect([suya.statusCode, Buffer.compare(suya.rawPayload, Buffer.from(PDF))]).toEqual([200, 0]);
    await negada(await bajar(enlace));
    expect((await bajar(otra)).statusCode).toBe(200);
    await guardar('/registro-sanitario/adjunto/eliminar', { id_adjunto }, operador);
  });

  it('refuses a .pdf that is not one, a file over 5 MiB, no file, two files, JSON and another machine, storing nothing', async () => {
    const r = await guardar('/registro-sanitario/new', limpieza(maq));
    const s = await guardar('/registro-sanitario/new', limpieza(otra));
    const antes = await cuantos('adjuntos_sanitarios');
    const casos: [string, Promise<{ status: number; body: any }>, number, string][] = [
      [
        'HTML named .pdf',
        subida(
          { id_registro: String(r.id_registro) },
          [
            {
              campo: 'archivo',
              nombre: 'informe.pdf',
              tipo: 'application/pdf',
              datos: Buffer.from('<html>hola</html>'),
            },
          ],
          operador,
        ),
        400,
        m.adjuntoTipo,
      ],
      [
        'over 5 MiB',
        subida(
          { id_registro: String(r.id_registro) },
          [
            {
              campo: 'archivo',
              nombre: 'grande.pdf',
              datos: Buffer.concat([Buffer.from(PDF), Buffer.alloc(5 * 1024 * 1024)]),
            },
          ],
          operador,
        ),
        400,
        m.adjuntoGrande,
      ],
      ['no file', subida({ id_registro: String(r.id_registro) }, [], operador), 400, m.adjuntoRequerido],
      [
        'two files',
        subida(
          { id_registro: String(r.id_registro) },
          [
            { campo: 'archivo', nombre: 'a.pdf', datos: PDF },
            { campo: 'archivo', nombre: 'b.pdf', datos: PDF },
          ],
          operador,
        ),
        400,
        m.adjuntoUnSolo,
      ],
      [
        'bad id',
        subida({ id_registro: '1\u0000' }, [{ campo: 'archivo', nombre: 'a.pdf', datos: PDF }], operador),
        400,
        g.textoNoPermitido,
      ],
      [
        'JSON',
        t.post('/registro-sanitario/adjunto/new', { id_registro: r.id_registro }, operador),
        400,
        m.adjuntoFormato,
      ],
      [
        'another machine',
        subida(
          { id_registro: String(s.id_registro) },
          [{ campo: 'archivo', nombre: 'a.pdf', datos: PDF }],
          operador,
        ),
        404,
        m.noExiste,
      ],
    ];
    for (const [caso, llamada, estado, mensaje] of casos) {
      const res = await llamada;
      expect(res.status, `${caso}: ${JSON.stringify(res.body)}`).toBe(estado);
      expect(res.body.mensaje_user, caso).toBe(mensaje);
    }
    expect(await cuantos('adjuntos_sanitarios')).toBe(antes);
    // Every other body stays at 1 MiB.
    const grande = await t.post(
      '/registro-sanitario/new',
      limpieza(maq, { notas: 'x'.repeat(1024 * 1024) }),
      operador,
    );
    expect(grande.status).toBe(413);
  });

  it('types files by their first bytes and names them safely', () => {
    expect(tipoPorContenido(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(tipoPorContenido(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(tipoPorContenido(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(tipoPorContenido(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeUndefined();
    expect(tipoPorContenido(Buffer.from('%PDF'))).toBeUndefined();
    expect(nombreSeguro('C:\\temp\\foto.jpeg.exe', 'image/png')).toBe('foto.jpeg.png');
    expect(nombreSeguro('..', 'application/pdf')).toBe('adjunto.pdf');
    expect(nombreSeguro(undefined, 'image/jpeg')).toBe('adjunto.jpg');
    expect(nombreSeguro('a\'b"c\n\td;e.pdf', 'application/pdf')).toBe('abcde.pdf');
    expect(nombreSeguro(`${'ñ'.repeat(300)}.pdf`, 'application/pdf')).toBe(`${'ñ'.repeat(96)}.pdf`);
  });
});

describe('expediente and export', () => {
  it('holds every entry of the period oldest first with judgement and attachments, tasks and consumables', async () => {
    const id = await maquina('Sanitaria Expediente', true);
    const fuera = await guardar('/registro-sanitario/new', lectura(id, 'ENTRADA', { cloro: 2 }, dia(-5)));
    const l = await guardar('/registro-sanitario/new', limpieza(id, { fecha: dia(-10) }));
    await guardar('/registro-sanitario/new', limpieza(id, { fecha: dia(-40) }));
    const pdf = pdfMinimo(['Informe']);
    const a = await guardar('/registro-sanitario/new', {
      id_maquina: id,
      tipo: 'ANALISIS',
      fecha: dia(-1),
      responsable: 'Lab',
      laboratorio: 'Lab Central',
      resultado: 'NO_CONFORME',
    });
    expect(
      (
        await subida(
          { id_registro: String(a.id_registro) },
          [{ campo: 'archivo', nombre: 'i.pdf', datos: pdf }],
          operador,
        )
      ).status,
    ).toBe(200);
    await guardar('/tarea-sanitaria/new', {
      id_maquina: id,
      tipo: 'ANALISIS',
      frecuencia_dias: 180,
      desde: dia(-30),
    });
    await guardar('/consumible/new', {
      id_maquina: id,
      nombre: 'Lámpara UV',
      vida_dias: 365,
      instalado: dia(-30),
    });

    const res = await t.post(
      '/registro-sanitario/expediente',
      { id_maquina: id, desde: dia(-30), hasta: dia(0) },
      operador,
    );
    expect(res.status).toBe(200);
    const e = res.body.resultados[0];
    expect(e).toMatchObject({
      maquina: 'Sanitaria Expediente',
      tienda: null,
      domicilio: null,
      desde: dia(-30),
      hasta: dia(0),
    });
    expect(e.registros.map((r: { id_registro: number }) => r.id_registro)).toEqual([
      l.id_registro,
      fuera.id_registro,
      a.id_registro,
    ]);
    expect(e.registros[1].fuera).toEqual(['cloro']);
    expect(e.registros[2].adjuntos).toEqual([
      expect.objectContaining({ nombre: 'i.pdf', tipo_mime: 'application/pdf' }),
    ]);
    expect(e.tareas).toEqual([
      expect.objectContaining({ tipo: 'ANALISIS', ultima: dia(-1), proxima: dia(179) }),
    ]);
    expect(e.consumibles).toEqual([expect.objectContaining({ nombre: 'Lámpara UV', dias_usados: 30 })]);
    expect(e.rangos.entrada.cloro_max).toBe(1.5);
    expect(Date.parse(e.generado)).toBeGreaterThan(Date.now() - 60_000);
    const alReves = await t.post(
      '/registro-sanitario/expediente',
      { id_maquina: id, desde: dia(0), hasta: dia(-1) },
      operador,
    );
    expect(alReves.body.errores).toContainEqual({ campo: 'hasta', mensaje: g.rangoInvertido });

    // The list's export: a one-time link to a CSV of the filtered list.
    const enlace = await t.post('/registro-sanitario', { id_maquina: id, formato: 'csv' }, operador);
    const csv = await t.app.inject({ method: 'GET', url: enlace.body.resultados[0].url });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Hipoclorito de sodio, 200 ppm');
    expect(csv.body).toContain('Entrada: cloro 2 mg/L');
    expect(csv.body).toContain('Cloro residual libre');
    expect(csv.body).toContain('Lab Central: No conforme');
  });
});

describe('rules each pinned by one case', () => {
  it('edits a consumable (no meter reading means 0) and retires it: gone from its machine, 404 after, not replaceable', async () => {
    const id = await maquina('Sanitaria Baja', true);
    const k = await guardar(
      '/consumible/new',
      { id_maquina: id, nombre: 'Filtro', vida_dias: 100, instalado: dia(-10), lectura_instalacion: 500 },
      operador,
    );
    const editado = await guardar(
      '/consumible/editar',
      {
        id_consumible: k.id_consumible,
        id_maquina: id,
        nombre: 'Filtro de arena',
        vida_dias: 40,
        instalado: dia(-20),
      },
      operador,
    );
    expect(editado).toMatchObject({
      nombre: 'Filtro de arena',
      vida_dias: 40,
      instalado: dia(-20),
      lectura_instalacion: 0,
      dias_usados: 20,
      porcentaje: 50,
    });
    const deOtro = await t.post('/consumible/eliminar', { id_consumible: k.id_consumible }, ajeno);
    expect([deOtro.status, deOtro.body.mensaje_user]).toEqual([404, m.consumibleNoExiste]);

    const baja = await t.post('/consumible/eliminar', { id_consumible: k.id_consumible }, operador);
    expect(baja.status).toBe(200);
    expect(baja.body.mensaje_user).toBe(m.consumibleEliminado);
    expect(baja.body.resultados).toEqual([expect.objectContaining({ id_consumible: k.id_consumible })]);
    const cuidado = (await t.post('/registro-sanitario/maquina', { id_maquina: id }, operador)).body
      .resultados[0];
    expect(cuidado.consumibles).toEqual([]);
    for (const [url, body] of [
      ['/consumible/eliminar', { id_consumible: k.id_consumible }],
      ['/consumible/editar', { ...editado, id_consumible: k.id_consumible }],
    ] as const) {
      const res = await t.post(url, body, operador);
      expect([url, res.status, res.body.mensaje_user]).toEqual([url, 404, m.consumibleNoExiste]);
    }
    const reemplazo = await t.post(
      '/registro-sanitario/new',
      {
        id_maquina: id,
        tipo: 'REEMPLAZO',
        fecha: dia(0),
        responsable: 'Técnico',
        id_consumible: k.id_consumible,
      },
      operador,
    );
    expect(reemplazo.status).toBe(400);
    expect(reemplazo.body.errores).toContainEqual({ campo: 'id_consumible', mensaje: m.consumibleNoExiste });
  });

  it('an edited replacement re-installs its consumable at the new day and meter reading', async () => {
    const id = await maquina('Sanitaria Reinstala', true);
    const k = await guardar('/consumible/new', {
      id_maquina: id,
      nombre: 'UV',
      vida_dias: 100,
      instalado: dia(-30),
    });
    const r = await guardar('/registro-sanitario/new', {
      id_maquina: id,
      tipo: 'REEMPLAZO',
      fecha: dia(-5),
      responsable: 'Técnico',
      id_consumible: k.id_consumible,
      lectura_medidor: 100,
    });
    await guardar('/registro-sanitario/editar', {
      id_registro: r.id_registro,
      id_maquina: id,
      tipo: 'REEMPLAZO',
      fecha: dia(-2),
      responsable: 'Técnico',
      id_consumible: k.id_consumible,
      lectura_medidor: 300,
    });
    const cuidado = (await t.post('/registro-sanitario/maquina', { id_maquina: id }, operador)).body
      .resultados[0];
    expect(cuidado.consumibles[0]).toMatchObject({
      instalado: dia(-2),
      lectura_instalacion: 300,
      dias_usados: 2,
    });
  });

  it('lists the entries of the days between desde and hasta, both included; deleting one or a task answers its row', async () => {
    const id = await maquina('Sanitaria Días', true);
    const [a, b, c] = [
      await guardar('/registro-sanitario/new', limpieza(id, { fecha: dia(-6) })),
      await guardar('/registro-sanitario/new', limpieza(id, { fecha: dia(-4) })),
      await guardar('/registro-sanitario/new', limpieza(id, { fecha: dia(-2) })),
    ];
    const ids = async (filtro: Record<string, string>) =>
      (await t.post('/registro-sanitario', { id_maquina: id, ...filtro }, operador)).body.resultados.map(
        (f: { id_registro: number }) => f.id_registro,
      );
    expect(await ids({ desde: dia(-4), hasta: dia(-2) })).toEqual([c.id_registro, b.id_registro]);
    expect(await ids({ desde: dia(-3) })).toEqual([c.id_registro]);
    expect(await ids({ hasta: dia(-5) })).toEqual([a.id_registro]);

    const borrada = await t.post('/registro-sanitario/eliminar', { id_registro: a.id_registro }, operador);
    expect(borrada.body.resultados).toEqual([expect.objectContaining({ id_registro: a.id_registro })]);
    const tarea = await guardar('/tarea-sanitaria/new', {
      id_maquina: id,
      tipo: 'LECTURA',
      frecuencia_dias: 7,
      desde: dia(0),
    });
    const sinTarea = await t.post('/tarea-sanitaria/eliminar', { id_tarea: tarea.id_tarea }, operador);
    expect(sinTarea.body.resultados).toEqual([expect.objectContaining({ id_tarea: tarea.id_tarea })]);
  });

  it('"today" is the business time zone’s day: an entry dated in its tomorrow is refused while UTC is already there', async () => {
    // 03:00 UTC on Jan 15 is still Jan 14 in Mexico City (UTC−6): the 15th is in the future there.
    const antes = Date.now();
    vi.setSystemTime(new Date('2030-01-15T03:00:00Z'));
    try {
      const token = await t.login();
      const manana = await t.post('/registro-sanitario/new', limpieza(maq, { fecha: '2030-01-15' }), token);
      expect(manana.body.errores).toContainEqual({ campo: 'fecha', mensaje: m.fechaFutura });
      expect(
        (await t.post('/registro-sanitario/new', limpieza(maq, { fecha: '2030-01-14' }), token)).status,
      ).toBe(200);
    } finally {
      // Back to the file's pinned clock (test/reloj.ts): the tokens signed before stay valid.
      vi.setSystemTime(antes);
    }
  });

  it('an attachment: an empty file is missing, a deleted entry takes none, and a download is neither cached nor sniffed', async () => {
    const r = await guardar('/registro-sanitario/new', limpieza(maq));
    const vacio = await subida(
      { id_registro: String(r.id_registro) },
      [{ campo: 'archivo', nombre: 'a.pdf', datos: Buffer.alloc(0) }],
      operador,
    );
    expect([vacio.status, vacio.body.mensaje_user]).toEqual([400, m.adjuntoRequerido]);
    const subido = await subida(
      { id_registro: String(r.id_registro) },
      [{ campo: 'archivo', nombre: 'mi   informe 水.pdf', datos: pdfMinimo(['Informe']) }],
      operador,
    );
    const adj = subido.body.resultados[0];
    expect(adj.nombre).toBe('mi informe 水.pdf');
    const bajada = await bajar(await enlaceAdjunto(adj.id_adjunto, operador));
    expect(bajada.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
      'content-disposition': `attachment; filename="mi informe _.pdf"; filename*=UTF-8''${encodeURIComponent('mi informe 水.pdf')}`,
    });
    await guardar('/registro-sanitario/eliminar', { id_registro: r.id_registro });
    const tarde = await subida(
      { id_registro: String(r.id_registro) },
      [{ campo: 'archivo', nombre: 'b.pdf', datos: pdfMinimo(['Informe']) }],
      operador,
    );
    expect([tarde.status, tarde.body.mensaje_user]).toEqual([404, m.noExiste]);
    expect(nombreSeguro('..  informe  ..pdf', 'application/pdf')).toBe('informe.pdf');

    // Forms that are not the upload: the file under another name, too many fields, a body cut short.
    const id_registro = String((await guardar('/registro-sanitario/new', limpieza(maq))).id_registro);
    const pdf = { nombre: 'c.pdf', datos: pdfMinimo(['Informe']) };
    const cortado = formulario({ id_registro }, [{ campo: 'archivo', ...pdf }]);
    const antes = await cuantos('adjuntos_sanitarios');
    const malos = [
      formulario({ id_registro }, [{ campo: 'otro', ...pdf }]),
      formulario({ id_registro, a: '1', b: '2', c: '3', d: '4' }, [{ campo: 'archivo', ...pdf }]),
      { ...cortado, payload: cortado.payload.subarray(0, cortado.payload.length - 60) },
    ];
    for (const [i, f] of malos.entries()) {
      const res = await t.inject({
        method: 'POST',
        url: '/registro-sanitario/adjunto/new',
        payload: f.payload,
        headers: { ...f.headers, autorizado: operador },
      });
      expect([i, res.status, res.body.mensaje_user]).toEqual([i, 400, m.adjuntoFormato]);
    }
    expect(await cuantos('adjuntos_sanitarios')).toBe(antes);
  });

  it('its API documentation and upload limit, on a server built for this test', async () => {
    // Its own server: routes (their documentation, the multipart plugin's options) are declared when a server starts.
    const { createTestApp } = await import('../../../test/helpers.ts');
    const propio = await createTestApp();
    try {
      const paths = (await propio.inject({ method: 'GET', url: '/docs/json' })).body.paths as Record<
        string,
        { post: { tags?: string[]; summary?: string; responses?: Record<string, { content?: unknown }> } }
      >;
      const rutas = propio.app.rutasApi.filter((r) =>
        /^\/(registro-sanitario|consumible|tarea-sanitaria)\b/.test(r.url),
      );
      expect(rutas.length).toBeGreaterThanOrEqual(13);
      for (const r of rutas) {
        const op = paths[r.url]?.post;
        expect({ url: r.url, tags: op?.tags }).toEqual({ url: r.url, tags: ['registro sanitario'] });
        expect(op?.summary?.length ?? 0, r.url).toBeGreaterThan(20);
        // The success answer has its schema, beside the shared error answers.
        expect(op?.responses?.['200']?.content, r.url).toBeDefined();
        expect(Object.keys(op?.responses ?? {}), r.url).toEqual(
          expect.arrayContaining(['400', '401', '404']),
        );
      }
      const token = await propio.login();
      const suya = (
        await propio.post('/maquina/new', { nombre: 'M', estatus: 'ACTIVA', precio_litro: 1 }, token)
      ).body.resultados[0].id_maquina;
      const [fila] = (await propio.post('/registro-sanitario/new', limpieza(suya), token)).body.resultados;
      const f = formulario({ id_registro: String(fila?.id_registro) }, [
        {
          campo: 'archivo',
          nombre: 'g.pdf',
          datos: Buffer.concat([Buffer.from(pdfMinimo(['x'])), Buffer.alloc(5 * 1024 * 1024)]),
        },
      ]);
      const grande = await propio.inject({
        method: 'POST',
        url: '/registro-sanitario/adjunto/new',
        payload: f.payload,
        headers: { ...f.headers, autorizado: token },
      });
      expect([grande.status, grande.body.mensaje_user]).toEqual([400, m.adjuntoGrande]);
    } finally {
      await propio.close();
    }
  });
});
