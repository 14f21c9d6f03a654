// Months as the screen reads and chooses them: `YYYY-MM` in the business's time zone, named in Spanish.
import { alUsar } from '@aguavend/contract/al-usar';
import { currentMonth } from '../../../lib/format.ts';

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;
export const esMes = (v: string | null | undefined): v is string => !!v && MES.test(v);

/** The month `n` months after `mes` (negative: before). */
export function sumarMeses(mes: string, n: number) {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  const total = a * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The month statements are usually made for: the one that just ended. */
export const mesAnterior = (now = new Date()) => sumarMeses(currentMonth(now), -1);

const nombre = alUsar(
  () => new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
/** `octubre de 2026`. */
export const nombreMes = (mes: string) => nombre().format(new Date(`${mes}-01T12:00:00Z`));

/** The months a chooser offers: from the current one back `cuantos` months, newest first. */
export const mesesRecientes = (cuantos = 24, now = new Date()) =>
  Array.from({ length: cuantos }, (_, i) => sumarMeses(currentMonth(now), -i));
