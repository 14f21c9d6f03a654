// The chosen store's addresses as a list: active/deleted tabs, search, period of registration, sort, pages and export
// from the server; edit, delete (it can be restored), and each point opens in a map. The references are in the edit
// dialog and the export, not in the table, which would no longer fit a desk.
import { enlaceMapa } from '@aguavend/contract/domicilios';
import { mensajes } from '@aguavend/contract/messages';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeleteDomicilio, useRestoreDomicilio } from '../api/change-domicilio.ts';
import { type DomicilioRow, rutaDomicilios, useDomicilios } from '../api/get-domicilios.ts';
import { DomicilioEditDialog } from './domicilio-edit-dialog.tsx';

const m = mensajes.domicilios;
const ui = m.ui;

/** 'Calle 60 482 int. 1', as the list and the delete question name the address. */
const calleYNumero = (d: DomicilioRow) =>
  [d.calle, d.numero_ext, d.numero_int && ui.interior(d.numero_int)].filter(Boolean).join(' ');

export function DomiciliosCard({ id_tienda }: { id_tienda: number }) {
  const r = useRecords<DomicilioRow>();
  const estado = r.deleted ? 'eliminados' : 'activos';
  const lista = useDomicilios(id_tienda, r.list.consulta, estado);
  const eliminar = useDeleteDomicilio();
  const restaurar = useRestoreDomicilio();

  const columnas: Column<DomicilioRow>[] = [
    { header: ui.colId, cell: (d) => d.id_domicilio, sort: 'id_domicilio' },
    { header: ui.colSucursal, cell: (d) => d.es_sucursal, sort: 'es_sucursal' },
    {
      header: ui.colCalleNumero,
      cell: calleYNumero,
      sort: 'calle',
    },
    // Colonia and código postal over municipio and estado, in one column, so the list fits a desk without scrolling.
    {
      header: ui.colColoniaMunicipio,
      cell: (d) => (
        <>
          <span className="d-block">
            {[d.colonia, d.codigo_postal && ui.cp(d.codigo_postal)].filter(Boolean).join(', ')}
          </span>
          <span className="d-block">{[d.municipio, d.estado].filter(Boolean).join(', ')}</span>
        </>
      ),
    },
    {
      header: ui.colCruzamientos,
      cell: (d) => [d.primer_cruzamiento, d.segundo_cruzamiento].filter(Boolean).join(' y '),
      sort: 'primer_cruzamiento',
    },
    // Latitude and longitude may go on two lines, so the list fits a desk.
    {
      header: ui.colCoordenadas,
      cell: (d) =>
        d.latitud !== null && d.longitud !== null ? (
          <a
            href={enlaceMapa(d.latitud, d.longitud)}
            target="_blank"
            rel="noopener noreferrer"
            title={ui.verEnMapaDe(d.id_domicilio)}
          >
            <i className="bi bi-map me-1" aria-hidden="true" />
            {`${d.latitud}, ${d.longitud}`}
          </a>
        ) : (
          ''
        ),
    },
    {
      header: ui.colFecha,
      // The day and the time may go on two lines here: with the address's columns the list must still fit a desk.
      cell: (d) => formatDateTime(d.fecha_creacion),
      sort: 'fecha_creacion',
    },
    r.actions({
      id: (d) => d.id_domicilio,
      remove: {
        confirm: (d) => mensajes.confirmarEliminar.domicilio(d.id_domicilio, calleYNumero(d)),
        run: eliminar.mutateAsync,
        done: m.eliminado,
      },
      restore: { run: restaurar.mutateAsync, done: m.restaurado },
    }),
  ];

  return (
    <RecordsCard
      {...r.card}
      title={ui.guardadas}
      tabs={[ui.activas, ui.eliminadas]}
      hint={id_tienda > 0 ? null : ui.elijaTienda}
      query={lista}
      columns={columnas}
      rowKey={(d) => d.id_domicilio}
      exportSource={{ path: rutaDomicilios(estado), body: { id_tienda, ...r.list.consulta } }}
    >
      {r.editor(
        (d, close) => (
          <DomicilioEditDialog key={d.id_domicilio} domicilio={d} {...close} />
        ),
        m.actualizado,
      )}
    </RecordsCard>
  );
}
