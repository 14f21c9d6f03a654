// The entries of the sanitary record as the one list component: search, period, sort, export and phone cards,
// filtered by machine (the screen's selector) and by kind. A reading's values out of range read in red with the
// values named; reports download from their row; 'Nueva entrada' and each row's edit open the entry's form.
import { mensajes } from '@aguavend/contract/messages';
import {
  NOMBRES_PUNTOS,
  NOMBRES_RESULTADOS,
  NOMBRES_TIPOS_REGISTRO,
  type ORDEN_REGISTROS,
  type RegistroFila,
  TIPOS_REGISTRO,
} from '@aguavend/contract/sanitario';
import { type ReactNode, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { type Column, RecordsCard, useRecords } from '../../../components/records-card.tsx';
import { formatCalendarDay, formatQuantity } from '../../../lib/format.ts';
import { type RegistrosFiltros, useDeleteRegistro, useRegistros } from '../api/registros.ts';
import { Adjuntos } from './adjuntos.tsx';
import { ValoresLectura } from './rangos.tsx';
import { RegistroDialog } from './registro-dialog.tsx';

const ui = mensajes.uiSanitario;
const uv = mensajes.uiVentas;
type Orden = (typeof ORDEN_REGISTROS)[number];

/** What an entry says of its kind: substance, reading, laboratory and result, or part replaced. */
function detalleDelTipo(r: RegistroFila, juzgada: boolean): ReactNode {
  switch (r.tipo) {
    case 'LIMPIEZA':
      return [r.sustancia, r.concentracion].filter(Boolean).join(' · ');
    case 'LECTURA':
      return (
        <>
          {r.punto && <span className="fw-semibold me-2">{NOMBRES_PUNTOS[r.punto]}:</span>}
          <ValoresLectura lectura={r} juzgada={juzgada} />
        </>
      );
    case 'ANALISIS':
      return (
        <>
          {r.laboratorio}
          {r.resultado && (
            <span className={r.resultado === 'NO_CONFORME' ? 'av-fuera fw-semibold' : undefined}>
              {' · '}
              {NOMBRES_RESULTADOS[r.resultado]}
            </span>
          )}
        </>
      );
    default:
      return [r.consumible, r.lectura_medidor === null ? null : `${formatQuantity(r.lectura_medidor)} L`]
        .filter(Boolean)
        .join(' · ');
  }
}

/** An entry's detail and its notes; `juzgada` says 'En rango' of a reading in range too (the expediente). */
export function DetalleRegistro({ r, juzgada = false }: { r: RegistroFila; juzgada?: boolean }) {
  return (
    <span>
      {detalleDelTipo(r, juzgada)}
      {r.notas && <span className="d-block small text-body-secondary text-break">{r.notas}</span>}
    </span>
  );
}

const TODOS = '';

export function RegistrosCard({
  id_maquina,
  barra,
}: {
  id_maquina: number;
  /** The screen's controls beside 'Nueva entrada' (the machine, its pages), each in its `Col`. */
  barra?: ReactNode;
}) {
  const r = useRecords<RegistroFila>();
  const [nueva, setNueva] = useState(false);
  const leido = r.list.filtro('tipo');
  const tipo = TIPOS_REGISTRO.find((t) => t === leido);
  const filtros: RegistrosFiltros = {
    ...(id_maquina ? { id_maquina } : {}),
    ...(tipo ? { tipo } : {}),
  };
  const lista = useRegistros(filtros, r.list.consulta);
  const eliminar = useDeleteRegistro();

  const columnas: Column<RegistroFila>[] = [
    { header: uv.colId, cell: (e) => e.id_registro, sort: 'id_registro' satisfies Orden },
    {
      header: ui.fecha,
      cell: (e) => formatCalendarDay(e.fecha),
      sort: 'fecha' satisfies Orden,
      className: 'text-nowrap',
    },
    // With one machine chosen its name would repeat on every row.
    ...(id_maquina ? [] : [{ header: ui.maquina, cell: (e: RegistroFila) => e.maquina }]),
    { header: ui.tipo, cell: (e) => NOMBRES_TIPOS_REGISTRO[e.tipo], sort: 'tipo' satisfies Orden },
    { header: ui.colDetalle, cell: (e) => <DetalleRegistro r={e} /> },
    { header: ui.responsable, cell: (e) => e.responsable },
    { header: ui.colAdjuntos, cell: (e) => <Adjuntos adjuntos={e.adjuntos} onDeleted={r.notify} /> },
    r.actions({
      id: (e) => e.id_registro,
      remove: {
        confirm: (e) =>
          ui.confirmarEliminar(e.id_registro, NOMBRES_TIPOS_REGISTRO[e.tipo], formatCalendarDay(e.fecha)),
        run: eliminar.mutateAsync,
        done: ui.eliminada,
      },
    }),
  ];

  return (
    <>
      <Row className="g-2 align-items-end mb-3">
        {barra}
        <Col xs={12} sm="auto" className="ms-auto">
          <Button variant="primary" onClick={() => setNueva(true)}>
            <i className="bi bi-plus-lg me-2" aria-hidden="true" />
            {ui.nuevaEntrada}
          </Button>
        </Col>
      </Row>
      {nueva && (
        <RegistroDialog
          inicial={{ id_maquina }}
          onCancel={() => setNueva(false)}
          onSaved={(texto) => {
            setNueva(false);
            r.notify(texto);
          }}
        />
      )}
      <RecordsCard
        {...r.card}
        title={ui.entradas}
        filters={
          <Col xs={12} sm={6} md={3}>
            <Form.Label htmlFor="registros-tipo" className="small mb-1">
              {ui.tipo}
            </Form.Label>
            <Form.Select
              id="registros-tipo"
              size="sm"
              value={tipo ?? TODOS}
              onChange={(e) => r.list.setFiltro('tipo', e.target.value)}
            >
              <option value={TODOS}>{ui.todosLosTipos}</option>
              {TIPOS_REGISTRO.map((t) => (
                <option key={t} value={t}>
                  {NOMBRES_TIPOS_REGISTRO[t]}
                </option>
              ))}
            </Form.Select>
          </Col>
        }
        hint={null}
        query={lista}
        columns={columnas}
        exportSource={{ path: '/registro-sanitario', body: { ...filtros, ...r.list.consulta } }}
        rowKey={(e) => e.id_registro}
      >
        {r.editor(
          (e, close) => (
            <RegistroDialog
              key={e.id_registro}
              registro={e}
              inicial={{ id_maquina: e.id_maquina }}
              onCancel={close.onCancel}
              onSaved={close.onSaved}
            />
          ),
          ui.actualizada,
        )}
      </RecordsCard>
    </>
  );
}
