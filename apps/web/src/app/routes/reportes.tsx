// Reportes: the business's figures by machine, product, category, user or span of time (features/reportes). A
// machine's row opens its panel on Inicio when the role grants Inicio.
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { PageHeader } from '../../components/page-header.tsx';
import { ReportesPanel } from '../../features/reportes/components/reportes-panel.tsx';
import { usePantallas } from '../use-pantallas.ts';

/** Inicio's panel of one machine, on a month (routes/inicio.tsx reads `maquina` and `mes`). */
const panelDeMaquina = (id_maquina: number, mes: string) =>
  `${PANTALLAS.inicio.ruta}?${new URLSearchParams({ maquina: String(id_maquina), mes })}`;

export default function ReportesRoute() {
  const inicio = usePantallas().data?.has('inicio') ?? false;
  return (
    <>
      <PageHeader title={mensajes.reportes.titulo} icon="table" />
      <ReportesPanel {...(inicio && { maquinaHref: panelDeMaquina })} />
    </>
  );
}
