// Machine care (issue 19, docs/decisions/027): the sanitary record a health inspector (Coepris) may ask for —
// cleanings, water-quality readings judged against their point's ranges (contract §8), laboratory analyses with their
// attached reports, parts replaced — with the consumables worn by days and liters and the sanitary tasks due every
// so many days. The rules (a reading's judgement, a consumable's use, a task's next day) live in one place, on the
// server (apps/server/src/modules/sanitario/reglas.ts); the rows below carry their results.
import { z } from 'zod';
import {
  cadena,
  dia,
  entero,
  id,
  idElegido,
  listaParams,
  rangoOrdenado,
  texto,
  textoMultilineaOpcional,
  textoOpcional,
} from './common.ts';
import { lectura } from './cortes.ts';
import { mensajes } from './messages.ts';

const m = mensajes.sanitario;

/** The kinds of entry: cleaning and sanitization, water-quality reading, laboratory analysis, part replaced. */
export const TIPOS_REGISTRO = ['LIMPIEZA', 'LECTURA', 'ANALISIS', 'REEMPLAZO'] as const;
export type TipoRegistro = (typeof TIPOS_REGISTRO)[number];
/** The kinds a sanitary task asks for every so many days (a part is replaced when its consumable says so). */
export const TIPOS_TAREA = ['LIMPIEZA', 'LECTURA', 'ANALISIS'] as const;
export type TipoTarea = (typeof TIPOS_TAREA)[number];
/** Where a reading was taken: the water coming in, or the purified water sold. */
export const PUNTOS_LECTURA = ['ENTRADA', 'PRODUCTO'] as const;
export type PuntoLectura = (typeof PUNTOS_LECTURA)[number];
export const RESULTADOS_ANALISIS = ['CONFORME', 'NO_CONFORME'] as const;
export type ResultadoAnalisis = (typeof RESULTADOS_ANALISIS)[number];
/** A reading's values, as `fuera` names those out of their point's range. */
export const VALORES_LECTURA = ['cloro', 'ph', 'sdt'] as const;
export type ValorLectura = (typeof VALORES_LECTURA)[number];

/** The attachments' types, told by their content's first bytes (not by their name), and their size limit. */
export const TIPOS_ADJUNTO = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TipoAdjunto = (typeof TIPOS_ADJUNTO)[number];
export const TAMANO_MAXIMO_ADJUNTO = 5 * 1024 * 1024;

export const NOMBRES_TIPOS_REGISTRO: Record<TipoRegistro, string> = m.tipos;
export const NOMBRES_PUNTOS: Record<PuntoLectura, string> = m.puntos;
export const NOMBRES_RESULTADOS: Record<ResultadoAnalisis, string> = m.resultados;
export const NOMBRES_VALORES: Record<ValorLectura, string> = m.valores;

/** A non-negative figure with at most `decimales` decimals, up to `max` (a reading's value). */
const medida = (error: string, max: number, decimales: number) => {
  const f = 10 ** decimales;
  return z
    .number({ error })
    .min(0, { error })
    .max(max, { error })
    .refine((v) => Math.round(v * f) / f === v, { error })
    .nullish()
    .transform((v) => v ?? null);
};

const opcional = <T extends z.ZodType>(s: T) => s.nullish().transform((v) => v ?? null);

/**
 * Every field an entry may carry; which ones it needs depends on `tipo` (`porTipo` below). Fields of another kind
 * are accepted and not kept: the server stores only the kind's own columns.
 */
const camposRegistro = {
  id_maquina: idElegido(m.maquinaRequerida),
  tipo: z.enum(TIPOS_REGISTRO, { error: m.tipoInvalido }),
  /** The day it was done, in the business time zone; not in the future. */
  fecha: dia,
  responsable: texto(m.responsableRequerido, 120),
  sustancia: textoOpcional(120),
  concentracion: textoOpcional(60),
  punto: opcional(z.enum(PUNTOS_LECTURA, { error: m.puntoRequerido })),
  /** Cloro residual libre, mg/L. */
  cloro: medida(m.cloroInvalido, 100, 2),
  ph: medida(m.phInvalido, 14, 2),
  /** Sólidos disueltos totales, mg/L. */
  sdt: medida(m.sdtInvalido, 100_000, 1),
  laboratorio: textoOpcional(120),
  resultado: opcional(z.enum(RESULTADOS_ANALISIS, { error: m.resultadoRequerido })),
  id_consumible: opcional(id(m.consumibleRequerido)),
  /** The machine's meter (liters) when the part was replaced: the consumable's new installation reading. */
  lectura_medidor: opcional(lectura(m.lecturaMedidorInvalida)),
  notas: textoMultilineaOpcional(2000),
};

type Registro = {
  tipo: TipoRegistro;
  sustancia: string | null;
  concentracion: string | null;
  punto: PuntoLectura | null;
  cloro: number | null;
  ph: number | null;
  sdt: number | null;
  laboratorio: string | null;
  resultado: ResultadoAnalisis | null;
  id_consumible: number | null;
};

