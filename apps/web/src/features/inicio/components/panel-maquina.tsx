// The machine sales panel of the home screen: machine and month, the month's totals, two charts, and the
// annual totals per product as a list.
import { mensajes } from '@aguavend/contract/messages';
import { lazy, Suspense } from 'react';
import { Card, Form } from 'react-bootstrap';
import { DateInput } from '../../../components/date-input.tsx';
import { MaquinaSelect } from '../../../components/selects.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useSerieMensual, useTotalAnual, useTotalMes } from '../api/reportes.ts';
import { AnualCard } from './anual-card.tsx';

const ui = mensajes.inicio;
const GraficaMeses = lazy(async () => ({ default: (await import('./graficas.tsx')).GraficaMeses }));
const GraficaProductos = lazy(async () => ({ default: (await import('./graficas.tsx')).GraficaProductos }));

function Resumen({
  titulo,
  valor,
  icono,
  color,
}: {
  titulo: string;
  valor: number;
  icono: string;
  color: string;
}) {
  return (
    <div className="col-md-4">
      <Card className="shadow-sm h-100">
        <Card.Body className="d-flex align-items-center gap-3">
          <i className={`bi bi-${icono} fs-2 text-${color}`} aria-hidden="true" />
          <div>
            <div className="text-secondary small">{titulo}</div>
            <div className="fs-5 fw-semibold" data-testid={titulo}>
              {formatMoney(valor)}
            </div>
          </div>
        </Card.Body>
      </Card>
    </div>
  );
}

export function PanelMaquina({
  id_maquina,
  mes,
  onMaquina,
  onMes,
}: {
  id_maquina: number;
  mes: string;
  onMaquina: (id: number) => void;
  onMes: (mes: string) => void;
}) {
  const mensual = useTotalMes(id_maquina, mes);
  const anual = useTotalAnual(id_maquina);
  const serie = useSerieMensual(id_maquina, mes);
  // Nothing monthly unless a machine and a month are both chosen.
  const fila = id_maquina > 0 && mes ? mensual.data?.[0] : undefined;

  return (
    <section aria-label={ui.panel}>
      <div className="row g-3 align-items-end mb-2">
        <div className="col-sm-6 col-lg-4">
          <MaquinaSelect
            id="inicio-maquina"
            value={id_maquina}
            onChange={onMaquina}
            placeholder={ui.todoElNegocio}
          />
        </div>
        <div className="col-sm-6 col-lg-3">
          <Form.Group className="mb-3" controlId="inicio-mes">
            <Form.Label>{ui.mes}</Form.Label>
            <DateInput mode="month" value={mes} onChange={(m) => m && onMes(m)} />
          </Form.Group>
        </div>
      </div>
      {!id_maquina ? (
        <Card body className="shadow-sm text-secondary">
          {ui.elijaMaquina}
        </Card>
      ) : (
        <>
          <div className="row g-3 mb-4">
            {mensual.isError ? (
              <LoadError onRetry={() => void mensual.refetch()} />
            ) : (
              <>
                <Resumen
                  titulo={ui.ventasMes}
                  valor={fila?.total_por_mes ?? 0}
                  icono="graph-up-arrow"
                  color="primary"
                />
                <Resumen
                  titulo={ui.egresosMes}
                  valor={fila?.total_egresos ?? 0}
                  icono="receipt"
                  color="danger"
                />
                <Resumen titulo={ui.neto} valor={fila?.neto ?? 0} icono="wallet2" color="success" />
              </>
            )}
          </div>
          <div className="row g-4 mb-4">
            <div className="col-xl-7">
              <Card className="shadow-sm h-100">
                <Card.Header as="h2" className="h6">
                  {ui.graficaMeses}
                </Card.Header>
                <Card.Body>
                  {serie.data ? (
                    <Suspense fallback={<Loading />}>
                      <GraficaMeses serie={serie.data} />
                    </Suspense>
                  ) : serie.isError ? (
                    <LoadError onRetry={() => void serie.refetch()} />
                  ) : (
                    <Loading />
                  )}
                </Card.Body>
              </Card>
            </div>
            <div className="col-xl-5">
              <Card className="shadow-sm h-100">
                <Card.Header as="h2" className="h6">
                  {ui.graficaProductos}
                </Card.Header>
                <Card.Body>
                  {anual.data && anual.data.length > 0 ? (
                    <Suspense fallback={<Loading />}>
                      <GraficaProductos anual={anual.data} />
                    </Suspense>
                  ) : anual.data ? (
                    <EmptyState />
                  ) : anual.isError ? (
                    <LoadError onRetry={() => void anual.refetch()} />
                  ) : (
                    <Loading />
                  )}
                </Card.Body>
              </Card>
            </div>
          </div>
          <AnualCard id_maquina={id_maquina} />
        </>
      )}
    </section>
  );
}
