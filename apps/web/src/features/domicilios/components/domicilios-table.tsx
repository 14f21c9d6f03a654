// The chosen store's saved addresses, under the form.
import { mensajes } from '@aguavend/contract/messages';
import { Card } from 'react-bootstrap';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDomicilios } from '../api/get-domicilios.ts';

const ui = mensajes.domicilios.ui;

export function DomiciliosTable({ id_tienda }: { id_tienda: number }) {
  const query = useDomicilios(id_tienda);
  let body: React.ReactNode;
  if (id_tienda <= 0) body = <p className="text-body-secondary mb-0">{ui.elijaTienda}</p>;
  else if (query.isPending) body = <Loading />;
  else if (query.isError) body = <LoadError onRetry={() => void query.refetch()} />;
  else if (query.data.length === 0) body = <EmptyState />;
  else
    body = (
      <ScrollTable striped hover size="sm" className="align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">{ui.colId}</th>
            <th scope="col">{ui.colSucursal}</th>
            <th scope="col">{ui.colCalle}</th>
            <th scope="col">{ui.colNumExt}</th>
            <th scope="col">{ui.colNumInt}</th>
            <th scope="col">{ui.colCruzamientos}</th>
            <th scope="col">{ui.colCoordenadas}</th>
            <th scope="col">{ui.colFecha}</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((d) => (
            <tr key={d.id_domicilio}>
              <td>{d.id_domicilio}</td>
              <td>{d.es_sucursal}</td>
              <td>{d.calle}</td>
              <td>{d.numero_ext}</td>
              <td>{d.numero_int}</td>
              <td>{[d.primer_cruzamiento, d.segundo_cruzamiento].filter(Boolean).join(' y ')}</td>
              <td className="text-nowrap">
                {d.latitud}, {d.longitud}
              </td>
              <td className="text-nowrap">{formatDateTime(d.fecha_creacion)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    );
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.guardadas}
      </Card.Header>
      <Card.Body>{body}</Card.Body>
    </Card>
  );
}
