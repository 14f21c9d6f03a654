// The rules of recording a corte (contract §8), apart from the HTTP routes so that the demo data goes through the same
// ones: the key that makes a retry answer the first corte, the machine's lock, the collector an ADMIN names, the date
// after the last corte, the readings, the price in force, the trigger's refusal of a difference beyond the
// tolerance without a reason, and the water sale of a POR_CORTE machine.
import type { CorteNuevoSchema, MotivoDiferencia } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { conflicto, encontrado, HttpError, invalido, PG, pgCode } from '../../lib/http.ts';
import { bloquearMaquina, buscarMaquina, fijarPrecioSiguiente } from '../catalogos/catalogos.repository.ts';
import * as ventas from '../ventas/ventas.repository.ts';
import {
  actualizar,
  bloquear,
  type CorteDatos,
  categoriaVenta,
  crear,
  esperarClave,
  porClave,
  productoAgua,
  ultimoActivo,
} from './cortes.repository.ts';

const m = mensajes.cortes;
const c = mensajes.catalogos;

/**
 * The corte locked for a change, once `exigir` has let its machine through (it throws 404 for a machine the caller
 * does not see); a deleted corte is 404 too. The machine is locked first, then the corte: the same order as a new
 * corte, so the two never wait on each other.
 */
export async function corteBloqueado(tx: Tx, id_corte: number, exigir: (id_maquina: number) => void) {
  const { rows } = (await tx.execute(
    sql`select id_maquina from cortes where id_corte = ${id_corte}`,
  )) as unknown as { rows: { id_maquina: number }[] };
  const previo = encontrado(rows[0], m.noExiste);
  exigir(previo.id_maquina);
  await bloquearMaquina(tx, previo.id_maquina);
  const corte = encontrado(await bloquear(tx, id_corte), m.noExiste);
  if (corte.fecha_eliminacion !== null) throw new HttpError(404, m.noExiste);
  return corte;
}

/** Money as the messages show it: "$1,234.50". */
export const pesos = (n: number) =>
  `$${n.toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Runs a corte's insert or update; the trigger's refusal of a difference beyond the tolerance without a reason
 * (drizzle/0016, the tolerance in its DETAIL) becomes the 400 on `motivo`, and the transaction rolls back.
 */
export async function conMotivo<T>(trabajo: Promise<T>): Promise<T> {
  try {
    return await trabajo;
  } catch (err) {
    if (pgCode(err) === PG.checkViolation) {
      const e =
        (err as { cause?: { detail?: string; constraint?: string } }).cause ?? (err as { detail?: string });
      const detalle = (e as { detail?: string }).detail;
      if (detalle !== undefined && /^\d+(\.\d+)?$/.test(detalle)) {
        throw invalido('motivo', m.motivoRequerido(pesos(Number(detalle))));
      }
    }
    throw err;
  }
}

/** The corte's own fields from a new corte's or an edit's body. */
export const datosDe = (
  b: {
    lectura: number;
    lectura_final_anterior?: number | null | undefined;
    efectivo: Record<string, number>;
    motivo?: MotivoDiferencia | null | undefined;
    motivo_texto: string | null;
    precio_litro_nuevo?: number | null | undefined;
    notas: string | null;
  },
  fecha: Date,
): CorteDatos => ({
  fecha,
  lectura: b.lectura,
  lectura_final_anterior: b.lectura_final_anterior ?? null,
  efectivo: b.efectivo,
  motivo: b.motivo ?? null,
  motivo_texto: b.motivo_texto,
  precio_litro_nuevo: b.precio_litro_nuevo ?? null,
  notas: b.notas,
});

/** The readings' rules, the same for a new corte and an edit of the last one. */
export function comprobarLecturas(
  d: { lectura: number; lectura_final_anterior: number | null; motivo: MotivoDiferencia | null },
  lectura_anterior: number,
) {
  const reemplazo = d.motivo === 'CONTADOR_REEMPLAZADO';
  if (!reemplazo && d.lectura < lectura_anterior) throw invalido('lectura', m.lecturaMenor(lectura_anterior));
  if (d.lectura_final_anterior !== null) {
    if (!reemplazo) throw invalido('lectura_final_anterior', m.lecturaFinalSinReemplazo);
    if (d.lectura_final_anterior < lectura_anterior) {
      throw invalido('lectura_final_anterior', m.lecturaFinalMenor(lectura_anterior));
    }
  }
}

/**
 * A POR_CORTE corte's water sale follows its liters (contract §8): created when there are liters, updated as they
 * change, deleted when none are left. Recorded at the corte's time, by the collector, with the water-by-liter
 * product and the VENTA category; no stock moves.
 */
export async function sincronizarVenta(
  tx: Tx,
  corte: { id_corte: number; id_maquina: number; id_colector: number; id_venta_maquina: number | null },
  f: { litros: number; precio_litro: number; fecha: Date },
) {
  const descripcion = `Corte #${corte.id_corte}`;
  const venta = corte.id_venta_maquina ? await ventas.bloquearVenta(tx, corte.id_venta_maquina) : undefined;
  const activa = venta && venta.fecha_eliminacion === null ? venta : undefined;
  if (f.litros <= 0) {
    if (activa) await ventas.marcarEliminada(tx, activa.id_venta_maquina, true);
    return;
  }
  if (activa) {
    await ventas.editar(tx, activa.id_venta_maquina, {
      cantidad: f.litros,
      precio_unitario: f.precio_litro,
      fecha_transaccion: f.fecha,
      descripcion,
    });
    return;
  }
  const id_producto = await productoAgua(tx);
  if (id_producto === undefined) throw conflicto(m.sinProductoAgua);
  const id_categoria_transaccion = await categoriaVenta(tx);
  if (id_categoria_transaccion === undefined) throw conflicto(m.sinCategoriaVenta);
  const nueva = await ventas.crear(tx, {
    id_maquina: corte.id_maquina,
    id_producto,
    cantidad: f.litros,
    precio_unitario: f.precio_litro,
    id_categoria_transaccion,
    descripcion,
    fecha_transaccion: f.fecha,
    id_usuario: corte.id_colector,
  });
  await actualizar(tx, corte.id_corte, { id_venta_maquina: nueva?.id_venta_maquina ?? null });
}

