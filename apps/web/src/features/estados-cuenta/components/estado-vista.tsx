// A store's statement of a month on screen: 'Imprimir' (its printable page) and 'Volver', the statement with a
// delete on each adjustment, and 'Agregar ajuste' beside it; read-only for the store's own user (Mi tienda). A
// statement not generated yet, or of a store the server does not show the caller, says so.
import { mensajes } from '@aguavend/contract/messages';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState, LoadError, Loading } from '../../../components/states.tsx';
import { formatPesos } from '../../../lib/format.ts';
import { runWithNotice, successNotice } from '../../../lib/notice-rule.ts';
import { confirmAction, notify } from '../../../lib/notify.ts';
import { useDeleteAjuste } from '../api/ajustes.ts';
import { useEstado } from '../api/estados.ts';
import { AjusteForm } from './ajuste-form.tsx';
import { HojaEstado } from './estado-hoja.tsx';

const ui = mensajes.estadosCuenta.ui;

export function EstadoVista({
  id_tienda,
  mes,
  imprimirHref,
  volverHref,
  editable = true,
}: {
  id_tienda: number;
  mes: string;
  imprimirHref: string;
  volverHref: string;
  /** Adjustments may be added and deleted (the Estados de cuenta screen); Mi tienda only reads. */
  editable?: boolean;
}) {
  const estado = useEstado(id_tienda, mes);
  const eliminar = useDeleteAjuste();
  const detalle = estado.data;
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3 d-print-none">
        {detalle && (
          <Link to={imprimirHref} className="btn btn-primary">
            <i className="bi bi-printer me-2" aria-hidden="true" />
            {ui.imprimir}
          </Link>
        )}
        <Link to={volverHref} className="btn btn-secondary">
          <i className="bi bi-arrow-left me-2" aria-hidden="true" />
          {ui.volver}
        </Link>
      </div>
      {estado.isLoading ? (
        <Loading />
      ) : estado.isError ? (
        <LoadError onRetry={() => void estado.refetch()} />
      ) : detalle ? (
        <div className="row g-4">
          <div className="col-xl-8">
            <HojaEstado
              detalle={detalle}
              accionAjuste={
                detalle.estado.cerrado || !editable
                  ? undefined
                  : (a) => (
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={ui.eliminarAjuste(a.id_ajuste)}
                        onClick={async () => {
                          if (
                            await confirmAction(
                              ui.confirmarEliminarAjuste(formatPesos(a.monto), a.motivo),
                              mensajes.uiVentas.eliminar,
                            )
                          ) {
                            if (await runWithNotice(() => eliminar.mutateAsync(a.id_ajuste)))
                              await notify(successNotice(mensajes.estadosCuenta.ajusteEliminado));
                          }
                        }}
                      >
                        <i className="bi bi-trash" aria-hidden="true" />
                      </Button>
                    )
              }
            />
          </div>
          {!detalle.estado.cerrado && editable && (
            <div className="col-xl-4">
              <AjusteForm id_tienda={id_tienda} mes={mes} />
            </div>
          )}
        </div>
      ) : (
        <EmptyState text={mensajes.estadosCuenta.noExiste} />
      )}
    </>
  );
}
