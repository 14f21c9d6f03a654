import type { BitacoraFiltro } from '@aguavend/contract/bitacora';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bitacora, usuarios } from '../../db/schema/index.ts';

export async function listar(db: DbOrTx, f: BitacoraFiltro, tz: string) {
  const condiciones: SQL[] = [];
  if (f.id_usuario) condiciones.push(eq(bitacora.id_usuario, f.id_usuario));
  if (f.tabla) condiciones.push(eq(bitacora.tabla, f.tabla));
  if (f.fecha) {
    // The day's bounds in the business zone, so the (…, fecha) indexes serve the filter.
    condiciones.push(gte(bitacora.fecha, sql`(${f.fecha}::date)::timestamp at time zone ${tz}`));
    condiciones.push(lt(bitacora.fecha, sql`(${f.fecha}::date + 1)::timestamp at time zone ${tz}`));
  }
  const donde = condiciones.length ? and(...condiciones) : undefined;
  const porPagina = f.por_pagina ?? 50;
  const pagina = f.pagina ?? 1;
  const [filas, [total]] = await Promise.all([
    db
      .select({
        id_bitacora: bitacora.id_bitacora,
        fecha: bitacora.fecha,
        id_usuario: bitacora.id_usuario,
        username: usuarios.username,
        tabla: bitacora.tabla,
        id_registro: bitacora.id_registro,
        accion: bitacora.accion,
        antes: bitacora.antes,
        despues: bitacora.despues,
      })
      .from(bitacora)
      .leftJoin(usuarios, eq(usuarios.id_usuario, bitacora.id_usuario))
      .where(donde)
      .orderBy(desc(bitacora.fecha), desc(bitacora.id_bitacora))
      .limit(porPagina)
      .offset((pagina - 1) * porPagina),
    db.select({ n: count() }).from(bitacora).where(donde),
  ]);
  return {
    filas: filas as (Omit<(typeof filas)[number], 'antes' | 'despues'> & {
      antes: Record<string, unknown> | null;
      despues: Record<string, unknown> | null;
    })[],
    total: total?.n ?? 0,
  };
}
