// Issue 42: host stores' commissions, statements and payments, as the database computes them through the API,
// against the independent model of test/modelo-dinero.ts on generated data. Each run uses new stores and machines
// and months of its own (statements are generated per month for every store), so runs share one app.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';
import {
  type Colocacion,
  type Convenio,
  type CorteLitros,
  comisiones,
  diasDelMes,
  encadenarConvenios,
  maquinasDelEstado,
  mesSiguiente,
  montoVenta,
  pesos,
  redondear,
  saldos,
  sumarDias,
  type TipoConvenio,
  type Venta,
} from './modelo-dinero.ts';

// Hundreds of calls a minute: the per-address limit is not what is under test.
const t = await useTestApp({ rateLimitPerMin: 0 });
const tz = t.config.businessTz;
let admin: string;
let categoriaVenta: number;
/** Products with IVA at 0 %, 16 % and 8 %. */
const productos: { id: number; iva: string }[] = [];

async function filas<T>(consulta: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(consulta)) as unknown as { rows: T[] }).rows;
}

let n = 0;
async function maquina() {
  n++;
  const res = await t.post(
    '/maquina/new',
    { nombre: `Cuenta modelo ${n}`, estatus: 'ACTIVA', precio_litro: 1, lectura_inicial: 0 },
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.resultados[0].id_maquina as number, nombre: `Cuenta modelo ${n}` };
}

/** A store with one address, straight into the tables (their SQL computes no money). */
async function tienda() {
  n++;
  const [s] = await filas<{ id_tienda: number }>(
    sql`insert into tiendas (nombre_comercial, razon_social, rfc, tipo_persona)
        values (${`Tienda cuenta ${n}`}, ${`Tienda cuenta ${n}`}, 'XAXX010101000', 'MORAL') returning id_tienda`,
  );
  const [d] = await filas<{ id_domicilio: number }>(
    sql`insert into domicilios (id_tienda, calle, numero_ext, primer_cruzamiento)
        values (${s?.id_tienda}, 'Calle 60', 'S/N', 'Calle 57') returning id_domicilio`,
  );
  return { id_tienda: s?.id_tienda as number, id_domicilio: d?.id_domicilio as number };
}

/** Months no other run uses, from 1990 on: a run takes `cuantos` and leaves the next one empty. */
let meses = 0;
function mesesNuevos(cuantos: number) {
  const primero = mesSiguiente('1990-01', meses);
  meses += cuantos + 1;
  return Array.from({ length: cuantos }, (_, i) => mesSiguiente(primero, i));
}

