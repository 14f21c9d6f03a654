// The demo on any day (issue 40): the whole first start with SEED_DEMO=1, run under a fixed clock at many moments,
// loads and keeps its promises. The clock is faked for JavaScript's Date, which is also the embedded database's clock
// (PGlite reads the time through it), so now(), current_date and every date the seed works out move together.
// Each moment's load runs in the first start's own transaction and is rolled back, so one database serves them all.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refrescar } from '../modules/alertas/alertas.repository.ts';
import { bootstrap } from './bootstrap.ts';
import type { Db } from './client.ts';
import { type Database, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { seedDemo } from './seed-demo.ts';

class Deshacer extends Error {}

/** The instant when the wall clock of `zona` reads `local` (`YYYY-MM-DDTHH:MM:SS`); in a skipped hour, after it. */
export function instante(local: string, zona: string): string {
  const comoUtc = Date.parse(`${local}Z`);
  const desfase = (t: number) => {
    const partes = new Intl.DateTimeFormat('en-US', {
      timeZone: zona,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(t);
    const v = (tipo: string) => Number(partes.find((p) => p.type === tipo)?.value);
    return Date.UTC(v('year'), v('month') - 1, v('day'), v('hour'), v('minute'), v('second')) - t;
  };
  let t = comoUtc - desfase(comoUtc);
  t = comoUtc - desfase(t);
  return new Date(t).toISOString();
}

/**
 * The moments of the sweep: days of a leap year (so 29 February) in the business zone, each at another hour of the
 * day; the first and the last minute of each month; and the days of the last Mexican change of hour (2022) and of the
 * United States' (in Tijuana, which follows them), around the change. A load takes 1.5–3.5 s, so the suite takes
 * every 11th day (11 shares no factor with 7 nor 24: every weekday and every hour come up and, across the months,
 * every day of the month; 66 moments, 3.5 minutes on CI, where every 5th day took six);
 * `npm run test:demo-cualquier-dia` takes every day (SWEEP_DIAS=1).
 */
function momentosDelBarrido(): { zona: string; momentos: string[] }[] {
  const cada = Number(process.env.SWEEP_DIAS ?? 11);
  const mexico = 'America/Mexico_City';
  const locales: string[] = [];
  for (let i = 0, d = Date.UTC(2024, 0, 1); d < Date.UTC(2025, 0, 1); i++, d += 86_400_000) {
    if (i % cada !== 0) continue;
    const dia = new Date(d).toISOString().slice(0, 10);
    const hora = String(i % 24).padStart(2, '0');
    const minuto = String((i * 7) % 60).padStart(2, '0');
    locales.push(`${dia}T${hora}:${minuto}:00`);
  }
  for (let mes = 1; mes <= 12; mes++) {
    const primero = `2024-${String(mes).padStart(2, '0')}-01`;
    const ultimo = new Date(Date.UTC(2024, mes, 0)).toISOString().slice(0, 10);
    locales.push(`${primero}T00:00:30`, `${ultimo}T23:59:30`);
  }
  // Mexico's last change of hour: 2022-04-03 02:00 → 03:00, 2022-10-30 02:00 → 01:00.
  locales.push('2022-04-03T01:59:30', '2022-04-03T03:00:30', '2022-10-30T01:30:00', '2022-10-30T23:59:30');
  const tijuana = 'America/Tijuana';
  return [
    { zona: mexico, momentos: locales.map((l) => instante(l, mexico)) },
    {
      zona: tijuana,
      // The United States' changes of 2024: 10 March 02:00 → 03:00, 3 November 02:00 → 01:00.
      momentos: [
        '2024-03-10T00:00:30',
        '2024-03-10T03:00:30',
        '2024-11-03T01:30:00',
        '2024-11-03T23:59:30',
      ].map((l) => instante(l, tijuana)),
    },
  ];
}

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
});
afterAll(async () => {
  vi.useRealTimers();
  await database?.close();
});

async function filas<T>(db: Db, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** What the demo promises a newcomer at any moment, read from the loaded data before it is rolled back. */
async function promesas(db: Db, tz: string) {
  await refrescar(db, tz);
  const [r] = await filas<Record<string, number | boolean>>(
    db,
    sql`select
      (select count(*)::int from ventas_maquina where fecha_transaccion > now()) as ventas_futuras,
      (select count(*)::int from egresos where fecha_transaccion > now()) as egresos_futuros,
      (select count(*)::int from cortes where fecha > now()) as cortes_futuros,
      (select count(*)::int from pagos_tienda where fecha > (now() at time zone ${tz})::date) as pagos_futuros,
      (select count(*)::int from ventas_maquina
        where (fecha_transaccion at time zone ${tz})::date = (now() at time zone ${tz})::date) as ventas_hoy,
      (select count(*)::int from ventas_maquina
        where fecha_transaccion >= date_trunc('month', now() at time zone ${tz}) at time zone ${tz}) as ventas_mes,
      (select count(distinct c.tipo)::int from convenios c
        join estados_cuenta e on e.id_tienda = c.id_tienda and e.mes >= date_trunc('month', c.desde)
          and (c.hasta is null or e.mes <= c.hasta) and e.comision > 0) as tipos_con_estado,
      (select count(distinct tipo)::int from convenios) as tipos_de_convenio,
      (select count(*)::int from estados_cuenta_saldos where pendiente > 0) as estados_pendientes,
      (select count(*)::int from cortes where diferencia < 0 and fuera_de_tolerancia) as faltantes,
      (select count(*)::int from cortes where estado = 'PENDIENTE') as cortes_pendientes,
      (select count(*)::int from alertas where cerrada is null) as alertas_abiertas,
      (select count(*)::int from meses_cerrados) as meses_cerrados,
      -- A payment is made only when something is owed, and for no more than was owed by its date.
      (select count(*)::int from pagos_tienda p where p.monto > (
        select coalesce(sum(s.total), 0) from estados_cuenta_saldos s
        where s.id_tienda = p.id_tienda and s.mes < date_trunc('month', p.fecha)
      ) - (select coalesce(sum(q.monto), 0) from pagos_tienda q
        where q.id_tienda = p.id_tienda and (q.fecha, q.id_pago) < (p.fecha, p.id_pago))) as pagos_sin_deuda`,
  );
  return r;
}

describe.each(momentosDelBarrido())('$zona', ({ zona, momentos }) => {
  it.each(momentos)('loads and keeps its promises at %s', async (momento) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(momento));
    let visto: Record<string, number | boolean> | undefined;
    await bootstrap(
      database.db,
      { adminUsername: 'admin', adminPassword: 'demo12345', seedDemo: true, businessTz: zona },
      { info: () => {}, warn: () => {} },
      async (tx, idAdmin) => {
        await seedDemo(tx, idAdmin, { muestraVentas: 20 });
        visto = await promesas(tx, zona);
        throw new Deshacer();
      },
    ).catch((e) => {
      if (!(e instanceof Deshacer)) throw e;
    });
    vi.useRealTimers();
    // All the promises in one comparison, so a failing moment shows every broken one at once.
    const v = visto ?? {};
    expect({
      nada_futuro: [v.ventas_futuras, v.egresos_futuros, v.cortes_futuros, v.pagos_futuros],
      pagos_sin_deuda: v.pagos_sin_deuda,
      cada_tipo_de_convenio_con_estado:
        v.tipos_con_estado === v.tipos_de_convenio && v.tipos_de_convenio === 5,
      cortes_pendientes: v.cortes_pendientes,
      ventas_hoy_y_del_mes: Number(v.ventas_hoy) > 0 && Number(v.ventas_mes) > 0,
      una_tienda_debe: Number(v.estados_pendientes) > 0,
      faltantes: Number(v.faltantes) >= 2,
      alertas_abiertas: Number(v.alertas_abiertas) > 0,
      meses_cerrados: v.meses_cerrados,
    }).toEqual({
      nada_futuro: [0, 0, 0, 0],
      pagos_sin_deuda: 0,
      cada_tipo_de_convenio_con_estado: true,
      cortes_pendientes: 4,
      ventas_hoy_y_del_mes: true,
      una_tienda_debe: true,
      faltantes: true,
      alertas_abiertas: true,
      meses_cerrados: 9,
    });
  });
});
