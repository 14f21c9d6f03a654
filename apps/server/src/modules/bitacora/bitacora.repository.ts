// The audit log as a list: who changed which record, when, and the values before and after, filtered by user, table,
// action and period, searched in its texts and values, sorted by date, table or action.
import type { ORDEN_BITACORA } from '@aguavend/contract/bitacora';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, listaDe, textoDe } from '../../db/listas.ts';
import { bitacora, usuarios } from '../../db/schema/index.ts';

export const LISTA: DefLista = {
  fecha: bitacora.fecha,
  // The values too: 'Peña' finds the store whose name changed from or to it.
  texto: [
    textoDe(bitacora.id_usuario, usuarios.id_usuario, usuarios.username),
    bitacora.tabla,
    bitacora.id_registro,
    sql`${bitacora.antes}::text`,
    sql`${bitacora.despues}::text`,
  ],
  orden: {
    fecha: bitacora.fecha,
    tabla: bitacora.tabla,
    accion: bitacora.accion,
    id_bitacora: bitacora.id_bitacora,
  } satisfies Record<(typeof ORDEN_BITACORA)[number], AnyColumn>,
  porOmision: '-fecha',
  clave: 'id_bitacora',
  sumas: [],
  tabla: bitacora,
  filtros: (p) => [
    p.id_usuario ? eq(bitacora.id_usuario, p.id_usuario as number) : undefined,
    p.tabla ? eq(bitacora.tabla, p.tabla as string) : undefined,
    p.accion ? eq(bitacora.accion, p.accion as string) : undefined,
  ],
};

export const consultaLista = (db: DbOrTx) => (donde: SQL | undefined) =>
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
    .$dynamic();

export const listar = listaDe(LISTA, consultaLista);

/** The users who appear in the log, for the screen's user filter (one index probe per user). */
export const usuariosConCambios = (db: DbOrTx) =>
  db
    .select({ id_usuario: usuarios.id_usuario, username: usuarios.username })
    .from(usuarios)
    .where(sql`exists (select 1 from ${bitacora} b where b.id_usuario = ${usuarios.id_usuario})`)
    .orderBy(usuarios.username);
