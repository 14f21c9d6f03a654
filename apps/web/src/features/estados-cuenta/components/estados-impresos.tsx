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

/** The statements, one sheet each, or why there are none. */
function Hojas({ consulta }: { consulta: Consulta }) {
  if (consulta.isLoading) return <Loading />;
  if (consulta.isError) return <LoadError onRetry={() => void consulta.refetch()} />;
  const hojas = consulta.data ?? [];
  if (hojas.length === 0) return <EmptyState text={mensajes.estadosCuenta.noExiste} />;
  return (
    <div className="av-estados-impresos">
      {hojas.map((d) => (
        <HojaEstado key={d.estado.id_estado} detalle={d} />
      ))}
    </div>
  );
}

function Impresos({ consulta, volverHref }: { consulta: Consulta; volverHref: string }) {
  const vacio = !consulta.data?.length;
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        <Button variant="primary" disabled={vacio} onClick={() => window.print()}>
          <i className="bi bi-printer me-2" aria-hidden="true" />
          {ui.imprimir}
        </Button>
        <Link className="btn btn-secondary" to={volverHref}>
          <i className="bi bi-arrow-left me-2" aria-hidden="true" />
          {ui.volver}
        </Link>
      </div>
      <Hojas consulta={consulta} />
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
