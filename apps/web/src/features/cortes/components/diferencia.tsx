// A corte's difference in words and color: sobrante (green), faltante (red) or cuadra.
import { mensajes } from '@aguavend/contract/messages';
import { formatPesos } from '../../../lib/format.ts';

const ui = mensajes.uiCortes;

export function Diferencia({ valor, className = '' }: { valor: number | null; className?: string }) {
  if (valor === null) return <span className={className}>—</span>;
  const clase = valor > 0 ? 'text-success-emphasis' : valor < 0 ? 'text-danger-emphasis' : '';
  const palabra = valor > 0 ? ui.sobrante : valor < 0 ? ui.faltante : ui.cuadra;
  return (
    <span className={`${clase} ${className} text-nowrap`}>
      {palabra}
      {valor !== 0 && ` ${formatPesos(Math.abs(valor))}`}
    </span>
  );
}
