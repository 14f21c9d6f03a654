// The printable expediente sanitario (/dashboard/registro-sanitario/expediente?maquina=&periodo=): the machine and the
// period (the presets every screen shares) chosen on screen, the expediente under them, 'Imprimir' for the browser's
// print dialog; on paper only the expediente.
import { mensajes } from '@aguavend/contract/messages';
import { Button, Col } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { PeriodFilter, usePeriodFilter } from '../../components/period-filter.tsx';
import { MaquinaSelect } from '../../components/selects.tsx';
import { EmptyState, LoadError, Loading } from '../../components/states.tsx';
import { useExpediente } from '../../features/registro-sanitario/api/registros.ts';
import { HojaExpediente } from '../../features/registro-sanitario/components/expediente-hoja.tsx';
import { rutaCuidado } from '../../features/registro-sanitario/rutas.ts';
import { useMachineParam } from '../../lib/use-machine-param.ts';

const ui = mensajes.uiSanitario;

export default function RegistroSanitarioExpedienteRoute() {
  const [id_maquina, setMaquina] = useMachineParam();
  const periodo = usePeriodFilter();
  const expediente = useExpediente(id_maquina, periodo.valido);
  const hoja = () => {
    if (!id_maquina) return <EmptyState text={ui.elijaMaquinaExpediente} />;
    if (!periodo.valido) return null;
    if (expediente.isLoading) return <Loading />;
    if (expediente.isError || !expediente.data)
      return <LoadError onRetry={() => void expediente.refetch()} />;
    return <HojaExpediente e={expediente.data} />;
  };
  return (
    <>
      <div className="d-print-none">
        <PageHeader title={ui.expediente} icon="file-earmark-medical" />
        <PeriodFilter estado={periodo}>
          <Col xs={12} sm={6} lg={4}>
            <MaquinaSelect
              id="expediente-maquina"
              className="mb-0"
              value={id_maquina}
              onChange={setMaquina}
            />
          </Col>
        </PeriodFilter>
        <div className="d-flex flex-wrap gap-2 mb-3">
          <Button variant="primary" disabled={!expediente.data} onClick={() => window.print()}>
            <i className="bi bi-printer me-2" aria-hidden="true" />
            {ui.imprimir}
          </Button>
          {id_maquina > 0 && (
            <Link className="btn btn-secondary" to={rutaCuidado(id_maquina)}>
              <i className="bi bi-arrow-left me-2" aria-hidden="true" />
              {ui.cuidado}
            </Link>
          )}
        </div>
      </div>
      {hoja()}
    </>
  );
}
