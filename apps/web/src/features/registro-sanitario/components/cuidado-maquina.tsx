// A machine's care page (alerts link here): its consumables with the share of their life used (days and liters, red
// when due), replace, add, edit and delete; its sanitary tasks with their frequency, last and next day (red when
// overdue); and the latest reading at each point against its ranges. Each section is a card with its own table
// (phone cards under 576 px) and one dialog for adding and editing.
import { mensajes } from '@aguavend/contract/messages';
import {
  type ConsumibleFila,
  type MaquinaSanitariaFila,
  NOMBRES_PUNTOS,
  NOMBRES_TIPOS_REGISTRO,
  type TareaFila,
  VALORES_LECTURA,
} from '@aguavend/contract/sanitario';
import { type Key, type ReactNode, useState } from 'react';
import { Button, Card, Col, Row } from 'react-bootstrap';
import { MessageBanner } from '../../../components/message-banner.tsx';
import { type Column, RecordsTable } from '../../../components/records-card.tsx';
import { formatCalendarDay, formatQuantity } from '../../../lib/format.ts';
import { runWithNotice } from '../../../lib/notice-rule.ts';
import { confirmAction } from '../../../lib/notify.ts';
import { useDeleteConsumible, useDeleteTarea } from '../api/registros.ts';
import { ConsumibleDialog, TareaDialog } from './cuidado-dialogs.tsx';
import { conUnidad, rangoDe, textoFuera } from './rangos.tsx';
import type { Inicial } from './registro-dialog.tsx';

const ui = mensajes.uiSanitario;
const uv = mensajes.uiVentas;

