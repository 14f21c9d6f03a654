// Every store as a list: active/deleted tabs, search, period of registration, sort, pages and export from the server;
// edit, delete (it can be restored) and the name's link to the store's page.
import { mensajes } from '@aguavend/contract/messages';
import { Link } from 'react-router';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteTienda, useRestoreTienda } from '../api/change-tienda.ts';
import { rutaTiendas, type TiendaRow, useTiendasLista } from '../api/get-tiendas.ts';
import { TiendaEditDialog } from './tienda-edit-dialog.tsx';

const m = mensajes.tiendas;
const ui = m.ui;

/** A store's page. */
export const detalleDe = (id_tienda: number) => `/dashboard/tienda/${id_tienda}`;

export function TiendasCard() {
  const r = useRecords<TiendaRow>();
  const estado = r.deleted ? 'eliminadas' : 'activas';
  const lista = useTiendasLista(r.list.consulta, estado);
  const eliminar = useDeleteTienda();
  const restaurar = useRestoreTienda();

  const columnas: Column<TiendaRow>[] = [
    { header: ui.colId, cell: (t) => t.id_tienda, sort: 'id_tienda' },
    // The name opens the store's page (its machines, agreement and statements); a deleted store has none.
    {
      header: ui.nombreComercial,
      cell: (t) =>
        r.deleted ? (
          t.nombre_comercial
        ) : (
          // One box, so a name wrapped over two lines is still one target.
          <Link to={detalleDe(t.id_tienda)} className="d-inline-block">
            <span className="visually-hidden">{ui.ver} </span>
            {t.nombre_comercial}
          </Link>
        ),
      sort: 'nombre_comercial',
    },
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
  // The store's addresses are on its page (the name's link), so the row keeps only its own buttons and fits a desk.
  columnas.push(
    r.actions({
      id: (t) => t.id_tienda,
      remove: {
        confirm: (t) => mensajes.confirmarEliminar.tienda(t.nombre_comercial, t.rfc),
        run: eliminar.mutateAsync,
        done: m.eliminada,
      },
      restore: { run: restaurar.mutateAsync, done: m.restaurada },
    }),
  );

  return (
    <RecordsCard
      {...r.card}
      title={ui.lista}
      tabs={[ui.activas, ui.eliminadas]}
      hint={null}
      query={lista}
      columns={columnas}
      rowKey={(t) => t.id_tienda}
      exportSource={{ path: rutaTiendas(estado), body: r.list.consulta }}
    >
      {r.editor(
        (t, close) => (
          <TiendaEditDialog key={t.id_tienda} tienda={t} {...close} />
        ),
        m.actualizada,
      )}
    </RecordsCard>
  );
}
