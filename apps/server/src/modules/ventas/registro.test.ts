// Recording a sale in one statement (issue 20): the audit log still names who did each of its writes, and a
// machine the caller does not see is refused like one that does not exist, writing nothing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from '../../../test/helpers.ts';
import { crear } from './ventas.repository.ts';

const t = await useTestApp();

async function filas<T = Record<string, unknown>>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

let admin: string;
let operador: string;
let idOperador: number;
let suya: number;
let ajena: number;
let producto: number;
let categoria: number;

const venta = (id_maquina: number) => ({
  ventas_maquina: { id_maquina, id_producto: producto, cantidad: 2, precio_unitario: 15 },
  transacciones: {
    id_venta_maquina: '',
    id_categoria_transaccion: categoria,
    descripcion: 'Garrafón',
    monto: 30,
  },
});

beforeAll(async () => {
  admin = await t.login();
  operador = await nonAdminToken(t, 'registro_ventas', ['ventas']);
  idOperador = (await t.post('/users/perfil', undefined, operador)).body.resultados[0].id_usuario;
  const maquina = async (nombre: string) =>
    (await t.post('/maquina/new', { nombre, estatus: 'ACTIVA' }, admin)).body.resultados[0]
      .id_maquina as number;
  suya = await maquina('Registro suya');
  ajena = await maquina('Registro ajena');
  await t.post('/users/maquina/asignar', { id_usuario: idOperador, id_maquina: suya }, admin);
  producto = (
    await t.post(
      '/producto/new',
      { nombre: 'Garrafón registro', descripcion: 'x', precio: 15, stock: 10 },
      admin,
    )
  ).body.resultados[0].id_producto;
  const [venta] = await filas<{ id: number }>(
    sql`select id_categoria_transaccion as id from categorias_transaccion where clase = 'VENTA' limit 1`,
  );
  categoria = Number(venta?.id);
});

describe('Registrar una venta en una sola sentencia', () => {
  it('the audit log names the operator on the sale, its transaction and the stock it took', async () => {
    const res = await t.post('/venta/maquina/new', venta(suya), operador);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { id_venta_maquina, id_transaccion } = res.body.resultados[0];
    const registros = await filas<{
      tabla: string;
      id_registro: string;
      accion: string;
      id_usuario: number;
    }>(sql`
      select tabla, id_registro, accion, id_usuario from bitacora
      where (tabla = 'ventas_maquina' and id_registro = ${String(id_venta_maquina)})
         or (tabla = 'transacciones' and id_registro = ${String(id_transaccion)})
         or (tabla = 'productos' and id_registro = ${String(producto)} and accion = 'UPDATE')
      order by tabla`);
    expect(registros).toEqual([
      { tabla: 'productos', id_registro: String(producto), accion: 'UPDATE', id_usuario: idOperador },
      {
        tabla: 'transacciones',
        id_registro: String(id_transaccion),
        accion: 'INSERT',
        id_usuario: idOperador,
      },
      {
        tabla: 'ventas_maquina',
        id_registro: String(id_venta_maquina),
        accion: 'INSERT',
        id_usuario: idOperador,
      },
    ]);
  });

  it("another user's machine answers 404 and takes no stock", async () => {
    const res = await t.post('/venta/maquina/new', venta(ajena), operador);
    expect(res.status).toBe(404);
    const [fila] = await filas<{ stock: number }>(
      sql`select stock from productos where id_producto = ${producto}`,
    );
    expect(fila?.stock).toBe(8);
    expect(await filas(sql`select 1 from ventas_maquina where id_maquina = ${ajena}`)).toEqual([]);
  });

  it('an operator with two machines sells on each of them', async () => {
    const segunda = (await t.post('/maquina/new', { nombre: 'Registro segunda', estatus: 'ACTIVA' }, admin))
      .body.resultados[0].id_maquina as number;
    await t.post('/users/maquina/asignar', { id_usuario: idOperador, id_maquina: segunda }, admin);
    for (const id_maquina of [suya, segunda]) {
      const res = await t.post('/venta/maquina/new', venta(id_maquina), operador);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.resultados[0].id_maquina).toBe(id_maquina);
    }
  });

  // crear writes a corte's water sale (cortes/registro.ts): at the corte's instant, with its transaction.
  it('crear writes the sale at the instant given, and its transaction with the same instant and amount', async () => {
    const fecha = new Date('2026-02-03T04:05:06.789Z');
    const venta = await crear(t.database.db, {
      id_maquina: suya,
      id_producto: producto,
      cantidad: 3,
      precio_unitario: 1.2345,
      id_categoria_transaccion: categoria,
      descripcion: 'Corte de prueba',
      fecha_transaccion: fecha,
      id_usuario: idOperador,
    });
    expect(venta?.monto).toBe(3.7);
    const [fila] = await filas<{
      fecha: Date;
      t_fecha: Date;
      monto: string;
      t_monto: string;
      t_desc: string;
    }>(sql`
      select v.fecha_transaccion as fecha, t.fecha_transaccion as t_fecha, v.monto, t.monto as t_monto,
             t.descripcion as t_desc
      from ventas_maquina v join transacciones t using (id_venta_maquina)
      where v.id_venta_maquina = ${venta?.id_venta_maquina}`);
    expect(new Date(fila?.fecha as Date).toISOString()).toBe(fecha.toISOString());
    expect(new Date(fila?.t_fecha as Date).toISOString()).toBe(fecha.toISOString());
    expect([Number(fila?.monto), Number(fila?.t_monto), fila?.t_desc]).toEqual([3.7, 3.7, 'Corte de prueba']);
  });
});
