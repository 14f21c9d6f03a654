// A store's own statement of a month (/dashboard/mi-tienda/estado?tienda=&mes=), read-only, with 'Imprimir': part of
// Mi tienda, so a store's user reaches it; the server answers only their own store's (404 for any other).
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { PageHeader } from '../../components/page-header.tsx';
import { EstadoVista } from '../../features/estados-cuenta/components/estado-vista.tsx';
import { miTiendaImprimirHref, useEstadoParams } from '../../features/estados-cuenta/components/rutas.ts';

export default function MiTiendaEstadoRoute() {
  const { id_tienda, mes } = useEstadoParams();
  return (
    <>
      <PageHeader title={mensajes.estadosCuenta.uiTienda.miTienda} icon="shop-window" />
      <EstadoVista
        id_tienda={id_tienda}
        mes={mes}
        imprimirHref={miTiendaImprimirHref(id_tienda, mes)}
        volverHref={PANTALLAS.miTienda.ruta}
        editable={false}
      />
    </>
  );
}
