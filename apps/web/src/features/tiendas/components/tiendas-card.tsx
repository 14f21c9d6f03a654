// Every store as a list: search, period of registration, sort, pages and export from the server. Stores are not
// edited or deleted yet, so the list has no actions.
import { mensajes } from '@aguavend/contract/messages';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { RUTA_TIENDAS, type TiendaRow, useTiendasLista } from '../api/get-tiendas.ts';

const ui = mensajes.tiendas.ui;

const columnas: Column<TiendaRow>[] = [
  { header: ui.colId, cell: (t) => t.id_tienda, sort: 'id_tienda' },
  { header: ui.nombreComercial, cell: (t) => t.nombre_comercial, sort: 'nombre_comercial' },
  { header: ui.razonSocial, cell: (t) => t.razon_social ?? '' },
  { header: ui.rfc, cell: (t) => t.rfc, sort: 'rfc' },
  { header: ui.tipoPersona, cell: (t) => t.tipo_persona, sort: 'tipo_persona' },
  // The value, not the cell, keeps to one line: on a phone the cell also holds its label, which must wrap.
  {
    header: ui.colFecha,
    cell: (t) => <span className="text-nowrap">{formatDateTime(t.fecha_creacion)}</span>,
    sort: 'fecha_creacion',
  },
];

export function TiendasCard() {
  const r = useRecords<TiendaRow>();
  const lista = useTiendasLista(r.list.consulta);
  return (
    <RecordsCard
      {...r.card}
      title={ui.lista}
      hint={null}
      query={lista}
      columns={columnas}
      rowKey={(t) => t.id_tienda}
      exportSource={{ path: RUTA_TIENDAS, body: r.list.consulta }}
    />
  );
}
