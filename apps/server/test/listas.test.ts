// Every list call with the list parameters: sort by each field the contract names (both ways, ties broken by the key),
// search without regard to case or accents, a range of days in the business time zone, and the count and sums of
// the whole filtered set. The cases are generated from the contract's sortable fields of each list.
import { ORDEN_EGRESOS } from '@aguavend/contract/egresos';
import { mensajes } from '@aguavend/contract/messages';
import { ORDEN_VENTAS } from '@aguavend/contract/ventas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const t = await useTestApp();
const g = mensajes.general;
let admin: string;

type Fila = Record<string, unknown>;

/** One record of a list: a description, a money amount, a quantity (sales only) and an instant. */
type Registro = { descripcion: string; monto: number; cantidad: number; fecha: string };

// 2026-02-28 23:30 and 2026-03-01 00:10 in Mexico City (UTC-6): either side of midnight of the 1st.
const REGISTROS: Registro[] = [
  { descripcion: 'Peña grande', monto: 40, cantidad: 2, fecha: '2026-03-01T05:30:00Z' },
  { descripcion: 'PENA chica', monto: 20, cantidad: 1, fecha: '2026-03-01T06:10:00Z' },
  { descripcion: 'pena', monto: 60, cantidad: 3, fecha: '2026-03-02T18:00:00Z' },
  { descripcion: 'Garrafón 100%', monto: 20, cantidad: 1, fecha: '2026-03-03T18:00:00Z' },
  { descripcion: 'Otro 100 garrafones', monto: 100, cantidad: 5, fecha: '2026-03-04T18:00:00Z' },
  { descripcion: 'Cambio', monto: 40, cantidad: 2, fecha: '2026-03-05T18:00:00Z' },
];

type Lista = {
  url: string;
  tabla: string;
  campos: readonly string[];
  clave: string;
  sumas: readonly string[];
  /** Records REGISTROS on a new machine, as this list will show them; answers the machine. */
  llenar: () => Promise<number>;
};

async function nuevaMaquina(nombre: string) {
  return (await t.post('/maquina/new', { nombre, estatus: 'ACTIVA' }, admin)).body.resultados[0]
    .id_maquina as number;
}

