// The Alertas screen's list (issue 19), on the one list component: every alert the user sees, open and closed, by
// type, machine, state and the day it opened; sorted, searched, exported, cards on a phone. Each row links to the
// screen that resolves it (opening an unread one marks it read, as the bell does); an open one is marked, a closed
// one says when it closed.
import {
  ESTADOS_ALERTA,
  type EstadoAlerta,
  type ORDEN_ALERTAS,
  TIPOS_ALERTA,
  type TipoAlerta,
} from '@aguavend/contract/alertas';
import { mensajes } from '@aguavend/contract/messages';
import { Badge, Col, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { SelectInput } from '../../../components/form/select-input.tsx';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { useMaquinaChoices } from '../../../components/selects.tsx';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { runWithNotice } from '../../../lib/notice-rule.ts';
import { type AlertaRow, useAlertas, useLeerAlertas } from '../api/alertas.ts';

const m = mensajes.alertas;
type Orden = (typeof ORDEN_ALERTAS)[number];

const deLista = <T extends string>(lista: readonly T[], v: string) =>
  (lista as readonly string[]).includes(v) ? (v as T) : undefined;

/** Open: a warning badge; closed: when it closed. */
function Estado({ alerta }: { alerta: AlertaRow }) {
  if (alerta.cerrada === null) {
    return (
      <Badge bg="warning" text="dark">
        {m.abierta}
      </Badge>
    );
  }
  return (
    <span>
      <Badge bg="secondary-subtle" text="secondary-emphasis" className="border border-secondary-subtle">
        {m.cerrada}
      </Badge>
      <span className="d-block small text-body-secondary text-nowrap">{formatDateTime(alerta.cerrada)}</span>
    </span>
  );
}

/** One of the list's own selects, kept in the URL with the rest of the view. */
function Filtro({
  id,
  label,
  value,
  onChange,
  todas,
  opciones,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  todas: string;
  opciones: { value: string; label: string }[];
}) {
  return (
    <Col xs={12} sm={4} md={3}>
      <Form.Group controlId={id}>
        <Form.Label className="small mb-1">{label}</Form.Label>
        <Form.Select size="sm" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{todas}</option>
          {opciones.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </Col>
  );
}

export function AlertasCard() {
  const r = useRecords<AlertaRow>();
  const { list } = r;
  const leer = useLeerAlertas();
  const maquinas = useMaquinaChoices();
  const tipo = deLista<TipoAlerta>(TIPOS_ALERTA, list.filtro('tipo'));
  const estado = deLista<EstadoAlerta>(ESTADOS_ALERTA, list.filtro('estado'));
  const id_maquina = Number(list.filtro('maquina')) || 0;
  const filtros = {
    ...(tipo ? { tipo } : {}),
    ...(estado ? { estado } : {}),
    ...(id_maquina ? { id_maquina } : {}),
  };
  const lista = useAlertas(filtros, list.consulta);

  const columnas: Column<AlertaRow>[] = [
    {
      header: m.fecha,
      cell: (a) => (
        <span>
          {formatDateTime(a.abierta)}
          <span className="d-block small text-body-secondary">{formatRelative(a.abierta)}</span>
        </span>
      ),
      sort: 'abierta' satisfies Orden,
      className: 'text-nowrap',
    },
    { header: m.tipo, cell: (a) => m.tipos[a.tipo], sort: 'tipo' satisfies Orden },
    {
      header: m.mensaje,
      cell: (a) => (
        <Link
          to={a.enlace}
          // A block, so a message over two lines is one target.
          className={`d-inline-block ${a.leida || a.cerrada ? '' : 'fw-semibold'}`}
          onClick={() => {
            if (!a.leida && a.cerrada === null) void runWithNotice(() => leer.mutateAsync(a.id_alerta));
          }}
        >
          {!a.leida && a.cerrada === null && <span className="visually-hidden">{m.noLeida}: </span>}
          {a.mensaje}
          {/* Since when its condition holds (issue 43): a silent machine's last sale, the corte, the reading. */}
          <span className="d-block small fw-normal text-body-secondary">
            {m.desdeEl(formatDateTime(a.inicio))}
          </span>
        </Link>
      ),
    },
    { header: m.estado, cell: (a) => <Estado alerta={a} /> },
  ];

  return (
    <RecordsCard
      {...r.card}
      title={m.titulo}
      hint={null}
      query={lista}
      columns={columnas}
      rowKey={(a) => a.id_alerta}
      exportSource={{ path: '/alertas', body: { ...filtros, ...list.consulta } }}
      filters={
        <>
          <Filtro
            id="alertas-tipo"
            label={m.tipo}
            value={tipo ?? ''}
            onChange={(v) => list.setFiltro('tipo', v)}
            todas={m.todosLosTipos}
            opciones={TIPOS_ALERTA.map((t) => ({ value: t, label: m.tipos[t] }))}
          />
          <Col xs={12} sm={4} md={3}>
            <SelectInput
              id="alertas-maquina"
              label={m.maquina}
              size="sm"
              className="mb-0"
              placeholder={m.todas}
              choices={maquinas}
              value={id_maquina}
              onChange={(id) => list.setFiltro('maquina', id || undefined)}
            />
          </Col>
          <Filtro
            id="alertas-estado"
            label={m.estado}
            value={estado ?? ''}
            onChange={(v) => list.setFiltro('estado', v)}
            todas={m.todas}
            opciones={ESTADOS_ALERTA.map((e) => ({ value: e, label: m.estados[e] }))}
          />
        </>
      }
    />
  );
}
