// The printable statements (/dashboard/estados-cuenta/imprimir?mes=[&tienda=]): one store's, or without a store
// every store's of the month, one Letter page each.
import { mensajes } from '@aguavend/contract/messages';
import { PageHeader } from '../../components/page-header.tsx';
import {
  EstadoImpreso,
  EstadosImpresos,
} from '../../features/estados-cuenta/components/estados-impresos.tsx';
import { listaHref, useEstadoParams, verEstadoHref } from '../../features/estados-cuenta/components/rutas.ts';

export default function EstadosCuentaImprimirRoute() {
  const { id_tienda, mes } = useEstadoParams();
  return (
    <>
      <div className="d-print-none">
        <PageHeader title={mensajes.estadosCuenta.ui.titulo} icon="printer" />
      </div>
      {id_tienda > 0 ? (
        <EstadoImpreso id_tienda={id_tienda} mes={mes} volverHref={verEstadoHref(id_tienda, mes)} />
      ) : (
        <EstadosImpresos mes={mes} volverHref={listaHref(mes)} />
      )}
    </>
  );
}
