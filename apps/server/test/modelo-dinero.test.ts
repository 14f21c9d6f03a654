// Issue 42: the cortes' figures and the sales roll-ups, as the database computes them through the API, against the
// independent model of test/modelo-dinero.ts on generated data. Each run uses its own new machine and stores, so
// runs share one app without touching each other's figures.
import { randomUUID } from 'node:crypto';
import { AJUSTES_POR_OMISION } from '@aguavend/contract/ajustes';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';
import {
  agrupar,
  type Colocacion,
  cadenaCortes,
  cortePorVenta,
  diaLocal,
  mesDe,
  mesSiguiente,
  montoVenta,
  numero,
  pesos,
  sumarDias,
  type Tolerancia,
  tiendaDelDia,
  type VentaActiva,
} from './modelo-dinero.ts';

// Hundreds of calls a minute: the per-address limit is not what is under test.
const t = await useTestApp({ rateLimitPerMin: 0 });
const tz = t.config.businessTz;
let admin: string;
let agua: number;
const productos: number[] = [];
let categoriaVenta: number;

async function filas<T>(consulta: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(consulta)) as unknown as { rows: T[] }).rows;
}

let n = 0;
async function maquina(datos: Record<string, unknown> = {}) {
  n++;
  const res = await t.post('/maquina/new', { nombre: `Modelo ${n}`, estatus: 'ACTIVA', ...datos }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.resultados[0].id_maquina as number;
}

/** A store with one address, straight into the tables (their SQL computes no money). */
async function tienda() {
  n++;
  const [s] = await filas<{ id_tienda: number }>(
    sql`insert into tiendas (nombre_comercial, razon_social, rfc, tipo_persona)
        values (${`Tienda modelo ${n}`}, ${`Tienda modelo ${n}`}, 'XAXX010101000', 'MORAL') returning id_tienda`,
  );
  const [d] = await filas<{ id_domicilio: number }>(
    sql`insert into domicilios (id_tienda, calle, numero_ext, primer_cruzamiento)
        values (${s?.id_tienda}, 'Calle 60', 'S/N', 'Calle 57') returning id_domicilio`,
  );
  return { id_tienda: s?.id_tienda as number, id_domicilio: d?.id_domicilio as number };
}

const tolerancia = async (tol: Tolerancia) => {
  const res = await t.post(
    '/ajustes/editar',
    {
      ...AJUSTES_POR_OMISION,
      corte_tolerancia_monto: Number(tol.monto),
      corte_tolerancia_porcentaje: Number(tol.porcentaje),
      id_producto_agua: agua,
    },
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  admin = await t.login();
  const producto = async (nombre: string, litros: number, iva: number) =>
    (
      await filas<{
        id: number;
      }>(sql`insert into productos (nombre, precio, stock, litros_por_unidad, tasa_iva)
        values (${nombre}, 10, 1000000000, ${litros}, ${iva}) returning id_producto as id`)
    )[0]?.id as number;
  agua = await producto('Agua por litro (modelo)', 1, 0);
  productos.push(await producto('Garrafón (modelo)', 20, 0), await producto('Botella (modelo)', 1, 0.16));
  categoriaVenta = (
    await filas<{ id: number }>(
      sql`select id_categoria_transaccion as id from categorias_transaccion where clase = 'VENTA' limit 1`,
    )
  )[0]?.id as number;
});

/** Cash that adds up to `centavos` (a multiple of 50), largest pieces first. */
function efectivoDe(centavos: bigint) {
  const efectivo: Record<string, number> = {};
  let resto = centavos;
  for (const [clave, valor] of [
    ['b1000', 100000n],
    ['b500', 50000n],
    ['b200', 20000n],
    ['b100', 10000n],
    ['b50', 5000n],
    ['b20', 2000n],
    ['m10', 1000n],
    ['m5', 500n],
    ['m2', 200n],
    ['m1', 100n],
    ['m050', 50n],
  ] as const) {
    if (resto >= valor) efectivo[clave] = Number(resto / valor);
    resto %= valor;
  }
  return efectivo;
}

/** Records a sale through the API, its amount as the model computes it; its answer's first row. */
async function vender(
  id_maquina: number,
  v: { producto: number; cantidad: number; precio: string; instante: string },
) {
  const r = await t.post(
    '/venta/maquina/new',
    {
      ventas_maquina: {
        id_maquina,
        id_producto: v.producto,
        cantidad: v.cantidad,
        precio_unitario: Number(v.precio),
        fecha_transaccion: v.instante,
      },
      transacciones: {
        id_venta_maquina: '',
        id_categoria_transaccion: categoriaVenta,
        descripcion: 'Modelo',
        monto: pesos(montoVenta(v)),
      },
    },
    admin,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.resultados[0] as { id_venta_maquina: number };
}

const tasa4 = (diezmilesimos: number) => (diezmilesimos / 10_000).toFixed(4);

describe('Cortes: litros, esperado, contado, diferencia y tolerancia', () => {
  const arbCorte = fc.record({
    litros: fc.oneof(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 30_000, max: 300_000 })),
    // Where the cash lands: short by the tolerance (−1), on the expected (0) or over by the tolerance (1), then
    // moved by whole half-pesos; `al_borde` nudges the liters until the cash can sit exactly on the tolerance.
    lado: fc.constantFrom(-1, 0, 1),
    desvio: fc.integer({ min: -2, max: 2 }),
    al_borde: fc.boolean(),
    precio_nuevo: fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: undefined }),
    con_motivo: fc.boolean(),
  });
  const arb = fc.record({
    // The meter × price chain is POR_CORTE's money; a POR_VENTA corte owes its period's sales instead (issue 43,
    // pinned case by case in cortes.routes.test.ts).
    modo: fc.constant('POR_CORTE'),
    precio: fc.oneof(fc.constantFrom(100, 5000, 10_000, 2500, 3750), fc.integer({ min: 1, max: 30_000 })),
    lectura_inicial: fc.integer({ min: 0, max: 1_000_000 }),
    tol: fc.oneof(
      fc.constant({ monto: '20', porcentaje: '2' }),
      fc.record({
        monto: fc.constantFrom('0', '5', '20', '37.5'),
        porcentaje: fc.constantFrom('0', '0.01', '2', '2.5', '10'),
      }),
    ),
    cortes: fc.array(arbCorte, { minLength: 1, maxLength: 3 }),
  });

  it('cada corte de una cadena, con cambios de precio, coincide con el modelo', async () => {
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        await tolerancia(c.tol);
        const id_maquina = await maquina({
          modo_venta: c.modo,
          precio_litro: Number(tasa4(c.precio)),
          lectura_inicial: c.lectura_inicial,
        });
        // The model decides the readings and cash first (the cash is aimed at its tolerance), then judges them.
        const hechos: { lectura: number; efectivo: Record<string, number>; precio_nuevo?: string }[] = [];
        let lectura = c.lectura_inicial;
        for (const k of c.cortes) {
          const precio_nuevo = k.precio_nuevo === undefined ? undefined : tasa4(k.precio_nuevo);
          const tanteo = (litros: number) => {
            const prueba = cadenaCortes(
              { lectura: c.lectura_inicial, precio: tasa4(c.precio) },
              [...hechos, { lectura: lectura + litros, efectivo: {} }],
              c.tol,
            ).at(-1)!;
            const objetivo = prueba.esperado + BigInt(k.lado) * prueba.tolerancia;
            return { prueba, objetivo };
          };
          let litros = k.litros;
          if (k.al_borde && k.lado !== 0) {
            for (let i = 0; i < 200 && tanteo(litros).objetivo % 50n !== 0n; i++) litros++;
          }
          const { objetivo } = tanteo(litros);
          const redondo = ((objetivo + 25n) / 50n) * 50n + BigInt(k.desvio) * 50n;
          const contado = redondo < 0n ? 0n : redondo;
          lectura += litros;
          hechos.push({ lectura, efectivo: efectivoDe(contado), ...(precio_nuevo ? { precio_nuevo } : {}) });
        }
        const modelo = cadenaCortes({ lectura: c.lectura_inicial, precio: tasa4(c.precio) }, hechos, c.tol);

        for (const [i, h] of hechos.entries()) {
          const m = modelo[i]!;
          const datos = {
            id_maquina,
            clave: randomUUID(),
            fecha: new Date(Date.parse('2026-03-02T16:00:00Z') + i * 3_600_000).toISOString(),
            lectura: h.lectura,
            efectivo: h.efectivo,
            ...(h.precio_nuevo ? { precio_litro_nuevo: Number(h.precio_nuevo) } : {}),
          };
          let res = await t.post(
            '/corte/new',
            c.cortes[i]!.con_motivo ? { ...datos, motivo: 'ERROR_LECTURA' } : datos,
            admin,
          );
          if (!c.cortes[i]!.con_motivo) {
            // Without a reason the database refuses exactly the cortes out of tolerance.
            expect({ corte: i, status: res.status, campo: res.body.errores?.[0]?.campo }).toEqual(
              m.fuera_de_tolerancia
                ? { corte: i, status: 400, campo: 'motivo' }
                : { corte: i, status: 200, campo: undefined },
            );
            if (res.status === 400)
              res = await t.post('/corte/new', { ...datos, motivo: 'MONEDA_ATORADA' }, admin);
          }
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const r = res.body.resultados[0];
          expect({ corte: i, ...pick(r) }).toEqual({
            corte: i,
            lectura_anterior: m.lectura_anterior,
            litros: m.litros,
            precio_litro: numero(m.precio_litro),
            esperado: pesos(m.esperado),
            contado: pesos(m.contado),
            diferencia: pesos(m.diferencia),
            tolerancia: pesos(m.tolerancia),
            fuera_de_tolerancia: m.fuera_de_tolerancia,
          });
          // A POR_CORTE corte sells its liters at the price in force: the sale's amount is the expected cash.
          const [venta] = await filas<{ cantidad: number; precio: string; monto: string }>(
            sql`select cantidad::int as cantidad, precio_unitario::text as precio, monto::text as monto
                from ventas_maquina where id_venta_maquina = ${r.id_venta_maquina ?? 0}`,
          );
          expect({
            corte: i,
            venta: venta && { ...venta, precio: Number(venta.precio), monto: Number(venta.monto) },
          }).toEqual({
            corte: i,
            venta:
              c.modo === 'POR_CORTE' && m.litros > 0
                ? { cantidad: m.litros, precio: r.precio_litro, monto: pesos(m.esperado) }
                : undefined,
          });
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});

describe('Cortes por venta: efectivo contra ventas del periodo, contador contra sus litros', () => {
  const arbVenta = fc.record({
    // Water by the liter (1 L), a 20 L jug, a 1 L bottle.
    producto: fc.integer({ min: 0, max: 2 }),
    cantidad: fc.integer({ min: 1, max: 40 }),
    precio: fc.integer({ min: 1, max: 5000 }),
  });
  const arbCorte = fc.record({
    ventas: fc.array(arbVenta, { maxLength: 4 }),
    // The meter against the sales' liters: on them, or off by a few liters (around the 5 L and 1 % edges) or many.
    desvio_litros: fc.oneof(fc.integer({ min: -7, max: 7 }), fc.integer({ min: -400, max: 400 })),
    lado: fc.constantFrom(-1, 0, 1),
    desvio: fc.integer({ min: -2, max: 2 }),
  });
  const arb = fc.record({
    lectura_inicial: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
    tol: fc.oneof(
      fc.constant({ monto: '20', porcentaje: '2' }),
      fc.record({ monto: fc.constantFrom('0', '5', '20'), porcentaje: fc.constantFrom('0', '2', '10') }),
    ),
    cortes: fc.array(arbCorte, { minLength: 1, maxLength: 3 }),
  });

  it('cada corte de una máquina por venta coincide con el modelo', async () => {
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        await tolerancia(c.tol);
        // A price per liter is asked of every machine before its first corte; a POR_VENTA corte does not use it.
        const id_maquina = await maquina({
          modo_venta: 'POR_VENTA',
          precio_litro: 1,
          lectura_inicial: c.lectura_inicial,
        });
        const litrosPorUnidad = ['1', '20', '1'];
        let anterior = c.lectura_inicial;
        for (const [i, k] of c.cortes.entries()) {
          // Corte i at 16:00 UTC + 3 h × i; its sales in the minutes before it, so inside (previous corte, this one].
          const fecha = Date.parse('2026-03-02T16:00:00Z') + i * 3 * 3_600_000;
          const ventas = k.ventas.map((v) => ({
            cantidad: v.cantidad,
            precio: (v.precio / 100).toFixed(2),
            litros_por_unidad: litrosPorUnidad[v.producto] as string,
          }));
          for (const [j, v] of ventas.entries()) {
            await vender(id_maquina, {
              ...v,
              producto: [agua, ...productos][k.ventas[j]!.producto] as number,
              instante: new Date(fecha - (j + 1) * 60_000).toISOString(),
            });
          }
          const sinEfectivo = cortePorVenta(
            { lectura_anterior: anterior, lectura: 0, ventas, efectivo: {} },
            c.tol,
          );
          const litrosVentas = Math.round(numero(sinEfectivo.ventas_litros));
          const lectura = (anterior ?? 0) + Math.max(0, litrosVentas + k.desvio_litros);
          const objetivo = sinEfectivo.esperado + BigInt(k.lado) * sinEfectivo.tolerancia;
          const redondo = ((objetivo + 25n) / 50n) * 50n + BigInt(k.desvio) * 50n;
          const efectivo = efectivoDe(redondo < 0n ? 0n : redondo);
          const m = cortePorVenta({ lectura_anterior: anterior, lectura, ventas, efectivo }, c.tol);

          const datos = {
            id_maquina,
            clave: randomUUID(),
            fecha: new Date(fecha).toISOString(),
            lectura,
            efectivo,
          };
          let res = await t.post('/corte/new', datos, admin);
          // Without a reason the database refuses exactly the cortes whose cash is out of tolerance; liters only flag.
          expect({ corte: i, status: res.status, campo: res.body.errores?.[0]?.campo }).toEqual(
            m.fuera_de_tolerancia
              ? { corte: i, status: 400, campo: 'motivo' }
              : { corte: i, status: 200, campo: undefined },
          );
          if (res.status === 400)
            res = await t.post('/corte/new', { ...datos, motivo: 'MONEDA_ATORADA' }, admin);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const r = res.body.resultados[0];
          expect({
            corte: i,
            litros: r.litros,
            esperado: r.esperado,
            contado: r.contado,
            diferencia: r.diferencia,
            tolerancia: r.tolerancia,
            fuera_de_tolerancia: r.fuera_de_tolerancia,
            ventas_litros: r.ventas_litros,
            diferencia_litros: r.diferencia_litros,
            tolerancia_litros: r.tolerancia_litros,
            litros_fuera_de_tolerancia: r.litros_fuera_de_tolerancia,
            venta: r.id_venta_maquina ?? null,
          }).toEqual({
            corte: i,
            litros: m.litros,
            esperado: pesos(m.esperado),
            contado: pesos(m.contado),
            diferencia: pesos(m.diferencia),
            tolerancia: pesos(m.tolerancia),
            fuera_de_tolerancia: m.fuera_de_tolerancia,
            ventas_litros: numero(m.ventas_litros),
            diferencia_litros: numero(m.diferencia_litros),
            tolerancia_litros: numero(m.tolerancia_litros),
            litros_fuera_de_tolerancia: m.litros_fuera_de_tolerancia,
            // A POR_VENTA corte records no sale of its own.
            venta: null,
          });
          anterior = lectura;
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

function pick(r: Record<string, unknown>) {
  const {
    lectura_anterior,
    litros,
    precio_litro,
    esperado,
    contado,
    diferencia,
    tolerancia,
    fuera_de_tolerancia,
  } = r;
  return {
    lectura_anterior,
    litros,
    precio_litro,
    esperado,
    contado,
    diferencia,
    tolerancia,
    fuera_de_tolerancia,
  };
}

describe('Resúmenes de ventas: un GROUP BY de las ventas en la zona del negocio', () => {
  /**
   * An instant in the run's three months: around a month's start or a placement's first or last day (local midnight
   * is 05:00 or 06:00 UTC), or anywhere.
   */
  const arbInstante = fc.oneof(
    fc.record({ mes: fc.integer({ min: 0, max: 3 }), minutos: fc.integer({ min: -720, max: 720 }) }),
    {
      weight: 2,
      arbitrary: fc.record({
        frontera: fc.nat(),
        mes: fc.constant(0),
        minutos: fc.integer({ min: -720, max: 720 }),
      }),
    },
    fc.record({
      mes: fc.integer({ min: 0, max: 2 }),
      dia: fc.integer({ min: 0, max: 27 }),
      minutos: fc.integer({ min: 0, max: 1439 }),
    }),
  );
  const arbOp = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        k: fc.constant('vender' as const),
        producto: fc.integer({ min: 0, max: 1 }),
        cantidad: fc.integer({ min: 1, max: 20 }),
        precio: fc.integer({ min: 1, max: 5000 }),
        cuando: arbInstante,
      }),
    },
    fc.record({
      k: fc.constant('editar' as const),
      cual: fc.nat(),
      cantidad: fc.integer({ min: 1, max: 20 }),
      precio: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
      cuando: fc.option(arbInstante, { nil: undefined }),
    }),
    fc.record({ k: fc.constantFrom('eliminar' as const, 'restaurar' as const), cual: fc.nat() }),
    fc.record({ k: fc.constant('colocar' as const) }),
  );
  const arb = fc.record({
    // 2015-01 … 2026-08: years with and without daylight saving time in Mexico City, and months already past.
    mes0: fc.integer({ min: 0, max: 139 }),
    plan: fc.array(
      fc.record({
        hueco: fc.integer({ min: 0, max: 10 }),
        dur: fc.integer({ min: 1, max: 45 }),
        retirar: fc.boolean(),
      }),
      { maxLength: 3 },
    ),
    ops: fc.array(arbOp, { minLength: 3, maxLength: 12 }),
  });

  it('por máquina y mes, producto, día y año, y por tienda y mes tras ventas, ediciones, bajas y movimientos', async () => {
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        const mes0 = mesSiguiente('2015-01', c.mes0);
        const id_maquina = await maquina();
        const tiendas = [await tienda(), await tienda()];
        // The placements' plan: each stands after the last; one not withdrawn ends when the next begins.
        const colocaciones: Colocacion[] = [];
        const pasos: (() => Promise<void>)[] = [];
        let cursor = sumarDias(`${mes0}-01`, -3);
        for (const [i, s] of c.plan.entries()) {
          const previa = colocaciones.at(-1);
          const desde =
            previa && previa.hasta === null ? sumarDias(previa.desde, s.dur) : sumarDias(cursor, s.hueco);
          if (previa && previa.hasta === null) previa.hasta = sumarDias(desde, -1);
          const lugar = tiendas[i % 2]!;
          const colocacion: Colocacion = { maquina: id_maquina, tienda: lugar.id_tienda, desde, hasta: null };
          colocaciones.push(colocacion);
          pasos.push(async () => {
            const r = await t.post(
              '/maquina/ubicar',
              { id_maquina, id_domicilio: lugar.id_domicilio, desde },
              admin,
            );
            expect(r.status, JSON.stringify(r.body)).toBe(200);
          });
          if (s.retirar) {
            const hasta = sumarDias(desde, s.dur - 1);
            colocacion.hasta = hasta;
            cursor = sumarDias(hasta, 1);
            pasos.push(async () => {
              const r = await t.post('/maquina/retirar', { id_maquina, hasta }, admin);
              expect(r.status, JSON.stringify(r.body)).toBe(200);
            });
          }
        }
        const fronteras = colocaciones.flatMap((p) => [p.desde, ...(p.hasta ? [sumarDias(p.hasta, 1)] : [])]);
        const instante = (x: { mes: number; dia?: number; frontera?: number; minutos: number }) => {
          const [a, m] = mesSiguiente(mes0, x.mes).split('-').map(Number) as [number, number];
          const frontera = x.frontera === undefined ? undefined : fronteras[x.frontera % fronteras.length];
          const base = frontera
            ? Date.parse(`${frontera}T06:00:00Z`)
            : x.dia === undefined
              ? Date.UTC(a, m - 1, 1, 6)
              : Date.UTC(a, m - 1, 1 + x.dia);
          return new Date(base + x.minutos * 60_000).toISOString();
        };

        const ventas: {
          id: number;
          producto: number;
          cantidad: number;
          precio: string;
          instante: string;
          activa: boolean;
        }[] = [];
        for (const op of c.ops) {
          if (op.k === 'colocar') {
            await pasos.shift()?.();
          } else if (op.k === 'vender') {
            const v = {
              producto: productos[op.producto]!,
              cantidad: op.cantidad,
              precio: (op.precio / 100).toFixed(2),
              instante: instante(op.cuando),
            };
            const { id_venta_maquina } = await vender(id_maquina, v);
            ventas.push({ id: id_venta_maquina, ...v, activa: true });
          } else {
            const elegibles = ventas.filter((v) => v.activa === (op.k !== 'restaurar'));
            const v = elegibles[op.cual % Math.max(elegibles.length, 1)];
            if (!v) continue;
            if (op.k === 'editar') {
              v.cantidad = op.cantidad;
              if (op.precio !== undefined) v.precio = (op.precio / 100).toFixed(2);
              if (op.cuando) v.instante = instante(op.cuando);
              const r = await t.post(
                '/venta/maquina/editar',
                {
                  id_venta_maquina: v.id,
                  cantidad: v.cantidad,
                  ...(op.precio === undefined ? {} : { precio_unitario: Number(v.precio) }),
                  fecha_venta: v.instante,
                  monto: pesos(montoVenta(v)),
                },
                admin,
              );
              expect(r.status, JSON.stringify(r.body)).toBe(200);
            } else {
              const r = await t.post(`/venta/maquina/${op.k}`, { id_venta_maquina: v.id }, admin);
              expect(r.status, JSON.stringify(r.body)).toBe(200);
              v.activa = op.k === 'restaurar';
            }
          }
        }
        for (const paso of pasos) await paso();

        const activas: VentaActiva[] = ventas
          .filter((v) => v.activa)
          .map((v) => ({ maquina: id_maquina, ...v, monto: montoVenta(v) }));
        const dia = (v: VentaActiva) => diaLocal(v.instante, tz);
        const comoFilas = (m: Map<string, { unidades: number; monto: bigint; ventas: number }>) =>
          [...m].map(([k, s]) => [k, s.unidades, pesos(s.monto), s.ventas]).sort();
        const leer = async (consulta: ReturnType<typeof sql>) =>
          (await filas<{ k: string; unidades: number; monto: string; ventas: number }>(consulta))
            // A group whose sales were all deleted may stay behind as zeros (decision 005): it holds no sale.
            .filter((f) => f.ventas !== 0 || f.unidades !== 0 || Number(f.monto) !== 0)
            .map((f) => [f.k, f.unidades, Number(f.monto), f.ventas])
            .sort();
        const ids = tiendas.map((s) => s.id_tienda);
        expect({
          mes_producto: await leer(sql`select to_char(mes, 'YYYY-MM') || '|' || id_producto as k,
              cantidad::int as unidades, monto::text as monto, ventas::int as ventas
            from ventas_resumen_mensual where id_maquina = ${id_maquina}`),
          dia: await leer(sql`select dia::text as k, unidades::int as unidades, monto::text as monto, ventas::int as ventas
            from ventas_maquina_dia where id_maquina = ${id_maquina}`),
          mes: await leer(sql`select to_char(mes, 'YYYY-MM') as k, unidades::int as unidades, monto::text as monto,
              ventas::int as ventas from ventas_maquina_mes where id_maquina = ${id_maquina}`),
          anio: await leer(sql`select to_char(anio, 'YYYY') as k, unidades::int as unidades, monto::text as monto,
              ventas::int as ventas from ventas_maquina_anio where id_maquina = ${id_maquina}`),
          tienda_mes:
            await leer(sql`select id_tienda || '|' || to_char(mes, 'YYYY-MM') as k, unidades::int as unidades,
              monto::text as monto, ventas::int as ventas from ventas_tienda_mes where id_tienda in (${ids[0]}, ${ids[1]})`),
          ultima: (
            await filas<{ dia: string }>(
              sql`select dia::text as dia from ventas_maquina_ultima where id_maquina = ${id_maquina}`,
            )
          ).map((f) => f.dia),
        }).toEqual({
          mes_producto: comoFilas(agrupar(activas, (v) => `${mesDe(dia(v))}|${v.producto}`)),
          dia: comoFilas(agrupar(activas, dia)),
          mes: comoFilas(agrupar(activas, (v) => mesDe(dia(v)))),
          anio: comoFilas(agrupar(activas, (v) => dia(v).slice(0, 4))),
          tienda_mes: comoFilas(
            agrupar(activas, (v) => {
              const s = tiendaDelDia(colocaciones, id_maquina, dia(v));
              return s === undefined ? undefined : `${s}|${mesDe(dia(v))}`;
            }),
          ),
          ultima: activas.length ? [activas.map(dia).sort().at(-1)] : [],
        });
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
