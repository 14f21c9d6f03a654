import { mensajes } from '@aguavend/contract/messages';
import { Link } from 'react-router';

export default function UnauthorizedRoute() {
  return (
    <main className="container py-5 text-center">
      <i className="bi bi-shield-lock text-warning" style={{ fontSize: '3rem' }} aria-hidden="true" />
      <h1 className="h3 mt-3">{mensajes.ui.noAutorizado}</h1>
      <p className="text-secondary">{mensajes.ui.noAutorizadoTexto}</p>
      <Link to="/dashboard" className="btn btn-primary">
        {mensajes.ui.volverAlInicio}
      </Link>
    </main>
  );
}
