// The contract's money maxima reach the database whole (issue 41 test audit): an expense, a price per liter and a
// store adjustment at their limit are stored and read back exactly; one unit of the last decimal past it is a 400 in
// Spanish, never a numeric overflow (500).
import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const t = await useTestApp();
let admin: string;
let id_maquina: number;
let id_categoria_transaccion: number;
let id_tienda: number;

async function uno<T>(q: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows[0] as T;
}

beforeAll(async () => {
  admin = await t.login();
  id_maquina = (await t.post('/maquina/new', { nombre: 'Máxima', estatus: 'ACTIVA' }, admin)).body
    .resultados[0].id_maquina;
  id_categoria_transaccion = (
    await uno<{ id: number }>(
      sql`insert into categorias_transaccion (tipo, clase) values ('Compra máxima', 'EGRESO')
          returning id_categoria_transaccion as id`,
    )
  ).id;
  id_tienda = (
    await uno<{ id: number }>(
      sql`insert into tiendas (nombre_comercial, razon_social, rfc, tipo_persona)
          values ('Tienda máxima', 'Tienda máxima SA', 'XAXX010101000', 'MORAL') returning id_tienda as id`,
    )
  ).id;
});

it('stores each money maximum exactly and refuses one past it with its message', async () => {
  const egreso = (monto: number) =>
    t.post('/egresos/new', { id_maquina, id_categoria_transaccion, descripcion: 'Máximo', monto }, admin);
  const precio = (precio_litro: number) =>
    t.post('/maquina/new', { nombre: `Precio ${precio_litro}`, estatus: 'ACTIVA', precio_litro }, admin);
  const ajuste = (monto: number) =>
    t.post('/estado-cuenta/ajuste/new', { id_tienda, mes: '2026-10', monto, motivo: 'Máximo' }, admin);

  const casos = [
    { que: 'egreso', al: await egreso(9_999_999_999.99), pasado: await egreso(10_000_000_000) },
    { que: 'precio por litro', al: await precio(99_999_999.9999), pasado: await precio(100_000_000) },
    { que: 'ajuste', al: await ajuste(-9_999_999_999.99), pasado: await ajuste(-10_000_000_000) },
  ];
  expect(casos.map((c) => [c.que, c.al.status, c.pasado.status, c.pasado.body.mensaje_user])).toEqual([
    ['egreso', 200, 400, mensajes.general.montoInvalido],
    ['precio por litro', 200, 400, mensajes.cortes.precioLitroInvalido],
    ['ajuste', 200, 400, mensajes.estadosCuenta.ajusteMontoInvalido],
  ]);
  const guardados = await uno<{ egreso: string; precio: string; ajuste: string }>(
    sql`select (select max(monto)::text from egresos) as egreso,
               (select max(precio_litro_inicial)::text from maquinas) as precio,
               (select min(monto)::text from ajustes_tienda) as ajuste`,
  );
  expect(guardados).toEqual({ egreso: '9999999999.99', precio: '99999999.9999', ajuste: '-9999999999.99' });
});