/** The share of a consumable's life used, as a bar: red from 100 %, amber from 80 %. */
export function UsoBarra({ c }: { c: ConsumibleFila }) {
  const color = c.vencido ? 'bg-danger' : c.porcentaje >= 80 ? 'bg-warning' : 'bg-success';
  const partes = [
    c.vida_dias === null
      ? null
      : ui.usadosDe(ui.dias(formatQuantity(c.dias_usados)), formatQuantity(c.vida_dias)),
    c.vida_litros === null
      ? null
      : ui.usadosDe(ui.litros(formatQuantity(c.litros_usados)), ui.litros(formatQuantity(c.vida_litros))),
  ].filter(Boolean);
  return (
    <div className="av-uso">
      <div
        className="progress"
        role="progressbar"
        aria-label={`${ui.uso} ${c.nombre}`}
        aria-valuenow={Math.min(c.porcentaje, 100)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={ui.usoDe(c.porcentaje)}
      >
        <div className={`progress-bar ${color}`} style={{ width: `${Math.min(c.porcentaje, 100)}%` }} />
      </div>
      <div className={`small ${c.vencido ? 'av-fuera fw-semibold' : ''}`}>
        {ui.usoDe(c.porcentaje)}
        {c.vencido && ` · ${ui.vencido}`}
      </div>
      <div className="small text-body-secondary">{partes.join(' · ')}</div>
    </div>
  );
}

type Editor<R> = { fila?: R; onCancel: () => void; onSaved: (texto: string) => void };

/** One section of the page: its title and add button, its table or why it is empty, its dialog. */
function Seccion<R>({
  titulo,
  agregar,
  vacio,
  filas,
  columns,
  rowKey,
  dialogo,
  acciones,
}: {
  titulo: string;
  agregar?: string;
  vacio: string;
  filas: R[];
  columns: Column<R>[];
  rowKey: (r: R) => Key;
  dialogo?: (e: Editor<R>) => ReactNode;
  /** The row's buttons, given the dialog's opener. */
  acciones?: (r: R, editar: () => void, avisar: (texto: string) => void) => ReactNode;
}) {
  const [editando, setEditando] = useState<{ fila?: R } | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const columnas = acciones
    ? [
        ...columns,
        {
          header: uv.colAcciones,
          className: 'text-nowrap',
          cell: (r: R) => acciones(r, () => setEditando({ fila: r }), setAviso),
        },
      ]
    : columns;
  return (
    <Card className="shadow-sm h-100">
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h2 className="h5 mb-0">{titulo}</h2>
        {agregar && dialogo && (
          <Button size="sm" variant="primary" onClick={() => setEditando({})}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {agregar}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        <MessageBanner message={aviso} variant="success" onHide={() => setAviso(null)} />
        {filas.length === 0 ? (
          <p className="text-body-secondary mb-0">{vacio}</p>
        ) : (
          <RecordsTable
            label={titulo}
            columns={columnas}
            rows={filas}
            rowKey={rowKey}
            orden={undefined}
            onOrden={() => {}}
          />
        )}
      </Card.Body>
      {editando &&
        dialogo?.({
          ...editando,
          onCancel: () => setEditando(null),
          onSaved: (texto) => {
            setEditando(null);
            setAviso(texto);
          },
        })}
    </Card>
  );
}

/** Edit and delete of a row, the delete after the question that names it. */
function EditarEliminar({
  nombre,
  pregunta,
  editar,
  eliminar,
  hecho,
}: {
  nombre: string;
  pregunta: string;
  editar: () => void;
  eliminar: () => Promise<unknown>;
  hecho: () => void;
}) {
  return (
    <>
      <Button size="sm" variant="outline-primary" aria-label={`${uv.editar} ${nombre}`} onClick={editar}>
        <i className="bi bi-pencil" aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="outline-danger"
        aria-label={`${uv.eliminar} ${nombre}`}
        onClick={async () => {
          if ((await confirmAction(pregunta, uv.eliminar)) && (await runWithNotice(eliminar))) hecho();
        }}
      >
        <i className="bi bi-trash" aria-hidden="true" />
      </Button>
    </>
  );
}

export function ConsumiblesCard({
  cuidado,
  onReemplazo,
}: {
  cuidado: MaquinaSanitariaFila;
  /** Opens the entry form for a part replaced. */
  onReemplazo: (inicial: Inicial) => void;
}) {
  const eliminar = useDeleteConsumible();
  const { id_maquina } = cuidado;
  const vida = (c: ConsumibleFila) =>
    [
      c.vida_litros === null ? null : ui.litros(formatQuantity(c.vida_litros)),
      c.vida_dias === null ? null : ui.dias(formatQuantity(c.vida_dias)),
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Seccion
      titulo={ui.consumibles}
      agregar={ui.agregarConsumible}
      vacio={ui.sinConsumibles}
      filas={cuidado.consumibles}
      rowKey={(c) => c.id_consumible}
      columns={[
        { header: ui.nombre, cell: (c) => c.nombre },
        { header: ui.vida, cell: vida },
        {
          header: ui.instalado,
          cell: (c) => (
            <span>
              {formatCalendarDay(c.instalado)}
              <span className="d-block small text-body-secondary">
                {ui.litros(formatQuantity(c.lectura_instalacion))}
              </span>
            </span>
          ),
          className: 'text-nowrap',
        },
        { header: ui.uso, cell: (c) => <UsoBarra c={c} />, className: 'av-uso-celda' },
      ]}
      dialogo={(e) => <ConsumibleDialog id_maquina={id_maquina} {...e} />}
      acciones={(c, editar, avisar) => (
        <span className="d-inline-flex gap-1">
          <Button
            size="sm"
            variant={c.vencido ? 'danger' : 'outline-secondary'}
            aria-label={ui.reemplazoDe(c.nombre)}
            title={ui.reemplazoDe(c.nombre)}
            onClick={() => onReemplazo({ id_maquina, tipo: 'REEMPLAZO', id_consumible: c.id_consumible })}
          >
            <i className="bi bi-arrow-repeat" aria-hidden="true" />
          </Button>
          <EditarEliminar
            nombre={c.nombre}
            pregunta={ui.confirmarEliminarConsumible(c.nombre)}
            editar={editar}
            eliminar={() => eliminar.mutateAsync(c.id_consumible)}
            hecho={() => avisar(ui.consumibleEliminado)}
          />
        </span>
      )}
    />
  );
}

export function TareasCard({ cuidado }: { cuidado: MaquinaSanitariaFila }) {
  const eliminar = useDeleteTarea();
  return (
    <Seccion
      titulo={ui.tareas}
      agregar={ui.agregarTarea}
      vacio={ui.sinTareas}
      filas={cuidado.tareas}
      rowKey={(t) => t.id_tarea}
      columns={[
        { header: ui.tipo, cell: (t) => NOMBRES_TIPOS_REGISTRO[t.tipo] },
        { header: ui.colFrecuencia, cell: (t) => ui.cadaDias(t.frecuencia_dias), className: 'text-nowrap' },
        {
          header: ui.ultima,
          cell: (t) => (t.ultima ? formatCalendarDay(t.ultima) : ui.nunca),
          className: 'text-nowrap',
        },
        {
          header: ui.proxima,
          cell: (t) => <Proxima t={t} />,
          className: 'text-nowrap',
        },
      ]}
      dialogo={(e) => <TareaDialog id_maquina={cuidado.id_maquina} {...e} />}
      acciones={(t, editar, avisar) => (
        <span className="d-inline-flex gap-1">
          <EditarEliminar
            nombre={NOMBRES_TIPOS_REGISTRO[t.tipo]}
            pregunta={ui.confirmarEliminarTarea(NOMBRES_TIPOS_REGISTRO[t.tipo])}
            editar={editar}
            eliminar={() => eliminar.mutateAsync(t.id_tarea)}
            hecho={() => avisar(ui.tareaEliminada)}
          />
        </span>
      )}
    />
  );
}

/** A task's next day, red and said 'Vencida' when it has passed. */
export function Proxima({ t }: { t: TareaFila }) {
  return t.vencida ? (
    <span className="av-fuera fw-semibold">
      {formatCalendarDay(t.proxima)}
      <span className="d-block small">{ui.vencida}</span>
    </span>
  ) : (
    formatCalendarDay(t.proxima)
  );
}

type Lectura = MaquinaSanitariaFila['lecturas'][number];

export function LecturasCard({ cuidado }: { cuidado: MaquinaSanitariaFila }) {
  const { rangos } = cuidado;
  return (
    <Seccion<Lectura>
      titulo={ui.lecturas}
      vacio={ui.sinLecturas}
      filas={cuidado.lecturas}
      rowKey={(l) => l.punto}
      columns={[
        {
          header: ui.colPunto,
          cell: (l) => (
            <span>
              {NOMBRES_PUNTOS[l.punto]}
              <span className="d-block small text-body-secondary">{formatCalendarDay(l.fecha)}</span>
              {textoFuera(l.fuera) && (
                <span className="d-block small av-fuera fw-semibold">{textoFuera(l.fuera)}</span>
              )}
            </span>
          ),
        },
        ...VALORES_LECTURA.map((v) => ({
          header: ui.cortos[v],
          className: 'text-nowrap',
          cell: (l: Lectura) => {
            const n = l[v];
            const mal = l.fuera.includes(v);
            return (
              <span>
                <span className={mal ? 'av-fuera fw-semibold' : undefined}>
                  {n === null ? '—' : conUnidad(v, n)}
                </span>
                <span className="d-block small text-body-secondary">{rangoDe(rangos, l.punto, v)}</span>
              </span>
            );
          },
        })),
      ]}
    />
  );
}

/** The page's three sections. */
export function CuidadoMaquina({
  cuidado,
  onReemplazo,
}: {
  cuidado: MaquinaSanitariaFila;
  onReemplazo: (inicial: Inicial) => void;
}) {
  return (
    <Row className="g-4">
      <Col xs={12}>
        <ConsumiblesCard cuidado={cuidado} onReemplazo={onReemplazo} />
      </Col>
      <Col xs={12} xxl={6}>
        <TareasCard cuidado={cuidado} />
      </Col>
      <Col xs={12} xxl={6}>
        <LecturasCard cuidado={cuidado} />
      </Col>
    </Row>
  );
}
