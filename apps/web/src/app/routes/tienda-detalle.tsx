// A store's page (issue 18): its data, its addresses, the machines standing there and their history, its agreement,
// and its statements and payments. Reached from each store's name in the stores list; part of the Tiendas screen.
// A role without Estados de cuenta sees the agreement without its writes, and no statements.
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { Alert, Col, Row } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { rutaEstadoCuenta } from '../../features/tiendas/api/estados-cuenta.ts';
import { useDomiciliosTienda } from '../../features/tiendas/api/get-domicilios-tienda.ts';
import { ConvenioTienda } from '../../features/tiendas/components/convenio-tienda.tsx';
import { DomiciliosTienda } from '../../features/tiendas/components/domicilios-tienda.tsx';
import { EstadosCuentaTienda } from '../../features/tiendas/components/estados-cuenta-tienda.tsx';
import { MaquinasTienda } from '../../features/tiendas/components/maquinas-tienda.tsx';
import { TiendaDatos } from '../../features/tiendas/components/tienda-datos.tsx';
import { useTiendas } from '../../lib/reference-data.ts';
import { usePantallas } from '../use-pantallas.ts';

const ui = mensajes.tiendas.ui;

export default function TiendaDetalleRoute() {
  const id_tienda = Number(useParams().id) || 0;
  const tiendas = useTiendas();
  const domicilios = useDomiciliosTienda(id_tienda);
  const pantallas = usePantallas().data;
  const tienda = tiendas.data?.find((t) => t.id_tienda === id_tienda);
  // Agreements' writes, statements and payments belong to the Estados de cuenta screen (decision 025).
  const cuentas = pantallas?.has('estadosCuenta') ?? false;

  if (tiendas.isPending) return <Loading />;
  if (tiendas.isError) return <LoadError onRetry={() => void tiendas.refetch()} />;
  if (!tienda) {
    return (
      <>
        <PageHeader title={ui.lista} icon="shop" />
        <Alert variant="warning">{ui.noEncontrada}</Alert>
        <Link to={PANTALLAS.tiendas.ruta}>{ui.volver}</Link>
      </>
    );
  }
  return (
    <>
      <nav aria-label={ui.volver} className="mb-2 small">
        <Link to={PANTALLAS.tiendas.ruta} className="link-body-emphasis">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {ui.volver}
        </Link>
      </nav>
      <PageHeader title={tienda.nombre_comercial} icon="shop" />
      <Row className="g-4">
        <Col xs={12} lg={6}>
          <TiendaDatos tienda={tienda} titulo={ui.detalle} />
        </Col>
        <Col xs={12} lg={6}>
          <DomiciliosTienda
            id_tienda={id_tienda}
            administrar={
              pantallas?.has('domicilios') ? `${PANTALLAS.domicilios.ruta}?tienda=${id_tienda}` : undefined
            }
          />
        </Col>
        <Col xs={12}>
          <MaquinasTienda
            id_tienda={id_tienda}
            sinDomicilios={domicilios.isSuccess && domicilios.data.length === 0}
          />
        </Col>
        <Col xs={12}>
          <ConvenioTienda id_tienda={id_tienda} editable={cuentas} />
        </Col>
        {cuentas && (
          <Col xs={12}>
            <EstadosCuentaTienda
              id_tienda={id_tienda}
              verEstado={(mes) => rutaEstadoCuenta(id_tienda, mes)}
            />
          </Col>
        )}
      </Row>
    </>
  );
}
