// The periods every list and report offers (Hoy, Ayer, Esta semana…), as inclusive ranges of days in the business's
// time zone, whatever the browser's own zone. Weeks start on Monday.
import { alUsar } from '@aguavend/contract/al-usar';
import { BUSINESS_TZ } from './format.ts';

export const PERIODOS = [
  'todo',
  'hoy',
  'ayer',
  'semana',
  'ultimos7',
  'mes',
  'mesAnterior',
  'anio',
  'anioAnterior',
  'personalizado',
] as const;
export type Periodo = (typeof PERIODOS)[number];

/** An inclusive range of days, `YYYY-MM-DD`; either end may be open. */
export type Rango = { desde?: string; hasta?: string };

const diaDe = alUsar(() => new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TZ }));

/** Today in the business's time zone. */
export const hoyEnNegocio = (ahora: Date = new Date()) => diaDe().format(ahora);

/** Calendar arithmetic on a `YYYY-MM-DD` day, done in UTC so no zone or daylight saving moves it. */
function mover(
  dia: string,
  { dias = 0, meses = 0, anios = 0 }: { dias?: number; meses?: number; anios?: number },
) {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() + anios, d.getUTCMonth() + meses, d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** The range of a period; `personalizado` and `todo` have none of their own. */
export function rangoDe(periodo: Periodo, ahora: Date = new Date()): Rango {
  const hoy = hoyEnNegocio(ahora);
  const inicioMes = `${hoy.slice(0, 7)}-01`;
  switch (periodo) {
    case 'hoy':
      return { desde: hoy, hasta: hoy };
    case 'ayer': {
      const ayer = mover(hoy, { dias: -1 });
      return { desde: ayer, hasta: ayer };
    }
    case 'semana': {
      const desdeLunes = (new Date(`${hoy}T00:00:00Z`).getUTCDay() + 6) % 7;
      return { desde: mover(hoy, { dias: -desdeLunes }), hasta: hoy };
    }
    case 'ultimos7':
      return { desde: mover(hoy, { dias: -6 }), hasta: hoy };
    case 'mes':
      return { desde: inicioMes, hasta: hoy };
    case 'mesAnterior':
      return { desde: mover(inicioMes, { meses: -1 }), hasta: mover(inicioMes, { dias: -1 }) };
    case 'anio':
      return { desde: `${hoy.slice(0, 4)}-01-01`, hasta: hoy };
    case 'anioAnterior': {
      const anio = Number(hoy.slice(0, 4)) - 1;
      return { desde: `${anio}-01-01`, hasta: `${anio}-12-31` };
    }
    default:
      return {};
  }
}
