// Alerts (issue 19, contract §7–8): the server raises them from the data (stock under its minimum, a machine without
// sales or cortes, a corte out of tolerance, a consumable worn out, a reading out of range, a sanitary task overdue)
// and closes them when they stop being true. The bell shows the open ones the user sees; the Alertas screen, the
// history. Each alert keeps in `detalle` the figures its message shows, as they were when it opened.
import { z } from 'zod';
import { alUsar } from './al-usar.ts';
import { id, listaParams, rangoOrdenado, SinCuerpoSchema } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.alertas;

export const TIPOS_ALERTA = [
  'STOCK_BAJO',
  'SIN_VENTA',
  'SIN_CORTE',
  'CORTE_DIFERENCIA',
  'CONSUMIBLE',
  'LECTURA_FUERA',
  'TAREA_VENCIDA',
] as const;
export type TipoAlerta = (typeof TIPOS_ALERTA)[number];

export const ESTADOS_ALERTA = ['ABIERTA', 'CERRADA'] as const;
export type EstadoAlerta = (typeof ESTADOS_ALERTA)[number];

/** How many open alerts the bell lists (its count covers them all). */
export const ALERTAS_EN_CAMPANA = 20;

/**
 * The bell counts unread alerts up to this many and no further ("99+"): past it the figure tells nobody more, and
 * counting stops early instead of visiting every open alert on each call (the bell's budget, issue 19).
 */
export const NO_LEIDAS_TOPE = 100;

/** One alert as the bell and the Alertas screen show it. */
export const AlertaFilaSchema = z.object({
  id_alerta: z.number(),
  tipo: z.enum(TIPOS_ALERTA),
  /** In Spanish, composed by the server (`mensajeAlerta`). */
  mensaje: z.string(),
  /** The web path of the screen that resolves it. */
  enlace: z.string(),
  id_maquina: z.number().nullable(),
  maquina: z.string().nullable(),
  id_producto: z.number().nullable(),
  producto: z.string().nullable(),
  abierta: z.date(),
  /**
   * When the condition began (issue 43): the last sale or corte of a silent machine, the corte out of tolerance, the
   * reading's day, the day after a task fell due; `abierta` where the data cannot tell (stock, wear by liters).
   */
  inicio: z.date(),
  /** Null while the condition holds. */
  cerrada: z.date().nullable(),
  /** Whether the signed-in user marked it read. */
  leida: z.boolean(),
});
export type AlertaFila = z.infer<typeof AlertaFilaSchema>;

/**
 * POST /alertas/campana {}: the unread count of the open alerts the user sees — the call every open panel repeats
 * every minute, so it answers one number. The alerts themselves come from POST /alertas/recientes when the bell is
 * opened.
 */
export const CampanaSchema = SinCuerpoSchema;
export const CampanaFilaSchema = z.object({
  /** At most NO_LEIDAS_TOPE: that figure means "more than 99". */
  no_leidas: z.number(),
});
/** POST /alertas/recientes {}: the newest open alerts the user sees (at most ALERTAS_EN_CAMPANA). */
export const RecientesSchema = SinCuerpoSchema;
export type Campana = z.infer<typeof CampanaFilaSchema>;

/** POST /alertas/leer: marks one alert read for the signed-in user; answers the alert. */
export const LeerAlertaSchema = z.object({ id_alerta: id() });
export type LeerAlerta = z.input<typeof LeerAlertaSchema>;
/** POST /alertas/leer-todas {}: marks read every open alert the user sees; answers `{ leidas }`, how many it marked. */
export const LeerTodasSchema = SinCuerpoSchema;
export const LeerTodasFilaSchema = z.object({ leidas: z.number() });

/** The fields the Alertas list sorts by (the newest first by default). */
export const ORDEN_ALERTAS = ['abierta', 'id_alerta', 'tipo'] as const;

