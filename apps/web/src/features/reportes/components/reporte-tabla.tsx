// A report's table: a row per machine, store, product, category, user or span of time, in the server's order, with the
// period's units, sales, ticket, expenses, net, the previous period's sales and the change; the totals under them
// ('—' where the answer has none). Headers sort through `orden`; on a phone each row is a card and a select sorts.
// A machine's name opens its panel on Inicio, marked 'Inactiva' when at rest; a store's name opens its page.
import { mensajes } from '@aguavend/contract/messages';
import type { DimensionReporte, ReporteFila } from '@aguavend/contract/negocio';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import { CambioPorcentaje } from '../../../components/cambio.tsx';
import { SortSelect } from '../../../components/list/sort-select.tsx';
import { type Column, RecordsTable, SIN_TOTAL } from '../../../components/records-card.tsx';
import { formatPesos, formatQuantity } from '../../../lib/format.ts';
import type { TotalesReporte } from '../api/get-reporte.ts';
import './reportes.css';

const r = mensajes.reportes;

/**
 * Money without its currency, said once above the table, so the nine columns fit beside the sidebar; '—' where it
 * cannot be told apart (expenses by product).
 */
const dineroO = (n: number | null) => (n === null ? SIN_TOTAL : formatPesos(n));

/** Where a machine's panel and a store's page open; without one, those rows are plain text. */
type Enlaces = {
  maquinaHref?: ((id_maquina: number) => string) | undefined;
  tiendaHref?: ((id_tienda: number) => string) | undefined;
};

/** Where a row's name leads: its machine's panel or its store's page; nowhere for 'Sin tienda' (`clave` empty). */
function enlaceDe(por: DimensionReporte, clave: string, texto: string, { maquinaHref, tiendaHref }: Enlaces) {
  const id = Number(clave);
  if (!(clave && id > 0)) return undefined;
  if (por === 'maquina' && maquinaHref)
    return { to: maquinaHref(id), title: mensajes.inicio.abrirMaquina(texto) };
  if (por === 'tienda' && tiendaHref)
    return { to: tiendaHref(id), title: mensajes.inicio.abrirTienda(texto) };
  return undefined;
}

/** The first column: what the row is; a machine or a store links to its page where the user may open it. */
function Etiqueta({ fila, por, enlaces }: { fila: ReporteFila; por: DimensionReporte; enlaces: Enlaces }) {
  const texto = fila.etiqueta || r.sinRegistrar;
  const enlace = enlaceDe(por, fila.clave, texto, enlaces);
  return (
    <span className="d-inline-flex flex-wrap align-items-center justify-content-end justify-content-sm-start gap-1">
      {enlace ? (
        <Link to={enlace.to} className="fw-semibold text-decoration-none text-start" title={enlace.title}>
          {texto}
        </Link>
      ) : (
        <span className="text-start">{texto}</span>
      )}
      {fila.inactiva && (
        <Badge bg="secondary-subtle" text="secondary-emphasis" className="border">
          {r.inactiva}
        </Badge>
      )}
    </span>
  );
}

/** The columns of a report by `por`; each sorts by its own `orden` name and shows its total. */
export function columnasDe(por: DimensionReporte, enlaces: Enlaces = {}): Column<ReporteFila>[] {
  const numero = (header: string, key: 'unidades' | 'numero_ventas') => ({
    header,
    cell: (f: ReporteFila) => formatQuantity(f[key]),
    sort: key,
    total: { key, format: formatQuantity },
    className: 'text-nowrap',
  });
  const dinero = (
    header: string,
    key: 'ventas' | 'ticket_promedio' | 'egresos' | 'neto' | 'ventas_anterior',
  ) => ({
    header,
    cell: (f: ReporteFila) => dineroO(f[key]),
    sort: key,
    total: { key, format: formatPesos },
    className: 'text-nowrap',
  });
  return [
    {
      header: r.dimensiones[por],
      cell: (f) => <Etiqueta fila={f} por={por} enlaces={enlaces} />,
      sort: 'etiqueta',
    },
    numero(r.colUnidades, 'unidades'),
    numero(r.colNumeroVentas, 'numero_ventas'),
    dinero(r.colVentas, 'ventas'),
    dinero(r.colTicket, 'ticket_promedio'),
    dinero(r.colEgresos, 'egresos'),
    dinero(r.colNeto, 'neto'),
    dinero(r.colVentasAnterior, 'ventas_anterior'),
    {
      header: r.colCambio,
      cell: (f) => <CambioPorcentaje porcentaje={f.cambio} />,
      sort: 'cambio',
      total: { key: 'cambio', format: (n) => <CambioPorcentaje porcentaje={n} /> },
      className: 'text-nowrap',
    },
  ];
}

export function ReporteTabla({
  titulo,
  por,
  filas,
  totales,
  orden,
  onOrden,
  maquinaHref,
  tiendaHref,
}: {
  /** The table's name, for screen readers. */
  titulo: string;
  por: DimensionReporte;
  filas: ReporteFila[];
  totales: TotalesReporte;
  orden: string | undefined;
  onOrden: (orden: string | undefined) => void;
  /** Where a machine's panel opens; without it, machines are plain text. */
  maquinaHref?: ((id_maquina: number) => string) | undefined;
  /** Where a store's page opens; without it, stores are plain text. */
  tiendaHref?: ((id_tienda: number) => string) | undefined;
}) {
  const columnas = columnasDe(por, { maquinaHref, tiendaHref });
  const sinEgresos = filas.some((f) => f.egresos === null);
  return (
    <>
      <div className="d-sm-none mb-2 d-print-none">
        <SortSelect
          id="reporte-orden"
          sortable={columnas.map((c) => ({ campo: c.sort ?? '', header: c.header }))}
          orden={orden}
          onOrden={onOrden}
        />
      </div>
      <RecordsTable
        label={titulo}
        className="av-reporte mb-0"
        columns={columnas}
        rows={filas}
        rowKey={(f) => f.clave}
        totales={totales}
        orden={orden}
        onOrden={onOrden}
      />
      {sinEgresos && <p className="small text-secondary mt-2 mb-0">{`${SIN_TOTAL} ${r.sinEgresos}`}</p>}
    </>
  );
}
