// What Inicio opens on: the whole business (the user's machines, for a non-ADMIN user) in the chosen period against
// the previous one: six figures, the sales per day or month, per product and per hour of the week, and the
// machines', stores' and products' rankings, and the cash side (issue 43: sobrantes y faltantes by collector, cash in
// hand). Each part draws as soon as its own call answers.
import { mensajes } from '@aguavend/contract/messages';
import type { UseQueryResult } from '@tanstack/react-query';
import { memo, type ReactNode, useCallback, useDeferredValue } from 'react';
import { Card, Col, Form, Row } from 'react-bootstrap';
import { PeriodFilter, usePeriodFilter } from '../../../components/period-filter.tsx';
import { MaquinaSelect } from '../../../components/selects.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { useEfectivoNegocio } from '../api/atencion.ts';
import {
  useHorasNegocio,
  useMaquinasNegocio,
  useProductosNegocio,
  useResumenNegocio,
  useSerieNegocio,
  useTiendasNegocio,
} from '../api/negocio.ts';
import { CifrasNegocio } from './cifras-negocio.tsx';
import { EfectivoNegocioPanel } from './efectivo-negocio.tsx';
import { GraficaProductosNegocio, GraficaSerieNegocio } from './graficas.tsx';
import { MapaHoras } from './mapa-horas.tsx';
import { RankingMaquinas } from './ranking-maquinas.tsx';
import { RankingProductos } from './ranking-productos.tsx';
import { RankingTiendas } from './ranking-tiendas.tsx';

const ui = mensajes.inicio;

// Each part draws again only when its own answer (or what it is handed) changes. Every answer renders the panel,
// which holds the six queries; without these, each one drew again every part already on screen, in one task that
// held a phone's main thread while the answers arrived.
const Cifras = memo(CifrasNegocio);
const Serie = memo(GraficaSerieNegocio);
const Productos = memo(GraficaProductosNegocio);
const Horas = memo(MapaHoras);
const Maquinas = memo(RankingMaquinas);
const Tiendas = memo(RankingTiendas);
const ListaProductos = memo(RankingProductos);

/**
 * One part of the screen: loading until its answer arrives (a spinner, or `cargando` when the part has a stand-in of
 * its own size), the failure with 'Reintentar', nothing to show, or the answer; while another period loads, the
 * last answer stays, dimmed.
 */
function Parte<T>({
  consulta,
  vacia = () => false,
  cargando = <Loading />,
  children,
}: {
  consulta: UseQueryResult<T>;
  vacia?: (datos: T) => boolean;
  cargando?: ReactNode;
  children: (datos: NonNullable<T>) => ReactNode;
}) {
  // Drawn in a deferred render, which React splits into short slices: six parts answering at once would
  // otherwise each block the main thread for a whole render.
  const datos = useDeferredValue(consulta.data);
  if (datos === undefined || datos === null) {
    return consulta.isError ? <LoadError onRetry={() => void consulta.refetch()} /> : cargando;
  }
  return (
    <div
      className={consulta.isPlaceholderData ? 'av-actualizando' : undefined}
      aria-busy={consulta.isPlaceholderData || undefined}
    >
      {vacia(datos) ? <EmptyState /> : children(datos)}
    </div>
  );
}

function Tarjeta({
  titulo,
  alto = 'h-100',
  children,
}: {
  titulo: string;
  /** How tall: as its row by default; cards stacked in one column share it (`flex-grow-1`) or take their own. */
  alto?: 'h-100' | 'flex-grow-1' | '';
  children: ReactNode;
}) {
  return (
    <Card className={`shadow-sm ${alto}`.trim()}>
      <Card.Header as="h2" className="h6">
        {titulo}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card>
  );
}

const sinFilas = (filas: unknown[]) => filas.length === 0;

