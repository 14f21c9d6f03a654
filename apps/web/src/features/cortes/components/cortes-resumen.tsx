// Sobrantes y faltantes: the cortes of a period summed by collector, machine or month (/cortes/resumen) — liters,
// expected and counted cash, sobrantes, faltantes, the net difference and how many did not reconcile, by the pair that
// disagreed — with the totals the server sends. The period is the shared period filter, in the URL.
import { AGRUPACIONES_CORTES, type ParCuadre } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { Card, Col, Form } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { PeriodFilter, usePeriodFilter } from '../../../components/period-filter.tsx';
import { type Column, RecordsTable } from '../../../components/records-card.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { formatPesos, formatQuantity } from '../../../lib/format.ts';
import { type AgrupacionCortes, type CortesResumenFila, useCortesResumen } from '../api/cortes.ts';
import { Diferencia } from './diferencia.tsx';

const ui = mensajes.uiCortes;

const NOMBRES_AGRUPACION: Record<AgrupacionCortes, string> = {
  colector: ui.porColector,
  maquina: ui.porMaquina,
  mes: ui.porMes,
};

const PAR_DE = {
  efectivo_contador: 'EFECTIVO_CONTADOR',
  efectivo_ventas: 'EFECTIVO_VENTAS',
  contador_ventas: 'CONTADOR_VENTAS',
} as const satisfies Record<string, ParCuadre>;

const columnas = (por: AgrupacionCortes): Column<CortesResumenFila>[] => {
  const dinero = (header: string, key: 'esperado' | 'contado' | 'sobrantes' | 'faltantes') => ({
    header,
    cell: (f: CortesResumenFila) => formatPesos(f[key]),
    total: { key, format: formatPesos },
    className: 'text-nowrap text-sm-end',
  });
  return [
    { header: por === 'mes' ? ui.colMes : ui.colNombre, cell: (f) => f.nombre },
    {
      header: ui.colCortes,
      cell: (f) => formatQuantity(f.cortes),
      total: { key: 'cortes', format: formatQuantity },
      className: 'text-sm-end',
    },
    {
      header: ui.litros,
      cell: (f) => `${formatQuantity(f.litros)} L`,
      total: { key: 'litros', format: (n) => `${formatQuantity(n)} L` },
      className: 'text-nowrap text-sm-end',
    },
    dinero(ui.esperado, 'esperado'),
    dinero(ui.contado, 'contado'),
    dinero(ui.sobrantes, 'sobrantes'),
    dinero(ui.faltantes, 'faltantes'),
    {
      header: ui.diferencia,
      cell: (f) => <Diferencia valor={f.diferencia} />,
      total: { key: 'diferencia', format: (n) => <Diferencia valor={n} /> },
      className: 'text-nowrap text-sm-end',
    },
    // How many cortes did not reconcile, by the pair that disagreed (issue 43).
    ...(['efectivo_contador', 'efectivo_ventas', 'contador_ventas'] as const).map((key) => ({
      header: ui.noCuadraPor(ui.pares[PAR_DE[key]]),
      cell: (f: CortesResumenFila) => formatQuantity(f[key]),
      total: { key, format: formatQuantity },
      className: 'text-sm-end',
    })),
  ];
};

export function CortesResumen() {
  const periodo = usePeriodFilter();
  const [params, setParams] = useSearchParams();
  const leido = params.get('por');
  const por = AGRUPACIONES_CORTES.find((a) => a === leido) ?? 'colector';
  const resumen = useCortesResumen(por, periodo.valido);
  const filas = resumen.data?.resultados ?? [];
  return (
    <Card className="shadow-sm av-lista-impresa">
      <Card.Header>
        <h2 className="h5 mb-0">{ui.resumen}</h2>
      </Card.Header>
      <Card.Body>
        <PeriodFilter estado={periodo}>
          <Col xs={12} sm={6} lg={3}>
            <Form.Label htmlFor="cortes-resumen-por">{ui.agruparPor}</Form.Label>
            <Form.Select
              id="cortes-resumen-por"
              value={por}
              onChange={(e) => {
                const p = new URLSearchParams(params);
                p.set('por', e.target.value);
                setParams(p, { replace: true });
              }}
            >
              {AGRUPACIONES_CORTES.map((a) => (
                <option key={a} value={a}>
                  {NOMBRES_AGRUPACION[a]}
                </option>
              ))}
            </Form.Select>
          </Col>
        </PeriodFilter>
        {resumen.isLoading ? (
          <Loading />
        ) : resumen.isError ? (
          <LoadError onRetry={() => void resumen.refetch()} />
        ) : filas.length === 0 ? (
          <EmptyState />
        ) : (
          <RecordsTable
            label={ui.resumen}
            columns={columnas(por)}
            rows={filas}
            rowKey={(f) => f.clave}
            totales={resumen.data?.totales}
            orden={undefined}
            onOrden={() => {}}
          />
        )}
      </Card.Body>
    </Card>
  );
}
