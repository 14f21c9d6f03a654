// A store's machines: those standing there now, each with Mover, Retirar and Deshacer (its last placement), the
// placement history below, and 'Colocar máquina'. Successes are said in the card; refusals as every screen says them.
import { mensajes } from '@aguavend/contract/messages';
import type { Ubicacion } from '@aguavend/contract/ubicaciones';
import { useState } from 'react';
import { Button, Card, ListGroup } from 'react-bootstrap';
import { MessageBanner } from '../../../components/message-banner.tsx';
import type { Column } from '../../../components/records-card.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { WholeList } from '../../../components/whole-list.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { runWithNotice } from '../../../lib/notice-rule.ts';
import { confirmAction } from '../../../lib/notify.ts';
import { hoyEnNegocio } from '../../../lib/periodos.ts';
import { ubicacionesActuales, useDeshacerUbicacion, useUbicacionesTienda } from '../api/ubicaciones.ts';
import { ColocarDialog, MoverDialog, RetirarDialog } from './ubicacion-dialogs.tsx';

const m = mensajes.ubicaciones;
const ui = m.ui;

type Abierto = { tipo: 'colocar' } | { tipo: 'mover' | 'retirar'; ubicacion: Ubicacion } | null;

const HISTORIAL: Column<Ubicacion>[] = [
  { header: ui.maquina, cell: (u) => u.maquina },
  { header: ui.domicilio, cell: (u) => u.domicilio },
  { header: ui.desde, cell: (u) => formatCalendarDay(u.desde), className: 'text-nowrap' },
  {
    header: ui.hasta,
    cell: (u) => (u.hasta ? formatCalendarDay(u.hasta) : ui.vigente),
    className: 'text-nowrap',
  },
];

export function MaquinasTienda({ id_tienda, sinDomicilios }: { id_tienda: number; sinDomicilios: boolean }) {
  const ubicaciones = useUbicacionesTienda(id_tienda);
  const deshacer = useDeshacerUbicacion();
  const [abierto, setAbierto] = useState<Abierto>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const filas = ubicaciones.data ?? [];
  const actuales = ubicacionesActuales(filas, hoyEnNegocio());
  const cerrar = () => setAbierto(null);
  const guardado = (mensaje: string) => {
    setAbierto(null);
    setAviso(mensaje);
  };
  const deshacerUltima = async (u: Ubicacion) => {
    if (
      !(await confirmAction(
        ui.confirmarDeshacer(u.maquina, u.domicilio, formatCalendarDay(u.desde)),
        ui.deshacer,
      ))
    )
      return;
    if (await runWithNotice(() => deshacer.mutateAsync({ id_ubicacion: u.id_ubicacion })))
      setAviso(m.deshecha);
  };

  return (
    <Card className="shadow-sm">
      <Card.Header className="d-flex align-items-center justify-content-between gap-2 flex-wrap">
        <h2 className="h5 mb-0">{ui.titulo}</h2>
        <Button size="sm" onClick={() => setAbierto({ tipo: 'colocar' })} disabled={sinDomicilios}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {ui.colocar}
        </Button>
      </Card.Header>
      <Card.Body>
        <MessageBanner message={aviso} variant="success" onHide={() => setAviso(null)} />
        {sinDomicilios && <p className="small text-body-secondary">{ui.sinDomicilios}</p>}
        {ubicaciones.isPending && id_tienda > 0 ? (
          <Loading />
        ) : ubicaciones.isError ? (
          <LoadError onRetry={() => void ubicaciones.refetch()} />
        ) : (
          <>
            <h3 className="h6">{ui.ahora}</h3>
            {actuales.length === 0 ? (
              <EmptyState text={ui.sinMaquinas} />
            ) : (
              <ListGroup as="ul" className="mb-4" aria-label={ui.ahora}>
                {actuales.map((u) => (
                  <ListGroup.Item
                    as="li"
                    key={u.id_ubicacion}
                    className="d-flex flex-wrap align-items-center justify-content-between gap-2"
                  >
                    <div className="text-break">
                      <div className="fw-semibold">{u.maquina}</div>
                      <div className="small">{u.domicilio}</div>
                      <div className="small text-body-secondary">
                        {`${ui.desde} ${formatCalendarDay(u.desde)}`}
                        {u.hasta && ` · ${ui.hasta} ${formatCalendarDay(u.hasta)}`}
                      </div>
                    </div>
                    <div className="d-flex flex-wrap gap-1">
                      <Button
                        size="sm"
                        variant="outline-primary"
                        aria-label={ui.moverDe(u.maquina)}
                        onClick={() => setAbierto({ tipo: 'mover', ubicacion: u })}
                      >
                        <i className="bi bi-arrow-left-right me-1" aria-hidden="true" />
                        {ui.mover}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        aria-label={ui.retirarDe(u.maquina)}
                        onClick={() => setAbierto({ tipo: 'retirar', ubicacion: u })}
                      >
                        <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
                        {ui.retirar}
                      </Button>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={ui.deshacerDe(u.maquina)}
                        title={ui.deshacer}
                        onClick={() => void deshacerUltima(u)}
                      >
                        <i className="bi bi-arrow-counterclockwise" aria-hidden="true" />
                      </Button>
                    </div>
                  </ListGroup.Item>
                ))}
              </ListGroup>
            )}
            <h3 className="h6">{ui.historial}</h3>
            <WholeList
              label={ui.historial}
              columns={HISTORIAL}
              rows={filas}
              rowKey={(u) => u.id_ubicacion}
              empty={ui.sinHistorial}
            />
          </>
        )}
      </Card.Body>
      {abierto?.tipo === 'colocar' && (
        <ColocarDialog id_tienda={id_tienda} onCancel={cerrar} onSaved={guardado} />
      )}
      {abierto?.tipo === 'mover' && (
        <MoverDialog
          key={abierto.ubicacion.id_ubicacion}
          ubicacion={abierto.ubicacion}
          onCancel={cerrar}
          onSaved={guardado}
        />
      )}
      {abierto?.tipo === 'retirar' && (
        <RetirarDialog
          key={abierto.ubicacion.id_ubicacion}
          ubicacion={abierto.ubicacion}
          onCancel={cerrar}
          onSaved={guardado}
        />
      )}
    </Card>
  );
}
