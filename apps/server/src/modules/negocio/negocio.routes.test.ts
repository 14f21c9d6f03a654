// Inicio for the whole business: every figure of every call, for ADMIN and for an operator with one machine, is
// checked against sums computed here from the raw sales and expenses, with the zone's days and hours taken from
// Intl (not from the database). The sales sit where periods break: month and year ends, the zone's midnight, and the
// daylight-saving changes of a zone that has them; some are then edited, moved, deleted and restored, so the
// roll-ups' every path is walked.

import { mensajes } from '@aguavend/contract/messages';
import { COLUMNAS_REPORTE, DIMENSIONES_REPORTE } from '@aguavend/contract/negocio';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nonAdminToken, type TestApp } from '../../../test/helpers.ts';
import { tramos } from './tramos.ts';

type Venta = {
  id: number;
  maquina: number;
  producto: number;
  cantidad: number;
  centavos: number;
  fecha: Date;
  categoria: number;
  usuario: number | null;
};
type Egreso = { maquina: number; centavos: number; fecha: Date; categoria: number; usuario: number | null };

/** A small deterministic generator: the same data on every run. */
function generador(semilla: number) {
  let s = semilla;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

/** Instants around the places where periods break, in UTC: local midnights of both zones, month and year ends. */
const BORDES = [
  '2025-01-31T23:59:59-06:00',
  '2025-02-01T00:00:00-06:00',
  '2025-02-01T05:59:00Z',
  '2025-02-01T06:00:00Z',
  '2025-06-15T12:00:00-06:00',
  '2025-12-31T23:30:00-06:00',
  '2025-12-31T23:30:00-08:00',
  '2026-01-01T00:30:00-06:00',
  '2026-01-01T07:59:00Z',
  '2026-01-01T08:00:00Z',
  // Tijuana's spring forward (2026-03-08 02:00 → 03:00) and fall back (2026-11-01 02:00 → 01:00).
  '2026-03-08T09:59:00Z',
  '2026-03-08T10:00:00Z',
  '2026-03-08T10:30:00Z',
  '2026-11-01T08:30:00Z',
  '2026-11-01T09:30:00Z',
  '2026-11-01T10:30:00Z',
  '2026-03-31T23:59:00-06:00',
  '2026-04-01T00:01:00-06:00',
];

const PERIODOS = [
  { desde: '2025-01-25', hasta: '2025-02-10' }, // across a month
  { desde: '2025-12-20', hasta: '2026-01-15' }, // across a year
  { desde: '2026-03-08', hasta: '2026-03-08' }, // the day the clock springs forward
  { desde: '2026-11-01', hasta: '2026-11-01' }, // the day it falls back
  { desde: '2025-03-01', hasta: '2025-03-31' }, // one whole month
  { desde: '2025-02-15', hasta: '2026-04-20' }, // whole months with days at both ends, by month
  { desde: '2025-01-01', hasta: '2026-12-31' }, // two whole years
  { desde: '2026-01-01', hasta: '2026-03-03' }, // 62 days: the first length drawn by month
  // The machine ranking reads each end of both periods as its month less the days outside (tramos with restar).
  { desde: '2025-04-04', hasta: '2025-06-27' },
  // A year to date: the machine ranking reads it as the year less the months to come, and the 212 days before it
  // as 2025 less January to May and the first two days of June.
  { desde: '2026-01-01', hasta: '2026-07-31' },
];

function enZona(tz: string) {
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  return (d: Date) => {
    const p = Object.fromEntries(f.formatToParts(d).map((x) => [x.type, x.value]));
    const dia = `${p.year}-${p.month}-${p.day}`;
    return { dia, hora: Number(p.hour), isodow: ((new Date(`${dia}T00:00:00Z`).getUTCDay() + 6) % 7) + 1 };
  };
}

const masDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const diasEntre = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
const pesos = (centavos: number) => centavos / 100;

/**
 * What every call must answer for `p`, over the sales and expenses of `maquinas`, computed from the raw rows, on the
 * business day `hoy` (the days without a sale count up to it).
 */
function esperado(
  tz: string,
  ventas: Venta[],
  egresos: Egreso[],
  maquinas: number[],
  p: { desde: string; hasta: string },
  hoy: string,
) {
  const zona = enZona(tz);
  const n = diasEntre(p.desde, p.hasta) + 1;
  const anterior = { desde: masDias(p.desde, -n), hasta: masDias(p.desde, -1) };
  const dentro = (dia: string, r: { desde: string; hasta: string }) => dia >= r.desde && dia <= r.hasta;
  const vs = ventas.filter((v) => maquinas.includes(v.maquina)).map((v) => ({ ...v, ...zona(v.fecha) }));
  const es = egresos.filter((e) => maquinas.includes(e.maquina)).map((e) => ({ ...e, ...zona(e.fecha) }));
  const cifras = (r: { desde: string; hasta: string }) => {
    const v = vs.filter((x) => dentro(x.dia, r));
    const ventasC = v.reduce((s, x) => s + x.centavos, 0);
    const egresosC = es.filter((x) => dentro(x.dia, r)).reduce((s, x) => s + x.centavos, 0);
    return {
      ventas: pesos(ventasC),
      unidades: v.reduce((s, x) => s + x.cantidad, 0),
      numero_ventas: v.length,
      // Half up, once.
      ticket_promedio: v.length ? pesos(Math.round(ventasC / v.length)) : 0,
      egresos: pesos(egresosC),
      neto: pesos(ventasC - egresosC),
    };
  };
  const porMes = n >= 62;
  const punto = (dia: string) => (porMes ? dia.slice(0, 7) : dia);
  const puntos = [...new Set(Array.from({ length: n }, (_, i) => punto(masDias(p.desde, i))))];
  const serie = puntos.map((pt) => ({
    punto: pt,
    ventas: pesos(
      vs.filter((x) => dentro(x.dia, p) && punto(x.dia) === pt).reduce((s, x) => s + x.centavos, 0),
    ),
    ventas_anterior: pesos(
      vs
        .filter((x) => dentro(x.dia, anterior) && punto(masDias(x.dia, n)) === pt)
        .reduce((s, x) => s + x.centavos, 0),
    ),
  }));
  const horas = new Map<string, { dia_semana: number; hora: number; numero_ventas: number; c: number }>();
  for (const x of vs.filter((v) => dentro(v.dia, p))) {
    const k = `${x.isodow}-${String(x.hora).padStart(2, '0')}`;
    const h = horas.get(k) ?? { dia_semana: x.isodow, hora: x.hora, numero_ventas: 0, c: 0 };
    h.numero_ventas++;
    h.c += x.centavos;
    horas.set(k, h);
  }
  const porLlave = <K>(llave: (v: (typeof vs)[number]) => K) => {
    const m = new Map<K, { unidades: number; numero: number; c: number; ca: number }>();
    for (const x of vs) {
      const actual = dentro(x.dia, p);
      if (!actual && !dentro(x.dia, anterior)) continue;
      const a = m.get(llave(x)) ?? { unidades: 0, numero: 0, c: 0, ca: 0 };
      if (actual) {
        a.unidades += x.cantidad;
        a.numero++;
        a.c += x.centavos;
      } else a.ca += x.centavos;
      m.set(llave(x), a);
    }
    return m;
  };
  const productos = [...porLlave((v) => v.producto)].map(([id_producto, a]) => ({
    id_producto,
    unidades: a.unidades,
    numero_ventas: a.numero,
    ventas: pesos(a.c),
    ventas_anterior: pesos(a.ca),
  }));
  const pm = porLlave((v) => v.maquina);
  const maquinasEsperadas = maquinas.map((id_maquina) => {
    const a = pm.get(id_maquina);
    const ultima = vs
      .filter((x) => x.maquina === id_maquina)
      .reduce<string | null>((u, x) => (!u || x.dia > u ? x.dia : u), null);
    return {
      id_maquina,
      unidades: a?.unidades ?? 0,
      numero_ventas: a?.numero ?? 0,
      ventas: pesos(a?.c ?? 0),
      ventas_anterior: pesos(a?.ca ?? 0),
      ultima_venta: ultima,
      dias_sin_venta: ultima ? diasEntre(ultima, hoy) : null,
    };
  });
  return {
    resumen: {
      ...p,
      anterior_desde: anterior.desde,
      anterior_hasta: anterior.hasta,
      actual: cifras(p),
      anterior: cifras(anterior),
    },
    serie,
    horas: [...horas.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([, h]) => ({
        dia_semana: h.dia_semana,
        hora: h.hora,
        numero_ventas: h.numero_ventas,
        ventas: pesos(h.c),
      })),
    productos,
    maquinas: maquinasEsperadas,
  };
}

/** Half away from zero, as PostgreSQL's round() on numeric: `a / b` to `decimales` places, in integers. */
function redondeo(a: number, b: number, decimales: number) {
  const escala = 10 ** decimales;
  const x = Math.abs(a) * escala * 2;
  return (Math.sign(a) * Math.floor((x + Math.abs(b)) / (2 * Math.abs(b)))) / escala;
}

type Filtros = { id_maquina?: number; id_producto?: number };

/**
 * A report's rows (by `clave`) for `por`, over the sales and expenses of `maquinas` and the filters, computed from
 * the raw rows: a time row's previous sales are those of the days `n` days before its own.
 */
function esperadoReporte(
  tz: string,
  ventas: Venta[],
  egresos: Egreso[],
  maquinas: number[],
  p: { desde: string; hasta: string },
  por: string,
  f: Filtros,
) {
  const zona = enZona(tz);
  const n = diasEntre(p.desde, p.hasta) + 1;
  const anterior = { desde: masDias(p.desde, -n), hasta: masDias(p.desde, -1) };
  const dentro = (dia: string, r: { desde: string; hasta: string }) => dia >= r.desde && dia <= r.hasta;
  const lunes = (d: string) => masDias(d, -((new Date(`${d}T00:00:00Z`).getUTCDay() + 6) % 7));
  const tramo: Record<string, (d: string) => string> = {
    dia: (d) => d,
    semana: lunes,
    mes: (d) => d.slice(0, 7),
    anio: (d) => d.slice(0, 4),
  };
  const visible = (m: number) => maquinas.includes(m) && (f.id_maquina === undefined || m === f.id_maquina);
  const clave = (
    x: { maquina: number; categoria: number; usuario: number | null },
    dia: string,
    producto?: number,
  ) => {
    const t = tramo[por];
    if (t) return t(dia);
    return String(
      { maquina: x.maquina, producto, categoria: x.categoria, operador: x.usuario ?? '' }[por] ?? '',
    );
  };
  type Suma = { unidades: number; numero: number; c: number; ca: number; e: number };
  const filas = new Map<string, Suma>();
  const suma = (k: string) => {
    const s = filas.get(k) ?? { unidades: 0, numero: 0, c: 0, ca: 0, e: 0 };
    filas.set(k, s);
    return s;
  };
  if (tramo[por]) {
    for (let i = 0; i < n; i++) suma(tramo[por](masDias(p.desde, i)));
  }
  if (por === 'maquina') for (const m of maquinas.filter(visible)) suma(String(m));
  for (const v of ventas) {
    if (!visible(v.maquina) || (f.id_producto !== undefined && v.producto !== f.id_producto)) continue;
    const { dia } = zona(v.fecha);
    if (dentro(dia, p)) {
      const s = suma(clave(v, dia, v.producto));
      s.unidades += v.cantidad;
      s.numero++;
      s.c += v.centavos;
    } else if (dentro(dia, anterior)) suma(clave(v, masDias(dia, n), v.producto)).ca += v.centavos;
  }
  const conEgresos = por !== 'producto' && f.id_producto === undefined;
  if (conEgresos) {
    for (const e of egresos) {
      const { dia } = zona(e.fecha);
      if (visible(e.maquina) && dentro(dia, p)) suma(clave(e, dia)).e += e.centavos;
    }
  }
  const cifras = (s: Suma) => ({
    unidades: s.unidades,
    numero_ventas: s.numero,
    ventas: pesos(s.c),
    ticket_promedio: s.numero ? redondeo(s.c, s.numero * 100, 2) : 0,
    egresos: conEgresos ? pesos(s.e) : null,
    neto: conEgresos ? pesos(s.c - s.e) : null,
    ventas_anterior: pesos(s.ca),
    cambio: s.ca ? redondeo((s.c - s.ca) * 100, s.ca, 1) : null,
  });
  const total = [...filas.values()].reduce(
    (t, s) => ({
      unidades: t.unidades + s.unidades,
      numero: t.numero + s.numero,
      c: t.c + s.c,
      ca: t.ca + s.ca,
      e: t.e + s.e,
    }),
    { unidades: 0, numero: 0, c: 0, ca: 0, e: 0 },
  );
  const { egresos: te, neto: tn, cambio: tc, ...totales } = cifras(total);
  return {
    filas: [...filas.entries()]
      .map(([k, s]) => ({ clave: k, ...cifras(s) }))
      .sort((a, b) => a.clave.localeCompare(b.clave)),
    totales: {
      ...totales,
      ...(te === null ? {} : { egresos: te, neto: tn }),
      ...(tc === null ? {} : { cambio: tc }),
    },
  };
}

const porId = <T extends Record<string, unknown>>(filas: T[], id: keyof T) =>
  [...filas].sort((a, b) => Number(a[id]) - Number(b[id]));

for (const tz of ['America/Mexico_City', 'America/Tijuana']) {
  describe(`Inicio del negocio en ${tz}`, () => {
    let t: TestApp;
    let admin: string;
    let operador: string;
    const ventas: Venta[] = [];
    const egresos: Egreso[] = [];
    // Four never sells: its last sale and its days without one are empty.
    const MAQUINAS = [1, 2, 3, 4];

    beforeAll(async () => {
      t = await createTestApp({ businessTz: tz });
      admin = await t.login();
      const db = t.database.db;
      await db.execute(
        sql`insert into maquinas (nombre, estatus) values ('Uno', 'ACTIVA'), ('Dos', 'ACTIVA'), ('Tres', 'INACTIVA'), ('Cuatro', 'ACTIVA')`,
      );
      await db.execute(
        sql`insert into productos (nombre, precio, stock) values ('Garrafón', 19.99, 1000), ('Hielo', 35.5, 1000), ('Botella', 7.25, 1000)`,
      );
      const { rows: cats } = (await db.execute(sql`insert into categorias_transaccion (tipo, clase)
        values ('LUZ', 'EGRESO'), ('RENTA', 'EGRESO'), ('AGUA', 'VENTA'), ('HIELO', 'VENTA')
        returning id_categoria_transaccion as id`)) as unknown as { rows: { id: number }[] };
      const [luz, renta, agua, hielo] = cats.map((c) => c.id) as [number, number, number, number];
      const { rows: yo } = (await db.execute(
        sql`select id_usuario from usuarios where username = 'admin'`,
      )) as unknown as { rows: { id_usuario: number }[] };
      // Some sales and expenses name who registered them, some do not (those recorded before wave 2).
      const quien = (i: number) => (i % 3 === 0 ? null : (yo[0]?.id_usuario as number));
      const azar = generador(tz.length);
      const precios = [1999, 3550, 725];
      const instante = (i: number) =>
        i < BORDES.length * 3
          ? new Date(Date.parse(BORDES[i % BORDES.length] as string) + (azar(3) - 1) * 1000)
          : new Date(Date.parse('2025-01-01T00:00:00Z') + azar(600 * 24) * 3_600_000 + azar(3600) * 1000);
      for (let i = 0; i < 260; i++) {
        const maquina = 1 + azar(3);
        const producto = 1 + azar(3);
        const cantidad = 1 + azar(4);
        const precio = precios[producto - 1] as number;
        const fecha = instante(i);
        const categoria = i % 2 ? agua : hielo;
        const usuario = quien(i);
        const { rows } = (await db.execute(sql`
          with v as (
            insert into ventas_maquina (id_maquina, id_producto, cantidad, precio_unitario, monto, descripcion, fecha_transaccion, id_usuario)
            values (${maquina}, ${producto}, ${cantidad}, ${precio / 100}, ${(cantidad * precio) / 100}, '', ${fecha.toISOString()}, ${usuario})
            returning id_venta_maquina, monto, fecha_transaccion)
          insert into transacciones (id_venta_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion)
          select id_venta_maquina, ${categoria}, '', monto, fecha_transaccion from v
          returning id_venta_maquina`)) as unknown as { rows: { id_venta_maquina: number }[] };
        ventas.push({
          id: rows[0]?.id_venta_maquina as number,
          maquina,
          producto,
          cantidad,
          centavos: cantidad * precio,
          fecha,
          categoria,
          usuario,
        });
      }
      // Edits that move a sale to another machine, product, amount or day; deletes; a delete undone.
      for (const v of ventas.filter((_, i) => i % 7 === 3)) {
        v.maquina = 1 + ((v.maquina + 1) % 3);
        v.cantidad += 1;
        v.centavos = v.cantidad * (precios[v.producto - 1] as number);
        v.fecha = new Date(v.fecha.getTime() + 86_400_000 * 3 + 3_600_000);
        await db.execute(sql`update ventas_maquina set id_maquina = ${v.maquina}, cantidad = ${v.cantidad},
          monto = ${v.centavos / 100}, fecha_transaccion = ${v.fecha.toISOString()} where id_venta_maquina = ${v.id}`);
      }
      const borradas = ventas.filter((_, i) => i % 5 === 1);
      for (const v of borradas)
        await db.execute(
          sql`update ventas_maquina set fecha_eliminacion = now() where id_venta_maquina = ${v.id}`,
        );
      const restaurada = borradas[0] as Venta;
      await db.execute(
        sql`update ventas_maquina set fecha_eliminacion = null where id_venta_maquina = ${restaurada.id}`,
      );
      ventas.splice(0, ventas.length, ...ventas.filter((v) => v === restaurada || !borradas.includes(v)));

      for (let i = 0; i < 60; i++) {
        const maquina = 1 + azar(3);
        const centavos = 1000 + azar(90000);
        const fecha =
          i < BORDES.length
            ? new Date(BORDES[i] as string)
            : new Date(Date.parse('2025-01-01T00:00:00Z') + azar(600 * 24) * 3_600_000);
        const borrado = i % 9 === 4;
        const categoria = i % 2 ? luz : renta;
        const usuario = quien(i + 1);
        await db.execute(sql`insert into egresos (id_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion, fecha_eliminacion, id_usuario)
          values (${maquina}, ${categoria}, 'luz', ${centavos / 100},
                  ${fecha.toISOString()}, ${borrado ? new Date().toISOString() : null}, ${usuario})`);
        if (!borrado) egresos.push({ maquina, centavos, fecha, categoria, usuario });
      }
      operador = await nonAdminToken(t, 'operador_negocio', ['inicio', 'reportes']);
      await db.execute(sql`insert into usuario_maquina (id_usuario, id_maquina)
        select id_usuario, m from usuarios, (values (2), (3)) v(m) where username = 'operador_negocio'`);
    });
    afterAll(() => t?.close());

    for (const p of PERIODOS) {
      it(`${p.desde} a ${p.hasta}: cada cifra de ADMIN (toda la flota) y del operador (sus dos máquinas) sale de las ventas`, async () => {
        for (const [token, maquinas] of [
          [admin, MAQUINAS],
          [operador, [2, 3]],
        ] as const) {
          const hoy = () => enZona(tz)(new Date()).dia;
          const e = esperado(tz, ventas, egresos, [...maquinas], p, hoy());
          const pedir = async (ruta: string) => {
            const r = await t.post(`/negocio/${ruta}`, p, token);
            expect(r.status, JSON.stringify(r.body)).toBe(200);
            return r.body.resultados;
          };
          expect((await pedir('resumen'))[0]).toEqual(e.resumen);
          expect(await pedir('serie')).toEqual(e.serie);
          expect(await pedir('horas')).toEqual(e.horas);
          const productos = await pedir('productos');
          expect(
            porId(
              productos.map(({ nombre: _, ...f }: { nombre: string }) => f),
              'id_producto',
            ),
          ).toEqual(porId(e.productos, 'id_producto'));
          const ventasDesc = productos.map((f: { ventas: number }) => f.ventas);
          expect(ventasDesc).toEqual([...ventasDesc].sort((a, b) => b - a));
          // The server reads its day during the call: the day read before it, or after it if midnight passed.
          const antes = hoy();
          const maquinasR = await pedir('maquinas');
          const enDia = (dia: string) =>
            porId(esperado(tz, ventas, egresos, [...maquinas], p, dia).maquinas, 'id_maquina');
          expect([enDia(antes), enDia(hoy())]).toContainEqual(
            porId(
              maquinasR.map(({ nombre: _, estatus: __, alerta: ___, ...f }: Record<string, unknown>) => f),
              'id_maquina',
            ),
          );
        }
      });
    }

    for (const p of PERIODOS) {
      it(`${p.desde} a ${p.hasta}: cada fila y total de cada reporte, con y sin filtros, de ADMIN y del operador, sale de las ventas`, async () => {
        for (const [token, maquinas] of [
          [admin, MAQUINAS],
          [operador, [2, 3]],
        ] as const) {
          for (const por of DIMENSIONES_REPORTE) {
            for (const filtros of [
              {},
              { id_maquina: 2 },
              { id_producto: 1 },
              { id_maquina: 3, id_producto: 2 },
            ]) {
              const cuerpo = { ...p, por, ...filtros };
              const r = await t.post('/negocio/reporte', cuerpo, token);
              expect(r.status, JSON.stringify(r.body)).toBe(200);
              const e = esperadoReporte(tz, ventas, egresos, [...maquinas], p, por, filtros);
              const filas = (r.body.resultados as Record<string, unknown>[]).map(
                ({ etiqueta: _, inactiva: __, ...x }) => x,
              );
              const donde = JSON.stringify(cuerpo);
              expect(
                [...filas].sort((a, b) => String(a.clave).localeCompare(String(b.clave))),
                donde,
              ).toEqual(e.filas);
              expect(r.body.totales, donde).toEqual(e.totales);
              expect(r.body.total, donde).toBe(e.filas.length);
            }
          }
        }
      });
    }

    it('el reporte se ordena por cualquier columna (por omisión, el tiempo en orden y lo demás por ventas)', async () => {
      const p = { desde: '2025-01-01', hasta: '2026-12-31' };
      const leer = async (cuerpo: Record<string, unknown>) =>
        (await t.post('/negocio/reporte', { ...p, ...cuerpo }, admin)).body.resultados as Record<
          string,
          unknown
        >[];
      const claves = (filas: Record<string, unknown>[]) => filas.map((f) => f.clave);
      const mes = await leer({ por: 'mes' });
      expect(claves(mes)).toEqual([...claves(mes)].sort());
      expect(mes[0]).toMatchObject({ clave: '2025-01', etiqueta: 'enero de 2025' });
      const porVentas = (await leer({ por: 'producto' })).map((f) => f.ventas as number);
      expect(porVentas).toEqual([...porVentas].sort((a, b) => b - a));
      for (const columna of COLUMNAS_REPORTE.filter((c) => c !== 'etiqueta')) {
        for (const dir of ['', '-']) {
          const valores = (await leer({ por: 'semana', orden: `${dir}${columna}` })).map((f) => f[columna]);
          const presentes = valores.filter((v) => v !== null) as number[];
          const esperado = [...presentes].sort((a, b) => (dir ? b - a : a - b));
          // Rows without a value (no change where nothing sold before) go last either way.
          expect(valores, `${dir}${columna}`).toEqual([...esperado, ...valores.filter((v) => v === null)]);
        }
      }
      const maquinas = await leer({ por: 'maquina', orden: 'etiqueta' });
      expect(maquinas.map((f) => [f.etiqueta, f.inactiva])).toEqual([
        ['Cuatro', false],
        ['Dos', false],
        ['Tres', true],
        ['Uno', false],
      ]);
      expect((await leer({ por: 'operador' })).map((f) => f.etiqueta).sort()).toEqual([
        'Sin registrar',
        'admin',
      ]);
      expect((await leer({ por: 'semana' }))[0]?.etiqueta).toMatch(/^Semana del \d\d\/\d\d\/\d{4}$/);
      // Each entity's rows carry its own names, in the label's order (accents aside) or any column's, either way.
      const etiquetas = async (por: string, orden?: string) =>
        (await leer({ por, ...(orden ? { orden } : {}) })).map((f) => f.etiqueta);
      expect(await etiquetas('producto', 'etiqueta')).toEqual(['Botella', 'Garrafón', 'Hielo']);
      expect(await etiquetas('producto', '-etiqueta')).toEqual(['Hielo', 'Garrafón', 'Botella']);
      expect(await etiquetas('categoria', 'etiqueta')).toEqual(['AGUA', 'HIELO', 'LUZ', 'RENTA']);
      const unidades = (await leer({ por: 'maquina', orden: 'unidades' })).map((f) => f.unidades as number);
      expect(unidades).toEqual([...unidades].sort((a, b) => a - b));
      expect(unidades[0]).not.toBe(unidades.at(-1));
      expect((await leer({ por: 'anio' })).map((f) => [f.clave, f.etiqueta])).toEqual([
        ['2025', '2025'],
        ['2026', '2026'],
      ]);
    });

    it('el reporte pide filas válidas; una máquina ajena o un producto que no existe son un 404', async () => {
      const p = { desde: '2026-01-01', hasta: '2026-01-31' };
      const sinPor = await t.post('/negocio/reporte', p, admin);
      expect(sinPor.status).toBe(400);
      expect(sinPor.body.errores).toContainEqual({
        campo: 'por',
        mensaje: mensajes.general.dimensionInvalida,
      });
      const ajena = await t.post('/negocio/reporte', { ...p, por: 'dia', id_maquina: 1 }, operador);
      expect(ajena.status).toBe(404);
      const ninguna = await t.post('/negocio/reporte', { ...p, por: 'dia', id_maquina: 999 }, admin);
      expect(ninguna.status).toBe(404);
      const ningun = await t.post('/negocio/reporte', { ...p, por: 'dia', id_producto: 999 }, admin);
      expect(ningun.status).toBe(404);
      expect(ningun.body.mensaje_user).toBe(mensajes.catalogos.productoNoExiste);
    });

    it('el periodo es obligatorio, ordenado y de 3 años como máximo; el error es un 400 en español', async () => {
      const g = mensajes.general;
      for (const [cuerpo, campo, mensaje] of [
        [{}, 'desde', g.periodoRequerido],
        [{ desde: '2026-01-01' }, 'hasta', g.periodoRequerido],
        [{ desde: '2026-02-01', hasta: '2026-01-01' }, 'hasta', g.rangoInvertido],
        [{ desde: '2023-01-01', hasta: '2026-01-02' }, 'hasta', g.periodoLargo],
        [{ desde: '2026-02-30', hasta: '2026-03-01' }, 'desde', g.fechaInvalida],
      ] as const) {
        const r = await t.post('/negocio/resumen', cuerpo, admin);
        expect(r.status, JSON.stringify(cuerpo)).toBe(400);
        expect(r.body.errores, JSON.stringify(cuerpo)).toContainEqual({ campo, mensaje });
      }
      expect(
        (await t.post('/negocio/resumen', { desde: '2023-01-02', hasta: '2026-01-01' }, admin)).status,
      ).toBe(200);
    });

    it('una máquina activa sin vender más días que el umbral lleva alerta; una inactiva o que nunca vendió, no', async () => {
      const db = t.database.db;
      const p = { desde: '2026-01-01', hasta: '2026-01-31' };
      const leer = async () =>
        (
          (await t.post('/negocio/maquinas', p, admin)).body.resultados as {
            id_maquina: number;
            alerta: boolean;
            dias_sin_venta: number | null;
          }[]
        ).sort((a, b) => a.id_maquina - b.id_maquina);
      const alertas = async () => Object.fromEntries((await leer()).map((f) => [f.id_maquina, f.alerta]));
      const umbral = (dias: number) =>
        db.execute(sql`insert into ajustes (clave, valor) values ('alerta_dias_sin_venta', ${String(dias)})
                       on conflict (clave) do update set valor = excluded.valor`);
      // The sales above end before today: every active machine that sold is past the default threshold of 3 days.
      expect(await alertas()).toEqual({ 1: true, 2: true, 3: false, 4: false });
      // Exactly at the threshold is not past it; a day less is.
      const dias = (await leer())[0]?.dias_sin_venta as number;
      await umbral(dias);
      expect((await alertas())[1]).toBe(false);
      await umbral(dias - 1);
      expect((await alertas())[1]).toBe(true);
      await umbral(100000);
      expect(await alertas()).toEqual({ 1: false, 2: false, 3: false, 4: false });
      await db.execute(sql`delete from ajustes where clave = 'alerta_dias_sin_venta'`);
    });
  });
}

/** A new app with one machine and one product that sold one 20-peso garrafón a day at noon, `desde` to `hasta`. */
async function unaVentaDiaria(desde: string, hasta: string) {
  const t = await createTestApp();
  const db = t.database.db;
  await db.execute(sql`insert into maquinas (nombre) values ('Única')`);
  await db.execute(sql`insert into productos (nombre, precio, stock) values ('Garrafón', 20, 1000)`);
  await db.execute(sql`
    insert into ventas_maquina (id_maquina, id_producto, cantidad, precio_unitario, monto, descripcion, fecha_transaccion)
    select 1, 1, 1, 20, 20, '', (d + time '12:00') at time zone 'America/Mexico_City'
    from generate_series(${desde}::date, ${hasta}::date, interval '1 day') d`);
  return t;
}

describe('de qué resumen sale cada tramo', () => {
  // The cost of a long period depends on reading whole months (and, for the machine ranking, whole weeks) from
  // their own roll-ups: emptying the daily rows inside them must change nothing, and emptying the coarse rows must.
  it('los meses y semanas enteros se leen de su resumen; los días de los extremos, del diario (Inicio y Reportes)', async () => {
    // One sale a day at noon, 2026-01-01 to 2026-04-15.
    const t = await unaVentaDiaria('2026-01-01', '2026-04-15');
    try {
      const db = t.database.db;
      const admin = await t.login();
      await db.execute(sql`insert into categorias_transaccion (tipo, clase) values ('AGUA', 'VENTA')`);
      await db.execute(sql`
        insert into transacciones (id_venta_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion)
        select id_venta_maquina, (select id_categoria_transaccion from categorias_transaccion where tipo = 'AGUA'),
               '', monto, fecha_transaccion
        from ventas_maquina`);
      const operador = await nonAdminToken(t, 'operador_tramos', ['inicio']);
      await db.execute(sql`insert into usuario_maquina (id_usuario, id_maquina)
        select id_usuario, 1 from usuarios where username = 'operador_tramos'`);
      // February and March whole, 20–31 January and 1–14 April at the ends; of those, the machine ranking reads
      // the week of 6–12 April whole (20–31 January holds no whole week: 1 February is a Sunday).
      const p = { desde: '2026-01-20', hasta: '2026-04-14' };
      const leer = async (token: string) => ({
        productos: (await t.post('/negocio/productos', p, token)).body.resultados[0]?.ventas,
        horas: ((await t.post('/negocio/horas', p, token)).body.resultados as { ventas: number }[]).reduce(
          (n, h) => n + h.ventas,
          0,
        ),
        maquinas: (await t.post('/negocio/maquinas', p, token)).body.resultados[0]?.ventas,
      });
      // Reportes read the same spans from the roll-up that holds their rows' key.
      const reportes = async () =>
        Object.fromEntries(
          await Promise.all(
            ['maquina', 'producto', 'categoria', 'operador', 'mes'].map(async (por) => [
              por,
              (await t.post('/negocio/reporte', { ...p, por }, admin)).body.totales.ventas,
            ]),
          ),
        );
      const todos = (ventas: number) => ({
        maquina: ventas,
        producto: ventas,
        categoria: ventas,
        operador: ventas,
        mes: ventas,
      });
      expect(await reportes()).toEqual(todos(1700));
      const antes = { admin: await leer(admin), operador: await leer(operador) };
      expect(antes.admin).toEqual({ productos: 1700, horas: 1700, maquinas: 1700 });
      expect(antes.operador).toEqual(antes.admin);

      // Daily rows inside whole months (and the machine's inside whole weeks of the ends) are not read.
      await db.execute(sql`delete from ventas_producto_dia where dia between '2026-02-01' and '2026-03-31'`);
      await db.execute(sql`delete from ventas_dia_hora where dia between '2026-02-01' and '2026-03-31'`);
      await db.execute(sql`delete from ventas_maquina_dia where dia between '2026-02-01' and '2026-03-31'`);
      await db.execute(sql`delete from ventas_maquina_dia where dia between '2026-04-06' and '2026-04-12'`);
      await db.execute(sql`delete from ventas_dia where dia between '2026-02-01' and '2026-03-31'`);
      await db.execute(sql`delete from ventas_origen_dia where dia between '2026-02-01' and '2026-03-31'`);
      // The operator's products read whole months from the monthly roll-up, not from the sales.
      await db.execute(sql`alter table ventas_maquina disable trigger user`);
      await db.execute(sql`update ventas_maquina set monto = 0, precio_unitario = 0
                           where fecha_transaccion >= '2026-02-01T06:00:00Z' and fecha_transaccion < '2026-04-01T06:00:00Z'`);
      await db.execute(sql`alter table ventas_maquina enable trigger user`);
      expect(await leer(admin)).toEqual(antes.admin);
      expect((await leer(operador)).productos).toBe(antes.operador.productos);
      expect(await reportes()).toEqual(todos(1700));

      // And the coarse rows are: emptied, the figures drop by February.
      await db.execute(sql`update ventas_producto_mes set monto = 0 where mes = '2026-02-01'`);
      await db.execute(sql`update ventas_mes_hora set monto = 0 where mes = '2026-02-01'`);
      await db.execute(sql`update ventas_maquina_mes set monto = 0 where mes = '2026-02-01'`);
      await db.execute(sql`update ventas_maquina_semana set monto = 0 where semana = '2026-04-06'`);
      expect(await leer(admin)).toEqual({ productos: 1140, horas: 1140, maquinas: 1140 - 140 });
      await db.execute(sql`update ventas_origen_mes set monto = 0 where mes = '2026-02-01'`);
      expect(await reportes()).toEqual({ ...todos(1140), maquina: 1140 - 140 });

      // The machine ranking reads 20–31 January as January less its first 19 days (8 rows instead of 12): its
      // daily rows of 20–31 January are not read, and January's own row is.
      await db.execute(sql`delete from ventas_maquina_dia where dia between '2026-01-20' and '2026-01-31'`);
      expect((await leer(admin)).maquinas).toBe(1140 - 140);
      await db.execute(sql`update ventas_maquina_mes set monto = monto - 100 where mes = '2026-01-01'`);
      expect((await leer(admin)).maquinas).toBe(1140 - 140 - 100);
    } finally {
      await t.close();
    }
  });
});

describe('de qué resumen sale un año', () => {
  it('el ranking de máquinas lee un año casi entero de su fila del año, menos los meses de fuera', async () => {
    // One sale a day at noon through 2025.
    const t = await unaVentaDiaria('2025-01-01', '2025-12-31');
    try {
      const db = t.database.db;
      const admin = await t.login();
      // February to December: the year 2025 less January (two rows, not eleven).
      const p = { desde: '2025-02-01', hasta: '2025-12-31' };
      const ranking = async () => (await t.post('/negocio/maquinas', p, admin)).body.resultados[0]?.ventas;
      expect(await ranking()).toBe(334 * 20);
      // The year follows its months: its row holds the sum of the twelve.
      const anio = async () =>
        (
          (await db.execute(
            sql`select monto::text from ventas_maquina_anio where anio = '2025-01-01'`,
          )) as unknown as {
            rows: { monto: string }[];
          }
        ).rows[0]?.monto;
      expect(await anio()).toBe('7300.00');
      // The months February to December are not read: emptied (the year left as it is), nothing changes.
      await db.execute(sql`alter table ventas_maquina_mes disable trigger user`);
      await db.execute(sql`delete from ventas_maquina_mes where mes between '2025-02-01' and '2025-12-01'`);
      await db.execute(sql`alter table ventas_maquina_mes enable trigger user`);
      expect(await ranking()).toBe(334 * 20);
      // The year's row and January's are.
      await db.execute(sql`update ventas_maquina_anio set monto = monto - 100 where anio = '2025-01-01'`);
      expect(await ranking()).toBe(334 * 20 - 100);
      await db.execute(sql`alter table ventas_maquina_mes disable trigger user`);
      await db.execute(sql`update ventas_maquina_mes set monto = monto - 40 where mes = '2025-01-01'`);
      await db.execute(sql`alter table ventas_maquina_mes enable trigger user`);
      expect(await ranking()).toBe(334 * 20 - 100 + 40);
      // A sale's change reaches the year through its month.
      await db.execute(
        sql`update ventas_maquina set cantidad = 2, monto = 40 where fecha_transaccion::date = '2025-03-10'`,
      );
      expect(await anio()).toBe((7300 - 100 + 20).toFixed(2));
    } finally {
      await t.close();
    }
  });
});

describe('tramos', () => {
  it('parte un periodo en meses enteros y los días de sus extremos', () => {
    expect(tramos({ desde: '2025-01-25', hasta: '2025-02-10' })).toEqual([
      { grano: 'dia', de: '2025-01-25', a: '2025-02-11' },
    ]);
    expect(tramos({ desde: '2025-03-01', hasta: '2025-03-31' })).toEqual([
      { grano: 'mes', de: '2025-03-01', a: '2025-04-01' },
    ]);
    expect(tramos({ desde: '2025-02-15', hasta: '2025-04-20' })).toEqual([
      { grano: 'dia', de: '2025-02-15', a: '2025-03-01' },
      { grano: 'mes', de: '2025-03-01', a: '2025-04-01' },
      { grano: 'dia', de: '2025-04-01', a: '2025-04-21' },
    ]);
    expect(tramos({ desde: '2024-12-31', hasta: '2025-01-31' })).toEqual([
      { grano: 'dia', de: '2024-12-31', a: '2025-01-01' },
      { grano: 'mes', de: '2025-01-01', a: '2025-02-01' },
    ]);
    // The month after 31 January is February, not 3 March.
    expect(tramos({ desde: '2025-01-31', hasta: '2025-03-01' })).toEqual([
      { grano: 'dia', de: '2025-01-31', a: '2025-02-01' },
      { grano: 'mes', de: '2025-02-01', a: '2025-03-01' },
      { grano: 'dia', de: '2025-03-01', a: '2025-03-02' },
    ]);
    expect(tramos({ desde: '2025-02-02', hasta: '2025-02-27' })).toEqual([
      { grano: 'dia', de: '2025-02-02', a: '2025-02-28' },
    ]);
    // With weeks (the machine ranking): the days at the ends become whole ISO weeks and the days around them.
    // 2026-11-01 is a Sunday; 2026-11-02 and 2026-11-23 are Mondays.
    expect(tramos({ desde: '2026-11-01', hasta: '2026-11-24' }, { semanas: true })).toEqual([
      { grano: 'dia', de: '2026-11-01', a: '2026-11-02' },
      { grano: 'semana', de: '2026-11-02', a: '2026-11-23' },
      { grano: 'dia', de: '2026-11-23', a: '2026-11-25' },
    ]);
    // 26–31 October is not a whole week: it ends on a Saturday.
    expect(tramos({ desde: '2026-10-19', hasta: '2026-12-06' }, { semanas: true })).toEqual([
      { grano: 'semana', de: '2026-10-19', a: '2026-10-26' },
      { grano: 'dia', de: '2026-10-26', a: '2026-11-01' },
      { grano: 'mes', de: '2026-11-01', a: '2026-12-01' },
      { grano: 'dia', de: '2026-12-01', a: '2026-12-07' },
    ]);
    expect(tramos({ desde: '2026-11-03', hasta: '2026-11-08' }, { semanas: true })).toEqual([
      { grano: 'dia', de: '2026-11-03', a: '2026-11-09' },
    ]);
  });

  it('con restar, un extremo es su mes entero menos los días de fuera cuando eso lee menos filas', () => {
    const conResta = { semanas: true, restar: true };
    // This month to date: November less 28–30 November (nothing sold yet), not a day, three weeks and five days.
    expect(tramos({ desde: '2026-11-01', hasta: '2026-11-27' }, conResta)).toEqual([
      { grano: 'mes', de: '2026-11-01', a: '2026-12-01' },
      { grano: 'dia', de: '2026-11-28', a: '2026-12-01', resta: true },
    ]);
    // The year before it (4 February to 31 December): February less its first three days, one span of months.
    expect(tramos({ desde: '2025-02-04', hasta: '2025-12-31' }, conResta)).toEqual([
      { grano: 'mes', de: '2025-02-01', a: '2026-01-01' },
      { grano: 'dia', de: '2025-02-01', a: '2025-02-04', resta: true },
    ]);
    // Inside one month, less the days at both sides.
    expect(tramos({ desde: '2026-11-03', hasta: '2026-11-28' }, conResta)).toEqual([
      { grano: 'mes', de: '2026-11-01', a: '2026-12-01' },
      { grano: 'dia', de: '2026-11-01', a: '2026-11-03', resta: true },
      { grano: 'dia', de: '2026-11-29', a: '2026-12-01', resta: true },
    ]);
    // Six days are fewer rows than the month less 1–2 November, three weeks and a day.
    expect(tramos({ desde: '2026-11-03', hasta: '2026-11-08' }, conResta)).toEqual([
      { grano: 'dia', de: '2026-11-03', a: '2026-11-09' },
    ]);
    // Without weeks: 1–16 October is sixteen rows, October less 17–31 October as many (its fifteen and the month).
    expect(tramos({ desde: '2026-10-01', hasta: '2026-10-16' }, { restar: true })).toEqual([
      { grano: 'dia', de: '2026-10-01', a: '2026-10-17' },
    ]);
    expect(tramos({ desde: '2026-10-01', hasta: '2026-10-17' }, { restar: true })).toEqual([
      { grano: 'mes', de: '2026-10-01', a: '2026-11-01' },
      { grano: 'dia', de: '2026-10-18', a: '2026-11-01', resta: true },
    ]);
    // With years: this year to date is the year less December and 28–30 November, and the 331 days before it the
    // year 2025 less January and 1–3 February.
    const conAnios = { ...conResta, anios: true };
    expect(tramos({ desde: '2026-01-01', hasta: '2026-11-27' }, conAnios)).toEqual([
      { grano: 'anio', de: '2026-01-01', a: '2027-01-01' },
      { grano: 'mes', de: '2026-12-01', a: '2027-01-01', resta: true },
      { grano: 'dia', de: '2026-11-28', a: '2026-12-01', resta: true },
    ]);
    expect(tramos({ desde: '2025-02-04', hasta: '2025-12-31' }, conAnios)).toEqual([
      { grano: 'anio', de: '2025-01-01', a: '2026-01-01' },
      { grano: 'mes', de: '2025-01-01', a: '2025-02-01', resta: true },
      { grano: 'dia', de: '2025-02-01', a: '2025-02-04', resta: true },
    ]);
    // Three years: December 2023 as it is, 2024 and 2025 whole, 2026 less December.
    expect(tramos({ desde: '2023-11-28', hasta: '2026-11-27' }, conAnios)).toEqual([
      { grano: 'mes', de: '2023-12-01', a: '2024-01-01' },
      { grano: 'anio', de: '2024-01-01', a: '2026-01-01' },
      { grano: 'anio', de: '2026-01-01', a: '2027-01-01' },
      { grano: 'mes', de: '2026-12-01', a: '2027-01-01', resta: true },
      { grano: 'dia', de: '2023-11-28', a: '2023-12-01' },
      { grano: 'dia', de: '2026-11-28', a: '2026-12-01', resta: true },
    ]);
    // Two whole years from a 1 January: one span of years.
    expect(tramos({ desde: '2024-01-01', hasta: '2025-12-31' }, conAnios)).toEqual([
      { grano: 'anio', de: '2024-01-01', a: '2026-01-01' },
    ]);
    // Six whole months are fewer rows than their year less the other six (seven); seven are more than six.
    expect(tramos({ desde: '2026-03-01', hasta: '2026-08-31' }, conAnios)).toEqual([
      { grano: 'mes', de: '2026-03-01', a: '2026-09-01' },
    ]);
    expect(tramos({ desde: '2026-03-01', hasta: '2026-09-30' }, conAnios)).toEqual([
      { grano: 'anio', de: '2026-01-01', a: '2027-01-01' },
      { grano: 'mes', de: '2026-01-01', a: '2026-03-01', resta: true },
      { grano: 'mes', de: '2026-10-01', a: '2027-01-01', resta: true },
    ]);
    // Whole months, and an end read as it is: 1–7 December is seven rows, December less 8–31 December thirteen.
    expect(tramos({ desde: '2026-10-01', hasta: '2026-12-07' }, conResta)).toEqual([
      { grano: 'mes', de: '2026-10-01', a: '2026-12-01' },
      { grano: 'dia', de: '2026-12-01', a: '2026-12-08' },
    ]);
  });
});