/** What each kind needs: a cleaning its substance and concentration, a reading its point and a value, … */
const porTipo = (r: Registro, ctx: z.RefinementCtx) => {
  const falta = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
  switch (r.tipo) {
    case 'LIMPIEZA':
      if (!r.sustancia) falta('sustancia', m.sustanciaRequerida);
      if (!r.concentracion) falta('concentracion', m.concentracionRequerida);
      break;
    case 'LECTURA':
      if (!r.punto) falta('punto', m.puntoRequerido);
      if (r.cloro === null && r.ph === null && r.sdt === null) falta('cloro', m.lecturaVacia);
      break;
    case 'ANALISIS':
      if (!r.laboratorio) falta('laboratorio', m.laboratorioRequerido);
      if (!r.resultado) falta('resultado', m.resultadoRequerido);
      break;
    case 'REEMPLAZO':
      if (!r.id_consumible) falta('id_consumible', m.consumibleRequerido);
      break;
  }
};

export const RegistroNuevoSchema = z.object(camposRegistro).superRefine(porTipo);
export type RegistroNuevo = z.input<typeof RegistroNuevoSchema>;

export const RegistroEditarSchema = z.object({ id_registro: id(), ...camposRegistro }).superRefine(porTipo);
export type RegistroEditar = z.input<typeof RegistroEditarSchema>;

export const IdRegistroSchema = z.object({ id_registro: id() });

export const ORDEN_REGISTROS = ['fecha', 'id_registro', 'tipo'] as const;

export const RegistrosListaSchema = z
  .object({
    id_maquina: id().optional(),
    tipo: z.enum(TIPOS_REGISTRO, { error: m.tipoInvalido }).optional(),
    ...listaParams(ORDEN_REGISTROS),
  })
  .superRefine(rangoOrdenado);
export type RegistrosLista = z.input<typeof RegistrosListaSchema>;

/** An attached report: its safe file name, its type (read from its content) and its size in bytes. */
export const AdjuntoFilaSchema = z.object({
  id_adjunto: z.number(),
  id_registro: z.number(),
  nombre: z.string(),
  tipo_mime: z.enum(TIPOS_ADJUNTO),
  tamano: z.number(),
});
export type AdjuntoFila = z.infer<typeof AdjuntoFilaSchema>;

/**
 * The text field of the attachment's multipart form (`/registro-sanitario/adjunto/new`): the entry it belongs to.
 * A form field arrives as text, so the id is read from its digits.
 */
export const AdjuntoNuevoSchema = z.object({
  id_registro: cadena(m.adjuntoRegistroRequerido)
    .regex(/^[1-9][0-9]{0,9}$/, { error: m.adjuntoRegistroRequerido })
    .transform(Number)
    .pipe(id(m.adjuntoRegistroRequerido)),
});
export const IdAdjuntoSchema = z.object({ id_adjunto: id() });

export const RegistroFilaSchema = z.object({
  id_registro: z.number(),
  id_maquina: z.number(),
  maquina: z.string(),
  tipo: z.enum(TIPOS_REGISTRO),
  fecha: z.string(),
  responsable: z.string(),
  sustancia: z.string().nullable(),
  concentracion: z.string().nullable(),
  punto: z.enum(PUNTOS_LECTURA).nullable(),
  cloro: z.number().nullable(),
  ph: z.number().nullable(),
  sdt: z.number().nullable(),
  laboratorio: z.string().nullable(),
  resultado: z.enum(RESULTADOS_ANALISIS).nullable(),
  id_consumible: z.number().nullable(),
  consumible: z.string().nullable(),
  lectura_medidor: z.number().nullable(),
  notas: z.string().nullable(),
  /** The reading's values out of its point's range; [] for a reading in range and for every other kind. */
  fuera: z.array(z.enum(VALORES_LECTURA)),
  adjuntos: z.array(AdjuntoFilaSchema.omit({ id_registro: true })),
});
export type RegistroFila = z.infer<typeof RegistroFilaSchema>;

/** The ranges readings are judged against (settings, contract §8): entrada at NOM-127-SSA1-2021 by default. */
export const RangosSchema = z.object({
  entrada: z.object({
    cloro_min: z.number(),
    cloro_max: z.number(),
    ph_min: z.number(),
    ph_max: z.number(),
    sdt_max: z.number(),
  }),
  producto: z.object({
    cloro_min: z.null(),
    cloro_max: z.number(),
    ph_min: z.number(),
    ph_max: z.number(),
    sdt_max: z.number(),
  }),
});
export type Rangos = z.infer<typeof RangosSchema>;

// ---- consumables ----

const camposConsumible = {
  id_maquina: idElegido(m.maquinaRequerida),
  nombre: texto(m.nombreConsumibleRequerido, 80),
  vida_litros: opcional(
    entero(m.vidaLitrosInvalida).min(1, { error: m.vidaLitrosInvalida }).max(2_000_000_000, {
      error: m.vidaLitrosInvalida,
    }),
  ),
  vida_dias: opcional(
    entero(m.vidaDiasInvalida).min(1, { error: m.vidaDiasInvalida }).max(3660, { error: m.vidaDiasInvalida }),
  ),
  /** The day it was installed, in the business time zone; not in the future. */
  instalado: dia,
  /** The machine's meter (liters) then; absent, 0: every liter of the cortes from that day on counts. */
  lectura_instalacion: opcional(lectura(m.lecturaMedidorInvalida)),
};

