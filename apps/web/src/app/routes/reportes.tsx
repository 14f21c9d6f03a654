// Reportes: the business's figures by machine, store, product, category, user or span of time (features/reportes). A
// machine's row opens its panel on Inicio when the role grants Inicio; a store's row opens its page when the role
// grants Tiendas, and the store filter is offered where the role may list stores (Tiendas or Domicilios).
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { PageHeader } from '../../components/page-header.tsx';
import { ReportesPanel } from '../../features/reportes/components/reportes-panel.tsx';
import { usePantallas } from '../use-pantallas.ts';

/** Inicio's panel of one machine, on a month (routes/inicio.tsx reads `maquina` and `mes`). */
const panelDeMaquina = (id_maquina: number, mes: string) =>
  `${PANTALLAS.inicio.ruta}?${new URLSearchParams({ maquina: String(id_maquina), mes })}`;

/** A store's page (router.tsx: /dashboard/tienda/:id, granted with Tiendas). */
const paginaDeTienda = (id_tienda: number) => `/dashboard/tienda/${id_tienda}`;

export default function ReportesRoute() {
  const pantallas = usePantallas().data;
  const inicio = pantallas?.has('inicio') ?? false;
  const tiendas = pantallas?.has('tiendas') ?? false;
  return (
    <>
      <PageHeader title={mensajes.reportes.titulo} icon="table" />
      <ReportesPanel
        {...(inicio && { maquinaHref: panelDeMaquina })}
        {...(tiendas && { tiendaHref: paginaDeTienda })}
      />
    </>
  );
}
