// An entry's attached reports: each by its name with a download button (a one-time link the server answers) and,
// where the entry may change, a delete after the question that names it.
import { mensajes } from '@aguavend/contract/messages';
import type { RegistroFila } from '@aguavend/contract/sanitario';
import { Button } from 'react-bootstrap';
import { runWithNotice } from '../../../lib/notice-rule.ts';
import { confirmAction } from '../../../lib/notify.ts';
import { descargarAdjunto, useDeleteAdjunto } from '../api/registros.ts';

const ui = mensajes.uiSanitario;

/** '1.2 MiB', '85 KiB': an attachment's size. */
export const tamanoDe = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toLocaleString('es-MX', { maximumFractionDigits: 1 })} MiB`
    : `${Math.max(1, Math.round(bytes / 1024))} KiB`;

export function Adjuntos({
  adjuntos,
  onDeleted,
}: {
  adjuntos: RegistroFila['adjuntos'];
  /** Given where reports may be deleted; says the success. */
  onDeleted?: (texto: string) => void;
}) {
  const eliminar = useDeleteAdjunto();
  if (adjuntos.length === 0) return <span className="text-body-secondary">—</span>;
  return (
    <ul className="list-unstyled mb-0">
      {adjuntos.map((a) => (
        <li key={a.id_adjunto} className="d-flex align-items-center gap-1">
          <Button
            size="sm"
            variant="link"
            className="p-0 text-start text-break"
            aria-label={ui.descargar(a.nombre)}
            title={ui.descargar(a.nombre)}
            onClick={() => void runWithNotice(() => descargarAdjunto(a.id_adjunto))}
          >
            <i className="bi bi-download me-1" aria-hidden="true" />
            {a.nombre}
          </Button>
          <span className="small text-body-secondary text-nowrap">({tamanoDe(a.tamano)})</span>
          {onDeleted && (
            <Button
              size="sm"
              variant="link"
              className="p-0 ms-1 link-danger"
              aria-label={ui.eliminarAdjunto(a.nombre)}
              title={ui.eliminarAdjunto(a.nombre)}
              onClick={async () => {
                if (
                  (await confirmAction(ui.confirmarEliminarAdjunto(a.nombre), mensajes.uiVentas.eliminar)) &&
                  (await runWithNotice(() => eliminar.mutateAsync(a.id_adjunto)))
                )
                  onDeleted(ui.adjuntoEliminado);
              }}
            >
              <i className="bi bi-x-circle" aria-hidden="true" />
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
