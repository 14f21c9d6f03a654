// Registro sanitario (issue 19): the machine chosen (all of the user's by default, kept in the URL) and its entries;
// with a machine chosen, links to its care page (consumables and tasks) and to its expediente.
import { mensajes } from '@aguavend/contract/messages';
import { Col } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { MaquinaSelect } from '../../components/selects.tsx';
import { RegistrosCard } from '../../features/registro-sanitario/components/registros-card.tsx';
import { rutaCuidado, rutaExpediente } from '../../features/registro-sanitario/rutas.ts';
import { useMachineParam } from '../../lib/use-machine-param.ts';

const ui = mensajes.uiSanitario;

export default function RegistroSanitarioRoute() {
  const [id_maquina, setMaquina] = useMachineParam();
  return (
    <>
      <PageHeader title={ui.titulo} icon="droplet-half" />
      <RegistrosCard
        id_maquina={id_maquina}
        barra={
          <>
            <Col xs={12} sm={6} lg={4}>
              <MaquinaSelect
                id="sanitario-maquina"
                className="mb-0"
                value={id_maquina}
                onChange={setMaquina}
                placeholder={ui.todasLasMaquinas}
              />
            </Col>
            {id_maquina > 0 && (
              <Col xs={12} sm="auto" className="d-flex flex-wrap gap-2">
                <Link className="btn btn-secondary" to={rutaCuidado(id_maquina)}>
                  <i className="bi bi-tools me-2" aria-hidden="true" />
                  {ui.verCuidado}
                </Link>
                <Link className="btn btn-secondary" to={rutaExpediente(id_maquina)}>
                  <i className="bi bi-file-earmark-medical me-2" aria-hidden="true" />
                  {ui.expediente}
                </Link>
              </Col>
            )}
          </>
        }
      />
    </>
  );
}
