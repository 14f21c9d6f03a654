// Users screen (ADMIN): every user, or those of the machine chosen at the top; the registration form, where the
// machines a user works on are chosen.
import { mensajes } from '@aguavend/contract/messages';
import { Col, Row } from 'react-bootstrap';
import { PageHeader } from '../../components/page-header.tsx';
import { MaquinaSelect } from '../../components/selects.tsx';
import { UsuarioForm } from '../../features/usuarios/components/usuario-form.tsx';
import { UsuariosCard } from '../../features/usuarios/components/usuarios-card.tsx';
import { useMachineParam } from '../../lib/use-machine-param.ts';

const ui = mensajes.usuarios.ui;

export default function UsuariosRoute() {
  const [id_maquina, setMaquina] = useMachineParam();
  return (
    <>
      <PageHeader title={ui.titulo} icon="people" />
      <Row className="mb-3">
        <Col md={6} lg={4}>
          <MaquinaSelect
            id="usuarios-maquina"
            value={id_maquina}
            onChange={setMaquina}
            placeholder={ui.todasLasMaquinas}
          />
        </Col>
      </Row>
      <div className="d-grid gap-4">
        <UsuariosCard id_maquina={id_maquina} />
        <UsuarioForm id_maquina={id_maquina} />
      </div>
    </>
  );
}
