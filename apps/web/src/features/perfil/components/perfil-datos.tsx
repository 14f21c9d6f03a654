// The signed-in user's own data: name, username, email, role and machines.
import { mensajes } from '@aguavend/contract/messages';
import { Badge, Card } from 'react-bootstrap';
import { LoadError, Loading } from '../../../components/states.tsx';
import { usePerfil } from '../api/get-perfil.ts';

const m = mensajes.perfil;

export function PerfilDatos() {
  const perfil = usePerfil();
  let body: React.ReactNode;
  if (perfil.isPending) body = <Loading />;
  else if (perfil.isError || !perfil.data) body = <LoadError onRetry={() => void perfil.refetch()} />;
  else {
    const p = perfil.data;
    body = (
      <dl className="row mb-0">
        <dt className="col-sm-4">{m.nombre}</dt>
        <dd className="col-sm-8">{[p.nombre, p.ap_paterno, p.ap_materno].filter(Boolean).join(' ')}</dd>
        <dt className="col-sm-4">{m.username}</dt>
        <dd className="col-sm-8">{p.username}</dd>
        <dt className="col-sm-4">{m.email}</dt>
        <dd className="col-sm-8">{p.email}</dd>
        <dt className="col-sm-4">{m.rol}</dt>
        <dd className="col-sm-8">{p.rol}</dd>
        <dt className="col-sm-4">{m.maquinas}</dt>
        <dd className="col-sm-8 mb-0">
          {p.maquinas.length === 0 ? (
            <span className="text-body-secondary">{m.sinMaquinas}</span>
          ) : (
            <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0">
              {p.maquinas.map((mq) => (
                <li key={mq.id_maquina}>
                  <Badge bg="secondary">{mq.nombre}</Badge>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    );
  }
  return (
    <Card className="shadow-sm h-100">
      <Card.Header as="h2" className="h5">
        {m.datos}
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card>
  );
}
