// The printable statements (/dashboard/estados-cuenta/imprimir?mes=[&tienda=]): one store's, or without a store
// every store's of the month, one Letter page each.
import { mensajes } from '@aguavend/contract/messages';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import {
  EstadoImpreso,
  EstadosImpresos,
} from '../../features/estados-cuenta/components/estados-impresos.tsx';
import { esMes, mesAnterior } from '../../features/estados-cuenta/components/mes.ts';
import { listaHref, verEstadoHref } from '../../features/estados-cuenta/components/rutas.ts';

export default function EstadosCuentaImprimirRoute() {
  const [params] = useSearchParams();
  const id_tienda = Math.trunc(Number(params.get('tienda'))) || 0;
  const leido = params.get('mes');
  const mes = esMes(leido) ? leido : mesAnterior();
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