async function ok(url: string, cuerpo: unknown) {
  const r = await t.post(url, cuerpo, admin);
  expect(r.status, `${url} ${JSON.stringify(cuerpo)} → ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.resultados[0];
}

async function vender(id_maquina: number, v: Venta) {
  await ok('/venta/maquina/new', {
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
  });
}

beforeAll(async () => {
  admin = await t.login();
  for (const [nombre, iva] of [
    ['Garrafón (cuentas modelo)', '0'],
    ['Botella (cuentas modelo)', '0.16'],
    ['Hielo (cuentas modelo)', '0.08'],
  ] as const) {
    const [p] = await filas<{
      id: number;
    }>(sql`insert into productos (nombre, precio, stock, litros_por_unidad, tasa_iva)
      values (${nombre}, 10, 1000000000, 0, ${iva}) returning id_producto as id`);
    productos.push({ id: p?.id as number, iva });
  }
  categoriaVenta = (
    await filas<{ id: number }>(
      sql`select id_categoria_transaccion as id from categorias_transaccion where clase = 'VENTA' limit 1`,
    )
  )[0]?.id as number;
});

const tasa4 = (diezmilesimos: number) => (diezmilesimos / 10_000).toFixed(4);
const dinero2 = (centavos: number) => (centavos / 100).toFixed(2);

describe('Comisiones de cada tipo de convenio, prorrateadas por los días de cada máquina en la tienda', () => {
  const arbConvenio = fc.record({
    tipo: fc.constantFrom<TipoConvenio>('PORCENTAJE', 'POR_UNIDAD', 'POR_LITRO', 'RENTA_FIJA', 'MIXTO'),
    porcentaje: fc.oneof(fc.constantFrom(50_000, 100_000, 125_000), fc.integer({ min: 1, max: 1_000_000 })),
    base_iva: fc.constantFrom('CON_IVA' as const, 'SIN_IVA' as const),
    monto_unidad: fc.integer({ min: 1, max: 100_000 }),
    productos: fc.subarray([0, 1, 2], { minLength: 1 }),
    monto_litro: fc.integer({ min: 1, max: 20_000 }),
    renta: fc.integer({ min: 1, max: 1_000_000 }),
    minimo: fc.option(fc.integer({ min: 1, max: 1_500_000 }), { nil: undefined }),
    // Days after the month's start (negative: before it), and days after the previous agreement's start.
    desde: fc.integer({ min: -40, max: 27 }),
    duracion: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  });
  /** Minutes around 06:00 UTC of a day counted from the month's start: local midnight is 05:00 or 06:00 UTC. */
  const arbInstante = fc.record({
    dia: fc.integer({ min: -2, max: 31 }),
    minutos: fc.integer({ min: -720, max: 720 }),
  });
  const arbMaquina = fc.record({
    tramos: fc.array(
      fc.record({
        tienda: fc.integer({ min: 0, max: 1 }),
        desde: fc.integer({ min: -10, max: 30 }),
        dur: fc.integer({ min: 1, max: 40 }),
        retirar: fc.boolean(),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    ventas: fc.array(
      fc.record({
        producto: fc.constantFrom(0, 1, 1, 2),
        cantidad: fc.integer({ min: 1, max: 10 }),
        precio: fc.integer({ min: 1, max: 3000 }),
        cuando: arbInstante,
      }),
      { maxLength: 6 },
    ),
    cortes: fc.array(fc.record({ litros: fc.integer({ min: 0, max: 5000 }), cuando: arbInstante }), {
      maxLength: 2,
    }),
  });
  const arb = fc.record({
    convenios: fc.tuple(
      fc.array(arbConvenio, { minLength: 1, maxLength: 2 }),
      fc.array(arbConvenio, { minLength: 1, maxLength: 2 }),
    ),
    maquinas: fc.array(arbMaquina, { minLength: 1, maxLength: 3 }),
  });

  it('las líneas, los días, las ventas y la comisión de cada tienda coinciden con el modelo', async () => {
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        const [mes] = mesesNuevos(1) as [string];
        const inicio = `${mes}-01`;
        const tiendas = [await tienda(), await tienda()];

        // Agreements, each store's in order of `desde`; the model ends the one in force the day before the next.
        const pedidos: Convenio[] = [];
        for (const [s, lista] of c.convenios.entries()) {
          let desde = sumarDias(inicio, lista[0]!.desde);
          for (const [i, k] of lista.entries()) {
            if (i > 0) desde = sumarDias(desde, 1 + Math.abs(k.desde));
            const conPct = k.tipo === 'PORCENTAJE' || k.tipo === 'MIXTO';
            const conRenta = k.tipo === 'RENTA_FIJA' || k.tipo === 'MIXTO';
            const cv: Convenio = {
              id: 0,
              tienda: tiendas[s]!.id_tienda,
              tipo: k.tipo,
              desde,
              hasta: k.duracion === undefined ? null : sumarDias(desde, k.duracion - 1),
              ...(conPct ? { porcentaje: tasa4(k.porcentaje), base_iva: k.base_iva } : {}),
              ...(k.tipo === 'POR_UNIDAD'
                ? { monto_unidad: tasa4(k.monto_unidad), productos: k.productos.map((p) => productos[p]!.id) }
                : {}),
              ...(k.tipo === 'POR_LITRO' ? { monto_litro: tasa4(k.monto_litro) } : {}),
              ...(conRenta ? { renta: dinero2(k.renta) } : {}),
              ...(k.minimo === undefined ? {} : { minimo: dinero2(k.minimo) }),
            };
            const r = await ok('/convenio/new', {
              id_tienda: cv.tienda,
              tipo: cv.tipo,
              desde: cv.desde,
              hasta: cv.hasta,
              porcentaje: cv.porcentaje === undefined ? undefined : Number(cv.porcentaje),
              base_iva: cv.base_iva,
              monto_unidad: cv.monto_unidad === undefined ? undefined : Number(cv.monto_unidad),
              productos: cv.productos,
              monto_litro: cv.monto_litro === undefined ? undefined : Number(cv.monto_litro),
              renta: cv.renta === undefined ? undefined : Number(cv.renta),
              minimo: cv.minimo === undefined ? undefined : Number(cv.minimo),
            });
            pedidos.push({ ...cv, id: r.id_convenio });
          }
        }
        const convenios = encadenarConvenios(pedidos);

        const colocaciones: Colocacion[] = [];
        const ventas: Venta[] = [];
        const cortes: CorteLitros[] = [];
        const nombres = new Map<number, string>();
        const instante = (x: { dia: number; minutos: number }) =>
          new Date(Date.parse(`${sumarDias(inicio, x.dia)}T06:00:00Z`) + x.minutos * 60_000).toISOString();
        for (const m of c.maquinas) {
          const { id, nombre } = await maquina();
          nombres.set(id, nombre);
          // Its placements, one after another: a later one starts some days after the last one's start or end
          // (at the other store while the last is still open, as a move to the same address is refused).
          let anterior: Colocacion | undefined;
          for (const tramo of m.tramos) {
            const abierta = anterior !== undefined && anterior.hasta === null;
            const lugar = abierta
              ? tiendas.find((s) => s.id_tienda !== anterior?.tienda)!
              : tiendas[tramo.tienda]!;
            const desde = anterior
              ? sumarDias(anterior.hasta ?? anterior.desde, 1 + (Math.abs(tramo.desde) % 10))
              : sumarDias(inicio, tramo.desde);
            if (anterior && abierta) anterior.hasta = sumarDias(desde, -1);
            await ok('/maquina/ubicar', { id_maquina: id, id_domicilio: lugar.id_domicilio, desde });
            anterior = { maquina: id, tienda: lugar.id_tienda, desde, hasta: null };
            colocaciones.push(anterior);
            if (tramo.retirar) {
              anterior.hasta = sumarDias(desde, tramo.dur - 1);
              await ok('/maquina/retirar', { id_maquina: id, hasta: anterior.hasta });
            }
          }
          for (const v of m.ventas) {
            const venta: Venta = {
              maquina: id,
              producto: productos[v.producto]!.id,
              iva: productos[v.producto]!.iva,
              cantidad: v.cantidad,
              precio: dinero2(v.precio),
              instante: instante(v.cuando),
            };
            await vender(id, venta);
            ventas.push(venta);
          }
          // Cortes go one after another: each a minute after the last at least.
          let lectura = 0;
          let ultimo = 0;
          for (const k of [...m.cortes].sort(
            (a, b) => Date.parse(instante(a.cuando)) - Date.parse(instante(b.cuando)),
          )) {
            const cuando = new Date(Math.max(Date.parse(instante(k.cuando)), ultimo + 60_000)).toISOString();
            ultimo = Date.parse(cuando);
            lectura += k.litros;
            await ok('/corte/new', {
              id_maquina: id,
              clave: randomUUID(),
              fecha: cuando,
              lectura,
              efectivo: {},
              motivo: 'ERROR_LECTURA',
            });
            cortes.push({ maquina: id, instante: cuando, litros: k.litros });
          }
        }

        await ok('/estado-cuenta/generar', { mes });
        const datos = { colocaciones, convenios, ventas, cortes };
        const lineas = comisiones(mes, tz, datos);
        for (const s of tiendas) {
          const maqs = maquinasDelEstado(mes, tz, s.id_tienda, datos);
          const esperadas = lineas.filter(
            (l) => convenios.find((k) => k.id === l.convenio)?.tienda === s.id_tienda,
          );
          const res = await t.post('/estado-cuenta/ver', { id_tienda: s.id_tienda, mes }, admin);
          if (maqs.size === 0) {
            // No machine stood there in the month and there is no adjustment: no statement.
            expect(res.status, JSON.stringify(res.body)).toBe(404);
            continue;
          }
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const e = res.body.resultados[0];
          const texto = (l: {
            id_convenio: number;
            concepto: string;
            maquina: string | null;
            cantidad: number;
            importe: number;
          }) => `${l.id_convenio} ${l.concepto} ${l.maquina ?? '-'} ${l.cantidad} ${l.importe.toFixed(2)}`;
          expect({
            dias_mes: e.dias_mes,
            maquinas: e.maquinas.map((m: Record<string, unknown>) => [
              m.id_maquina,
              m.dias,
              m.unidades,
              m.litros,
              m.ventas,
            ]),
            lineas: e.lineas
              .filter((l: { importe: number }) => l.importe !== 0)
              .map(texto)
              .sort(),
            comision: e.estado.comision,
          }).toEqual({
            dias_mes: diasDelMes(mes),
            maquinas: [...maqs]
              .sort(([a], [b]) => nombres.get(a)!.localeCompare(nombres.get(b)!))
              .map(([id, m]) => [id, m.dias, m.unidades, m.litros, pesos(m.ventas)]),
            lineas: esperadas
              .map((l) =>
                texto({
                  id_convenio: l.convenio,
                  concepto: l.concepto,
                  maquina: l.maquina === null ? null : nombres.get(l.maquina)!,
                  // The quantity keeps 4 decimals (a base without IVA is rarely whole centavos).
                  cantidad: Number(redondear(l.cantidad, 4)) / 10_000,
                  importe: pesos(l.importe),
                }),
              )
              .sort(),
            comision: pesos(esperadas.reduce((a, l) => a + l.importe, 0n)),
          });
        }
      }),
      { numRuns: 25 },
    );
  }, 180_000);
});

describe('Estados de cuenta y pagos: el mes pendiente más antiguo primero', () => {
  const arb = fc.record({
    renta: fc.integer({ min: 100, max: 1_000_000 }),
    // Each of the three months: the machine's days there (none, or from one day to another), its adjustments.
    meses: fc.array(
      fc.record({
        dias: fc.option(
          fc.record({ desde: fc.integer({ min: 0, max: 27 }), dur: fc.integer({ min: 1, max: 31 }) }),
          { nil: undefined },
        ),
        cargos: fc.array(fc.integer({ min: 1, max: 50_000 }), { maxLength: 2 }),
        // A discount as a share of what the month owes, so no month's total is below zero.
        descuento: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
      }),
      { minLength: 3, maxLength: 3 },
    ),
    pagos: fc.array(
      fc.record({
        dia: fc.integer({ min: 0, max: 4 * 31 - 1 }),
        monto: fc.integer({ min: 1, max: 1_500_000 }),
      }),
      { maxLength: 4 },
    ),
  });

  it('pagado, pendiente, saldo anterior y saldo de cada mes coinciden con el modelo', async () => {
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        const meses = mesesNuevos(4);
        const s = await tienda();
        const { id } = await maquina();
        const convenio = await ok('/convenio/new', {
          id_tienda: s.id_tienda,
          tipo: 'RENTA_FIJA',
          desde: sumarDias(`${meses[0]}-01`, -1),
          renta: Number(dinero2(c.renta)),
        });
        const convenios: Convenio[] = [
          {
            id: convenio.id_convenio,
            tienda: s.id_tienda,
            tipo: 'RENTA_FIJA',
            desde: convenio.desde,
            hasta: null,
            renta: dinero2(c.renta),
          },
        ];
        const colocaciones: Colocacion[] = [];
        const totales: { mes: string; comision: bigint; ajustes: bigint }[] = [];
        for (const [i, m] of c.meses.entries()) {
          const mes = meses[i]!;
          if (m.dias) {
            // Within its month, so the months' placements never touch.
            const desde = sumarDias(`${mes}-01`, Math.min(m.dias.desde, diasDelMes(mes) - 1));
            const hasta = [sumarDias(desde, m.dias.dur - 1), `${mes}-${diasDelMes(mes)}`].sort()[0]!;
            await ok('/maquina/ubicar', { id_maquina: id, id_domicilio: s.id_domicilio, desde });
            await ok('/maquina/retirar', { id_maquina: id, hasta });
            colocaciones.push({ maquina: id, tienda: s.id_tienda, desde, hasta });
          }
          const comision = comisiones(mes, tz, { colocaciones, convenios, ventas: [], cortes: [] }).reduce(
            (a, l) => a + l.importe,
            0n,
          );
          let ajustes = 0n;
          const ajustar = async (centavos: bigint) => {
            await ok('/estado-cuenta/ajuste/new', {
              id_tienda: s.id_tienda,
              mes,
              monto: pesos(centavos),
              motivo: 'Modelo',
            });
            ajustes += centavos;
          };
          for (const cargo of m.cargos) await ajustar(BigInt(cargo));
          const descuento =
            m.descuento === undefined ? 0n : ((comision + ajustes) * BigInt(m.descuento)) / 100n;
          if (descuento > 0n) await ajustar(-descuento);
          // A store gets a month's statement when a machine stood there or it has an adjustment in it.
          if (m.dias || m.cargos.length > 0 || descuento > 0n) totales.push({ mes, comision, ajustes });
        }
        const pagos = c.pagos.map((p) => ({
          fecha: sumarDias(`${meses[0]}-01`, p.dia),
          monto: BigInt(p.monto),
        }));
        for (const p of pagos) {
          await ok('/pago/new', {
            id_tienda: s.id_tienda,
            fecha: p.fecha,
            monto: pesos(p.monto),
            metodo: 'EFECTIVO',
          });
        }
        for (const mes of meses.slice(0, 3)) await ok('/estado-cuenta/generar', { mes });

        const modelo = saldos(
          totales.map((x) => ({ mes: x.mes, total: x.comision + x.ajustes })),
          pagos,
        );
        const lista = await t.post(
          '/estado-cuenta',
          { id_tienda: s.id_tienda, orden: 'mes', pagina: 1 },
          admin,
        );
        expect(lista.status, JSON.stringify(lista.body)).toBe(200);
        const vistos = [];
        for (const e of lista.body.resultados) {
          const detalle = (await t.post('/estado-cuenta/ver', { id_tienda: s.id_tienda, mes: e.mes }, admin))
            .body.resultados[0];
          vistos.push([
            e.mes,
            e.comision,
            e.ajustes,
            e.total,
            e.pagado,
            e.pendiente,
            detalle.saldo_anterior,
            detalle.saldo,
          ]);
        }
        expect(vistos).toEqual(
          modelo.map((x, i) => [
            x.mes,
            pesos(totales[i]!.comision),
            pesos(totales[i]!.ajustes),
            pesos(x.total),
            pesos(x.pagado),
            pesos(x.pendiente),
            pesos(x.saldo_anterior),
            pesos(x.saldo),
          ]),
        );
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
