// A store's own statement of a month ready to print (/dashboard/mi-tienda/estado/imprimir?tienda=&mes=): the same
// Letter page the Estados de cuenta screen prints.
import { mensajes } from '@aguavend/contract/messages';
import { PageHeader } from '../../components/page-header.tsx';
import { EstadoImpreso } from '../../features/estados-cuenta/components/estados-impresos.tsx';
import { miTiendaEstadoHref, useEstadoParams } from '../../features/estados-cuenta/components/rutas.ts';

export default function MiTiendaEstadoImprimirRoute() {
  const { id_tienda, mes } = useEstadoParams();
  return (
    <>
      <div className="d-print-none">
        <PageHeader title={mensajes.estadosCuenta.uiTienda.miTienda} icon="printer" />
      </div>
      <EstadoImpreso id_tienda={id_tienda} mes={mes} volverHref={miTiendaEstadoHref(id_tienda, mes)} />
    </>
  );
}
