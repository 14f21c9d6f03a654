// Expenses of a machine (ADMIN): the form and the machine's expenses.
import { mensajes } from '@aguavend/contract/messages';
import { PageHeader } from '../../components/page-header.tsx';
import { MaquinaSelect } from '../../components/selects.tsx';
import { EgresoForm } from '../../features/egresos/components/egreso-form.tsx';
import { EgresosCard } from '../../features/egresos/components/egresos-card.tsx';
import { useMachineParam } from '../../lib/use-machine-param.ts';

export default function EgresosRoute() {
  const [id_maquina, setMaquina] = useMachineParam();
  return (
    <>
      <PageHeader title={mensajes.uiEgresos.titulo} icon="receipt" />
      <div style={{ maxWidth: 360 }}>
        <MaquinaSelect id="egresos-maquina" value={id_maquina} onChange={setMaquina} />
      </div>
      <div className="row g-4">
        <div className="col-xl-4">
          <EgresoForm id_maquina={id_maquina} />
        </div>
        <div className="col-xl-8">
          <EgresosCard key={id_maquina} id_maquina={id_maquina} />
        </div>
      </div>
    </>
  );
}
