// A corte's difference in words and color: sobrante (green), faltante (red) or cuadra.
import { mensajes } from '@aguavend/contract/messages';
import { formatPesos } from '../../../lib/format.ts';

const ui = mensajes.uiCortes;

export function Diferencia({
  valor,
  className = '',
  stacked = false,
}: {
  valor: number | null;
  className?: string;
  /** The word over the amount, where a narrow box holds it (the phone's running figures). */
  stacked?: boolean;
}) {
  if (valor === null) return <span className={className}>—</span>;
  const clase = valor > 0 ? 'text-success-emphasis' : valor < 0 ? 'text-danger-emphasis' : '';
  const palabra = valor > 0 ? ui.sobrante : valor < 0 ? ui.faltante : ui.cuadra;
  return (
    <span className={`${clase} ${className} text-nowrap`}>
      {palabra}
      {valor !== 0 &&
        (stacked ? (
          <span className="d-block">{formatPesos(Math.abs(valor))}</span>
        ) : (
          ` ${formatPesos(Math.abs(valor))}`
        ))}
    </span>
  );
}
