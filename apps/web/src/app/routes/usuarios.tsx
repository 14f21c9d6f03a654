// Users screen (ADMIN): pick a machine, see and manage its users, register a new one linked to it.
import { mensajes } from '@aguavend/contract/messages';
import { Col, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { MaquinaSelect } from '../../components/selects.tsx';
import { UsuarioForm } from '../../features/usuarios/components/usuario-form.tsx';
import { UsuariosCard } from '../../features/usuarios/components/usuarios-card.tsx';

const ui = mensajes.usuarios.ui;

export default function UsuariosRoute() {
  // The chosen machine lives in the URL, so a reload keeps it.
  const [params, setParams] = useSearchParams();
  const id_maquina = Math.max(0, Number.parseInt(params.get('maquina') ?? '0', 10) || 0);
  const setMaquina = (id: number) =>
    setParams(
      (p) => {
        if (id > 0) p.set('maquina', String(id));
        else p.delete('maquina');
        return p;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={ui.titulo} icon="people" />
      <Row className="mb-3">
        <Col md={6} lg={4}>
          <MaquinaSelect id="usuarios-maquina" value={id_maquina} onChange={setMaquina} />
        </Col>
      </Row>
      <div className="d-grid gap-4">
        <UsuariosCard id_maquina={id_maquina} />
        <UsuarioForm id_maquina={id_maquina} />
      </div>
    </>
  );
}
