// How a reading reads beside its point's ranges: each value with its unit, the range it is judged against
// ('0.2 – 1.5', 'hasta 1000'), and the values the server found out of range in red, said in words too. Whether a
// value is out is the server's judgement (`fuera`), never recomputed here.

import { mensajes } from '@aguavend/contract/messages';
import type { PuntoLectura, Rangos, ValorLectura } from '@aguavend/contract/sanitario';
import { VALORES_LECTURA } from '@aguavend/contract/sanitario';
import { formatQuantity } from '../../../lib/format.ts';
import './registro-sanitario.css';

const ui = mensajes.uiSanitario;

const UNIDAD: Record<ValorLectura, string> = { cloro: ' mg/L', ph: '', sdt: ' mg/L' };

/** A value as it reads in a table: '0.35 mg/L', '7.2'. */
export const conUnidad = (valor: ValorLectura, n: number) => `${formatQuantity(n)}${UNIDAD[valor]}`;

/** The range one value of a point is judged against, in words. */
export function rangoDe(rangos: Rangos, punto: PuntoLectura, valor: ValorLectura): string {
  const r = punto === 'ENTRADA' ? rangos.entrada : rangos.producto;
  const min = valor === 'cloro' ? r.cloro_min : valor === 'ph' ? r.ph_min : null;
  const max = valor === 'cloro' ? r.cloro_max : valor === 'ph' ? r.ph_max : r.sdt_max;
  const f = (n: number) => formatQuantity(n);
  if (min !== null && max !== null) return ui.rangoEntre(f(min), f(max));
  if (max !== null) return ui.rangoHasta(f(max));
  if (min !== null) return ui.rangoDesde(f(min));
  return ui.sinRango;
}

type Lectura = {
  cloro: number | null;
  ph: number | null;
  sdt: number | null;
  fuera: readonly ValorLectura[];
};

/** 'Fuera de rango: Cloro, pH', or null when every value is in range. */
export function textoFuera(fuera: readonly ValorLectura[]) {
  return fuera.length ? ui.fueraDeRango(fuera.map((v) => ui.cortos[v]).join(', ')) : null;
}

/**
 * A reading's values on one line ('Cloro 0.10 mg/L · pH 7.2'), those out of range in red, and the words for it;
 * `juzgada` says 'En rango' too (the expediente judges every reading).
 */
export function ValoresLectura({ lectura, juzgada = false }: { lectura: Lectura; juzgada?: boolean }) {
  const fuera = textoFuera(lectura.fuera);
  return (
    <span>
      {VALORES_LECTURA.flatMap((v) => {
        const n = lectura[v];
        if (n === null) return [];
        const mal = lectura.fuera.includes(v);
        return [
          <span key={v} className={`me-2 text-nowrap${mal ? ' av-fuera fw-semibold' : ''}`}>
            {ui.cortos[v]} {conUnidad(v, n)}
          </span>,
        ];
      })}
      {fuera && (
        <span className="d-block small av-fuera fw-semibold">
          <i className="bi bi-exclamation-triangle-fill me-1" aria-hidden="true" />
          {fuera}
        </span>
      )}
      {!fuera && juzgada && <span className="d-block small">{ui.enRango}</span>}
    </span>
  );
}