/**
 * Only an ADMIN sets a new price per liter on a corte (issue 43; contract §8: a price changes only at a corte).
 * Anyone else gets a 403, as for naming another collector, rather than a 400 on the field: the value is valid, the
 * caller may not set it. `actual` is the corte's own on an edit, so sending it back unchanged passes.
 */
export function comprobarPrecioNuevo(esAdmin: boolean, nuevo: number | null, actual: number | null = null) {
  if (!esAdmin && nuevo !== actual) throw new HttpError(403, m.soloAdminPrecioNuevo);
}

/** The collector an ADMIN names: an active user who has the machine, or an ADMIN. */
async function comprobarColector(db: DbOrTx, id_colector: number, id_maquina: number) {
  const { rows } = (await db.execute(
    sql`select 1 from usuarios u join roles r on r.id_rol = u.id_rol
        where u.id_usuario = ${id_colector} and u.activo = 1 and u.fecha_eliminacion is null
          and (r.rol = ${ROL_ADMIN} or exists (select 1 from usuario_maquina um
                                               where um.id_usuario = u.id_usuario and um.id_maquina = ${id_maquina}))`,
  )) as unknown as { rows: unknown[] };
  if (rows.length === 0) throw invalido('id_colector', m.colectorNoExiste);
}

/** A date as the messages show it, in the business time zone: "02/03/2026, 15:00". */
export const fechaLeida = (d: Date, tz: string) =>
  d.toLocaleString('es-MX', {
    timeZone: tz,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

/** Who records: the signed-in user, whether ADMIN, the machines they see (undefined: all) and the business zone. */
export type Registrador = {
  id_usuario: number;
  esAdmin: boolean;
  visibles: number[] | undefined;
  tz: string;
};

/**
 * Records a new corte in `tx` (a transaction that names the user, for the bitácora) and returns its id; the same
 * `clave` again returns the first corte's id, in contract §9's order for client keys: a machine the user no longer
 * reaches answers 404 (the key answers nothing then, so a machine taken away keeps its cortes to itself), a key
 * bound by another user or to another machine 409, otherwise the first corte.
 */
export async function registrarCorte(tx: Tx, b: z.output<typeof CorteNuevoSchema>, quien: Registrador) {
  const yo = quien.id_usuario;
  encontrado(await buscarMaquina(tx, b.id_maquina, quien.visibles), c.maquinaNoExiste);
  await esperarClave(tx, b.clave);
  const previo = await porClave(tx, b.clave);
  if (previo) {
    if (previo.id_usuario !== yo || previo.id_maquina !== b.id_maquina) throw conflicto(m.claveInvalida);
    return previo.id_corte;
  }
  const maquina = encontrado(await bloquearMaquina(tx, b.id_maquina), c.maquinaNoExiste);
  const id_colector = b.id_colector ?? yo;
  if (id_colector !== yo) {
    if (!quien.esAdmin) throw new HttpError(403, m.soloAdminOtroColector);
    await comprobarColector(tx, id_colector, b.id_maquina);
  }
  comprobarPrecioNuevo(quien.esAdmin, b.precio_litro_nuevo ?? null);
  const fecha = b.fecha ? new Date(b.fecha) : new Date();
  const ultimo = await ultimoActivo(tx, b.id_maquina, fecha);
  if (ultimo?.no_posterior) throw invalido('fecha', m.fechaAnterior(fechaLeida(ultimo.fecha, quien.tz)));
  // Without a starting reading (decision 023, addendum of 2026-11-28) a POR_CORTE machine cannot be charged for its
  // liters, so its first corte waits for one; a POR_VENTA machine's first corte takes its own reading as the base.
  const lectura_base = !ultimo && maquina.lectura_inicial === null;
  if (lectura_base && maquina.modo_venta === 'POR_CORTE') throw conflicto(m.sinLecturaInicial);
  // The price an ADMIN set for the next corte (decision 041) is recorded on this one, unless an ADMIN names another
  // here; either way it no longer waits.
  const datos = datosDe(
    { ...b, precio_litro_nuevo: b.precio_litro_nuevo ?? maquina.precio_litro_siguiente },
    fecha,
  );
  const lectura_anterior = ultimo?.lectura ?? maquina.lectura_inicial ?? datos.lectura;
  const precio_litro = ultimo?.precio ?? maquina.precio_litro_inicial;
  comprobarLecturas(datos, lectura_anterior);
  if (precio_litro === null) throw conflicto(m.sinPrecioLitro);
  const corte = await conMotivo(
    crear(tx, {
      ...datos,
      clave: b.clave,
      id_maquina: b.id_maquina,
      modo_venta: maquina.modo_venta,
      id_colector,
      id_usuario: yo,
      fecha_anterior: ultimo?.fecha ?? null,
      lectura_anterior,
      lectura_base,
      precio_litro,
    }),
  );
  if (maquina.precio_litro_siguiente !== null) await fijarPrecioSiguiente(tx, b.id_maquina, null);
  if (maquina.modo_venta === 'POR_CORTE') {
    await sincronizarVenta(
      tx,
      { ...corte, id_maquina: b.id_maquina, id_colector, id_venta_maquina: null },
      { ...corte, fecha },
    );
  }
  return corte.id_corte;
}
