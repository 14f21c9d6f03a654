import { mensajes } from '@aguavend/contract/messages';
import { Link } from 'react-router';

export default function NotFoundRoute() {
  return (
    <section className="text-center py-5">
      <i className="bi bi-signpost-split text-secondary" style={{ fontSize: '3rem' }} aria-hidden="true" />
      <h1 className="h3 mt-3">{mensajes.general.paginaNoEncontrada}</h1>
      <p className="text-secondary">{mensajes.ui.paginaNoEncontradaTexto}</p>
      <Link to="/dashboard" className="btn btn-primary">
        {mensajes.ui.volverAlInicio}
      </Link>
    </section>
  );
}
