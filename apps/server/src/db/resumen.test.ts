// The sales roll-ups follow every insert, edit, delete and restore of a sale (and, for those by category, of its
// transaction), in the business time zone, and hold what a rebuild writes.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { bootstrap } from './bootstrap.ts';
import { TABLAS_RESUMEN } from './schema/ventas.ts';

type Fila = { id_maquina: number; mes: string; id_producto: number; cantidad: number; monto: string };

async function resumen(db: any): Promise<Fila[]> {
  const { rows } = await db.execute(
    sql`select id_maquina, mes::text as mes, id_producto, cantidad::int as cantidad, monto::text as monto
        from ventas_resumen_mensual where cantidad <> 0 order by mes, id_producto`,
  );
  return rows;
}

/** Every roll-up's rows that hold a sale (an amount other than 0, or no amount: the last day), as text, sorted. */
async function todas(db: any): Promise<Record<string, Record<string, string>[]>> {
  const r: Record<string, Record<string, string>[]> = {};
  for (const tabla of TABLAS_RESUMEN) {
    const { rows } = await db.execute(sql`select * from ${sql.identifier(tabla)}`);
    r[tabla] = rows
      .filter((f: Record<string, unknown>) => f.monto === undefined || Number(f.monto) !== 0)
      .map((f: Record<string, unknown>) =>
        Object.fromEntries(Object.entries(f).map(([k, v]) => [k, String(v)])),
      )
      .sort((a: object, b: object) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return r;
}

describe('ventas_resumen_mensual', () => {
  it('adds, moves and removes sales as they change', async () => {
    const t = await createTestApp();
    const db = t.database.db;
    try {
      await db.execute(sql`insert into maquinas (nombre) values ('M1')`);
      await db.execute(sql`insert into productos (nombre, precio, stock) values ('Garrafón', 19.99, 100)`);
      // 23:30 on 31 January in Mexico City is already February in UTC: it must count in January.
      await db.execute(sql`
        insert into ventas_maquina (id_maquina, id_producto, cantidad, precio_unitario, monto, descripcion, fecha_transaccion)
        values (1, 1, 3, 19.99, 59.97, 'a', '2026-01-31T23:30:00-06:00'), (1, 1, 2, 19.99, 39.98, 'b', '2026-02-01T00:10:00-06:00')`);
      expect(await resumen(db)).toEqual([
        { id_maquina: 1, mes: '2026-01-01', id_producto: 1, cantidad: 3, monto: '59.97' },
        { id_maquina: 1, mes: '2026-02-01', id_producto: 1, cantidad: 2, monto: '39.98' },
      ]);

      await db.execute(sql`update ventas_maquina set cantidad = 5, monto = 99.95 where descripcion = 'b'`);
      await db.execute(sql`update ventas_maquina set fecha_eliminacion = now() where descripcion = 'a'`);
      expect(await resumen(db)).toEqual([
        { id_maquina: 1, mes: '2026-02-01', id_producto: 1, cantidad: 5, monto: '99.95' },
      ]);

      await db.execute(sql`update ventas_maquina set fecha_eliminacion = null where descripcion = 'a'`);
      expect((await resumen(db)).map((f) => f.cantidad)).toEqual([3, 5]);

      // By category (the transaction's) and by who registered the sale: counted when the transaction is written,
      // moved when its category changes, gone with it.
      await db.execute(
        sql`insert into categorias_transaccion (tipo, clase) values ('AGUA', 'VENTA'), ('HIELO', 'VENTA')`,
      );
      const categoria = (tipo: string) =>
        sql`(select id_categoria_transaccion from categorias_transaccion where tipo = ${tipo})`;
      const origen = async () =>
        (await todas(db)).ventas_origen_mes?.map((f) => [f.mes, f.id_categoria, f.id_usuario, f.unidades]);
      expect(await origen()).toEqual([]);
      await db.execute(sql`insert into transacciones (id_venta_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion)
        select id_venta_maquina, ${categoria('AGUA')}, descripcion, monto, fecha_transaccion from ventas_maquina`);
      const [agua, hielo] = (
        (await db.execute(sql`select id_categoria_transaccion::text as id from categorias_transaccion
          where tipo in ('AGUA', 'HIELO') order by tipo`)) as unknown as { rows: { id: string }[] }
      ).rows.map((f) => f.id);
      expect(await origen()).toEqual([
        ['2026-01-01', agua, '0', '3'],
        ['2026-02-01', agua, '0', '5'],
      ]);
      await db.execute(
        sql`update transacciones set id_categoria_transaccion = ${categoria('HIELO')} where descripcion = 'b'`,
      );
      await db.execute(
        sql`update ventas_maquina set id_usuario = (select min(id_usuario) from usuarios) where descripcion = 'b'`,
      );
      await db.execute(sql`update ventas_maquina set cantidad = 4, monto = 79.96 where descripcion = 'a'`);
      await db.execute(sql`update ventas_maquina set cantidad = 3, monto = 59.97 where descripcion = 'a'`);
      const conCategorias = await origen();
      expect(conCategorias?.map(([mes, c, , n]) => [mes, c, n])).toEqual([
        ['2026-01-01', agua, '3'],
        ['2026-02-01', hielo, '5'],
      ]);
      expect(conCategorias?.[1]?.[2]).not.toBe('0');
      await db.execute(sql`delete from transacciones where descripcion = 'a'`);
      expect((await origen())?.map(([mes]) => mes)).toEqual(['2026-02-01']);
      await db.execute(sql`insert into transacciones (id_venta_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion)
        select id_venta_maquina, ${categoria('AGUA')}, descripcion, monto, fecha_transaccion from ventas_maquina where descripcion = 'a'`);
      expect(await origen()).toEqual(conCategorias);
      // Every roll-up the trigger kept holds what a rebuild from the sales writes.
      const antes = await todas(db);
      expect(antes.ventas_dia).toEqual([
        { dia: '2026-01-31', unidades: '3', monto: '59.97', ventas: '1' },
        { dia: '2026-02-01', unidades: '5', monto: '99.95', ventas: '1' },
      ]);
      expect(antes.ventas_maquina_ultima).toEqual([{ id_maquina: '1', dia: '2026-02-01' }]);
      // Taking away the only sale of the machine's last day moves its last day back; all of them, away.
      await db.execute(sql`update ventas_maquina set fecha_eliminacion = now() where descripcion = 'b'`);
      expect((await todas(db)).ventas_maquina_ultima).toEqual([{ id_maquina: '1', dia: '2026-01-31' }]);
      await db.execute(sql`update ventas_maquina set fecha_eliminacion = now() where descripcion = 'a'`);
      expect((await todas(db)).ventas_maquina_ultima).toEqual([]);
      await db.execute(sql`update ventas_maquina set fecha_eliminacion = null`);
      expect(await todas(db)).toEqual(antes);
      await db.execute(sql`select ventas_resumen_reconstruir()`);
      expect(await todas(db)).toEqual(antes);

      // Another business time zone: the roll-up is rebuilt at start-up and the late-January sale moves to February.
      await bootstrap(db, { ...t.config, businessTz: 'UTC' }, { info: () => {}, warn: () => {} });
      expect(await resumen(db)).toEqual([
        { id_maquina: 1, mes: '2026-02-01', id_producto: 1, cantidad: 8, monto: '159.92' },
      ]);

      // A sale removed outright (the app only marks it deleted; a purge or a maintenance script would remove it)
      // leaves every roll-up as a rebuild from the remaining sales writes it.
      await db.execute(sql`delete from transacciones where descripcion = 'a'`);
      await db.execute(sql`delete from ventas_maquina where descripcion = 'a'`);
      const sinA = await todas(db);
      expect(await resumen(db)).toEqual([
        { id_maquina: 1, mes: '2026-02-01', id_producto: 1, cantidad: 5, monto: '99.95' },
      ]);
      await db.execute(sql`select ventas_resumen_reconstruir()`);
      expect(await todas(db)).toEqual(sinA);
    } finally {
      await t.close();
    }
  });

  it('counts two sales of the same machine, product, day and hour as two in every roll-up that counts sales', async () => {
    const t = await createTestApp();
    const db = t.database.db;
    try {
      await db.execute(sql`insert into maquinas (nombre) values ('M1')`);
      await db.execute(sql`insert into productos (nombre, precio, stock) values ('Garrafón', 20, 100)`);
      const vender = (descripcion: string) =>
        db.execute(sql`insert into ventas_maquina
          (id_maquina, id_producto, cantidad, precio_unitario, monto, descripcion, fecha_transaccion)
          values (1, 1, 1, 20, 20, ${descripcion}, '2026-03-10T10:15:00-06:00')`);
      await vender('a');
      await vender('b');
      /** Each roll-up with a count of sales: its one row's count. */
      const cuentas = async () =>
        Object.fromEntries(
          Object.entries(await todas(db))
            .filter(([, f]) => f[0]?.ventas !== undefined)
            .map(([tabla, f]) => [tabla, f.map((x) => x.ventas)]),
        );
      const dos = await cuentas();
      expect(Object.keys(dos).length).toBeGreaterThanOrEqual(8);
      for (const [tabla, n] of Object.entries(dos)) expect(n, tabla).toEqual(['2']);
      await db.execute(
        sql`update ventas_maquina set fecha_eliminacion = '2026-03-11T00:00:00-06:00' where descripcion = 'b'`,
      );
      for (const [tabla, n] of Object.entries(await cuentas())) expect(n, tabla).toEqual(['1']);

      // Another machine's last day stays when this one's last sale goes.
      await db.execute(sql`insert into maquinas (nombre) values ('M2')`);
      await db.execute(sql`insert into ventas_maquina
        (id_maquina, id_producto, cantidad, precio_unitario, monto, descripcion, fecha_transaccion)
        values (2, 1, 1, 20, 20, 'c', '2026-03-05T10:00:00-06:00')`);
      await db.execute(
        sql`update ventas_maquina set fecha_eliminacion = '2026-03-11T00:00:00-06:00' where descripcion = 'a'`,
      );
      expect((await todas(db)).ventas_maquina_ultima).toEqual([{ id_maquina: '2', dia: '2026-03-05' }]);
    } finally {
      await t.close();
    }
  });
});

type Db = TestApp['database']['db'];
const filas = async (db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: Record<string, string>[] }).rows;

/** The stores' months as the triggers keep them, and the same summed here from the sales and placements. */
async function tiendasDosVeces(db: Db) {
  return {
    rollup: await filas(
      db,
      sql`select id_tienda::text as tienda, mes::text as mes, unidades::text as unidades, monto::text as monto,
                 ventas::text as ventas
          from ventas_tienda_mes where ventas <> 0 order by 1, 2`,
    ),
    ventas: await filas(
      db,
      sql`select coalesce(u.id_tienda, 0)::text as tienda, date_trunc('month', l.dia)::date::text as mes,
                 sum(l.cantidad)::text as unidades, sum(l.monto)::text as monto, count(*)::text as ventas
          from (select v.id_maquina, v.cantidad, v.monto,
                       (v.fecha_transaccion at time zone 'America/Mexico_City')::date as dia
                from ventas_maquina v where v.fecha_eliminacion is null) l
          left join ubicaciones u on u.id_maquina = l.id_maquina and u.desde <= l.dia
                                 and (u.hasta is null or u.hasta >= l.dia)
          group by 1, 2 order by 1, 2`,
    ),
  };
}

/** Two stores with an address each, machines M1 and M2, one product; the stores' and addresses' ids. */
async function dosTiendas(db: Db) {
  const [norte, sur] = (
    await filas(
      db,
      sql`insert into tiendas (nombre_comercial, rfc, tipo_persona)
          values ('Norte', 'XAXX010101000', 'MORAL'), ('Sur', 'XAXX010101000', 'MORAL') returning id_tienda::text as id`,
    )
  ).map((f) => Number(f.id));
  const [dNorte, dSur] = (
    await filas(
      db,
      sql`insert into domicilios (id_tienda, calle, numero_ext, primer_cruzamiento)
          values (${norte}, 'A', 'S/N', 'B'), (${sur}, 'C', 'S/N', 'D') returning id_domicilio::text as id`,
    )
  ).map((f) => Number(f.id));
  await db.execute(sql`insert into maquinas (nombre) values ('M1'), ('M2')`);
  await db.execute(sql`insert into productos (nombre, precio, stock) values ('Garrafón', 20, 100)`);
  return { norte, sur, dNorte, dSur } as Record<'norte' | 'sur' | 'dNorte' | 'dSur', number>;
}

const venta = (db: Db, maquina: number, monto: number, fecha: string, d: string) =>
  db.execute(sql`insert into ventas_maquina (id_maquina, id_producto, cantidad, precio_unitario, monto,
    descripcion, fecha_transaccion) values (${maquina}, 1, 1, ${monto}, ${monto}, ${d}, ${fecha})`);

describe('ventas_tienda_mes', () => {
  it('counts each sale in the store where its machine stood that day, as sales and placements change', async () => {
    const t = await createTestApp();
    const db = t.database.db;
    const iguales = async (paso: string) => {
      const { rollup, ventas } = await tiendasDosVeces(db);
      expect(rollup, paso).toEqual(ventas);
      return rollup;
    };
    try {
      const { norte, sur, dNorte, dSur } = await dosTiendas(db);
      // M1 at Norte in January, at Sur from February 1st; M2 at no store.
      await db.execute(sql`insert into ubicaciones (id_maquina, id_tienda, id_domicilio, desde, hasta) values
        (1, ${norte}, ${dNorte}, '2026-01-01', '2026-01-31'), (1, ${sur}, ${dSur}, '2026-02-01', null)`);
      await venta(db, 1, 10, '2026-01-10T12:00:00-06:00', 'enero');
      // 23:30 on January 31st in Mexico City, already February in UTC: Norte's.
      await venta(db, 1, 20, '2026-02-01T05:30:00Z', 'fin de enero');
      await venta(db, 1, 40, '2026-02-15T12:00:00-06:00', 'febrero');
      await venta(db, 2, 80, '2026-02-16T12:00:00-06:00', 'suelta');
      expect(await iguales('ventas')).toEqual([
        { tienda: '0', mes: '2026-02-01', unidades: '1', monto: '80.00', ventas: '1' },
        { tienda: String(norte), mes: '2026-01-01', unidades: '2', monto: '30.00', ventas: '2' },
        { tienda: String(sur), mes: '2026-02-01', unidades: '1', monto: '40.00', ventas: '1' },
      ]);
      // An edit, a move to another day and machine, a delete and a restore.
      await db.execute(
        sql`update ventas_maquina set monto = 15, precio_unitario = 15 where descripcion = 'enero'`,
      );
      await db.execute(sql`update ventas_maquina set fecha_transaccion = '2026-02-20T12:00:00-06:00'
        where descripcion = 'fin de enero'`);
      await db.execute(sql`update ventas_maquina set id_maquina = 1 where descripcion = 'suelta'`);
      await db.execute(
        sql`update ventas_maquina set fecha_eliminacion = now() where descripcion = 'febrero'`,
      );
      await iguales('ventas cambiadas');
      await db.execute(sql`update ventas_maquina set fecha_eliminacion = null where descripcion = 'febrero'`);
      await iguales('venta restaurada');
      // A sale removed outright (the app only marks it; a purge or a maintenance script would remove it), and put back.
      await db.execute(sql`delete from ventas_maquina where descripcion = 'febrero'`);
      await iguales('venta borrada del todo');
      await venta(db, 1, 40, '2026-02-15T12:00:00-06:00', 'febrero');
      // Placements change after the sales: the move was on February 10th after all, Sur is Norte's, then none.
      await db.execute(sql`update ubicaciones set hasta = '2026-02-16' where hasta = '2026-01-31'`);
      await db.execute(sql`update ubicaciones set desde = '2026-02-17' where hasta is null`);
      await iguales('mudanza movida');
      await db.execute(
        sql`update ubicaciones set id_tienda = ${norte}, id_domicilio = ${dNorte} where hasta is null`,
      );
      await iguales('otra tienda');
      await db.execute(sql`delete from ubicaciones where desde = '2026-01-01'`);
      const sinPrimera = await iguales('sin la primera ubicación');
      // January 10th, February 15th and 16th are now at no store.
      expect(sinPrimera.filter((f) => f.tienda === '0').map((f) => [f.mes, f.ventas])).toEqual([
        ['2026-01-01', '1'],
        ['2026-02-01', '2'],
      ]);
      // A rebuild writes what the triggers kept.
      await db.execute(sql`select ventas_resumen_reconstruir()`);
      await iguales('reconstruida');
    } finally {
      await t.close();
    }
  });

  // Two connections, one waiting for the other: PostgreSQL only (the embedded database runs one statement at a time).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'a sale and a move of its machine at the same moment: each sale counts where the machine stood, either order',
    async () => {
      const t = await createTestApp();
      const db = t.database.db;
      try {
        const { norte, sur, dNorte, dSur } = await dosTiendas(db);
        await db.execute(sql`insert into ubicaciones (id_maquina, id_tienda, id_domicilio, desde, hasta)
          values (1, ${norte}, ${dNorte}, '2026-01-01', null)`);
        /** A transaction that runs `antes`, then stays open until `soltar` is called. */
        const abierta = (antes: (tx: Db) => Promise<unknown>) => {
          let soltar = () => {};
          const suelta = new Promise<void>((r) => {
            soltar = r;
          });
          let listo = () => {};
          const lista = new Promise<void>((r) => {
            listo = r;
          });
          const fin = db.transaction(async (tx) => {
            await antes(tx as unknown as Db);
            listo();
            await suelta;
          });
          return { lista, soltar: () => soltar(), fin };
        };
        const esperando = () => new Promise((r) => setTimeout(r, 300));

        // The move first (no lock taken by hand: the trigger's), a sale of March 10th while it is open.
        const mudanza = abierta(async (tx) => {
          await tx.execute(sql`update ubicaciones set hasta = '2026-02-28' where hasta is null`);
          await tx.execute(sql`insert into ubicaciones (id_maquina, id_tienda, id_domicilio, desde, hasta)
            values (1, ${sur}, ${dSur}, '2026-03-01', null)`);
        });
        await mudanza.lista;
        const enMarzo = venta(db, 1, 30, '2026-03-10T12:00:00-06:00', 'marzo');
        await esperando();
        mudanza.soltar();
        await Promise.all([mudanza.fin, enMarzo]);

        // A sale first, an edit of another sale (it takes no lock through a foreign key), then a move back.
        await venta(db, 1, 5, '2026-04-02T12:00:00-06:00', 'abril');
        const ventas = abierta(async (tx) => {
          await venta(tx, 1, 40, '2026-04-05T12:00:00-06:00', 'abril 5');
          await tx.execute(
            sql`update ventas_maquina set monto = 6, precio_unitario = 6 where descripcion = 'abril'`,
          );
        });
        await ventas.lista;
        const regreso = db.transaction(async (tx) => {
          await tx.execute(sql`update ubicaciones set hasta = '2026-03-31' where hasta is null`);
          await tx.execute(sql`insert into ubicaciones (id_maquina, id_tienda, id_domicilio, desde, hasta)
            values (1, ${norte}, ${dNorte}, '2026-04-01', null)`);
        });
        await esperando();
        ventas.soltar();
        await Promise.all([ventas.fin, regreso]);

        const { rollup, ventas: esperadas } = await tiendasDosVeces(db);
        expect(rollup).toEqual(esperadas);
        expect(rollup.map((f) => [f.tienda, f.mes, f.monto])).toEqual([
          [String(norte), '2026-04-01', '46.00'],
          [String(sur), '2026-03-01', '30.00'],
        ]);

        // Edits alone, which take their machines' lock in the trigger (no foreign key is checked): a sale's amount,
        // a sale moved to another machine, and a sale removed outright, each open while its machine moves.
        await venta(db, 2, 7, '2026-05-03T12:00:00-06:00', 'mayo M2');
        for (const [paso, edicion] of [
          [
            'monto',
            sql`update ventas_maquina set monto = 8, precio_unitario = 8 where descripcion = 'abril 5'`,
          ],
          ['otra máquina', sql`update ventas_maquina set id_maquina = 1 where descripcion = 'mayo M2'`],
          ['borrada', sql`delete from ventas_maquina where descripcion = 'abril'`],
        ] as const) {
          const editada = abierta((tx) => tx.execute(edicion));
          await editada.lista;
          const otraTienda = db.transaction((tx) =>
            tx.execute(sql`update ubicaciones set id_tienda = case when id_tienda = ${norte}::int then ${sur}::int else ${norte}::int end,
              id_domicilio = case when id_tienda = ${norte}::int then ${dSur}::int else ${dNorte}::int end
              where id_maquina = 1 and hasta is null`),
          );
          await esperando();
          editada.soltar();
          await Promise.all([editada.fin, otraTienda]);
          const ahora = await tiendasDosVeces(db);
          expect(ahora.rollup, paso).toEqual(ahora.ventas);
        }
      } finally {
        await t.close();
      }
    },
  );
});
