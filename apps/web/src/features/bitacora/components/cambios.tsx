// What a change did, in the screens' words (contract `cambiosDe`): names of fields, money and local dates.
import { cambiosDe } from '@aguavend/contract/bitacora';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import type { BitacoraRow } from '../api/get-bitacora.ts';

const FORMATOS = { dinero: formatMoney, fechaHora: formatDateTime };

export const cambiosLegibles = (fila: Pick<BitacoraRow, 'accion' | 'antes' | 'despues'>) =>
  cambiosDe(fila, FORMATOS);

export function Cambios({ fila }: { fila: BitacoraRow }) {
  return (
    <ul className="list-unstyled mb-0 small">
      {cambiosLegibles(fila).map(([campo, texto]) => (
        <li key={campo}>
          <span className="text-secondary">{campo}:</span> {texto}
        </li>
      ))}
    </ul>
  );
}
