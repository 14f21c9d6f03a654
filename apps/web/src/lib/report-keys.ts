// The query keys of the reports (Inicio's totals and charts, the Reportes tables), in one place: the report
// queries build theirs here, and every write that changes sales or expenses invalidates `all`.
export const reportesKeys = {
  all: ['reportes'] as const,
  mes: (id_maquina: number, mes: string) => [...reportesKeys.all, 'mes', id_maquina, mes] as const,
  anual: (id_maquina: number) => [...reportesKeys.all, 'anual', id_maquina] as const,
  serie: (id_maquina: number, hasta: string) => [...reportesKeys.all, 'serie', id_maquina, hasta] as const,
  /** One part of the whole business's Inicio (`resumen`, `serie`, `horas`, `productos`, `maquinas`) for a period. */
  negocio: (parte: string, desde: string, hasta: string) =>
    [...reportesKeys.all, 'negocio', parte, desde, hasta] as const,
  /** A Reportes table: the whole request (rows, period, filters, order). */
  tabla: (solicitud: object) => [...reportesKeys.all, 'tabla', solicitud] as const,
};

/**
 * The root of every key of Cortes y Depósitos (features/cortes builds its keys under it), here because another
 * feature changes them too: a payment to a store taken from a corte's cash box (Estados de cuenta) changes that
 * corte and the collector's cash in hand.
 */
export const cortesRaiz = ['cortes'] as const;