/** POST /alertas: the history; `desde`/`hasta` filter by the day an alert opened. */
export const AlertasListaSchema = z
  .object({
    tipo: z.enum(TIPOS_ALERTA, { error: m.tipoInvalido }).optional(),
    id_maquina: id().optional(),
    estado: z.enum(ESTADOS_ALERTA, { error: m.estadoInvalido }).optional(),
    ...listaParams(ORDEN_ALERTAS),
  })
  .superRefine(rangoOrdenado);
export type AlertasLista = z.input<typeof AlertasListaSchema>;

/**
 * The figures each type keeps (`alertas.detalle`). Days are `YYYY-MM-DD` in the business time zone; `diferencia` is
 * counted minus expected (negative: a faltante).
 */
export type DetalleAlerta = {
  STOCK_BAJO: { stock: number; minimo: number };
  SIN_VENTA: { desde: string };
  SIN_CORTE: { desde: string };
  CORTE_DIFERENCIA: { id_corte: number; diferencia: number };
  CONSUMIBLE: { consumible: string; porcentaje: number };
  LECTURA_FUERA: {
    id_registro: number;
    punto: 'ENTRADA' | 'PRODUCTO';
    fecha: string;
    cloro?: number | null;
    ph?: number | null;
    sdt?: number | null;
  };
  TAREA_VENCIDA: { tarea: 'LIMPIEZA' | 'LECTURA' | 'ANALISIS'; proxima: string };
};

/** `YYYY-MM-DD` as dd/mm/aaaa. */
export const diaCorto = (d: string) => d.split('-').reverse().join('/');

// One formatter each, made once (on first use): toLocaleString with options builds a new one on every call, and the
// bell composes twenty messages per call.
const PESOS = alUsar(
  () =>
    new Intl.NumberFormat('es-MX', {
      style: 'currency',
      currency: 'MXN',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);
const pesos = (v: number) => PESOS().format(v);

const NUMERO = alUsar(() => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 }));
const numero = (v: number) => NUMERO().format(v);

/**
 * A machine's name as the messages say it after "la máquina": without a leading "Máquina" of its own, so "Máquina
 * Centro" reads "la máquina Centro", not "la máquina Máquina Centro".
 */
export const nombreEnMensaje = (maquina: string) => maquina.replace(/^m[aá]quina\s+/i, '');

/** An alert's Spanish message from its type, its figures and the current names of its machine and product. */
export function mensajeAlerta(
  tipo: TipoAlerta,
  detalle: unknown,
  nombres: { maquina: string | null; producto: string | null },
): string {
  const maquina = nombreEnMensaje(nombres.maquina ?? '');
  switch (tipo) {
    case 'STOCK_BAJO': {
      const d = detalle as DetalleAlerta['STOCK_BAJO'];
      return m.stockBajo(nombres.producto ?? '', d.stock, d.minimo);
    }
    case 'SIN_VENTA':
      return m.sinVenta(maquina, diaCorto((detalle as DetalleAlerta['SIN_VENTA']).desde));
    case 'SIN_CORTE':
      return m.sinCorte(maquina, diaCorto((detalle as DetalleAlerta['SIN_CORTE']).desde));
    case 'CORTE_DIFERENCIA': {
      const d = detalle as DetalleAlerta['CORTE_DIFERENCIA'];
      return m.corteDiferencia(d.id_corte, maquina, d.diferencia < 0, pesos(Math.abs(d.diferencia)));
    }
    case 'CONSUMIBLE': {
      const d = detalle as DetalleAlerta['CONSUMIBLE'];
      return m.consumible(d.consumible, maquina, d.porcentaje);
    }
    case 'LECTURA_FUERA': {
      const d = detalle as DetalleAlerta['LECTURA_FUERA'];
      const valores = (['cloro', 'ph', 'sdt'] as const)
        .filter((k) => d[k] !== undefined && d[k] !== null)
        .map((k) => m.valores[k](numero(d[k] as number)))
        .join(', ');
      return m.lecturaFuera(maquina, m.puntos[d.punto], valores);
    }
    case 'TAREA_VENCIDA': {
      const d = detalle as DetalleAlerta['TAREA_VENCIDA'];
      return m.tareaVencida(m.tareas[d.tarea], maquina, diaCorto(d.proxima));
    }
  }
}
