import type { BitacoraFiltro } from '@aguavend/contract/bitacora';
import { TAMANO_PAGINA } from '@aguavend/contract/common';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { bitacora, usuarios } from '../../db/schema/index.ts';
import { delDia, paginaDe } from '../../lib/consultas.ts';

export async function listar(db: DbOrTx, f: BitacoraFiltro, tz: string) {
  const condiciones: SQL[] = [];
  if (f.id_usuario) condiciones.push(eq(bitacora.id_usuario, f.id_usuario));
  if (f.tabla) condiciones.push(eq(bitacora.tabla, f.tabla));
  if (f.fecha) condiciones.push(...delDia(bitacora.fecha, f.fecha, tz));
  const donde = condiciones.length ? and(...condiciones) : undefined;
  // Always one page: the log grows without end.
  const pagina = paginaDe({ pagina: f.pagina ?? 1, por_pagina: f.por_pagina }) ?? {
    limit: TAMANO_PAGINA,
    offset: 0,
  };
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
      .limit(pagina.limit)
      .offset(pagina.offset),
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

/** The users who appear in the log, for the screen's user filter (one index probe per user). */
export const usuariosConCambios = (db: DbOrTx) =>
  db
    .select({ id_usuario: usuarios.id_usuario, username: usuarios.username })
    .from(usuarios)
    .where(sql`exists (select 1 from ${bitacora} b where b.id_usuario = ${usuarios.id_usuario})`)
    .orderBy(usuarios.username);
