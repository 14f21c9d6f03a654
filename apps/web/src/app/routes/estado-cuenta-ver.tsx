// One store's statement of a month (/dashboard/estados-cuenta/ver?tienda=&mes=): the statement, its adjustments and
// 'Imprimir'.
import { mensajes } from '@aguavend/contract/messages';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { EstadoVista } from '../../features/estados-cuenta/components/estado-vista.tsx';
import { esMes, mesAnterior } from '../../features/estados-cuenta/components/mes.ts';
import { imprimirHref, listaHref } from '../../features/estados-cuenta/components/rutas.ts';

export default function EstadoCuentaVerRoute() {
  const [params] = useSearchParams();
  const id_tienda = Math.trunc(Number(params.get('tienda'))) || 0;
  const leido = params.get('mes');
  const mes = esMes(leido) ? leido : mesAnterior();
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
