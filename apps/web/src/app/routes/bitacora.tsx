// Audit log (ADMIN): who changed which record, when, and what changed, in the screens' words; the one list component
// with filters by table, user and action.
import {
  ACCIONES_BITACORA,
  type BitacoraFiltro,
  nombreDeTabla,
  TABLAS_AUDITADAS,
} from '@aguavend/contract/bitacora';
import { mensajes } from '@aguavend/contract/messages';
import { Badge, Col, Form } from 'react-bootstrap';
import { SelectInput } from '../../components/form/select-input.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { type Column, RecordsCard, useRecords } from '../../components/records-card.tsx';
import { choicesOf } from '../../components/selects.tsx';
import {
  type BitacoraRow,
  useBitacora,
  useBitacoraUsuarios,
} from '../../features/bitacora/api/get-bitacora.ts';
import { Cambios } from '../../features/bitacora/components/cambios.tsx';
import { formatDateTime } from '../../lib/format.ts';

const ui = mensajes.bitacora;
const COLOR: Record<string, string> = { INSERT: 'success', UPDATE: 'primary', DELETE: 'danger' };

const columnas: Column<BitacoraRow>[] = [
  { header: ui.colFecha, cell: (f) => formatDateTime(f.fecha), sort: 'fecha', className: 'text-nowrap' },
  { header: ui.colUsuario, cell: (f) => f.username ?? ui.sistema },
  { header: ui.colTabla, cell: (f) => nombreDeTabla(f.tabla), sort: 'tabla' },
  { header: ui.colRegistro, cell: (f) => f.id_registro },
  {
    header: ui.colAccion,
    cell: (f) => <Badge bg={COLOR[f.accion] ?? 'secondary'}>{ui.acciones[f.accion] ?? f.accion}</Badge>,
    sort: 'accion',
  },
  { header: ui.colCambios, cell: (f) => <Cambios fila={f} /> },
];

/** One of the log's own filters, kept in the URL with the rest of the view. */
function Filtro({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: React.ReactNode;
}) {
  return (
    <Col xs={12} sm={4} md={3}>
      <Form.Group controlId={id}>
        <Form.Label className="small mb-1">{label}</Form.Label>
        <Form.Select size="sm" value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </Form.Select>
      </Form.Group>
    </Col>
  );
}

export default function BitacoraRoute() {
  const r = useRecords<BitacoraRow>();
  const { list } = r;
  const usuarios = useBitacoraUsuarios();
  const tabla = list.filtro('tabla');
  const accion = list.filtro('accion');
  const usuario = Number(list.filtro('usuario')) || 0;
  const filtro = {
    ...list.consulta,
    ...(tabla ? { tabla: tabla as BitacoraFiltro['tabla'] } : {}),
    ...(accion ? { accion: accion as BitacoraFiltro['accion'] } : {}),
    ...(usuario ? { id_usuario: usuario } : {}),
  };
  const q = useBitacora(filtro);

  return (
    <>
      <PageHeader title={ui.titulo} icon="journal-text" />
      <RecordsCard
        {...r.card}
        title={ui.titulo}
        hint={null}
        query={q}
        columns={columnas}
        rowKey={(f) => f.id_bitacora}
        exportSource={{ path: '/bitacora', body: filtro }}
        filters={
          <>
            <Filtro
              id="bitacora-tabla"
              label={ui.tabla}
              value={tabla}
              onChange={(v) => list.setFiltro('tabla', v)}
            >
              <option value="">{ui.todas}</option>
              {TABLAS_AUDITADAS.map((t) => (
                <option key={t} value={t}>
                  {nombreDeTabla(t)}
                </option>
              ))}
            </Filtro>
            <Filtro
              id="bitacora-accion"
              label={ui.accion}
              value={accion}
              onChange={(v) => list.setFiltro('accion', v)}
            >
              <option value="">{ui.todas}</option>
              {ACCIONES_BITACORA.map((a) => (
                <option key={a} value={a}>
                  {ui.acciones[a]}
                </option>
              ))}
            </Filtro>
            <Col xs={12} sm={4} md={3}>
              <SelectInput
                id="bitacora-usuario"
                label={ui.usuario}
                size="sm"
                className="mb-0"
                placeholder={ui.todos}
                choices={choicesOf(usuarios, (u) => ({ value: u.id_usuario, label: u.username }))}
                value={usuario}
                onChange={(id) => list.setFiltro('usuario', id || undefined)}
              />
            </Col>
          </>
        }
      />
    </>
  );
}