export function PanelNegocio({
  onMaquina,
  tiendaHref,
}: {
  /** Opens a machine's panel, on the month the period ends in. */
  onMaquina: (id_maquina: number, mes: string | undefined) => void;
  /** Where a store's page opens; without it (a role without Tiendas) stores are plain text. */
  tiendaHref?: ((id_tienda: number) => string) | undefined;
}) {
  const periodo = usePeriodFilter();
  const valido = periodo.valido;
  const resumen = useResumenNegocio(valido);
  const serie = useSerieNegocio(valido);
  const horas = useHorasNegocio(valido);
  const productos = useProductosNegocio(valido);
  const maquinas = useMaquinasNegocio(valido);
  const tiendas = useTiendasNegocio(valido);
  const efectivo = useEfectivoNegocio(valido);
  // The cash side shows only what the role grants (Cortes, Depósitos); neither, no card.
  const conEfectivo = efectivo.data?.sobrantes_faltantes !== null || efectivo.data?.efectivo_en_mano !== null;
  const mes = valido?.hasta.slice(0, 7);
  const abrir = useCallback((id: number) => onMaquina(id, mes), [onMaquina, mes]);

  return (
    <section aria-label={ui.negocio}>
      <PeriodFilter estado={periodo}>
        <Col xs={12} sm={6} lg={4}>
          <MaquinaSelect
            id="inicio-maquina"
            className="mb-1"
            value={0}
            placeholder={ui.todoElNegocio}
            onChange={(id) => id > 0 && abrir(id)}
          />
          <Form.Text>{ui.elijaMaquina}</Form.Text>
        </Col>
      </PeriodFilter>
      {valido && (
        <>
          <div className="mb-4">
            <Parte consulta={resumen} cargando={<Cifras />}>
              {(r) => <Cifras resumen={r} />}
            </Parte>
          </div>
          {conEfectivo && (
            <div className="mb-4">
              <Tarjeta titulo={ui.efectivo}>
                <Parte consulta={efectivo}>{(e) => <EfectivoNegocioPanel efectivo={e} />}</Parte>
              </Tarjeta>
            </div>
          )}
          <Row className="g-4 mb-4">
            <Col xl={8}>
              <Tarjeta titulo={ui.graficaSerie}>
                <Parte consulta={serie} vacia={sinFilas}>
                  {(s) => <Serie serie={s} />}
                </Parte>
              </Tarjeta>
            </Col>
            <Col xl={4}>
              <Tarjeta titulo={ui.productosPeriodo}>
                <Parte consulta={productos} vacia={sinFilas}>
                  {(p) => <Productos productos={p} />}
                </Parte>
              </Tarjeta>
            </Col>
          </Row>
          <div className="mb-4">
            <Tarjeta titulo={ui.graficaHoras}>
              <Parte consulta={horas} vacia={sinFilas}>
                {(h) => <Horas horas={h} />}
              </Parte>
            </Tarjeta>
          </div>
          <Row className="g-4">
            <Col xxl={6}>
              <Tarjeta titulo={ui.rankingMaquinas}>
                <Parte consulta={maquinas} vacia={sinFilas}>
                  {(m) => <Maquinas maquinas={m} onMaquina={abrir} />}
                </Parte>
              </Tarjeta>
            </Col>
            {/* Beside the machines' ten rows, the stores' and the products' shorter lists, one over the other. */}
            <Col xxl={6} className="d-flex flex-column gap-4">
              <Tarjeta titulo={ui.rankingTiendas} alto="">
                <Parte consulta={tiendas} vacia={sinFilas}>
                  {(t) => <Tiendas tiendas={t} tiendaHref={tiendaHref} />}
                </Parte>
              </Tarjeta>
              <Tarjeta titulo={ui.rankingProductos} alto="flex-grow-1">
                <Parte consulta={productos} vacia={sinFilas}>
                  {(p) => <ListaProductos productos={p} />}
                </Parte>
              </Tarjeta>
            </Col>
          </Row>
        </>
      )}
    </section>
  );
}
