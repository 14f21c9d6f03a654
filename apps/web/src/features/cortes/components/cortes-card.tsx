// The list of cortes (the one list component): search, period, sort, totals, export and phone cards, filtered by
// state (an ADMIN opens on the pending ones, to approve or reject them). Each row: comprobante, edit and delete
// where the corte may still change, and for an ADMIN approve and reject (with a reason).
import { ESTADOS_CORTE, type EstadoCorte, type ORDEN_CORTES } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { Badge, Button, Col, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatDateTime, formatPesos, formatQuantity } from '../../../lib/format.ts';
import { runWithNotice } from '../../../lib/notice-rule.ts';
import { askText, confirmAction } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/use-session.ts';
import {
  type CorteRow,
  useAprobarCorte,
  useCortes,
  useDeleteCorte,
  useRechazarCorte,
} from '../api/cortes.ts';
import { CorteEditDialog } from './corte-edit-dialog.tsx';
import { Cuadre } from './cuadre.tsx';
import { Diferencia } from './diferencia.tsx';

const ui = mensajes.uiCortes;
const m = mensajes.cortes;
type Orden = (typeof ORDEN_CORTES)[number];

const COLOR_ESTADO: Record<EstadoCorte, string> = {
  PENDIENTE: 'warning',
  APROBADO: 'success',
  RECHAZADO: 'danger',
};

export function EstadoBadge({ estado }: { estado: EstadoCorte }) {
  return (
    <Badge bg={COLOR_ESTADO[estado]} text={estado === 'PENDIENTE' ? 'dark' : undefined}>
      {ui.estados[estado]}
    </Badge>
  );
}

/** The state filter's value in the URL: a state, or 'todos'; unset, an ADMIN sees the pending ones. */
const TODOS = 'todos';

