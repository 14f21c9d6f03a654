// The data view of the first loaded store, with the button that reveals the form.
import { mensajes } from '@aguavend/contract/messages';
import { Button, Card } from 'react-bootstrap';

const ui = mensajes.tiendas.ui;

export type TiendaDatosRow = {
  nombre_comercial: string;
  razon_social: string | null;
  rfc: string;
  tipo_persona: string;
};

/** `titulo`: the card's heading ('Datos de tu tienda' on the register screen, 'Datos de la tienda' on a store's page). */
export function TiendaDatos({
  tienda,
  onAdd,
  titulo = ui.datosTienda,
}: {
  tienda: TiendaDatosRow;
  onAdd?: () => void;
  titulo?: string;
}) {
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {titulo}
      </Card.Header>
      <Card.Body>
        <dl className="row mb-0">
          <dt className="col-sm-5">{ui.nombreComercial}</dt>
          <dd className="col-sm-7">{tienda.nombre_comercial}</dd>
          <dt className="col-sm-5">{ui.razonSocial}</dt>
          <dd className="col-sm-7">{tienda.razon_social ?? '—'}</dd>
          <dt className="col-sm-5">{ui.rfc}</dt>
          <dd className="col-sm-7">{tienda.rfc}</dd>
          <dt className="col-sm-5">{ui.tipoPersona}</dt>
          <dd className="col-sm-7">{tienda.tipo_persona}</dd>
        </dl>
        {onAdd && (
          <Button variant="primary" className="mt-3" onClick={onAdd}>
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {ui.agregarOtra}
          </Button>
        )}
      </Card.Body>
    </Card>
  );
}
