// The printable statements of a month: one store's, or every store's, one Letter page each (estados-cuenta.css
// leaves only them on the sheet and breaks the page between stores). 'Imprimir' opens the browser's print dialog.
import { mensajes } from '@aguavend/contract/messages';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { useEstado, useEstadosCompletos } from '../api/estados.ts';
import type { Detalle } from '../api/keys.ts';
import { HojaEstado } from './estado-hoja.tsx';

const ui = mensajes.estadosCuenta.ui;

type Consulta = {
  data?: Detalle[] | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
};

function Impresos({ consulta, volverHref }: { consulta: Consulta; volverHref: string }) {
  const hojas = consulta.data ?? [];
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Button onClick={() => window.print()} disabled={hojas.length === 0}>
          <i className="bi bi-printer me-2" aria-hidden="true" />
          {ui.imprimir}
        </Button>
        <Link to={volverHref} className="btn btn-secondary">
          <i className="bi bi-arrow-left me-2" aria-hidden="true" />
          {ui.volver}
        </Link>
      </div>
      {consulta.isLoading ? (
        <Loading />
      ) : consulta.isError ? (
        <LoadError onRetry={() => void consulta.refetch()} />
      ) : hojas.length === 0 ? (
        <EmptyState text={mensajes.estadosCuenta.noExiste} />
      ) : (
        <div className="av-estados-impresos">
          {hojas.map((d) => (
            <HojaEstado key={d.estado.id_estado} detalle={d} />
          ))}
        </div>
      )}
    </>
  );
}

/** One store's statement, ready to print. */
export function EstadoImpreso({
  id_tienda,
  mes,
  volverHref,
}: {
  id_tienda: number;
  mes: string;
  volverHref: string;
}) {
  const q = useEstado(id_tienda, mes);
  const consulta = { ...q, data: q.data ? [q.data] : q.data === null ? [] : undefined, refetch: q.refetch };
  return <Impresos consulta={consulta} volverHref={volverHref} />;
}

/** Every store's statement of the month, one page each. */
export function EstadosImpresos({ mes, volverHref }: { mes: string; volverHref: string }) {
  return <Impresos consulta={useEstadosCompletos(mes)} volverHref={volverHref} />;
}
