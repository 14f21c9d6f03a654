// The chosen store's addresses as a list: search, period of registration, sort, pages and export from the server.
// Addresses are not edited or deleted yet, so the list has no actions.
import { mensajes } from '@aguavend/contract/messages';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { type DomicilioRow, RUTA_DOMICILIOS, useDomicilios } from '../api/get-domicilios.ts';

const ui = mensajes.domicilios.ui;

const columnas: Column<DomicilioRow>[] = [
  { header: ui.colId, cell: (d) => d.id_domicilio, sort: 'id_domicilio' },
  { header: ui.colSucursal, cell: (d) => d.es_sucursal, sort: 'es_sucursal' },
  { header: ui.colCalle, cell: (d) => d.calle, sort: 'calle' },
  { header: ui.colNumExt, cell: (d) => d.numero_ext },
  { header: ui.colNumInt, cell: (d) => d.numero_int },
  {
    header: ui.colCruzamientos,
    cell: (d) => [d.primer_cruzamiento, d.segundo_cruzamiento].filter(Boolean).join(' y '),
    sort: 'primer_cruzamiento',
  },
  // The values, not the cells, keep to one line: on a phone the cell also holds its label, which must wrap.
  {
    header: ui.colCoordenadas,
    cell: (d) => <span className="text-nowrap">{`${d.latitud}, ${d.longitud}`}</span>,
  },
  {
    header: ui.colFecha,
    cell: (d) => <span className="text-nowrap">{formatDateTime(d.fecha_creacion)}</span>,
    sort: 'fecha_creacion',
  },
];

export function DomiciliosCard({ id_tienda }: { id_tienda: number }) {
  const r = useRecords<DomicilioRow>();
  const lista = useDomicilios(id_tienda, r.list.consulta);
  return (
    <RecordsCard
      {...r.card}
      title={ui.guardadas}
      hint={id_tienda > 0 ? null : ui.elijaTienda}
      query={lista}
      columns={columnas}
      rowKey={(d) => d.id_domicilio}
      exportSource={{ path: RUTA_DOMICILIOS, body: { id_tienda, ...r.list.consulta } }}
    />
  );
}
