// Efectivo en mano: per collector, the cash of their cortes (not rejected) and how much of it has been deposited;
// what is left is in their hands. The server sums; the screen only shows.
import { mensajes } from '@aguavend/contract/messages';
import { Card } from 'react-bootstrap';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { formatPesos, formatQuantity } from '../../../lib/format.ts';
import { useEfectivoEnMano } from '../api/depositos.ts';

const ui = mensajes.uiCortes;

export function EfectivoEnMano() {
  const q = useEfectivoEnMano();
  const filas = q.data ?? [];
  return (
    <Card className="shadow-sm">
      <Card.Header as="h2" className="h5">
        {ui.efectivoEnMano}
      </Card.Header>
      <Card.Body>
        {q.isLoading ? (
          <Loading />
        ) : q.isError ? (
          <LoadError onRetry={() => void q.refetch()} />
        ) : filas.length === 0 ? (
          <EmptyState />
        ) : (
          <ul className="list-unstyled row row-cols-1 row-cols-sm-2 g-2 mb-0">
            {filas.map((f) => (
              <li key={f.id_colector} className="col">
                <div className="border rounded p-2 h-100">
                  <p className="fw-semibold mb-1">{f.colector}</p>
                  <p className="mb-1">
                    <span className="small text-body-secondary d-block">{ui.enMano}</span>
                    <span className="fs-4 fw-bold">{formatPesos(f.en_mano)}</span>
                  </p>
                  <p className="small text-body-secondary mb-0">
                    {ui.colCortes}: {formatQuantity(f.cortes)} · {ui.contado}: {formatPesos(f.contado)} ·{' '}
                    {f.pagado_tiendas > 0 && (
                      <>
                        {ui.pagadoTiendas}: {formatPesos(f.pagado_tiendas)} ·{' '}
                      </>
                    )}
                    {ui.depositado}: {formatPesos(f.depositado)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
