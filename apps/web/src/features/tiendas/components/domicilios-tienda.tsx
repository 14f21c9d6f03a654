// A store's addresses on its page, one line each with its map link, and the way to the address screen with the store
// chosen (where they are registered and edited), when the role grants it.
import { enlaceMapa } from '@aguavend/contract/domicilios';
import { mensajes } from '@aguavend/contract/messages';
import { Card, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { domicilioEnLinea, useDomiciliosTienda } from '../api/get-domicilios-tienda.ts';

const ui = mensajes.tiendas.ui;

export function DomiciliosTienda({ id_tienda, administrar }: { id_tienda: number; administrar?: string }) {
  const domicilios = useDomiciliosTienda(id_tienda);
  const filas = domicilios.data ?? [];
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.domicilios}
      </Card.Header>
      <Card.Body>
        {domicilios.isPending ? (
          <Loading />
        ) : domicilios.isError ? (
          <LoadError onRetry={() => void domicilios.refetch()} />
        ) : filas.length === 0 ? (
          <EmptyState text={ui.sinDomicilios} />
        ) : (
          <ListGroup as="ul" variant="flush" aria-label={ui.domicilios}>
            {filas.map((d) => {
              const mapa =
                d.latitud !== null && d.longitud !== null ? enlaceMapa(d.latitud, d.longitud) : null;
              return (
                <ListGroup.Item as="li" key={d.id_domicilio} className="px-0 text-break">
                  <div>{domicilioEnLinea(d)}</div>
                  <div className="small text-body-secondary">
                    {[d.codigo_postal && `C.P. ${d.codigo_postal}`, d.estado].filter(Boolean).join(' · ')}
                    {mapa && (
                      <>
                        {' · '}
                        <a
                          href={mapa}
                          target="_blank"
                          rel="noreferrer"
                          aria-label={mensajes.domicilios.ui.verEnMapaDe(d.id_domicilio)}
                        >
                          {mensajes.domicilios.ui.verEnMapa}
                        </a>
                      </>
                    )}
                  </div>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
        {administrar && (
          <Link className="btn btn-sm btn-outline-secondary mt-2" to={administrar}>
            <i className="bi bi-geo-alt me-1" aria-hidden="true" />
            {ui.administrarDomicilios}
          </Link>
        )}
      </Card.Body>
    </Card>
  );
}
