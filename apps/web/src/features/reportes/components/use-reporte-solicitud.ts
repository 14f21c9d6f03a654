// What the report shows, kept in the URL (?por=producto&periodo=mesAnterior&maquina=3&tienda=2&producto=7&orden=-ventas), so a
// reload or a shared link opens the same report. The URL is read leniently (an unknown `por` or `orden` falls back
// to the server's default) and the request is checked with the call's own schema, so the screen asks only for what
// the server accepts; the period says why it is not valid where it is chosen.
import {
  COLUMNAS_REPORTE,
  DIMENSIONES_REPORTE,
  type DimensionReporte,
  type Reporte,
  ReporteSolicitudSchema,
} from '@aguavend/contract/negocio';
import { useListState } from '../../../components/list/use-list-state.ts';
import { usePeriodFilter } from '../../../components/period-filter.tsx';

/** The rows a report opens with. */
export const POR_OMISION: DimensionReporte = 'maquina';

const ORDENES: readonly string[] = COLUMNAS_REPORTE.flatMap((c) => [c, `-${c}`]);

/** A positive id of the URL, or undefined. */
const idDe = (texto: string) => {
  const n = Number(texto);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export function useReporteSolicitud() {
  const list = useListState();
  const periodo = usePeriodFilter();
  const leido = list.filtro('por');
  const por = DIMENSIONES_REPORTE.find((d) => d === leido) ?? POR_OMISION;
  const id_maquina = idDe(list.filtro('maquina'));
  const id_tienda = idDe(list.filtro('tienda'));
  const id_producto = idDe(list.filtro('producto'));
  const orden = list.orden && ORDENES.includes(list.orden) ? list.orden : undefined;
  const revisada = ReporteSolicitudSchema.safeParse({
    desde: periodo.valido?.desde,
    hasta: periodo.valido?.hasta,
    por,
    ...(id_maquina ? { id_maquina } : {}),
    ...(id_tienda ? { id_tienda } : {}),
    ...(id_producto ? { id_producto } : {}),
    ...(orden ? { orden } : {}),
  });
  return {
    periodo,
    por,
    id_maquina: id_maquina ?? 0,
    id_tienda: id_tienda ?? 0,
    id_producto: id_producto ?? 0,
    orden,
    /** The call's body, or null while the period is not valid. */
    solicitud: revisada.success ? (revisada.data satisfies Reporte) : null,
    setPor: (d: DimensionReporte) => list.setFiltro('por', d),
    /** 0: every machine (store, product). */
    setMaquina: (id: number) => list.setFiltro('maquina', id || undefined),
    setTienda: (id: number) => list.setFiltro('tienda', id || undefined),
    setProducto: (id: number) => list.setFiltro('producto', id || undefined),
    setOrden: list.setOrden,
  };
}

export type ReporteSolicitudState = ReturnType<typeof useReporteSolicitud>;
