// Profile (any signed-in user): own data and the change of own password.
import { mensajes } from '@aguavend/contract/messages';
import { Col, Row } from 'react-bootstrap';
import { PageHeader } from '../../components/page-header.tsx';
import { CambiarClaveForm } from '../../features/perfil/components/cambiar-clave-form.tsx';
import { PerfilDatos } from '../../features/perfil/components/perfil-datos.tsx';

export default function PerfilRoute() {
  return (
    <>
      <PageHeader title={mensajes.perfil.titulo} icon="person-circle" />
      <Row className="g-4">
        <Col lg={6}>
          <PerfilDatos />
        </Col>
        <Col lg={6}>
          <CambiarClaveForm />
        </Col>
      </Row>
    </>
  );
}
