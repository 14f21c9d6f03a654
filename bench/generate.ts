// Fills a database with a business's worth of history in bulk SQL (no row-by-row calls):
// machines, products, users, stores, and `ventas` sales over 3 years with their transactions and expenses.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { hashClave } from '../apps/server/src/lib/passwords.ts';
import { PANTALLAS } from '../packages/contract/src/pantallas.ts';

export type Escala = { maquinas: number; productos: number; ventas: number; anios: number };

export const ESCALA_COMPLETA: Escala = { maquinas: 200, productos: 50, ventas: 2_000_000, anios: 3 };

export async function generar(db: Db, e: Escala, log: (m: string) => void = console.log) {
  const t0 = performance.now();
  const hash = await hashClave('bench12345');
  await db.execute(sql`
    insert into maquinas (nombre, estatus)
    select 'Máquina ' || lpad(g::text, 3, '0'), case when g % 20 = 0 then 'INACTIVA' else 'ACTIVA' end
    from generate_series(1, ${e.maquinas}::int) g`);
  await db.execute(sql`
    insert into productos (nombre, descripcion, precio, stock)
    select 'Producto ' || g, 'Producto de prueba ' || g, round((10 + (g * 7.35) % 90)::numeric, 2), 1000000000
    from generate_series(1, ${e.productos}::int) g`);
  await db.execute(sql`
    insert into categorias_transaccion (tipo, highlight) values ('MANTENIMIENTO', false), ('RENTA', false)
    on conflict do nothing`);
  await db.execute(sql`insert into roles (rol) values ('OPERADOR') on conflict do nothing`);
  await db.execute(sql`
    insert into usuarios (nombre, ap_paterno, username, clave_hash, email, id_rol)
    select 'Operador', 'Bench', 'operador' || g, ${hash}, 'operador' || g || '@aguavend.mx',
           (select id_rol from roles where rol = 'OPERADOR')
    from generate_series(1, ${e.maquinas}::int) g`);
  await db.execute(sql`
    insert into usuario_maquina (id_usuario, id_maquina)
    select u.id_usuario, m.id_maquina
    from (select id_usuario, row_number() over (order by id_usuario) n from usuarios where username like 'operador%') u
    join (select id_maquina, row_number() over (order by id_maquina) n from maquinas) m on m.n = u.n`);
  await db.execute(sql`
    insert into tiendas (nombre_comercial, razon_social, rfc, tipo_persona)
    select 'Tienda ' || g, 'Tienda ' || g || ' SA de CV', 'ABC0101' || lpad(g::text, 2, '0') || 'XY1', 'MORAL'
    from generate_series(1, 20) g`);
  await ubicaciones(db, e);
  log(`catálogos: ${Math.round(performance.now() - t0)} ms`);

  // Half the sales belong to machine 1 (a busy outlet: the list and export budgets are measured on it), the other
  // half spread evenly over the rest; all spread over the period; prices taken from the product.
  // The per-row triggers (roll-up, audit log) are off for the bulk load; the roll-up is rebuilt once after.
  const t1 = performance.now();
  await db.execute(sql`alter table ventas_maquina disable trigger user`);
  await db.execute(sql`alter table transacciones disable trigger user`);
  const lote = 500_000;
  for (let desde = 0; desde < e.ventas; desde += lote) {
    const hasta = Math.min(e.ventas, desde + lote) - 1;
    await db.execute(sql`
      insert into ventas_maquina (id_maquina, id_producto, cantidad, precio_unitario, monto, descripcion, fecha_transaccion)
      select case when g % 2 = 0 then 1 else 2 + (g % (${e.maquinas}::int - 1)) end, p.id_producto, c.cantidad, p.precio, c.cantidad * p.precio, 'Venta',
             now() - make_interval(secs => (g::float8 / ${e.ventas}::int) * ${e.anios}::int * 365 * 86400)
      from generate_series(${desde}::int, ${hasta}::int) g
      cross join lateral (select 1 + (g % 5) as cantidad) c
      join productos p on p.id_producto = 1 + ((g * 7) % ${e.productos}::int)`);
  }
  await db.execute(sql`
    insert into transacciones (id_venta_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion)
    select v.id_venta_maquina, (select id_categoria_transaccion from categorias_transaccion where tipo = 'VENTA'),
           v.descripcion, v.monto, v.fecha_transaccion
    from ventas_maquina v`);
  await db.execute(sql`alter table ventas_maquina enable trigger user`);
  await db.execute(sql`alter table transacciones enable trigger user`);
  await db.execute(sql`select ventas_resumen_reconstruir()`);
  log(
    `${e.ventas.toLocaleString('es-MX')} ventas con sus transacciones: ${Math.round(performance.now() - t1)} ms`,
  );

  const t2 = performance.now();
  await db.execute(sql`
    insert into egresos (id_maquina, id_categoria_transaccion, descripcion, monto, fecha_transaccion)
    select m, (select id_categoria_transaccion from categorias_transaccion where tipo = 'MANTENIMIENTO'),
           'Mantenimiento mensual', 350 + (m % 7) * 25, now() - make_interval(days => mes * 30)
    from generate_series(1, ${e.maquinas}::int) m, generate_series(0, ${e.anios * 12 - 1}::int) mes`);
  await alertas(db, e);
  // As autovacuum would: statistics, and the visibility map that lets counts use index-only scans.
  await db.execute(sql`vacuum analyze`);
  log(`egresos y estadísticas: ${Math.round(performance.now() - t2)} ms`);
  return { ms: Math.round(performance.now() - t0) };
}

