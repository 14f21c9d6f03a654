// The machine's sales per product and year as a list: sort, search, pages and the totals of everything it matches,
// read from the server; export and print. The page, sort and search live in the URL beside the machine.
import { mensajes } from '@aguavend/contract/messages';
import type { TotalAnualListaFila } from '@aguavend/contract/ventas';
import type { ListParams } from '../../../components/list/use-list-state.ts';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatMoney, formatQuantity } from '../../../lib/format.ts';
import { RUTA_ANUAL, useAnualLista } from '../api/reportes.ts';

const ui = mensajes.inicio;

const columnas: Column<TotalAnualListaFila>[] = [
  { header: ui.colProducto, cell: (a) => a.nombre_producto, sort: 'nombre_producto' },
  { header: ui.colAnio, cell: (a) => a.año, sort: 'año' },
  {
    header: ui.colCantidad,
    cell: (a) => formatQuantity(a.cantidad_total),
    sort: 'cantidad_total',
    total: { key: 'cantidad_total', format: formatQuantity },
  },
  {
    header: ui.colPrecio,
    cell: (a) => formatMoney(a.precio_unitario),
    sort: 'precio_unitario',
    className: 'text-nowrap',
  },
  {
    header: ui.colSubtotal,
    cell: (a) => formatMoney(a.subtotal_anual),
    sort: 'subtotal_anual',
    total: { key: 'subtotal_anual', format: formatMoney },
    className: 'text-nowrap',
  },
];

/** A product and a year make a row; years have four digits, so one number holds both. */
const claveDe = (a: TotalAnualListaFila) => a.id_producto * 10_000 + a.año;

/** The list's view without a period: the annual totals have none, and a period in the URL is the business view's. */
function sinPeriodo({ desde, hasta, ...vista }: ListParams): ListParams {
  return vista;
}

export function AnualCard({ id_maquina }: { id_maquina: number }) {
  const r = useRecords<TotalAnualListaFila>();
  const consulta = sinPeriodo(r.list.consulta);
  const lista = useAnualLista(id_maquina, consulta);
  return (
    <RecordsCard
      {...r.card}
      title={ui.anual}
      dates={false}
      hint={null}
      query={lista}
      columns={columnas}
      rowKey={claveDe}
      exportSource={{ path: RUTA_ANUAL, body: { id_maquina, ...consulta } }}
    />
  );
}
