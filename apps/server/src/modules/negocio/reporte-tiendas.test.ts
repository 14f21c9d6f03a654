// Reportes and Inicio by store (issues 16 and 18): a sale counts for the store where its machine stood on the sale's
// day in the business zone. The expected figures are summed here from the sales and the placements themselves.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from '../../../test/helpers.ts';

const t = await useTestApp();
let admin: string;
const ids: Record<string, number> = {};

async function uno<T>(q: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows[0] as T;
}

beforeAll(async () => {
  admin = await t.login();
  for (const nombre of ['Norte', 'Sur']) {
    ids[nombre] = (
      await uno<{ id: number }>(sql`insert into tiendas (nombre_comercial, rfc, tipo_persona)
        values (${`Tienda ${nombre}`}, 'XAXX010101000', 'MORAL') returning id_tienda as id`)
    ).id;
    ids[`d${nombre}`] = (
      await uno<{ id: number }>(sql`insert into domicilios (id_tienda, calle, numero_ext, primer_cruzamiento)
        values (${ids[nombre]}, 'Calle 1', 'S/N', 'Calle 2') returning id_domicilio as id`)
    ).id;
  }
  for (const nombre of ['Viajera', 'Fija', 'Suelta']) {
    ids[nombre] = (
      await uno<{ id: number }>(
        sql`insert into maquinas (nombre) values (${nombre}) returning id_maquina as id`,
      )
    ).id;
  }
  ids.producto = (
    await uno<{ id: number }>(
      sql`insert into productos (nombre, precio, stock) values ('Garrafón', 20, 0) returning id_producto as id`,
    )
  ).id;
  // Viajera: at Norte until March 15th, at Sur from the 16th. Fija: at Sur. Suelta: at no store.
  await t.database.db.execute(sql`insert into ubicaciones (id_maquina, id_tienda, id_domicilio, desde, hasta) values
    (${ids.Viajera}, ${ids.Norte}, ${ids.dNorte}, '2026-01-01', '2026-03-15'),
    (${ids.Viajera}, ${ids.Sur}, ${ids.dSur}, '2026-03-16', null),
    (${ids.Fija}, ${ids.Sur}, ${ids.dSur}, '2026-01-01', null)`);
  const venta = (maquina: number, monto: number, fecha: string) =>
    t.database.db.execute(sql`insert into ventas_maquina (id_maquina, id_producto, cantidad, precio_unitario, monto,
      descripcion, fecha_transaccion) values (${maquina}, ${ids.producto}, 1, ${monto}, ${monto}, 'v', ${fecha})`);
  await venta(ids.Viajera as number, 100, '2026-03-10T12:00:00-06:00'); // Norte
  await venta(ids.Viajera as number, 40, '2026-03-16T05:30:00Z'); // 23:30 local on the 15th: Norte
  await venta(ids.Viajera as number, 60, '2026-03-16T06:30:00Z'); // 00:30 local on the 16th: Sur
  await venta(ids.Fija as number, 20, '2026-03-20T12:00:00-06:00'); // Sur
  await venta(ids.Suelta as number, 20, '2026-03-21T12:00:00-06:00'); // no store
  await venta(ids.Viajera as number, 80, '2026-02-10T12:00:00-06:00'); // Norte, the previous period
  const { id: luz } = await uno<{ id: number }>(sql`insert into categorias_transaccion (tipo, clase)
    values ('LUZ TIENDAS', 'EGRESO') returning id_categoria_transaccion as id`);
  await t.database.db.execute(sql`insert into egresos (id_maquina, id_categoria_transaccion, descripcion, monto,
    fecha_transaccion) values (${ids.Viajera}, ${luz}, 'Luz', 15, '2026-03-20T12:00:00-06:00')`);
});

const marzo = { desde: '2026-03-01', hasta: '2026-03-31' };

