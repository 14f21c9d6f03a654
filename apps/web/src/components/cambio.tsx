// How a figure moved against the previous period: '▲ 12 %' or '▼ 3.5 %', green when that is good news and red when
// it is bad (for expenses a rise is bad news), grey when it did not move; '—' when the previous period had nothing
// to compare with (a change from zero has no percentage). Inicio works the change out from both figures; a report
// row brings it from the server.
import { alUsar } from '@aguavend/contract/al-usar';
import { mensajes } from '@aguavend/contract/messages';

const ui = mensajes.inicio;
const porcentajeDe = alUsar(() => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }));

export type Sentido = 'sube' | 'baja' | 'igual' | 'sinComparacion';

/** The change in whole percent of the previous value (its size, so a loss that shrinks reads as a rise). */
export function cambioDe(actual: number, anterior: number): { sentido: Sentido; porcentaje: number | null } {
  if (anterior === 0) return { sentido: 'sinComparacion', porcentaje: null };
  const cambio = ((actual - anterior) / Math.abs(anterior)) * 100;
  const porcentaje = Math.round(Math.abs(cambio));
  if (porcentaje === 0) return { sentido: 'igual', porcentaje: 0 };
  return { sentido: cambio > 0 ? 'sube' : 'baja', porcentaje };
}

/** Which way a signed percentage goes; null when there was nothing to compare with. */
export const sentidoDe = (porcentaje: number | null): Sentido =>
  porcentaje === null ? 'sinComparacion' : porcentaje > 0 ? 'sube' : porcentaje < 0 ? 'baja' : 'igual';

/** Bootstrap's colour of a change: good news green, bad news red, no news grey. */
export function tonoDe(sentido: Sentido, subirEsBueno: boolean): 'success' | 'danger' | 'secondary' {
  if (sentido === 'sube') return subirEsBueno ? 'success' : 'danger';
  if (sentido === 'baja') return subirEsBueno ? 'danger' : 'success';
  return 'secondary';
}

const FLECHA: Record<Sentido, string> = { sube: '▲', baja: '▼', igual: '=', sinComparacion: '—' };

/** A change given as a signed percentage (one decimal at most), or null when there is none. */
export function CambioPorcentaje({
  porcentaje,
  subirEsBueno = true,
}: {
  porcentaje: number | null;
  /** False where a rise is bad news (expenses). */
  subirEsBueno?: boolean;
}) {
  const sentido = sentidoDe(porcentaje);
  const tono = tonoDe(sentido, subirEsBueno);
  if (porcentaje === null) {
    return (
      <span className="av-cambio text-secondary" data-tono={tono} title={ui.sinComparacion}>
        <span aria-hidden="true">{FLECHA.sinComparacion}</span>{' '}
        <span className="visually-hidden">{ui.sinComparacion}</span>
      </span>
    );
  }
  return (
    <span className={`av-cambio badge rounded-pill bg-${tono}-subtle text-${tono}-emphasis`} data-tono={tono}>
      <span aria-hidden="true">{FLECHA[sentido]}</span> {porcentajeDe().format(Math.abs(porcentaje))}&nbsp;%
      <span className="visually-hidden">
        {' '}
        {sentido === 'sube' ? ui.sube : sentido === 'baja' ? ui.baja : ui.igual}
      </span>
    </span>
  );
}

/** The change from the previous figure to this one, in whole percent. */
export function Cambio({
  actual,
  anterior,
  subirEsBueno = true,
}: {
  actual: number;
  anterior: number;
  /** False where a rise is bad news (expenses). */
  subirEsBueno?: boolean;
}) {
  const { sentido, porcentaje } = cambioDe(actual, anterior);
  const firmado = porcentaje === null ? null : sentido === 'baja' ? -porcentaje : porcentaje;
  return <CambioPorcentaje porcentaje={firmado} subirEsBueno={subirEsBueno} />;
}
