// One store's statement of a month (/dashboard/estados-cuenta/ver?tienda=&mes=): the statement, its adjustments and
// 'Imprimir'.
import { mensajes } from '@aguavend/contract/messages';
import { PageHeader } from '../../components/page-header.tsx';
import { EstadoVista } from '../../features/estados-cuenta/components/estado-vista.tsx';
import { imprimirHref, listaHref, useEstadoParams } from '../../features/estados-cuenta/components/rutas.ts';

export default function EstadoCuentaVerRoute() {
  const { id_tienda, mes } = useEstadoParams();
  return (
    <>
      <PageHeader title={mensajes.estadosCuenta.ui.titulo} icon="journal-check" />
      <EstadoVista
        id_tienda={id_tienda}
        mes={mes}
        imprimirHref={imprimirHref(mes, id_tienda)}
        volverHref={listaHref(mes)}
      />
    </>
  );
}
