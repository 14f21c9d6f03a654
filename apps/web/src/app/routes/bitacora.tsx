// Audit log (ADMIN): who changed which record, when, and what changed; filters and server paging.
import { TABLAS_AUDITADAS } from '@aguavend/contract/bitacora';
import { mensajes } from '@aguavend/contract/messages';
import { useState } from 'react';
import { Badge, Card, Form } from 'react-bootstrap';
import { DateFilter } from '../../components/date-filter.tsx';
import { SelectInput } from '../../components/form/choice-fields.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PagedFooter } from '../../components/pager.tsx';
import { ScrollTable } from '../../components/scroll-table.tsx';
import { choicesOf } from '../../components/selects.tsx';
import { EmptyState, LoadError, Loading } from '../../components/states.tsx';
import { useBitacora, useBitacoraUsuarios } from '../../features/bitacora/api/get-bitacora.ts';
import { Cambios } from '../../features/bitacora/components/cambios.tsx';
import { formatDateTime } from '../../lib/format.ts';

const ui = mensajes.bitacora;
const COLOR: Record<string, string> = { INSERT: 'success', UPDATE: 'primary', DELETE: 'danger' };

export default function BitacoraRoute() {
  const [tabla, setTabla] = useState('');
  const [usuario, setUsuario] = useState(0);
  const usuarios = useBitacoraUsuarios();
  const [fecha, setFecha] = useState('');
  const [pagina, setPagina] = useState(1);
  const filtro = {
    pagina,
    ...(tabla ? { tabla: tabla as (typeof TABLAS_AUDITADAS)[number] } : {}),
    ...(fecha ? { fecha } : {}),
    ...(usuario ? { id_usuario: usuario } : {}),
  };
  const q = useBitacora(filtro);
  const total = q.data?.total ?? 0;
  const filas = q.data?.resultados ?? [];

  return (
    <>
      <PageHeader title={ui.titulo} icon="journal-text" />
      <Card className="shadow-sm">
        <Card.Header className="d-flex flex-wrap gap-3 align-items-end">
          <Form.Group controlId="bitacora-tabla" className="mb-2" style={{ minWidth: 220 }}>
            <Form.Label className="small mb-1">{ui.tabla}</Form.Label>
            <Form.Select
              size="sm"
              value={tabla}
              onChange={(e) => {
                setTabla(e.target.value);
                setPagina(1);
              }}
            >
              <option value="">{ui.todas}</option>
              {TABLAS_AUDITADAS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <div style={{ minWidth: 200 }}>
            <SelectInput
              id="bitacora-usuario"
              label={ui.usuario}
              size="sm"
              className="mb-2"
              placeholder={ui.todos}
              choices={choicesOf(usuarios, (u) => ({ value: u.id_usuario, label: u.username }))}
              value={usuario}
              onChange={(id) => {
                setUsuario(id);
                setPagina(1);
              }}
            />
          </div>
          <DateFilter
            id="bitacora-fecha"
            value={fecha}
            onChange={(d) => {
              setFecha(d);
              setPagina(1);
            }}
          />
        </Card.Header>
        <Card.Body>
          {q.isLoading ? (
            <Loading />
          ) : q.isError ? (
            <LoadError onRetry={() => void q.refetch()} />
          ) : filas.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <ScrollTable label={ui.titulo} hover size="sm" className="align-middle">
                <thead>
                  <tr>
                    {[
                      ui.colFecha,
                      ui.colUsuario,
                      ui.colTabla,
                      ui.colRegistro,
                      ui.colAccion,
                      ui.colCambios,
                    ].map((c) => (
                      <th key={c} scope="col">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {filas.map((f) => (
                    <tr key={f.id_bitacora}>
                      <td className="text-nowrap">{formatDateTime(f.fecha)}</td>
                      <td>{f.username ?? ui.sistema}</td>
                      <td>{f.tabla}</td>
                      <td>{f.id_registro}</td>
                      <td>
                        <Badge bg={COLOR[f.accion] ?? 'secondary'}>{ui.acciones[f.accion] ?? f.accion}</Badge>
                      </td>
                      <td>
                        <Cambios fila={f} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </ScrollTable>
              <PagedFooter total={total} page={pagina} onPageChange={setPagina} />
            </>
          )}
        </Card.Body>
      </Card>
    </>
  );
}
