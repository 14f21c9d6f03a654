// What a change did: for an edit only the fields whose value differs (before → after); otherwise a summary.
import type { BitacoraRow } from '../api/get-bitacora.ts';

const valor = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v);

export function cambiosDe(fila: Pick<BitacoraRow, 'accion' | 'antes' | 'despues'>): [string, string][] {
  const antes = fila.antes ?? {};
  const despues = fila.despues ?? {};
  if (fila.accion === 'UPDATE') {
    return Object.keys(despues)
      .filter((k) => valor(antes[k]) !== valor(despues[k]))
      .map((k) => [k, `${valor(antes[k])} → ${valor(despues[k])}`]);
  }
  const fuente = fila.accion === 'DELETE' ? antes : despues;
  return Object.entries(fuente)
    .filter(([k]) => !k.startsWith('fecha_') && !k.startsWith('id_'))
    .slice(0, 4)
    .map(([k, v]) => [k, valor(v)]);
}

export function Cambios({ fila }: { fila: BitacoraRow }) {
  return (
    <ul className="list-unstyled mb-0 small">
      {cambiosDe(fila).map(([campo, texto]) => (
        <li key={campo}>
          <span className="text-secondary">{campo}:</span> {texto}
        </li>
      ))}
    </ul>
  );
}
