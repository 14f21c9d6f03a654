// Queries of machine care (issue 19): the sanitary record's entries with their judgement and attachments, the
// consumables with their wear, the sanitary tasks with their next day. The rules come from reglas.ts.
import type {
  ConsumibleFila,
  ORDEN_REGISTROS,
  PuntoLectura,
  Rangos,
  RegistroNuevoSchema,
  TareaFila,
  TipoAdjunto,
  TipoRegistro,
  TipoTarea,
  ValorLectura,
} from '@aguavend/contract/sanitario';
import { type AnyColumn, and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { type DefLista, listaDe, textoDe } from '../../db/listas.ts';
import {
  adjuntosSanitarios,
  consumibles,
  maquinas,
  registrosSanitarios,
  tareasSanitarias,
} from '../../db/schema/index.ts';
import { fueraDeRango, rangos, usoConsumible, usoTarea } from './reglas.ts';

const R = 'registros_sanitarios';

/** An entry's attachments, without their bytes. */
const adjuntosDe = sql<
  { id_adjunto: number; nombre: string; tipo_mime: TipoAdjunto; tamano: number }[]
>`coalesce((select json_agg(json_build_object('id_adjunto', a.id_adjunto, 'nombre', a.nombre,
    'tipo_mime', a.tipo_mime, 'tamano', a.tamano) order by a.id_adjunto)
  from adjuntos_sanitarios a where a.id_registro = ${registrosSanitarios.id_registro}), '[]'::json)`;

const conNombres = (db: DbOrTx) =>
  db
    .select({
      id_registro: registrosSanitarios.id_registro,
      id_maquina: registrosSanitarios.id_maquina,
      maquina: maquinas.nombre,
      tipo: registrosSanitarios.tipo,
      fecha: registrosSanitarios.fecha,
      responsable: registrosSanitarios.responsable,
      sustancia: registrosSanitarios.sustancia,
      concentracion: registrosSanitarios.concentracion,
      punto: registrosSanitarios.punto,
      cloro: registrosSanitarios.cloro,
      ph: registrosSanitarios.ph,
      sdt: registrosSanitarios.sdt,
      laboratorio: registrosSanitarios.laboratorio,
      resultado: registrosSanitarios.resultado,
      id_consumible: registrosSanitarios.id_consumible,
      consumible: consumibles.nombre,
      lectura_medidor: registrosSanitarios.lectura_medidor,
      notas: registrosSanitarios.notas,
      fuera: sql<ValorLectura[]>`${fueraDeRango(R)}`,
      adjuntos: adjuntosDe,
    })
    .from(registrosSanitarios)
    .innerJoin(maquinas, eq(maquinas.id_maquina, registrosSanitarios.id_maquina))
    .leftJoin(consumibles, eq(consumibles.id_consumible, registrosSanitarios.id_consumible));

export type RegistroLeido = Awaited<ReturnType<ReturnType<typeof conNombres>['execute']>>[number] & {
  adjuntos: { id_adjunto: number; nombre: string; tipo_mime: TipoAdjunto; tamano: number }[];
};

/** A day column between `desde` and `hasta` (or on `fecha`): an entry's date is a day, not an instant. */
const enDias = (p: Record<string, unknown>) => {
  const desde = (p.fecha ?? p.desde) as string | undefined;
  const hasta = (p.fecha ?? p.hasta) as string | undefined;
  return [
    desde ? sql`${registrosSanitarios.fecha} >= ${desde}::date` : undefined,
    hasta ? sql`${registrosSanitarios.fecha} <= ${hasta}::date` : undefined,
  ];
};

/** The sanitary record's list: by machine, kind and days; search in the texts and the machine's name. */
export const LISTA: DefLista = {
  maquina: registrosSanitarios.id_maquina,
  eliminacion: registrosSanitarios.fecha_eliminacion,
  filtros: (p) => [
    // A non-ADMIN caller's machines (the route sets `maquinas`; absent, every machine).
    Array.isArray(p.maquinas) ? inArray(registrosSanitarios.id_maquina, p.maquinas as number[]) : undefined,
    typeof p.tipo === 'string' ? eq(registrosSanitarios.tipo, p.tipo as TipoRegistro) : undefined,
    ...enDias(p),
  ],
  texto: [
    registrosSanitarios.responsable,
    registrosSanitarios.sustancia,
    registrosSanitarios.concentracion,
    registrosSanitarios.laboratorio,
    registrosSanitarios.notas,
    textoDe(registrosSanitarios.id_maquina, maquinas.id_maquina, maquinas.nombre),
  ],
  orden: {
    fecha: registrosSanitarios.fecha,
    id_registro: registrosSanitarios.id_registro,
    tipo: registrosSanitarios.tipo,
  } satisfies Record<(typeof ORDEN_REGISTROS)[number], AnyColumn>,
  porOmision: '-fecha',
  clave: 'id_registro',
  sumas: [],
  tabla: registrosSanitarios,
};

export const consultaLista = (db: DbOrTx) => (donde: SQL | undefined) =>
  conNombres(db).where(donde).$dynamic();
export const listar = listaDe(LISTA, consultaLista);

/** One live entry, with its judgement and attachments. */
export async function buscar(db: DbOrTx, id_registro: number) {
  const [f] = await conNombres(db).where(
    and(eq(registrosSanitarios.id_registro, id_registro), isNull(registrosSanitarios.fecha_eliminacion)),
  );
  return f as RegistroLeido | undefined;
}

/** Every live entry of a machine from `desde` to `hasta`, oldest first (the expediente). */
export async function delPeriodo(db: DbOrTx, id_maquina: number, desde: string, hasta: string) {
  const filas = await conNombres(db)
    .where(
      and(
        eq(registrosSanitarios.id_maquina, id_maquina),
        isNull(registrosSanitarios.fecha_eliminacion),
        sql`${registrosSanitarios.fecha} between ${desde}::date and ${hasta}::date`,
      ),
    )
    .orderBy(asc(registrosSanitarios.fecha), asc(registrosSanitarios.id_registro));
  return filas as RegistroLeido[];
}

/** The columns an entry keeps: only its kind's own (contract: other kinds' fields are accepted and not kept). */
/** An entry's body as the contract reads it (its kind's fields and the others'). */
export type DatosRegistro = z.output<typeof RegistroNuevoSchema>;

export function columnasDe(d: DatosRegistro): DatosRegistro {
  const es = (t: TipoRegistro) => d.tipo === t;
  return {
    id_maquina: d.id_maquina,
    tipo: d.tipo,
    fecha: d.fecha,
    responsable: d.responsable,
    sustancia: es('LIMPIEZA') ? d.sustancia : null,
    concentracion: es('LIMPIEZA') ? d.concentracion : null,
    punto: es('LECTURA') ? d.punto : null,
    cloro: es('LECTURA') ? d.cloro : null,
    ph: es('LECTURA') ? d.ph : null,
    sdt: es('LECTURA') ? d.sdt : null,
    laboratorio: es('ANALISIS') ? d.laboratorio : null,
    resultado: es('ANALISIS') ? d.resultado : null,
    id_consumible: es('REEMPLAZO') ? d.id_consumible : null,
    lectura_medidor: es('REEMPLAZO') ? d.lectura_medidor : null,
    notas: d.notas,
  };
}

export async function crear(db: DbOrTx, d: DatosRegistro & { id_usuario: number }) {
  const [f] = await db
    .insert(registrosSanitarios)
    .values(d)
    .returning({ id_registro: registrosSanitarios.id_registro });
  if (!f) throw new Error('insert sin fila');
  return f.id_registro;
}

export async function editar(db: DbOrTx, id_registro: number, d: DatosRegistro) {
  await db.update(registrosSanitarios).set(d).where(eq(registrosSanitarios.id_registro, id_registro));
}

export async function eliminar(db: DbOrTx, id_registro: number) {
  await db
    .update(registrosSanitarios)
    .set({ fecha_eliminacion: sql`now()` })
    .where(eq(registrosSanitarios.id_registro, id_registro));
}

/** An entry's row locked for a change (deleted ones too: the caller answers 404 for them). */
export async function bloquear(db: DbOrTx, id_registro: number) {
  const [f] = await db
    .select()
    .from(registrosSanitarios)
    .where(eq(registrosSanitarios.id_registro, id_registro))
    .for('update');
  return f;
}

// ---- consumables ----

/** Consumables with their wear, restricted by `donde` (on `k`), by name. */
async function consumiblesConUso(db: DbOrTx, donde: SQL, tz: string) {
  const { rows } = (await db.execute(sql`
    select k.id_consumible, k.id_maquina, k.nombre, k.vida_litros, k.vida_dias, k.instalado::text as instalado,
           k.lectura_instalacion, uso.dias_usados, uso.litros_usados, uso.porcentaje, uso.vencido
    from consumibles k cross join lateral ${usoConsumible('k', tz)} uso
    where k.fecha_eliminacion is null and ${donde}
    order by k.nombre, k.id_consumible`)) as unknown as { rows: ConsumibleFila[] };
  return rows;
}

/** A machine's live consumables with their wear, by name. */
export const consumiblesDe = (db: DbOrTx, id_maquina: number, tz: string) =>
  consumiblesConUso(db, sql`k.id_maquina = ${id_maquina}`, tz);

export async function buscarConsumible(db: DbOrTx, id_consumible: number, tz: string) {
  return (await consumiblesConUso(db, sql`k.id_consumible = ${id_consumible}`, tz))[0];
}

export async function bloquearConsumible(db: DbOrTx, id_consumible: number) {
  const [f] = await db
    .select()
    .from(consumibles)
    .where(eq(consumibles.id_consumible, id_consumible))
    .for('update');
  return f;
}

export type DatosConsumible = {
  id_maquina: number;
  nombre: string;
  vida_litros: number | null;
  vida_dias: number | null;
  instalado: string;
  lectura_instalacion: number;
};

export async function crearConsumible(db: DbOrTx, d: DatosConsumible & { id_usuario: number }) {
  const [f] = await db.insert(consumibles).values(d).returning({ id_consumible: consumibles.id_consumible });
  if (!f) throw new Error('insert sin fila');
  return f.id_consumible;
}

export async function editarConsumible(
  db: DbOrTx,
  id_consumible: number,
  d: Partial<DatosConsumible> & { fecha_eliminacion?: SQL },
) {
  await db.update(consumibles).set(d).where(eq(consumibles.id_consumible, id_consumible));
}

/**
 * A part replaced re-installs its consumable: installed on the entry's day at the entry's meter reading (0 when not
 * read). An entry older than the current installation (recorded late) does not move it back.
 */
export async function reinstalar(db: DbOrTx, id_consumible: number, fecha: string, lectura: number | null) {
  await db
    .update(consumibles)
    .set({ instalado: fecha, lectura_instalacion: lectura ?? 0 })
    .where(
      and(eq(consumibles.id_consumible, id_consumible), sql`${consumibles.instalado} <= ${fecha}::date`),
    );
}

// ---- sanitary tasks ----

/** Tasks with their last and next day, restricted by `donde` (on `t`), soonest due first. */
async function tareasConUso(db: DbOrTx, donde: SQL, tz: string) {
  const { rows } = (await db.execute(sql`
    select t.id_tarea, t.id_maquina, t.tipo, t.frecuencia_dias, t.desde::text as desde,
           uso.ultima::text as ultima, uso.proxima::text as proxima, uso.vencida
    from tareas_sanitarias t cross join lateral ${usoTarea('t', tz)} uso
    where t.fecha_eliminacion is null and ${donde}
    order by uso.proxima, t.id_tarea`)) as unknown as { rows: TareaFila[] };
  return rows;
}

/** A machine's live tasks with their last and next day, soonest due first. */
export const tareasDe = (db: DbOrTx, id_maquina: number, tz: string) =>
  tareasConUso(db, sql`t.id_maquina = ${id_maquina}`, tz);

export async function buscarTarea(db: DbOrTx, id_tarea: number, tz: string) {
  return (await tareasConUso(db, sql`t.id_tarea = ${id_tarea}`, tz))[0];
}

export async function bloquearTarea(db: DbOrTx, id_tarea: number) {
  const [f] = await db
    .select()
    .from(tareasSanitarias)
    .where(eq(tareasSanitarias.id_tarea, id_tarea))
    .for('update');
  return f;
}

export type DatosTarea = { id_maquina: number; tipo: TipoTarea; frecuencia_dias: number; desde: string };

export async function crearTarea(db: DbOrTx, d: DatosTarea & { id_usuario: number }) {
  const [f] = await db.insert(tareasSanitarias).values(d).returning({ id_tarea: tareasSanitarias.id_tarea });
  if (!f) throw new Error('insert sin fila');
  return f.id_tarea;
}

export async function editarTarea(
  db: DbOrTx,
  id_tarea: number,
  d: Partial<DatosTarea> & { fecha_eliminacion?: SQL },
) {
  await db.update(tareasSanitarias).set(d).where(eq(tareasSanitarias.id_tarea, id_tarea));
}

// ---- a machine's care ----

/** The latest live reading at each point of a machine, with its judgement. */
export async function lecturasUltimas(db: DbOrTx, id_maquina: number) {
  const { rows } = (await db.execute(sql`
    select distinct on (r.punto) r.id_registro, r.punto, r.fecha::text as fecha,
           r.cloro::float8 as cloro, r.ph::float8 as ph, r.sdt::float8 as sdt, ${fueraDeRango('r')} as fuera
    from registros_sanitarios r
    where r.id_maquina = ${id_maquina} and r.tipo = 'LECTURA' and r.fecha_eliminacion is null
    order by r.punto, r.fecha desc, r.id_registro desc`)) as unknown as {
    rows: {
      id_registro: number;
      punto: PuntoLectura;
      fecha: string;
      cloro: number | null;
      ph: number | null;
      sdt: number | null;
      fuera: ValorLectura[];
    }[];
  };
  return rows;
}

/** The ranges in force (settings with the contract's defaults). */
export async function rangosVigentes(db: DbOrTx): Promise<Rangos> {
  const { rows } = (await db.execute(sql`select ${rangos} as rangos`)) as unknown as {
    rows: { rangos: Rangos | string }[];
  };
  const r = rows[0]?.rangos;
  return (typeof r === 'string' ? JSON.parse(r) : r) as Rangos;
}

/** The machine's name, the store where it stands now and that address on one line. */
export async function dondeEsta(db: DbOrTx, id_maquina: number) {
  const { rows } = (await db.execute(sql`
    select m.nombre as maquina, t.nombre_comercial as tienda,
      concat_ws(', ', d.calle || ' ' || d.numero_ext || coalesce(' int ' || nullif(d.numero_int, ''), ''),
        nullif(d.colonia, ''), nullif(d.municipio, ''), nullif(d.estado, '')) as domicilio
    from maquinas m
    left join ubicaciones u on u.id_maquina = m.id_maquina and u.hasta is null
    left join tiendas t on t.id_tienda = u.id_tienda
    left join domicilios d on d.id_domicilio = u.id_domicilio
    where m.id_maquina = ${id_maquina}`)) as unknown as {
    rows: { maquina: string; tienda: string | null; domicilio: string | null }[];
  };
  const f = rows[0];
  return f ? { ...f, domicilio: f.tienda ? f.domicilio : null } : undefined;
}

// ---- attachments ----

export async function crearAdjunto(
  db: DbOrTx,
  d: {
    id_registro: number;
    nombre: string;
    tipo_mime: 'application/pdf' | 'image/jpeg' | 'image/png';
    tamano: number;
    datos: Uint8Array;
    id_usuario: number;
  },
) {
  const [f] = await db.insert(adjuntosSanitarios).values(d).returning({
    id_adjunto: adjuntosSanitarios.id_adjunto,
    id_registro: adjuntosSanitarios.id_registro,
    nombre: adjuntosSanitarios.nombre,
    tipo_mime: adjuntosSanitarios.tipo_mime,
    tamano: adjuntosSanitarios.tamano,
  });
  if (!f) throw new Error('insert sin fila');
  return f;
}

/** Bytes of attachments kept for a machine and for all of them (a removed entry's still count: they are stored). */
export async function bytesAdjuntos(db: DbOrTx, id_maquina: number) {
  const { rows } = (await db.execute(
    sql`select coalesce(sum(a.tamano) filter (where r.id_maquina = ${id_maquina}), 0)::float8 as maquina,
               coalesce(sum(a.tamano), 0)::float8 as total
        from adjuntos_sanitarios a join registros_sanitarios r on r.id_registro = a.id_registro`,
  )) as unknown as { rows: { maquina: number; total: number }[] };
  return rows[0] ?? { maquina: 0, total: 0 };
}

/** An attachment without its bytes, with its entry's machine; only of a live entry. */
export async function buscarAdjunto(db: DbOrTx, id_adjunto: number) {
  const [f] = await db
    .select({
      id_adjunto: adjuntosSanitarios.id_adjunto,
      id_registro: adjuntosSanitarios.id_registro,
      nombre: adjuntosSanitarios.nombre,
      tipo_mime: adjuntosSanitarios.tipo_mime,
      tamano: adjuntosSanitarios.tamano,
      id_maquina: registrosSanitarios.id_maquina,
    })
    .from(adjuntosSanitarios)
    .innerJoin(registrosSanitarios, eq(registrosSanitarios.id_registro, adjuntosSanitarios.id_registro))
    .where(and(eq(adjuntosSanitarios.id_adjunto, id_adjunto), isNull(registrosSanitarios.fecha_eliminacion)));
  return f;
}

export async function eliminarAdjunto(db: DbOrTx, id_adjunto: number) {
  await db.delete(adjuntosSanitarios).where(eq(adjuntosSanitarios.id_adjunto, id_adjunto));
}

/**
 * An attachment's bytes for a download link's user: only while that user may still see its machine (an ADMIN, or
 * one the machine is assigned to) and its entry is live; undefined otherwise.
 */
export async function adjuntoParaUsuario(db: DbOrTx, id_adjunto: number, id_usuario: number) {
  const [f] = await db
    .select({
      nombre: adjuntosSanitarios.nombre,
      tipo_mime: adjuntosSanitarios.tipo_mime,
      datos: adjuntosSanitarios.datos,
    })
    .from(adjuntosSanitarios)
    .innerJoin(registrosSanitarios, eq(registrosSanitarios.id_registro, adjuntosSanitarios.id_registro))
    .where(
      and(
        eq(adjuntosSanitarios.id_adjunto, id_adjunto),
        isNull(registrosSanitarios.fecha_eliminacion),
        sql`(exists (select 1 from usuarios u join roles ro on ro.id_rol = u.id_rol
                     where u.id_usuario = ${id_usuario} and ro.rol = 'ADMIN')
             or exists (select 1 from usuario_maquina um
                        where um.id_usuario = ${id_usuario} and um.id_maquina = ${registrosSanitarios.id_maquina}))`,
      ),
    );
  return f;
}