async function ventas(eliminadas: boolean) {
  const id_maquina = await nuevaMaquina(`Lista ventas ${eliminadas}`);
  // Each record's unit price is monto / cantidad: $20 a garrafón.
  const id_producto = (
    await t.post(
      '/producto/new',
      { nombre: 'Garrafón 20 L', descripcion: 'x', precio: 20, stock: 1000 },
      admin,
    )
  ).body.resultados[0].id_producto;
  const cats = (await t.post('/cat/categorias/trans', {}, admin)).body.resultados as Fila[];
  const venta = cats.find((c) => c.clase === 'VENTA')?.id_categoria_transaccion;
  for (const r of REGISTROS) {
    const res = await t.post(
      '/venta/maquina/new',
      {
        ventas_maquina: {
          id_maquina,
          id_producto,
          cantidad: r.cantidad,
          precio_unitario: r.monto / r.cantidad,
          fecha_transaccion: r.fecha,
        },
        transacciones: { id_categoria_transaccion: venta, descripcion: r.descripcion, monto: r.monto },
      },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (eliminadas) {
      const id_venta_maquina = res.body.resultados[0].id_venta_maquina;
      expect((await t.post('/venta/maquina/eliminar', { id_venta_maquina }, admin)).status).toBe(200);
    }
  }
  return id_maquina;
}

async function egresos(eliminados: boolean) {
  const id_maquina = await nuevaMaquina(`Lista egresos ${eliminados}`);
  const id_categoria_transaccion = (
    await t.post('/cat/categorias/trans/new', { tipo: `GASTO ${eliminados}` }, admin)
  ).body.resultados[0].id_categoria_transaccion;
  for (const r of REGISTROS) {
    const res = await t.post(
      '/egresos/new',
      {
        id_maquina,
        id_categoria_transaccion,
        descripcion: r.descripcion,
        monto: r.monto,
        fecha_transaccion: r.fecha,
      },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (eliminados) {
      const id_egreso = res.body.resultados[0].id_egreso;
      expect((await t.post('/egresos/eliminar', { id_egreso }, admin)).status).toBe(200);
    }
  }
  return id_maquina;
}

const LISTAS: Lista[] = [
  ...([false, true] as const).map((eliminadas) => ({
    url: eliminadas ? '/venta/maquina/totales/eliminados' : '/venta/maquina/totales',
    tabla: 'ventas_maquina',
    campos: ORDEN_VENTAS,
    clave: 'id_venta_maquina',
    sumas: ['cantidad', 'monto'],
    llenar: () => ventas(eliminadas),
  })),
  ...([false, true] as const).map((eliminados) => ({
    url: eliminados ? '/egresos/eliminados' : '/egresos',
    tabla: 'egresos',
    campos: ORDEN_EGRESOS,
    clave: 'id_egreso',
    sumas: ['monto'],
    llenar: () => egresos(eliminados),
  })),
];

beforeAll(async () => {
  admin = await t.login();
});

/** Values compare as the database does: instants by time, numbers as numbers. */
const valor = (v: unknown) =>
  typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v) ? Date.parse(v) : Number(v);

for (const lista of LISTAS) {
  describe(lista.url, () => {
    let id_maquina: number;
    const pedir = (extra: Record<string, unknown>) =>
      t.post(lista.url, { id_maquina, pagina: 1, por_pagina: 100, ...extra }, admin);
    const descripciones = async (extra: Record<string, unknown>) =>
      ((await pedir(extra)).body.resultados as Fila[]).map((f) => f.descripcion).sort();

    beforeAll(async () => {
      id_maquina = await lista.llenar();
    });

    for (const campo of lista.campos) {
      for (const desc of [false, true]) {
        it(`sorts by ${desc ? '-' : ''}${campo}, ties broken by the key the same way`, async () => {
          const res = await pedir({ orden: `${desc ? '-' : ''}${campo}` });
          expect(res.status).toBe(200);
          const filas = res.body.resultados as Fila[];
          expect(filas).toHaveLength(REGISTROS.length);
          const sentido = desc ? -1 : 1;
          const esperado = [...filas].sort(
            (a, b) =>
              sentido * (valor(a[campo]) - valor(b[campo]) || valor(a[lista.clave]) - valor(b[lista.clave])),
          );
          expect(filas.map((f) => f[lista.clave])).toEqual(esperado.map((f) => f[lista.clave]));
        });
      }
    }

    it("has an index behind every sort field: one machine's rows in that order", async () => {
      const { rows } = (await t.database.db.execute(
        sql`select indexdef from pg_indexes where tablename = ${lista.tabla}`,
      )) as unknown as { rows: { indexdef: string }[] };
      for (const campo of lista.campos) {
        const porMaquina = rows.some((r) => r.indexdef.includes(`(id_maquina, ${campo}`));
        const esLaClave = campo === lista.clave && rows.some((r) => r.indexdef.includes(`(${campo})`));
        expect(porMaquina || esLaClave, `${lista.tabla}.${campo}`).toBe(true);
      }
    });

    it('searches the text without regard to case or accents, and % is a letter', async () => {
      expect(await descripciones({ buscar: 'peña' })).toEqual(['PENA chica', 'Peña grande', 'pena']);
      expect(await descripciones({ buscar: 'PENA' })).toEqual(['PENA chica', 'Peña grande', 'pena']);
      expect(await descripciones({ buscar: 'garrafon' })).toContain('Garrafón 100%');
      expect(await descripciones({ buscar: '100%' })).toEqual(['Garrafón 100%']);
      expect(await descripciones({ buscar: 'no hay tal cosa' })).toEqual([]);
    });

    it('takes a range of whole days in the business time zone, both ends included', async () => {
      expect(await descripciones({ desde: '2026-03-01', hasta: '2026-03-01' })).toEqual(['PENA chica']);
      expect(await descripciones({ hasta: '2026-02-28' })).toEqual(['Peña grande']);
      expect(await descripciones({ desde: '2026-03-05' })).toEqual(['Cambio']);
      expect(await descripciones({ desde: '2026-03-02', hasta: '2026-03-03' })).toEqual([
        'Garrafón 100%',
        'pena',
      ]);
      // The spec's one-day filter is the range's single-day case.
      expect(await descripciones({ fecha: '2026-03-01' })).toEqual(['PENA chica']);
    });

    it('counts and sums the whole filtered set, not the page', async () => {
      // Page 2 of 10 rows is empty; the count and sums still cover the three matches.
      const res = await pedir({ por_pagina: 10, pagina: 2, buscar: 'pena', orden: 'monto' });
      expect(res.body.resultados).toHaveLength(0);
      expect(res.body.total).toBe(3);
      const filtrados = REGISTROS.filter((r) => /pena|peña/i.test(r.descripcion));
      const esperado = Object.fromEntries(
        lista.sumas.map((s) => [
          s,
          filtrados.reduce((n, r) => n + (s === 'monto' ? r.monto : r.cantidad), 0),
        ]),
      );
      expect(res.body.totales).toEqual(esperado);
      const vacia = await pedir({ buscar: 'no hay tal cosa' });
      expect(vacia.body.total).toBe(0);
      expect(vacia.body.totales).toEqual(Object.fromEntries(lista.sumas.map((s) => [s, 0])));
    });

    it('answers as before without a page: the whole list, newest first, with no count', async () => {
      const res = await t.post(lista.url, { id_maquina }, admin);
      expect(res.body.total).toBeUndefined();
      expect(res.body.totales).toBeUndefined();
      const fechas = (res.body.resultados as Fila[]).map((f) => valor(f.fecha_transaccion));
      expect(fechas).toEqual([...fechas].sort((a, b) => b - a));
    });

    it('refuses an unknown sort field and a range that ends before it starts, in Spanish', async () => {
      const orden = await pedir({ orden: 'descripcion; drop table usuarios' });
      expect(orden.status).toBe(400);
      expect(orden.body.errores).toContainEqual({ campo: 'orden', mensaje: g.ordenInvalido });
      const rango = await pedir({ desde: '2026-03-05', hasta: '2026-03-01' });
      expect(rango.status).toBe(400);
      expect(rango.body.errores).toContainEqual({ campo: 'hasta', mensaje: g.rangoInvertido });
    });
  });
}
