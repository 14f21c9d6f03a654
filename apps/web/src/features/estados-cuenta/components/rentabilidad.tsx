// Rentabilidad: over whole months (desde–hasta, in the URL), per store or per machine, what was sold, spent and paid
// to the stores, the net and its margin, with the totals the server sends.

import type { RentabilidadFila } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import { Card, Col, Form, Row, ToggleButton, ToggleButtonGroup } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { type Column, RecordsTable } from '../../../components/records-card.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { formatPesos } from '../../../lib/format.ts';
import { type PorRentabilidad, useRentabilidad } from '../api/rentabilidad.ts';
import { esMes, mesAnterior, sumarMeses } from './mes.ts';
import { MesSelect } from './mes-select.tsx';

const ui = mensajes.estadosCuenta.ui;
const POR: PorRentabilidad[] = ['tienda', 'maquina'];

const dinero = (
  header: string,
  key: 'ventas' | 'egresos' | 'comision' | 'neto',
): Column<RentabilidadFila> => ({
  header,
  cell: (f) => formatPesos(f[key]),
  total: { key, format: formatPesos },
  className: 'text-nowrap text-sm-end',
});
const margen = (n: number | null) =>
  n === null ? '—' : `${n.toLocaleString('es-MX', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} %`;

/**
 * The totals row. The call answers rows only (a few hundred at most), so its sums are added here in whole centavos,
 * exactly as the server rounded each row; the margin is the totals' own. Should the call answer `totales`, those win.
 */
export function totalesDe(filas: RentabilidadFila[]) {
  const suma = (k: 'ventas' | 'egresos' | 'comision' | 'neto') =>
    filas.reduce((s, f) => s + Math.round(f[k] * 100), 0) / 100;
  const ventas = suma('ventas');
  const neto = suma('neto');
  return {
    ventas,
    egresos: suma('egresos'),
    comision: suma('comision'),
    neto,
    ...(ventas > 0 ? { margen: Math.round((neto * 10_000) / ventas) / 100 } : {}),
  };
}

/** Under the choices: the table with its totals, or why there is none. */
function Resultado({
  invertido,
  consulta,
  columnas,
}: {
  invertido: boolean;
  consulta: ReturnType<typeof useRentabilidad>;
  columnas: Column<RentabilidadFila>[];
}) {
  if (invertido)
    return (
      <p className="text-danger small" role="alert">
        {mensajes.general.rangoInvertido}
      </p>
    );
  if (consulta.isLoading) return <Loading />;
  if (consulta.isError) return <LoadError onRetry={() => void consulta.refetch()} />;
  const filas = consulta.data?.resultados ?? [];
  if (filas.length === 0) return <EmptyState />;
  return (
    <RecordsTable
      label={ui.rentabilidad}
      columns={columnas}
      rows={filas}
      rowKey={(f) => f.id}
      totales={consulta.data?.totales ?? totalesDe(filas)}
      orden={undefined}
      onOrden={() => {}}
    />
  );
}

export function Rentabilidad() {
  const [params, setParams] = useSearchParams();
  const hastaLeido = params.get('hasta');
  const hasta = esMes(hastaLeido) ? hastaLeido : mesAnterior();
  const desdeLeido = params.get('desde');
  const desde = esMes(desdeLeido) ? desdeLeido : sumarMeses(hasta, -2);
  const porLeido = params.get('por');
  const por = POR.find((p) => p === porLeido) ?? 'tienda';
  const cambiar = (k: string, v: string) => {
    const p = new URLSearchParams(params);
    p.set(k, v);
    setParams(p, { replace: true });
  };
  const invertido = hasta < desde;
  const q = useRentabilidad(desde, hasta, por);
  const columnas: Column<RentabilidadFila>[] = [
    { header: por === 'tienda' ? ui.porTienda : ui.porMaquina, cell: (f) => f.nombre },
    { header: ui.colDetalle, cell: (f) => f.detalle || '—', className: 'small' },
    dinero(ui.colVentas, 'ventas'),
    dinero(ui.colEgresos, 'egresos'),
    dinero(ui.colComision, 'comision'),
    dinero(ui.colNeto, 'neto'),
    {
      header: ui.colMargen,
      cell: (f) => margen(f.margen),
      total: { key: 'margen', format: margen },
      className: 'text-nowrap text-sm-end',
    },
  ];
  return (
    <Card className="shadow-sm av-lista-impresa">
      <Card.Header>
        <h2 className="h5 mb-0">{ui.rentabilidad}</h2>
      </Card.Header>
      <Card.Body>
        <Row className="g-2 mb-3 align-items-end d-print-none">
          <Col xs={12} sm={6} md={4} lg={3}>
            <MesSelect
              id="rentabilidad-desde"
              label={ui.desde}
              value={desde}
              onChange={(v) => cambiar('desde', v)}
            />
          </Col>
          <Col xs={12} sm={6} md={4} lg={3}>
            <MesSelect
              id="rentabilidad-hasta"
              label={ui.hasta}
              value={hasta}
              onChange={(v) => cambiar('hasta', v)}
            />
          </Col>
          <Col xs={12} md={4} lg={3}>
            <Form.Label as="span" id="rentabilidad-por" className="d-block">
              {ui.por}
            </Form.Label>
            <ToggleButtonGroup
              type="radio"
              name="rentabilidad-por"
              value={por}
              onChange={(v: PorRentabilidad) => cambiar('por', v)}
              aria-labelledby="rentabilidad-por"
              className="w-100"
            >
              {POR.map((p) => (
                <ToggleButton key={p} id={`rentabilidad-por-${p}`} value={p} variant="outline-primary">
                  {p === 'tienda' ? ui.porTienda : ui.porMaquina}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Col>
        </Row>
        <Resultado invertido={invertido} consulta={q} columnas={columnas} />
      </Card.Body>
    </Card>
  );
}