describe('Reportes por tienda', () => {
  it('cuenta cada venta y cada egreso para la tienda donde estaba su máquina ese día', async () => {
    const res = await t.post('/negocio/reporte', { ...marzo, por: 'tienda' }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const filas = Object.fromEntries(
      res.body.resultados.map((f: Record<string, unknown>) => [
        f.etiqueta,
        [f.ventas, f.egresos, f.ventas_anterior],
      ]),
    );
    expect(filas).toEqual({
      'Tienda Norte': [140, 0, 80],
      'Tienda Sur': [80, 15, 0],
      'Sin tienda': [20, 0, 0],
    });
    expect(res.body.totales).toMatchObject({ ventas: 240, egresos: 15 });
  });

  it('filtra por tienda: las ventas de los días que cada máquina estuvo ahí', async () => {
    const res = await t.post('/negocio/reporte', { ...marzo, por: 'maquina', id_tienda: ids.Sur }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const filas = Object.fromEntries(
      res.body.resultados.map((f: Record<string, unknown>) => [f.etiqueta, f.ventas]),
    );
    expect(filas).toEqual({ Viajera: 60, Fija: 20 });
    const porDia = await t.post('/negocio/reporte', { ...marzo, por: 'dia', id_tienda: ids.Norte }, admin);
    expect(porDia.body.totales.ventas).toBe(140);
  });

  it('Inicio ordena las tiendas por ventas; una tienda que el usuario no ve responde 404 como filtro', async () => {
    const res = await t.post('/negocio/tiendas', marzo, admin);
    expect(res.status).toBe(200);
    expect(res.body.resultados.map((f: { nombre: string; ventas: number }) => [f.nombre, f.ventas])).toEqual([
      ['Tienda Norte', 140],
      ['Tienda Sur', 80],
      ['Sin tienda', 20],
    ]);
    const operador = await nonAdminToken(t, 'reporte_tiendas', ['reportes', 'inicio']);
    const ajena = await t.post(
      '/negocio/reporte',
      { ...marzo, por: 'tienda', id_tienda: ids.Norte },
      operador,
    );
    expect(ajena.status).toBe(404);
    // Without machines, the operator's store ranking is empty.
    expect((await t.post('/negocio/tiendas', marzo, operador)).body.resultados).toEqual([]);
  });
});

describe('Reportes por tienda en semanas y meses partidos por una mudanza', () => {
  // Mudanza: at Norte from May 1st to Wednesday May 13th, at Sur from the 14th; a sale each day at noon, its amount
  // the day of the month. The roll-ups read whole weeks and months where no placement starts or ends inside them
  // and days elsewhere: every period below crosses the move, and the sums here come from the days themselves.
  const dias = Array.from({ length: 45 }, (_, i) =>
    new Date(Date.UTC(2026, 4, 1 + i)).toISOString().slice(0, 10),
  );
  const tiendaDel = (dia: string) => (dia <= '2026-05-13' ? 'Tienda Norte' : 'Tienda Sur');
  const monto = (dia: string) => Number(dia.slice(8));

  beforeAll(async () => {
    const { id } = await uno<{ id: number }>(
      sql`insert into maquinas (nombre) values ('Mudanza') returning id_maquina as id`,
    );
    await t.database.db.execute(sql`insert into ubicaciones (id_maquina, id_tienda, id_domicilio, desde, hasta) values
      (${id}, ${ids.Norte}, ${ids.dNorte}, '2026-05-01', '2026-05-13'),
      (${id}, ${ids.Sur}, ${ids.dSur}, '2026-05-14', null)`);
    for (const dia of dias)
      await t.database.db.execute(sql`insert into ventas_maquina (id_maquina, id_producto, cantidad,
        precio_unitario, monto, descripcion, fecha_transaccion)
        values (${id}, ${ids.producto}, 1, ${monto(dia)}, ${monto(dia)}, 'v', ${`${dia}T12:00:00-06:00`})`);
  });

  /** Each store's sales over the days `[desde, hasta]`, summed from the days above. */
  const esperado = (desde: string, hasta: string) => {
    const suma: Record<string, number> = {};
    for (const d of dias.filter((x) => x >= desde && x <= hasta)) {
      suma[tiendaDel(d)] = (suma[tiendaDel(d)] ?? 0) + monto(d);
    }
    return suma;
  };

  it.each([
    ['mayo entero', '2026-05-01', '2026-05-31'],
    ['semanas del 4 al 24 de mayo', '2026-05-04', '2026-05-24'],
    ['del 6 de mayo al 10 de junio', '2026-05-06', '2026-06-10'],
    ['el día de la mudanza', '2026-05-14', '2026-05-14'],
  ])('%s: cada tienda suma los días que la máquina estuvo ahí', async (_, desde, hasta) => {
    const res = await t.post('/negocio/reporte', { desde, hasta, por: 'tienda' }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const filas = Object.fromEntries(
      res.body.resultados
        .filter((f: { ventas: number }) => f.ventas > 0)
        .map((f: { etiqueta: string; ventas: number }) => [f.etiqueta, f.ventas]),
    );
    expect(filas).toEqual(esperado(desde, hasta));
    for (const [tienda, ventas] of Object.entries(esperado(desde, hasta))) {
      const filtro = await t.post(
        '/negocio/reporte',
        { desde, hasta, por: 'mes', id_tienda: ids[tienda.slice(7)] },
        admin,
      );
      expect(filtro.body.totales.ventas, tienda).toBe(ventas);
    }
  });
});

/** A store with its address, and a new machine placed there from `desde` on. */
async function tiendaConMaquina(nombre: string, maquina: string, desde: string) {
  const { id: tienda } = await uno<{
    id: number;
  }>(sql`insert into tiendas (nombre_comercial, rfc, tipo_persona)
    values (${nombre}, 'XAXX010101000', 'MORAL') returning id_tienda as id`);
  const { id: domicilio } = await uno<{ id: number }>(sql`insert into domicilios
    (id_tienda, calle, numero_ext, primer_cruzamiento) values (${tienda}, 'Calle 3', 'S/N', 'Calle 4')
    returning id_domicilio as id`);
  const { id: id_maquina } = await uno<{ id: number }>(
    sql`insert into maquinas (nombre) values (${maquina}) returning id_maquina as id`,
  );
  await t.database.db.execute(sql`insert into ubicaciones (id_maquina, id_tienda, id_domicilio, desde, hasta)
    values (${id_maquina}, ${tienda}, ${domicilio}, ${desde}, null)`);
  return { tienda, maquina: id_maquina };
}

describe('Inicio por tienda', () => {
  it('lee un extremo del periodo como el mes de la tienda menos los días de fuera, no día por día', async () => {
    const { tienda, maquina } = await tiendaConMaquina('Tienda Enero', 'Diaria', '2015-01-01');
    // One sale a day at noon through January 2015 (its weeks fall as in 2026).
    await t.database.db.execute(sql`
      insert into ventas_maquina (id_maquina, id_producto, cantidad, precio_unitario, monto, descripcion, fecha_transaccion)
      select ${maquina}, ${ids.producto}, 1, 20, 20, 'd', (d + time '12:00') at time zone 'America/Mexico_City'
      from generate_series(date '2015-01-01', date '2015-01-31', interval '1 day') d`);
    // 20–31 January: the store's January less 1–19 January (eight rows: four days, two weeks, a day), not twelve days.
    const enero = async () =>
      (
        (await t.post('/negocio/tiendas', { desde: '2015-01-20', hasta: '2015-01-31' }, admin)).body
          .resultados as { nombre: string; ventas: number }[]
      ).find((f) => f.nombre === 'Tienda Enero')?.ventas;
    expect(await enero()).toBe(12 * 20);
    await t.database.db.execute(
      sql`delete from ventas_maquina_dia where id_maquina = ${maquina} and dia between '2015-01-20' and '2015-01-31'`,
    );
    expect(await enero()).toBe(12 * 20);
    await t.database.db.execute(
      sql`update ventas_tienda_mes set monto = monto - 100 where id_tienda = ${tienda} and mes = '2015-01-01'`,
    );
    expect(await enero()).toBe(12 * 20 - 100);
  });

  it('ordena las tiendas por lo que vendieron: una tienda con gastos y sin ventas sale en Reportes, no en Inicio', async () => {
    const { maquina } = await tiendaConMaquina('Tienda Gastos', 'Cerrada', '2025-08-01');
    const { id: renta } = await uno<{ id: number }>(sql`insert into categorias_transaccion (tipo, clase)
      values ('RENTA LOCAL', 'EGRESO') returning id_categoria_transaccion as id`);
    await t.database.db.execute(sql`insert into egresos (id_maquina, id_categoria_transaccion, descripcion, monto,
      fecha_transaccion) values (${maquina}, ${renta}, 'Renta', 10, '2025-08-05T12:00:00-06:00')`);
    const agosto = { desde: '2025-08-01', hasta: '2025-08-31' };
    const reporte = await t.post('/negocio/reporte', { ...agosto, por: 'tienda' }, admin);
    expect(
      reporte.body.resultados.map((f: Record<string, unknown>) => [f.etiqueta, f.ventas, f.egresos]),
    ).toEqual([['Tienda Gastos', 0, 10]]);
    const inicio = await t.post('/negocio/tiendas', agosto, admin);
    expect(inicio.status).toBe(200);
    expect(inicio.body.resultados).toEqual([]);
  });
});
