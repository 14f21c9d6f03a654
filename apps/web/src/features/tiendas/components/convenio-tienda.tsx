// A store's agreement: the one in force in words, the history (the newest may be deleted, and the one before it is
// in force again), and 'Nuevo convenio'. Writing agreements belongs to the Estados de cuenta screen (decision 025):
// without it the section is read-only.
import { type Convenio, describirConvenio, NOMBRES_TIPOS_CONVENIO } from '@aguavend/contract/convenios';
import { mensajes } from '@aguavend/contract/messages';
import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { MessageBanner } from '../../../components/message-banner.tsx';
import type { Column } from '../../../components/records-card.tsx';
import { LoadError, Loading } from '../../../components/states.tsx';
import { WholeList } from '../../../components/whole-list.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { runWithNotice } from '../../../lib/notice-rule.ts';
import { confirmAction } from '../../../lib/notify.ts';
import { hoyEnNegocio } from '../../../lib/periodos.ts';
import { convenioVigente, useConvenios, useEliminarConvenio } from '../api/convenios.ts';
import { ConvenioDialog } from './convenio-dialog.tsx';

const m = mensajes.convenios;
const ui = m.ui;
const eliminarTexto = mensajes.uiVentas.eliminar;

const vigencia = (c: Convenio) =>
  `${formatCalendarDay(c.desde)} – ${c.hasta ? formatCalendarDay(c.hasta) : ui.indefinido}`;

export function ConvenioTienda({ id_tienda, editable }: { id_tienda: number; editable: boolean }) {
  const convenios = useConvenios(id_tienda);
  const eliminar = useEliminarConvenio();
  const [nuevo, setNuevo] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const filas = convenios.data ?? [];
  const vigente = convenioVigente(filas, hoyEnNegocio());
  const borrar = async (c: Convenio) => {
    if (
      !(await confirmAction(
        ui.confirmarEliminar(describirConvenio(c), formatCalendarDay(c.desde)),
        eliminarTexto,
      ))
    )
      return;
    if (await runWithNotice(() => eliminar.mutateAsync({ id_convenio: c.id_convenio })))
      setAviso(m.eliminado);
  };

  const acciones: Column<Convenio> = {
    header: mensajes.uiVentas.colAcciones,
    cell: (c) =>
      c.id_convenio === filas[0]?.id_convenio ? (
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={ui.eliminarDe(c.id_convenio)}
          onClick={() => void borrar(c)}
        >
          <i className="bi bi-trash" aria-hidden="true" />
        </Button>
      ) : null,
  };
  const columnas: Column<Convenio>[] = [
    {
      header: ui.colConvenio,
      cell: (c) => (
        <>
          <span className="d-block fw-semibold">{NOMBRES_TIPOS_CONVENIO[c.tipo]}</span>
          <span className="small">{describirConvenio(c)}</span>
        </>
      ),
    },
    { header: ui.colDesde, cell: (c) => formatCalendarDay(c.desde), className: 'text-nowrap' },
    {
      header: ui.colHasta,
      cell: (c) => (c.hasta ? formatCalendarDay(c.hasta) : ui.indefinido),
      className: 'text-nowrap',
    },
    { header: ui.colNotas, cell: (c) => c.notas ?? '' },
    ...(editable ? [acciones] : []),
  ];

  return (
    <Card className="shadow-sm">
      <Card.Header className="d-flex align-items-center justify-content-between gap-2 flex-wrap">
        <h2 className="h5 mb-0">{ui.titulo}</h2>
        {editable && (
          <Button size="sm" onClick={() => setNuevo(true)}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {ui.nuevo}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        <MessageBanner message={aviso} variant="success" onHide={() => setAviso(null)} />
        {convenios.isPending && id_tienda > 0 ? (
          <Loading />
        ) : convenios.isError ? (
          <LoadError onRetry={() => void convenios.refetch()} />
        ) : (
          <>
            <h3 className="h6">{ui.vigente}</h3>
            {vigente ? (
              <div className="border border-info-subtle bg-info-subtle text-info-emphasis rounded p-3 mb-4">
                <div className="fw-semibold">{NOMBRES_TIPOS_CONVENIO[vigente.tipo]}</div>
                <div>{describirConvenio(vigente)}</div>
                <div className="small">{vigencia(vigente)}</div>
              </div>
            ) : (
              <p className="text-body-secondary mb-4">{ui.sinVigente}</p>
            )}
            <h3 className="h6">{ui.historial}</h3>
            <WholeList
              label={ui.historial}
              columns={columnas}
              rows={filas}
              rowKey={(c) => c.id_convenio}
              empty={ui.sinHistorial}
            />
          </>
        )}
      </Card.Body>
      {nuevo && (
        <ConvenioDialog
          id_tienda={id_tienda}
          onCancel={() => setNuevo(false)}
          onSaved={(mensaje) => {
            setNuevo(false);
            setAviso(mensaje);
          }}
        />
      )}
    </Card>
  );
}
