// Machine sales (ADMIN): the sale form and the chosen machine's sales, side by side from 1200 px wide.
import { mensajes } from '@aguavend/contract/messages';
import { PageHeader } from '../../components/page-header.tsx';
import { VentaForm } from '../../features/ventas/components/venta-form.tsx';
import { VentasCard } from '../../features/ventas/components/ventas-card.tsx';
import { useMachineParam } from '../../lib/use-machine-param.ts';

export default function MaquinaVentasRoute() {
  const [id_maquina, setMaquina] = useMachineParam();
  return (
    <>
      <PageHeader title={mensajes.uiVentas.titulo} icon="cash-coin" />
      <div className="row g-4">
        <div className="col-xl-4">
          <VentaForm id_maquina={id_maquina} onMaquina={setMaquina} />
        </div>
        <div className="col-xl-8">
          <VentasCard key={id_maquina} id_maquina={id_maquina} />
        </div>
      </div>
    </>
  );
}
