// Home: 'Bienvenido al Dashboard' and the machine sales panel; machine and month kept in the URL.
import { mensajes } from '@aguavend/contract/messages';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { PanelMaquina } from '../../features/inicio/components/panel-maquina.tsx';
import { currentMonth } from '../../lib/format.ts';
import { useMachineParam } from '../../lib/use-machine-param.ts';

export default function InicioRoute() {
  const [id_maquina, setMaquina] = useMachineParam();
  const [params, setParams] = useSearchParams();
  const mes = params.get('mes') ?? currentMonth();
  const setMes = (m: string) =>
    setParams(
      (p) => {
        p.set('mes', m);
        return p;
      },
      { replace: true },
    );
  return (
    <>
      <PageHeader title={mensajes.inicio.titulo} icon="speedometer2" />
      <PanelMaquina id_maquina={id_maquina} mes={mes} onMaquina={setMaquina} onMes={setMes} />
    </>
  );
}
