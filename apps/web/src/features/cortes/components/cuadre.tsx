// Whether a corte reconciles, and if not which pair disagrees (issue 43): a POR_CORTE corte compares its cash with its
// meter; a POR_VENTA corte its cash with the sales recorded in its period and its meter with their liters. The pairs
// come from the figures the server stored with the corte (contract's paresQueNoCuadran), never from the browser.
import { paresQueNoCuadran } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import type { CorteRow } from '../api/cortes.ts';

const ui = mensajes.uiCortes;

/** 'Cuadra', or 'No cuadra: Efectivo contra ventas; Contador contra ventas'. */
export const textoCuadre = (c: Parameters<typeof paresQueNoCuadran>[0]) => {
  const pares = paresQueNoCuadran(c);
  return pares.length === 0 ? ui.cuadra : ui.noCuadraPor(pares.map((p) => ui.pares[p]).join('; '));
};

export function Cuadre({
  corte,
  className = '',
}: {
  corte: Pick<CorteRow, 'modo_venta' | 'fuera_de_tolerancia' | 'litros_fuera_de_tolerancia' | 'lectura_base'>;
  className?: string;
}) {
  const pares = paresQueNoCuadran(corte);
  return (
    <span className={`d-flex flex-wrap gap-1 ${className}`} data-testid="corte-cuadre">
      {pares.length === 0 ? (
        <span className="badge bg-success-subtle text-success-emphasis">{ui.cuadra}</span>
      ) : (
        pares.map((p) => (
          <span key={p} className="badge bg-danger-subtle text-danger-emphasis text-wrap text-start">
            <i className="bi bi-exclamation-triangle-fill me-1" aria-hidden="true" />
            {ui.noCuadraPor(ui.pares[p])}
          </span>
        ))
      )}
      {corte.lectura_base && (
        <span className="badge bg-secondary-subtle text-secondary-emphasis text-wrap text-start">
          {ui.contadorSinComparar}
        </span>
      )}
    </span>
  );
}