const conVida = (c: { vida_litros: number | null; vida_dias: number | null }, ctx: z.RefinementCtx) => {
  if (c.vida_litros === null && c.vida_dias === null)
    ctx.addIssue({ code: 'custom', path: ['vida_litros'], message: m.vidaRequerida });
};

export const ConsumibleNuevoSchema = z.object(camposConsumible).superRefine(conVida);
export type ConsumibleNuevo = z.input<typeof ConsumibleNuevoSchema>;
export const ConsumibleEditarSchema = z
  .object({ id_consumible: id(), ...camposConsumible })
  .superRefine(conVida);
export type ConsumibleEditar = z.input<typeof ConsumibleEditarSchema>;
export const IdConsumibleSchema = z.object({ id_consumible: id() });

/** A consumable with its wear: days and liters since installed, the larger share of its life (whole %), due. */
export const ConsumibleFilaSchema = z.object({
  id_consumible: z.number(),
  id_maquina: z.number(),
  nombre: z.string(),
  vida_litros: z.number().nullable(),
  vida_dias: z.number().nullable(),
  instalado: z.string(),
  lectura_instalacion: z.number(),
  dias_usados: z.number(),
  litros_usados: z.number(),
  porcentaje: z.number(),
  vencido: z.boolean(),
});
export type ConsumibleFila = z.infer<typeof ConsumibleFilaSchema>;

// ---- sanitary tasks ----

const camposTarea = {
  id_maquina: idElegido(m.maquinaRequerida),
  tipo: z.enum(TIPOS_TAREA, { error: m.tipoTareaInvalido }),
  frecuencia_dias: entero(m.frecuenciaInvalida)
    .min(1, { error: m.frecuenciaInvalida })
    .max(3660, { error: m.frecuenciaInvalida }),
  /** The day the task starts counting from. */
  desde: dia,
};
export const TareaNuevaSchema = z.object(camposTarea);
export type TareaNueva = z.input<typeof TareaNuevaSchema>;
export const TareaEditarSchema = z.object({ id_tarea: id(), ...camposTarea });
export type TareaEditar = z.input<typeof TareaEditarSchema>;
export const IdTareaSchema = z.object({ id_tarea: id() });

/** A task with its last entry of its kind since `desde` and the day it is next due (overdue before today). */
export const TareaFilaSchema = z.object({
  id_tarea: z.number(),
  id_maquina: z.number(),
  tipo: z.enum(TIPOS_TAREA),
  frecuencia_dias: z.number(),
  desde: z.string(),
  ultima: z.string().nullable(),
  proxima: z.string(),
  vencida: z.boolean(),
});
export type TareaFila = z.infer<typeof TareaFilaSchema>;

// ---- a machine's care, and its expediente ----

export const MaquinaSanitariaSchema = z.object({ id_maquina: id() });

export const LecturaUltimaSchema = z.object({
  id_registro: z.number(),
  punto: z.enum(PUNTOS_LECTURA),
  fecha: z.string(),
  cloro: z.number().nullable(),
  ph: z.number().nullable(),
  sdt: z.number().nullable(),
  fuera: z.array(z.enum(VALORES_LECTURA)),
});
export type LecturaUltima = z.infer<typeof LecturaUltimaSchema>;

export const MaquinaSanitariaFilaSchema = z.object({
  id_maquina: z.number(),
  maquina: z.string(),
  /** The store where it stands now, or null. */
  tienda: z.string().nullable(),
  consumibles: z.array(ConsumibleFilaSchema),
  tareas: z.array(TareaFilaSchema),
  /** The latest reading at each point. */
  lecturas: z.array(LecturaUltimaSchema),
  rangos: RangosSchema,
});
export type MaquinaSanitariaFila = z.infer<typeof MaquinaSanitariaFilaSchema>;

export const ExpedienteSchema = z
  .object({ id_maquina: idElegido(m.maquinaRequerida), desde: dia, hasta: dia })
  .superRefine(rangoOrdenado);
export type Expediente = z.input<typeof ExpedienteSchema>;

/** The printable expediente sanitario of a machine for a period: every entry (oldest first), tasks, consumables. */
export const ExpedienteFilaSchema = z.object({
  id_maquina: z.number(),
  maquina: z.string(),
  tienda: z.string().nullable(),
  /** The store's address on one line, or null. */
  domicilio: z.string().nullable(),
  desde: z.string(),
  hasta: z.string(),
  rangos: RangosSchema,
  registros: z.array(RegistroFilaSchema),
  tareas: z.array(TareaFilaSchema),
  consumibles: z.array(ConsumibleFilaSchema),
  generado: z.date(),
});
export type ExpedienteFila = z.infer<typeof ExpedienteFilaSchema>;
