import { mensajes } from '@aguavend/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from '../../../test/helpers.ts';

const t = await useTestApp();
const m = mensajes.catalogos;
let admin: string;
let operador: string;
beforeAll(async () => {
  admin = await t.login();
  operador = await nonAdminToken(t);
});

describe('machines', () => {
  it('creates, lists by name and edits a machine', async () => {
    const b = await t.post('/maquina/new', { nombre: 'Zócalo 2', estatus: 'ACTIVA' }, admin);
    const a = await t.post('/maquina/new', { nombre: 'Alameda 1', estatus: 'INACTIVA' }, admin);
    expect(a.status).toBe(200);
    expect(a.body.resultados[0]).toEqual({
      id_maquina: expect.any(Number),
      nombre: 'Alameda 1',
      estatus: 'INACTIVA',
      modo_venta: 'POR_VENTA',
      precio_litro: null,
      // Not given: not recorded (decision 023, addendum of 2026-11-28), not a reading of 0.
      lectura_inicial: null,
      precio_litro_siguiente: null,
      numero_serie: null,
      marca_modelo: null,
      fecha_instalacion: null,
    });
    expect(a.body.mensaje_user).toBe(m.maquinaRegistrada);
    // ADMIN sees every machine; an operator only theirs (test/alcance.test.ts).
    const lista = await t.post('/maquina', undefined, admin);
    expect(lista.status).toBe(200);
    expect(lista.body.resultados.map((x: any) => x.nombre)).toEqual(['Alameda 1', 'Zócalo 2']);
    const id = b.body.resultados[0].id_maquina;
    const ed = await t.post(
      '/maquina/editar',
      { id_maquina: id, nombre: 'Zócalo 3', estatus: 'INACTIVA' },
      admin,
    );
    expect(ed.body.resultados[0]).toEqual({
      id_maquina: id,
      nombre: 'Zócalo 3',
      estatus: 'INACTIVA',
      modo_venta: 'POR_VENTA',
      precio_litro: null,
      lectura_inicial: null,
      precio_litro_siguiente: null,
      numero_serie: null,
      marca_modelo: null,
      fecha_instalacion: null,
    });
  });

  it('carries how sales are recorded, the price per liter (4 decimals) and the meter’s starting reading', async () => {
    const res = await t.post(
      '/maquina/new',
      {
        nombre: 'Por corte',
        estatus: 'ACTIVA',
        modo_venta: 'POR_CORTE',
        precio_litro: 0.375,
        lectura_inicial: 12500,
      },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fila = res.body.resultados[0];
    expect(fila).toMatchObject({ modo_venta: 'POR_CORTE', precio_litro: 0.375, lectura_inicial: 12500 });
    // Without a price the stored one stays; with one, before any corte, it replaces it.
    const base = {
      id_maquina: fila.id_maquina,
      nombre: 'Por corte',
      estatus: 'ACTIVA',
      modo_venta: 'POR_CORTE',
    };
    const igual = await t.post('/maquina/editar', { ...base, lectura_inicial: 12500 }, admin);
    expect(igual.body.resultados[0]).toMatchObject({ precio_litro: 0.375 });
    const nuevo = await t.post(
      '/maquina/editar',
      { ...base, precio_litro: 0.4125, lectura_inicial: 12600 },
      admin,
    );
    expect(nuevo.body.resultados[0]).toMatchObject({ precio_litro: 0.4125, lectura_inicial: 12600 });
    // The spec's edit (name and status only) keeps the mode, the price and the reading.
    const solo = await t.post(
      '/maquina/editar',
      { id_maquina: fila.id_maquina, nombre: 'Por corte', estatus: 'ACTIVA' },
      admin,
    );
    expect(solo.body.resultados[0]).toMatchObject({
      modo_venta: 'POR_CORTE',
      precio_litro: 0.4125,
      lectura_inicial: 12600,
    });
    const historial = await t.post('/maquina/precios', { id_maquina: fila.id_maquina }, admin);
    expect(historial.body.resultados).toEqual([
      { desde: expect.any(String), precio_litro: 0.4125, id_corte: null },
    ]);
    const malos = await t.post(
      '/maquina/new',
      { nombre: 'X', estatus: 'ACTIVA', modo_venta: 'OTRO', precio_litro: 0.12345, lectura_inicial: -1 },
      admin,
    );
    expect(malos.status).toBe(400);
    expect(malos.body.errores).toEqual([
      { campo: 'modo_venta', mensaje: mensajes.cortes.modoVentaInvalido },
      { campo: 'precio_litro', mensaje: mensajes.cortes.precioLitroInvalido },
      { campo: 'lectura_inicial', mensaje: mensajes.cortes.lecturaInvalida },
    ]);
    const nf = await t.post('/maquina/precios', { id_maquina: 99999 }, admin);
    expect([nf.status, nf.body.mensaje_user]).toEqual([404, m.maquinaNoExiste]);
  });

  it('validates with Spanish messages and refuses unknown ids', async () => {
    const res = await t.post('/maquina/new', { nombre: ' ', estatus: 'ROTA' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([
      { campo: 'nombre', mensaje: m.nombreRequerido },
      { campo: 'estatus', mensaje: m.estatusInvalido },
    ]);
    const nf = await t.post('/maquina/editar', { id_maquina: 99999, nombre: 'X', estatus: 'ACTIVA' }, admin);
    expect(nf.status).toBe(404);
    expect(nf.body.mensaje_user).toBe(m.maquinaNoExiste);
  });

  it('carries serial number (trimmed, unique), brand/model and installation day, and finds a machine by its serial', async () => {
    const a = await t.post(
      '/maquina/new',
      {
        nombre: 'Serie A',
        estatus: 'ACTIVA',
        numero_serie: '  PX-2040-0117 ',
        marca_modelo: 'Purifika PX-2040',
        fecha_instalacion: '2024-03-15',
      },
      admin,
    );
    expect(a.status).toBe(200);
    const maquina = a.body.resultados[0];
    expect(maquina).toMatchObject({
      numero_serie: 'PX-2040-0117',
      marca_modelo: 'Purifika PX-2040',
      fecha_instalacion: '2024-03-15',
    });
    // The same serial again, on a new machine or another one's edit: 409 with its message, nothing saved.
    const dup = await t.post(
      '/maquina/new',
      { nombre: 'Serie B', estatus: 'ACTIVA', numero_serie: 'PX-2040-0117' },
      admin,
    );
    expect([dup.status, dup.body.mensaje_user]).toEqual([409, m.numeroSerieDuplicado]);
    const b = await t.post('/maquina/new', { nombre: 'Serie B', estatus: 'ACTIVA', numero_serie: '' }, admin);
    expect(b.body.resultados[0]).toMatchObject({
      numero_serie: null,
      marca_modelo: null,
      fecha_instalacion: null,
    });
    const c = await t.post('/maquina/new', { nombre: 'Serie C', estatus: 'ACTIVA' }, admin);
    expect(c.body.resultados[0].numero_serie).toBeNull();
    const idB = b.body.resultados[0].id_maquina;
    const dupEd = await t.post(
      '/maquina/editar',
      { id_maquina: idB, nombre: 'Serie B', estatus: 'ACTIVA', numero_serie: 'PX-2040-0117' },
      admin,
    );
    expect([dupEd.status, dupEd.body.mensaje_user]).toEqual([409, m.numeroSerieDuplicado]);
    // An installation day after today (in the business's time zone) is refused on its field.
    const futura = await t.post(
      '/maquina/new',
      { nombre: 'Futura', estatus: 'ACTIVA', fecha_instalacion: '2999-01-01' },
      admin,
    );
    expect(futura.status).toBe(400);
    expect(futura.body.errores).toEqual([{ campo: 'fecha_instalacion', mensaje: m.fechaInstalacionFutura }]);
    const futuraEd = await t.post(
      '/maquina/editar',
      { id_maquina: idB, nombre: 'Serie B', estatus: 'ACTIVA', fecha_instalacion: '2999-01-01' },
      admin,
    );
    expect(futuraEd.status).toBe(400);
    const larga = await t.post(
      '/maquina/new',
      { nombre: 'L', estatus: 'ACTIVA', numero_serie: 'X'.repeat(61) },
      admin,
    );
    expect(larga.body.errores).toEqual([{ campo: 'numero_serie', mensaje: m.numeroSerieLargo }]);
    // The spec's edit (nombre and estatus only) keeps the identity; a blank serial clears it.
    const ed = await t.post(
      '/maquina/editar',
      { id_maquina: maquina.id_maquina, nombre: 'Serie A', estatus: 'INACTIVA' },
      admin,
    );
    expect(ed.body.resultados[0]).toMatchObject({
      numero_serie: 'PX-2040-0117',
      fecha_instalacion: '2024-03-15',
    });
    // The list finds it by its serial, and so does the detail of the list (a page).
    const porSerie = await t.post('/maquina', { pagina: 1, por_pagina: 10, buscar: '2040-0117' }, admin);
    expect(porSerie.body.total).toBe(1);
    expect(porSerie.body.resultados[0]).toMatchObject({
      id_maquina: maquina.id_maquina,
      numero_serie: 'PX-2040-0117',
    });
    const borrada = await t.post(
      '/maquina/editar',
      { id_maquina: maquina.id_maquina, nombre: 'Serie A', estatus: 'INACTIVA', numero_serie: ' ' },
      admin,
    );
    expect(borrada.body.resultados[0].numero_serie).toBeNull();
    // Freed, the serial can go on another machine.
    const libre = await t.post(
      '/maquina/editar',
      { id_maquina: idB, nombre: 'Serie B', estatus: 'ACTIVA', numero_serie: 'PX-2040-0117' },
      admin,
    );
    expect(libre.status).toBe(200);
  });

  it('keeps writes for ADMIN and lists for any signed-in user', async () => {
    expect((await t.post('/maquina/new', { nombre: 'X', estatus: 'ACTIVA' }, operador)).status).toBe(403);
    expect((await t.post('/maquina', undefined)).status).toBe(401);
  });
});

describe('products', () => {
  it('creates and edits a product with exact money', async () => {
    const res = await t.post(
      '/producto/new',
      { nombre: 'Garrafón', descripcion: '20 L', precio: 19.99, stock: 5 },
      admin,
    );
    expect(res.status).toBe(200);
    const p = res.body.resultados[0];
    expect(p).toEqual({
      id_producto: expect.any(Number),
      nombre: 'Garrafón',
      descripcion: '20 L',
      precio: 19.99,
      stock: 5,
      stock_minimo: 0,
      litros_por_unidad: 0,
      tasa_iva: 0,
    });
    const ed = await t.post(
      '/producto/editar',
      { id_producto: p.id_producto, nombre: 'Garrafón 20 L', descripcion: '', precio: 0.1, stock: 0 },
      admin,
    );
    expect(ed.body.resultados[0]).toMatchObject({ descripcion: null, precio: 0.1, stock: 0 });
    const lista = await t.post('/producto', {}, operador);
    expect(lista.body.resultados.find((x: any) => x.id_producto === p.id_producto).precio).toBe(0.1);
  });

  it('carries the liters of water in one unit, with up to 3 decimals', async () => {
    const res = await t.post(
      '/producto/new',
      { nombre: 'Botella', precio: 8, stock: 1, litros_por_unidad: 1.5 },
      admin,
    );
    expect(res.body.resultados[0]).toMatchObject({ litros_por_unidad: 1.5 });
    const id_producto = res.body.resultados[0].id_producto;
    const ed = await t.post(
      '/producto/editar',
      { id_producto, nombre: 'Botella', precio: 8, stock: 1, litros_por_unidad: 0.355 },
      admin,
    );
    expect(ed.body.resultados[0]).toMatchObject({ litros_por_unidad: 0.355 });
    for (const litros of [-1, 0.0005]) {
      const malo = await t.post(
        '/producto/new',
        { nombre: 'X', precio: 1, stock: 1, litros_por_unidad: litros },
        admin,
      );
      expect(malo.body.errores).toEqual([{ campo: 'litros_por_unidad', mensaje: m.litrosInvalidos }]);
    }
  });

  it('takes 16 % IVA for bottles under 10 L and 0 % otherwise when none is sent; an edit without it keeps the rate', async () => {
    const nuevo = async (litros_por_unidad: number, extra: Record<string, unknown> = {}) => {
      const res = await t.post(
        '/producto/new',
        { nombre: `IVA ${litros_por_unidad}`, precio: 10, stock: 1, litros_por_unidad, ...extra },
        admin,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.resultados[0];
    };
    // Ice (0 L), a garrafón (20 L) and the 10 L edge are exempt; 9.999 L and 1.5 L bottles carry 16 %.
    expect((await nuevo(0)).tasa_iva).toBe(0);
    expect((await nuevo(20)).tasa_iva).toBe(0);
    expect((await nuevo(10)).tasa_iva).toBe(0);
    expect((await nuevo(9.999)).tasa_iva).toBe(0.16);
    const botella = await nuevo(1.5);
    expect(botella.tasa_iva).toBe(0.16);
    // A rate sent wins over the default, on create and on edit.
    expect((await nuevo(1.5, { tasa_iva: 0.08 })).tasa_iva).toBe(0.08);
    const editar = (extra: Record<string, unknown>) =>
      t.post(
        '/producto/editar',
        {
          id_producto: botella.id_producto,
          nombre: 'Botella',
          precio: 10,
          stock: 1,
          litros_por_unidad: 1.5,
          ...extra,
        },
        admin,
      );
    expect((await editar({ tasa_iva: 0.08 })).body.resultados[0].tasa_iva).toBe(0.08);
    // Without it the stored rate stays, even when the liters would suggest another one.
    expect((await editar({ litros_por_unidad: 20 })).body.resultados[0]).toMatchObject({
      litros_por_unidad: 20,
      tasa_iva: 0.08,
    });
    const lista = await t.post('/producto', {}, operador);
    expect(lista.body.resultados.find((x: any) => x.id_producto === botella.id_producto).tasa_iva).toBe(0.08);
    for (const tasa_iva of [0.1, 16, -0.16, '0.16']) {
      const malo = await t.post('/producto/new', { nombre: 'X', precio: 1, stock: 1, tasa_iva }, admin);
      expect(malo.status, String(tasa_iva)).toBe(400);
      expect(malo.body.errores).toEqual([{ campo: 'tasa_iva', mensaje: m.tasaIvaInvalida }]);
    }
  });

  it('carries a minimum stock (issue 19): 0 when none is sent, kept by an edit without it, a whole number from 0', async () => {
    const res = await t.post('/producto/new', { nombre: 'Mínimo', precio: 10, stock: 3 }, admin);
    const p = res.body.resultados[0];
    expect(p.stock_minimo).toBe(0);
    const editar = (extra: Record<string, unknown>) =>
      t.post(
        '/producto/editar',
        { id_producto: p.id_producto, nombre: 'Mínimo', precio: 10, stock: 3, ...extra },
        admin,
      );
    expect((await editar({ stock_minimo: 12 })).body.resultados[0].stock_minimo).toBe(12);
    expect((await editar({ stock: 40 })).body.resultados[0]).toMatchObject({ stock: 40, stock_minimo: 12 });
    const conMinimo = await t.post(
      '/producto/new',
      { nombre: 'Mínimo 2', precio: 1, stock: 0, stock_minimo: 5 },
      admin,
    );
    expect(conMinimo.body.resultados[0].stock_minimo).toBe(5);
    const lista = await t.post('/producto', { pagina: 1, por_pagina: 10, orden: '-stock_minimo' }, admin);
    expect(lista.body.resultados[0]).toMatchObject({ id_producto: p.id_producto, stock_minimo: 12 });
    for (const stock_minimo of [-1, 1.5, 'x', 2_000_000_001]) {
      const malo = await t.post('/producto/new', { nombre: 'X', precio: 1, stock: 1, stock_minimo }, admin);
      expect(malo.status, String(stock_minimo)).toBe(400);
      expect(malo.body.errores).toEqual([{ campo: 'stock_minimo', mensaje: m.stockMinimoInvalido }]);
      const ed = await editar({ stock_minimo });
      expect(ed.body.errores).toEqual([{ campo: 'stock_minimo', mensaje: m.stockMinimoInvalido }]);
    }
    expect((await editar({})).body.resultados[0].stock_minimo).toBe(12);
  });

  it('refuses bad prices and stock with their messages', async () => {
    for (const [precio, stock] of [
      [0, 1],
      [1.234, 1],
      [-5, 1],
      [10, -1],
      [10, 1.5],
    ]) {
      const res = await t.post('/producto/new', { nombre: 'X', descripcion: null, precio, stock }, admin);
      expect(res.status).toBe(400);
      expect(res.body.errores[0].mensaje).toBe(
        Number(precio) > 0 && precio !== 1.234 ? m.stockInvalido : m.precioInvalido,
      );
    }
    const tipo = await t.post('/producto/new', { nombre: 'X', precio: '10', stock: 1 }, admin);
    expect(tipo.status).toBe(400);
    expect(
      (await t.post('/producto/editar', { id_producto: 424242, nombre: 'X', precio: 1, stock: 1 }, admin))
        .status,
    ).toBe(404);
    expect((await t.post('/producto/new', { nombre: 'X', precio: 1, stock: 1 }, operador)).status).toBe(403);
  });
});

describe('transaction categories', () => {
  it('lists VENTA, creates upper-case types and refuses duplicates', async () => {
    const lista = await t.post('/cat/categorias/trans', undefined, operador);
    expect(lista.body.resultados.map((c: any) => c.tipo)).toContain('VENTA');
    const res = await t.post('/cat/categorias/trans/new', { tipo: 'renta', highlight: true }, admin);
    expect(res.status).toBe(200);
    expect(res.body.resultados[0]).toMatchObject({
      tipo: 'RENTA',
      highlight: true,
      id_categoria_transaccion: expect.any(Number),
    });
    const dup = await t.post('/cat/categorias/trans/new', { tipo: 'Renta' }, admin);
    expect(dup.status).toBe(409);
    expect(dup.body.mensaje_user).toBe(m.tipoDuplicado);
    const vacio = await t.post('/cat/categorias/trans/new', { tipo: '' }, admin);
    expect(vacio.body.errores).toEqual([{ campo: 'tipo', mensaje: m.tipoRequerido }]);
    expect((await t.post('/cat/categorias/trans/new', { tipo: 'LUZ' }, operador)).status).toBe(403);
  });

  it('gives each category its clase: the one sent, or without one VENTA for the type VENTA and EGRESO for others', async () => {
    const lista = await t.post('/cat/categorias/trans', undefined, operador);
    expect(lista.body.resultados.find((c: any) => c.tipo === 'VENTA')).toMatchObject({ clase: 'VENTA' });
    const sinClase = await t.post('/cat/categorias/trans/new', { tipo: 'Agua' }, admin);
    expect(sinClase.body.resultados[0]).toMatchObject({ tipo: 'AGUA', clase: 'EGRESO', highlight: false });
    const conClase = await t.post(
      '/cat/categorias/trans/new',
      { tipo: 'venta en ruta', highlight: false, clase: 'VENTA' },
      admin,
    );
    expect(conClase.status).toBe(200);
    expect(conClase.body.resultados[0]).toEqual({
      id_categoria_transaccion: expect.any(Number),
      tipo: 'VENTA EN RUTA',
      clase: 'VENTA',
      highlight: false,
      fecha_creacion: expect.any(String),
    });
    for (const clase of ['venta', 'OTRA', 1, null]) {
      const mala = await t.post('/cat/categorias/trans/new', { tipo: 'MALA', clase }, admin);
      expect(mala.status, String(clase)).toBe(400);
      expect(mala.body.errores).toEqual([{ campo: 'clase', mensaje: m.claseInvalida }]);
    }
  });

  it('edits a category; its clase changes only while no sale or expense uses it', async () => {
    const crear = async (tipo: string, clase: string) =>
      (await t.post('/cat/categorias/trans/new', { tipo, clase }, admin)).body.resultados[0];
    const libre = await crear('PAPELERIA', 'EGRESO');
    const editar = (cambios: Record<string, unknown>) =>
      t.post(
        '/cat/categorias/trans/editar',
        {
          id_categoria_transaccion: libre.id_categoria_transaccion,
          tipo: 'papelería',
          highlight: true,
          clase: 'VENTA',
          ...cambios,
        },
        admin,
      );
    const res = await editar({});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.mensaje_user).toBe(m.categoriaActualizada);
    expect(res.body.resultados[0]).toMatchObject({ tipo: 'PAPELERÍA', highlight: true, clase: 'VENTA' });

    // An expense now uses another category: its type and highlight may change, its class may not.
    const usada = await crear('LIMPIEZA', 'EGRESO');
    const maquina = (await t.post('/maquina/new', { nombre: 'Con gasto', estatus: 'ACTIVA' }, admin)).body
      .resultados[0].id_maquina;
    const gasto = await t.post(
      '/egresos/new',
      {
        id_maquina: maquina,
        id_categoria_transaccion: usada.id_categoria_transaccion,
        descripcion: 'Jabón',
        monto: 30,
      },
      admin,
    );
    expect(gasto.status).toBe(200);
    const cuerpo = {
      id_categoria_transaccion: usada.id_categoria_transaccion,
      tipo: 'LIMPIEZA Y ASEO',
      highlight: true,
    };
    const cambio = await t.post('/cat/categorias/trans/editar', { ...cuerpo, clase: 'VENTA' }, admin);
    expect(cambio.status).toBe(409);
    expect(cambio.body.mensaje_user).toBe(m.claseEnUso);
    const igual = await t.post('/cat/categorias/trans/editar', { ...cuerpo, clase: 'EGRESO' }, admin);
    expect(igual.status).toBe(200);
    expect(igual.body.resultados[0]).toMatchObject({ tipo: 'LIMPIEZA Y ASEO', clase: 'EGRESO' });
  });

  it('answers 404, 409 and 400 with their messages on edit, and 403 without ADMIN', async () => {
    const base = { id_categoria_transaccion: 999_999, tipo: 'X', highlight: false, clase: 'EGRESO' };
    const nf = await t.post('/cat/categorias/trans/editar', base, admin);
    expect(nf.status).toBe(404);
    expect(nf.body.mensaje_user).toBe(m.categoriaNoExiste);
    const lista = (await t.post('/cat/categorias/trans', undefined, admin)).body.resultados;
    const venta = lista.find((c: any) => c.tipo === 'VENTA');
    const otra = lista.find((c: any) => c.tipo !== 'VENTA');
    const dup = await t.post(
      '/cat/categorias/trans/editar',
      { ...base, id_categoria_transaccion: otra.id_categoria_transaccion, tipo: 'venta', clase: otra.clase },
      admin,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.mensaje_user).toBe(m.tipoDuplicado);
    const mal = await t.post(
      '/cat/categorias/trans/editar',
      { id_categoria_transaccion: venta.id_categoria_transaccion, tipo: ' ', clase: 'AMBAS' },
      admin,
    );
    expect(mal.status).toBe(400);
    expect(mal.body.errores).toEqual([
      { campo: 'tipo', mensaje: m.tipoRequerido },
      { campo: 'highlight', mensaje: mensajes.general.datosInvalidos },
      { campo: 'clase', mensaje: m.claseInvalida },
    ]);
    const ajeno = await t.post(
      '/cat/categorias/trans/editar',
      { ...base, id_categoria_transaccion: venta.id_categoria_transaccion },
      operador,
    );
    expect(ajeno.status).toBe(403);
  });
});