export function CortesCard({ comprobanteHref }: { comprobanteHref: (id_corte: number) => string }) {
  const admin = useSession()?.rol === ROL_ADMIN;
  const r = useRecords<CorteRow>();
  const filtro = r.list.filtro('estado') || (admin ? 'PENDIENTE' : TODOS);
  const estado = (ESTADOS_CORTE as readonly string[]).includes(filtro) ? (filtro as EstadoCorte) : undefined;
  const filtros = estado ? { estado } : {};
  const lista = useCortes(filtros, r.list.consulta);
  const eliminar = useDeleteCorte();
  const aprobar = useAprobarCorte();
  const rechazar = useRechazarCorte();
  const hecho = async (fn: () => Promise<unknown>, texto: string) => {
    if (await runWithNotice(fn)) r.notify(texto);
  };

  // Who may change a corte is the server's rule; the buttons show where it would allow it.
  const editable = (c: CorteRow) =>
    c.id_deposito === null && (c.estado === 'PENDIENTE' || (admin && c.estado === 'APROBADO'));

  const acciones = (c: CorteRow) => (
    <span className="d-inline-flex gap-1 justify-content-end">
      <Link
        to={comprobanteHref(c.id_corte)}
        className="btn btn-sm btn-outline-secondary"
        aria-label={`${ui.comprobante} ${c.id_corte}`}
        title={ui.comprobante}
      >
        <i className="bi bi-receipt" aria-hidden="true" />
      </Link>
      {editable(c) && (
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={`${mensajes.uiVentas.editar} ${c.id_corte}`}
          onClick={() => r.edit(c)}
        >
          <i className="bi bi-pencil" aria-hidden="true" />
        </Button>
      )}
      {c.estado !== 'APROBADO' && c.id_deposito === null && (
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`${mensajes.uiVentas.eliminar} ${c.id_corte}`}
          onClick={async () => {
            if (await confirmAction(ui.confirmarEliminar(c.id_corte, c.maquina), mensajes.uiVentas.eliminar))
              await hecho(() => eliminar.mutateAsync(c.id_corte), m.eliminado);
          }}
        >
          <i className="bi bi-trash" aria-hidden="true" />
        </Button>
      )}
      {admin && c.estado === 'PENDIENTE' && (
        <>
          <Button
            size="sm"
            variant="success"
            aria-label={`${ui.aprobar} ${c.id_corte}`}
            title={ui.aprobar}
            onClick={async () => {
              if (await confirmAction(ui.confirmarAprobar(c.id_corte, c.maquina), ui.aprobar))
                await hecho(() => aprobar.mutateAsync(c.id_corte), m.aprobado);
            }}
          >
            <i className="bi bi-check-lg" aria-hidden="true" />
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`${ui.rechazar} ${c.id_corte}`}
            title={ui.rechazar}
            onClick={async () => {
              const motivo = await askText({
                title: ui.rechazarTitulo(c.id_corte),
                label: ui.motivoRechazo,
                required: m.motivoRechazoRequerido,
                confirmText: ui.rechazar,
              });
              if (motivo)
                await hecho(() => rechazar.mutateAsync({ id_corte: c.id_corte, motivo }), m.rechazado);
            }}
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
          </Button>
        </>
      )}
    </span>
  );

  const litros = (n: number) => `${formatQuantity(n)} L`;
  const columnas: Column<CorteRow>[] = [
    { header: mensajes.uiVentas.colId, cell: (c) => c.id_corte, sort: 'id_corte' satisfies Orden },
    {
      header: ui.colFecha,
      cell: (c) => formatDateTime(c.fecha),
      sort: 'fecha' satisfies Orden,
      className: 'text-nowrap',
    },
    {
      // The collector under the machine: one column less, so a desk's width shows every action without scrolling.
      header: ui.colMaquinaColector,
      cell: (c) => (
        // One element: a phone card's cell lays its children side by side.
        <span>
          {c.maquina}
          <span className="d-block small text-body-secondary">{c.colector}</span>
        </span>
      ),
    },
    {
      header: ui.litros,
      cell: (c) => litros(c.litros),
      sort: 'litros' satisfies Orden,
      total: { key: 'litros', format: litros },
      className: 'text-nowrap text-sm-end',
    },
    {
      header: ui.esperado,
      cell: (c) => formatPesos(c.esperado),
      total: { key: 'esperado', format: formatPesos },
      className: 'text-nowrap text-sm-end',
    },
    {
      header: ui.contado,
      cell: (c) => formatPesos(c.contado),
      sort: 'contado' satisfies Orden,
      total: { key: 'contado', format: formatPesos },
      className: 'text-nowrap text-sm-end',
    },
    {
      header: ui.diferencia,
      // The amount, and under it whether the corte reconciles or which pair does not (issue 43). One element: a
      // phone card's cell lays its children side by side.
      cell: (c) => (
        <span className="d-inline-block text-sm-end">
          <Diferencia valor={c.diferencia} />
          <Cuadre corte={c} className="justify-content-sm-end mt-1" />
        </span>
      ),
      sort: 'diferencia' satisfies Orden,
      total: { key: 'diferencia', format: (n) => <Diferencia valor={n} /> },
      className: 'text-sm-end',
    },
    {
      header: ui.estado,
      cell: (c) => (
        <span title={c.motivo_rechazo ? ui.rechazadoPor(c.motivo_rechazo) : undefined}>
          <EstadoBadge estado={c.estado} />
        </span>
      ),
    },
    { header: mensajes.uiVentas.colAcciones, cell: acciones, className: 'text-nowrap' },
  ];

  return (
    <RecordsCard
      {...r.card}
      title={ui.lista}
      filters={
        <Col xs={12} sm={6} md={3}>
          <Form.Label htmlFor="cortes-estado" className="small mb-1">
            {ui.estado}
          </Form.Label>
          <Form.Select
            id="cortes-estado"
            size="sm"
            value={estado ?? TODOS}
            onChange={(e) => r.list.setFiltro('estado', e.target.value)}
          >
            {ESTADOS_CORTE.map((e) => (
              <option key={e} value={e}>
                {ui.estados[e]}
              </option>
            ))}
            <option value={TODOS}>{ui.todos}</option>
          </Form.Select>
        </Col>
      }
      hint={null}
      query={lista}
      columns={columnas}
      exportSource={{ path: '/cortes', body: { ...filtros, ...r.list.consulta } }}
      rowKey={(c) => c.id_corte}
    >
      {r.editor(
        (c, close) => (
          <CorteEditDialog key={c.id_corte} corte={c} {...close} />
        ),
        m.actualizado,
      )}
    </RecordsCard>
  );
}
