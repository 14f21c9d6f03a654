// The sales roll-ups follow every insert, edit, delete and restore of a sale (and, for those by category, of its
// transaction), in the business time zone, and hold what a rebuild writes.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.ts';
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
    } finally {
      await t.close();
    }
  });
});
