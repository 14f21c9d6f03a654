// A closed month admits no change to the rows dated in it (contract §8, drizzle/0020's mes_abierto triggers): editing
// or deleting an existing sale, expense, corte, payment or adjustment of a closed month answers 409 through the API,
// as does moving one out of it or into it; nothing changes. Other tests only tried new rows.
import { randomUUID } from 'node:crypto';
import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const t = await useTestApp();
const cerrado = { status: 409, mensaje: mensajes.estadosCuenta.mesCerrado('2026-06') };
const JUNIO = '2026-06-15T12:00:00-06:00';
const JULIO = '2026-07-15T12:00:00-06:00';
let admin: string;
let id_producto: number;
let catVenta: number;
let catEgreso: number;
let id_tienda: number;

async function uno<T>(q: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows[0] as T;
}

/** A write that must succeed: its first row. */
async function guardar(url: string, body: unknown) {
  const res = await t.post(url, body, admin);
  expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.resultados[0];
}

async function maquina(nombre: string) {
  return (await guardar('/maquina/new', { nombre, estatus: 'ACTIVA', precio_litro: 1 })).id_maquina as number;
}

const venta = async (id_maquina: number, fecha: string) =>
  guardar('/venta/maquina/new', {
    ventas_maquina: { id_maquina, id_producto, cantidad: 1, precio_unitario: 20, fecha_transaccion: fecha },
    transacciones: {
      id_venta_maquina: '',
      id_categoria_transaccion: catVenta,
      descripcion: 'Venta',
      monto: 20,
    },
  });
const egreso = async (id_maquina: number, fecha: string) =>
  guardar('/egresos/new', {
    id_maquina,
    id_categoria_transaccion: catEgreso,
    descripcion: 'Filtro',
    monto: 100,
    fecha_transaccion: fecha,
  });
const corte = async (id_maquina: number, fecha: string) =>
  guardar('/corte/new', { id_maquina, clave: randomUUID(), efectivo: {}, fecha, lectura: 0 });
/** A corte's edit body: as it is, with `cambios`. */
async function edicionCorte(id_corte: number, cambios: Record<string, unknown>) {
  const c = (await t.post('/corte', { id_corte }, admin)).body.resultados[0];
  return { id_corte, fecha: c.fecha, lectura: c.lectura, efectivo: c.efectivo, notas: 'Editado', ...cambios };
}

/** Each table's rows as JSON, to show that nothing refused changed anything. */
async function todo() {
  return uno<{ huella: string }>(
    sql`select (select json_agg(v order by id_venta_maquina) from ventas_maquina v)::text
            || (select json_agg(e order by id_egreso) from egresos e)::text
            || (select json_agg(c order by id_corte) from cortes c)::text
            || (select json_agg(p order by id_pago) from pagos_tienda p)::text
            || (select json_agg(a order by id_ajuste) from ajustes_tienda a)::text as huella`,
  );
}

beforeAll(async () => {
  admin = await t.login();
  id_producto = (
    await uno<{ id: number }>(
      sql`insert into productos (nombre, precio, stock) values ('Garrafón cerrado', 20, 1000) returning id_producto as id`,
    )
  ).id;
  catVenta = (
    await uno<{ id: number }>(
      sql`select id_categoria_transaccion as id from categorias_transaccion where clase = 'VENTA' limit 1`,
    )
  ).id;
  catEgreso = (
    await uno<{ id: number }>(
      sql`insert into categorias_transaccion (tipo, clase) values ('Refacciones cerradas', 'EGRESO')
          returning id_categoria_transaccion as id`,
    )
  ).id;
  id_tienda = (
    await uno<{ id: number }>(
      sql`insert into tiendas (nombre_comercial, razon_social, rfc, tipo_persona)
          values ('Tienda cerrada', 'Tienda cerrada SA', 'XAXX010101000', 'MORAL') returning id_tienda as id`,
    )
  ).id;
});

