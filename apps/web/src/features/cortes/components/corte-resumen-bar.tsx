// The corte's running figures while it is typed: counted, expected and the difference. On a phone it sticks to the
// bottom of the screen, so the difference stays in view while the denominations are typed.
import { mensajes } from '@aguavend/contract/messages';
import { formatPesos } from '../../../lib/format.ts';
import type { CuentaCorte } from './corte-cuenta.ts';
import { Diferencia } from './diferencia.tsx';

const ui = mensajes.uiCortes;

export function CorteResumenBar({ cuenta }: { cuenta: CuentaCorte }) {
  return (
    <div className={`av-corte-resumen border rounded shadow-sm${cuenta.fuera ? ' border-danger' : ''}`}>
      <dl className="row g-0 mb-0 text-center">
        <div className="col-4">
          <dt className="small fw-normal text-body-secondary">{ui.contado}</dt>
          <dd className="mb-0 fw-semibold" data-testid="corte-contado">
            {formatPesos(cuenta.contado)}
          </dd>
        </div>
        <div className="col-4">
          <dt className="small fw-normal text-body-secondary">{ui.esperado}</dt>
          <dd className="mb-0 fw-semibold" data-testid="corte-esperado">
            {cuenta.esperado === null ? '—' : formatPesos(cuenta.esperado)}
          </dd>
        </div>
        <div className="col-4">
          <dt className="small fw-normal text-body-secondary">{ui.diferencia}</dt>
          <dd className="mb-0 fw-semibold" data-testid="corte-diferencia">
            <Diferencia valor={cuenta.diferencia} stacked />
          </dd>
        </div>
      </dl>
      {cuenta.fuera && (
        <p className="small text-danger-emphasis mb-0 mt-1 text-center">
          <i className="bi bi-exclamation-triangle me-1" aria-hidden="true" />
          {ui.fueraDeTolerancia} {ui.tolerancia(formatPesos(cuenta.tolerancia))}
        </p>
      )}
    </div>
  );
}