/**
 * Where the machines stood (issue 18): each at one of the 20 stores since the history began; every fourth moved to
 * the next store on a day mid-month a year and a half ago; every tenth placed only a year after the history began
 * (its first sales count for no store). Reportes and Inicio by store read sales through these.
 */
async function ubicaciones(db: Db, e: Escala) {
  await db.execute(sql`
    insert into domicilios (id_tienda, calle, numero_ext, primer_cruzamiento)
    select id_tienda, 'Calle ' || id_tienda, 'S/N', 'Avenida Principal' from tiendas`);
  const inicio = sql`(current_date - make_interval(years => ${e.anios}::int))::date`;
  const mudanza = sql`(current_date - interval '18 months' + interval '14 days')::date`;
  await db.execute(sql`
    with m as (select id_maquina as id, row_number() over (order by id_maquina) - 1 as n,
                      (select min(id_tienda) from tiendas) as t0 from maquinas),
    tramos as (
      select id, t0 + n % 20 as t,
             case when n % 10 = 9 then ${inicio} + 365 else ${inicio} end as desde,
             case when n % 4 = 3 then ${mudanza} - 1 end as hasta
      from m
      union all
      select id, t0 + (n + 1) % 20, ${mudanza}, null from m where n % 4 = 3)
    insert into ubicaciones (id_maquina, id_tienda, id_domicilio, desde, hasta)
    select t.id, t.t, d.id_domicilio, t.desde, t.hasta
    from tramos t join domicilios d on d.id_tienda = t.t`);
}

/**
 * The bell's data (issue 19): the operators' role grants the screens whose alerts they see; a few products under
 * their minimum, a worn-out filter on every fourth machine; and three years of closed alerts (ten a day across the
 * fleet), about half of them read by ADMIN, so the bell's queries must not read the history. The open alerts are the
 * first bell call's refresh's (every active machine without a corte raises SIN_CORTE).
 */
async function alertas(db: Db, e: Escala) {
  const rutas = [
    PANTALLAS.ventas.ruta,
    PANTALLAS.cortes.ruta,
    PANTALLAS.registroSanitario.ruta,
    PANTALLAS.alertas.ruta,
  ];
  for (const ruta of rutas)
    await db.execute(sql`insert into urls (ruta) values (${ruta}) on conflict do nothing`);
  await db.execute(
    sql`insert into modulos (nombre, icono) values ('Operación', 'bi-gear') on conflict do nothing`,
  );
  await db.execute(sql`
    insert into modulo_url (id_modulo, id_url)
    select m.id_modulo, u.id_url from modulos m, urls u
    where m.nombre = 'Operación' and u.ruta in (${sql.join(
      rutas.map((r) => sql`${r}`),
      sql`, `,
    )})
    on conflict do nothing`);
  await db.execute(sql`
    insert into rol_modulo (id_rol, id_modulo)
    select r.id_rol, m.id_modulo from roles r, modulos m where r.rol = 'OPERADOR' and m.nombre = 'Operación'
    on conflict do nothing`);
  // The machines stand since the history began: each active one without a corte raises SIN_CORTE.
  await db.execute(sql`update maquinas set fecha_creacion = now() - make_interval(years => ${e.anios}::int)`);
  await db.execute(sql`
    update productos set stock = 5, stock_minimo = 10 where id_producto > ${e.productos}::int - 3`);
  await db.execute(sql`
    insert into consumibles (id_maquina, nombre, vida_dias, instalado)
    select m, 'Filtro de sedimentos', 180, current_date - 200 from generate_series(1, ${e.maquinas}::int, 4) m`);
  await db.execute(sql`
    insert into alertas (tipo, clave, id_maquina, detalle, abierta, cerrada)
    select 'SIN_VENTA', 'm' || m, m, jsonb_build_object('desde', (now() - make_interval(days => d + 3))::date::text),
           now() - make_interval(days => d), now() - make_interval(days => d) + interval '6 hours'
    from generate_series(1, ${e.anios * 365}::int) d, generate_series(1, ${e.maquinas}::int) m
    where (d + m) % 20 = 0`);
  await db.execute(sql`
    insert into alertas_leidas (id_usuario, id_alerta)
    select (select id_usuario from usuarios where username = 'admin'), id_alerta from alertas where id_alerta % 2 = 0
    on conflict do nothing`);
}