describe('rows dated in a closed month', () => {
  it('refuse every edit, delete or move in or out with 409, and change nothing', async () => {
    const [m1, m2, m3] = [await maquina('Cerrada 1'), await maquina('Cerrada 2'), await maquina('Cerrada 3')];
    const ventaJunio = await venta(m1, JUNIO);
    const ventaJulio = await venta(m1, JULIO);
    const egresoJunio = await egreso(m1, JUNIO);
    const egresoJulio = await egreso(m1, JULIO);
    const corteJunio = await corte(m2, JUNIO);
    const corteJulio = await corte(m3, JULIO);
    // A deposit dated in June (of a June corte): the closed month holds a deposit row too.
    const depositado = await corte(m1, JUNIO);
    await guardar('/deposito/new', {
      fecha: '2026-06-30',
      monto: 1,
      referencia: 'Depósito de junio',
      cortes: [depositado.id_corte],
    });
    const pagoJunio = await guardar('/pago/new', {
      id_tienda,
      fecha: '2026-06-30',
      monto: 10,
      metodo: 'EFECTIVO',
    });
    const ajusteJunio = await guardar('/estado-cuenta/ajuste/new', {
      id_tienda,
      mes: '2026-06',
      monto: 5,
      motivo: 'Diferencia',
    });
    expect((await t.post('/estado-cuenta/cerrar', { mes: '2026-06' }, admin)).status).toBe(200);
    const antes = await todo();

    const editarVenta = (v: { id_venta_maquina: number }, fecha_venta: string) =>
      t.post(
        '/venta/maquina/editar',
        { id_venta_maquina: v.id_venta_maquina, cantidad: 2, fecha_venta, descripcion: 'Cambio', monto: 40 },
        admin,
      );
    const editarEgreso = (e: { id_egreso: number }, fecha_transaccion: string) =>
      t.post(
        '/egresos/editar',
        {
          id_egreso: e.id_egreso,
          id_categoria_transaccion: catEgreso,
          descripcion: 'Cambio',
          monto: 150,
          fecha_transaccion,
        },
        admin,
      );
    const intentos = {
      'venta: editar en junio': await editarVenta(ventaJunio, JUNIO),
      'venta: sacar de junio': await editarVenta(ventaJunio, JULIO),
      'venta: meter en junio': await editarVenta(ventaJulio, JUNIO),
      'venta: eliminar': await t.post(
        '/venta/maquina/eliminar',
        { id_venta_maquina: ventaJunio.id_venta_maquina },
        admin,
      ),
      'egreso: editar en junio': await editarEgreso(egresoJunio, JUNIO),
      'egreso: sacar de junio': await editarEgreso(egresoJunio, JULIO),
      'egreso: meter en junio': await editarEgreso(egresoJulio, JUNIO),
      'egreso: eliminar': await t.post('/egresos/eliminar', { id_egreso: egresoJunio.id_egreso }, admin),
      'corte: editar en junio': await t.post(
        '/corte/editar',
        await edicionCorte(corteJunio.id_corte, {}),
        admin,
      ),
      'corte: sacar de junio': await t.post(
        '/corte/editar',
        await edicionCorte(corteJunio.id_corte, { fecha: JULIO }),
        admin,
      ),
      'corte: meter en junio': await t.post(
        '/corte/editar',
        await edicionCorte(corteJulio.id_corte, { fecha: JUNIO }),
        admin,
      ),
      'corte: eliminar': await t.post('/corte/eliminar', { id_corte: corteJunio.id_corte }, admin),
      'pago: eliminar': await t.post('/pago/eliminar', { id_pago: pagoJunio.id_pago }, admin),
      'ajuste: eliminar': await t.post(
        '/estado-cuenta/ajuste/eliminar',
        { id_ajuste: ajusteJunio.id_ajuste },
        admin,
      ),
    };
    for (const [que, r] of Object.entries(intentos)) {
      expect({ que, status: r.status, mensaje: r.body.mensaje_user }).toEqual({ que, ...cerrado });
    }
    expect(await todo()).toEqual(antes);

    // The one change a closed month's corte takes: a deposit of an open month carries its cash, and deleting that
    // deposit gives it back (the corte's own figures and date stay as they were).
    const deposito = await guardar('/deposito/new', {
      fecha: '2026-07-20',
      monto: 1,
      referencia: 'Caja de junio',
      cortes: [corteJunio.id_corte],
    });
    const depositoDe = async () =>
      (
        await uno<{ id_deposito: number | null }>(
          sql`select id_deposito from cortes where id_corte = ${corteJunio.id_corte}`,
        )
      ).id_deposito;
    expect(await depositoDe()).toBe(deposito.id_deposito);
    await guardar('/deposito/eliminar', { id_deposito: deposito.id_deposito });
    expect(await depositoDe()).toBeNull();
  });
  // The rule lives in the database, not only in the routes (an audit switched off the trigger's events with one line
  // of SQL and the routes' own checks hid it): written straight in SQL, a new row dated in the closed month and the
  // deletion of one are refused by every table that carries the mes_abierto trigger. Uses the rows of the test above.
  it('are guarded by the database itself: a direct INSERT or DELETE in SQL is refused', async () => {
    const { rows: tablas } = (await t.database.db.execute(
      sql`select c.relname as tabla, substring(pg_get_triggerdef(g.oid) from 'mes_abierto_fila\\(''(\\w+)''\\)') as columna
          from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where g.tgname = 'mes_abierto' and not g.tgisinternal order by 1`,
    )) as unknown as { rows: { tabla: string; columna: string | null }[] };
    const probadas: string[] = [];
    for (const { tabla, columna } of tablas) {
      if (!columna) continue;
      const t_ = sql.identifier(tabla);
      const enJunio = sql`date_trunc('month', (${sql.identifier(columna)})::date) = date '2026-06-01'`;
      const { rows } = (await t.database.db.execute(
        sql`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as columnas,
                   (select count(*)::int from ${t_} where ${enJunio}) as filas
            from information_schema.columns
            where table_schema = 'public' and table_name = ${tabla} and is_identity = 'NO'
              and is_generated = 'NEVER' and coalesce(column_default, '') not like 'nextval%'`,
      )) as unknown as { rows: { columnas: string; filas: number }[] };
      const { columnas, filas } = rows[0] as { columnas: string; filas: number };
      if (filas === 0) continue;
      const codigo = async (q: ReturnType<typeof sql>) =>
        t.database.db.execute(q).then(
          () => 'aceptado',
          (err: { code?: string; cause?: { code?: string } }) => err.cause?.code ?? err.code,
        );
      const cols = sql.raw(columnas);
      expect(
        {
          tabla,
          insertar: await codigo(
            sql`insert into ${t_} (${cols}) select ${cols} from ${t_} where ${enJunio} limit 1`,
          ),
          // Even one that changes nothing; a corte's alone passes (the deposit's exemption: nothing but
          // id_deposito changed).
          actualizar:
            await codigo(sql`update ${t_} set ${sql.identifier(columna)} = ${sql.identifier(columna)}
                                       where ${enJunio}`),
          borrar: await codigo(sql`delete from ${t_} where ${enJunio}`),
        },
        tabla,
      ).toEqual({
        tabla,
        insertar: 'AV409',
        actualizar: tabla === 'cortes' ? 'aceptado' : 'AV409',
        borrar: 'AV409',
      });
      probadas.push(tabla);
    }
    expect(probadas).toEqual(
      expect.arrayContaining([
        'ajustes_tienda',
        'cortes',
        'depositos',
        'egresos',
        'estados_cuenta',
        'pagos_tienda',
        'ventas_maquina',
      ]),
    );
  });

  // A period (a placement, an agreement) is guarded over every day it covers, written straight in SQL too: June is
  // closed by the first test; May, without statements, is still open.
  it('a placement covering the closed month cannot start, move or change there; what does not touch it passes', async () => {
    const id_maquina = await maquina('Periodo cerrado');
    const { id_domicilio } = await uno<{ id_domicilio: number }>(
      sql`insert into domicilios (id_tienda, calle, numero_ext, primer_cruzamiento)
          values (${id_tienda}, 'Calle 1', 'S/N', 'Calle 2') returning id_domicilio`,
    );
    const codigo = (q: ReturnType<typeof sql>) =>
      t.database.db.execute(q).then(
        () => 'aceptado',
        (err: { code?: string; cause?: { code?: string } }) => err.cause?.code ?? err.code,
      );
    const otraMaquina = await maquina('Periodo cerrado 2');
    const nueva = (desde: string, hasta: string | null, m = id_maquina) =>
      codigo(sql`insert into ubicaciones (id_maquina, id_tienda, id_domicilio, desde, hasta)
                 values (${m}, ${id_tienda}, ${id_domicilio}, ${desde}, ${hasta})`);
    const cambiar = (asignacion: ReturnType<typeof sql>, m = id_maquina) =>
      codigo(sql`update ubicaciones set ${asignacion} where id_maquina = ${m}`);
    expect({
      // From open May over closed June, with no end: it would change June's statement.
      'empieza en mayo sin fin': await nueva('2026-05-10', null),
      'de mayo a junio': await nueva('2026-05-10', '2026-06-15'),
    }).toEqual({ 'empieza en mayo sin fin': 'AV409', 'de mayo a junio': 'AV409' });
    // One that stood in June (written before June closed, as the demo's history is): its row exists.
    await t.database.db.execute(sql`delete from meses_cerrados where mes = '2026-06-01'`);
    expect(await nueva('2026-05-10', '2026-06-15')).toBe('aceptado');
    expect(await nueva('2026-06-20', null, otraMaquina)).toBe('aceptado');
    await t.database.db.execute(sql`insert into meses_cerrados (mes) values ('2026-06-01')`);
    expect({
      // Withdrawn in August, the start in June untouched: June's statement does not change.
      'retirada en agosto': await cambiar(sql`hasta = '2026-08-10'`, otraMaquina),
      'inicio de junio a julio': await cambiar(sql`desde = '2026-07-01'`, otraMaquina),
    }).toEqual({ 'retirada en agosto': 'aceptado', 'inicio de junio a julio': 'AV409' });
    expect({
      'sin cambios': await cambiar(sql`hasta = hasta`),
      'inicio a julio': await cambiar(sql`desde = '2026-07-01', hasta = '2026-07-15'`),
      'fin a julio': await cambiar(sql`hasta = '2026-07-20'`),
      'fin a mayo': await cambiar(sql`hasta = '2026-05-31'`),
      'inicio de mayo a mayo': await cambiar(sql`desde = '2026-05-11'`),
    }).toEqual({
      'sin cambios': 'aceptado',
      'inicio a julio': 'AV409',
      'fin a julio': 'AV409',
      'fin a mayo': 'AV409',
      'inicio de mayo a mayo': 'aceptado',
    });
    const { id_domicilio: otro } = await uno<{ id_domicilio: number }>(
      sql`insert into domicilios (id_tienda, calle, numero_ext, primer_cruzamiento)
          values (${id_tienda}, 'Calle 3', 'S/N', 'Calle 4') returning id_domicilio`,
    );
    expect(await cambiar(sql`id_domicilio = ${otro}`)).toBe('AV409');

    // An agreement is a period too: one covering June is not added, changed or removed.
    const { id_tienda: otraTienda } = await uno<{ id_tienda: number }>(
      sql`insert into tiendas (nombre_comercial, razon_social, rfc, tipo_persona)
          values ('Tienda del convenio', 'Tienda del convenio SA', 'XAXX010101000', 'MORAL') returning id_tienda`,
    );
    const convenio = (desde: string) =>
      codigo(
        sql`insert into convenios (id_tienda, tipo, desde, renta) values (${otraTienda}, 'RENTA_FIJA', ${desde}, 100)`,
      );
    expect(await convenio('2026-05-01')).toBe('AV409');
    await t.database.db.execute(sql`delete from meses_cerrados where mes = '2026-06-01'`);
    expect(await convenio('2026-05-01')).toBe('aceptado');
    await t.database.db.execute(sql`insert into meses_cerrados (mes) values ('2026-06-01')`);
    expect({
      cambiar: await codigo(sql`update convenios set renta = 200 where id_tienda = ${otraTienda}`),
      borrar: await codigo(sql`delete from convenios where id_tienda = ${otraTienda}`),
    }).toEqual({ cambiar: 'AV409', borrar: 'AV409' });
  });
});
