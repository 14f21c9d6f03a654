// Mi tienda: a store's own user sees their store only (the server scopes every call to it): its statements and
// payments (first on a phone: what the store is owed is what it comes for), its machines now and its sales over a
// period. Each month opens its statement under Mi tienda, to read and print. Read-only.
import { mensajes } from '@aguavend/contract/messages';
import { Alert, Col, Row } from 'react-bootstrap';
import { PageHeader } from '../../components/page-header.tsx';
import { PeriodFilter, usePeriodFilter } from '../../components/period-filter.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { miTiendaEstadoHref } from '../../features/estados-cuenta/components/rutas.ts';
import { useMiTienda } from '../../features/mi-tienda/api/get-mi-tienda.ts';
import {
  MaquinasAhora,
  VentasPorDia,
  VentasPorMes,
} from '../../features/mi-tienda/components/mi-tienda-panel.tsx';
import { EstadosCuentaTienda } from '../../features/tiendas/components/estados-cuenta-tienda.tsx';
import { ApiError } from '../../lib/api-client.ts';

const ut = mensajes.estadosCuenta.uiTienda;

export default function MiTiendaRoute() {
  const periodo = usePeriodFilter();
  const tienda = useMiTienda(periodo.valido);
  const datos = tienda.data;
  // A user linked to no store is told so in the server's words.
  const rechazo = tienda.error instanceof ApiError && tienda.error.status < 500 ? tienda.error.message : null;

  return (
    <>
      <PageHeader
        title={datos ? `${ut.miTienda}: ${datos.nombre_comercial}` : ut.miTienda}
        icon="shop-window"
      />
      <PeriodFilter estado={periodo} />
      {rechazo ? (
        <Alert variant="warning">{rechazo}</Alert>
      ) : tienda.isError ? (
        <LoadError onRetry={() => void tienda.refetch()} />
      ) : !datos ? (
        periodo.valido && <Loading />
      ) : (
        <Row className="g-4">
          <Col xs={12} lg={6}>
            <MaquinasAhora tienda={datos} />
          </Col>
          <Col xs={12} lg={6}>
            <VentasPorMes tienda={datos} />
          </Col>
          <Col xs={12}>{periodo.valido && <VentasPorDia tienda={datos} {...periodo.valido} />}</Col>
          {/* First on a phone, last on a desk (where the machines and sales sit side by side above it). */}
          <Col xs={12} className="order-first order-lg-last">
            <EstadosCuentaTienda
              id_tienda={datos.id_tienda}
              verEstado={(mes) => miTiendaEstadoHref(datos.id_tienda, mes)}
            />
          </Col>
        </Row>
      )}
    </>
  );
}
