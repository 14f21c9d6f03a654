// How money and dates read on screen: `$ 1,234.50 MXN`, days as dd/mm/aaaa and times as HH:mm (24 h), in the
// business's time zone whatever the browser's language or zone.
import { alUsar } from '@aguavend/contract/al-usar';

export const BUSINESS_TZ = 'America/Mexico_City';

const money = alUsar(
  () => new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);

/**
 * `$ 75.00`: an amount inside a sentence (a confirmation), where the currency goes without saying. A loss reads
 * `-$ 2,462.70`, the sign before the currency as Mexican statements write it.
 */
export function formatPesos(n: number) {
  const texto = money().format(Math.abs(n));
  // What rounds to nothing is no loss.
  return `${n < 0 && texto !== money().format(0) ? '-' : ''}$ ${texto}`;
}
export const formatMoney = (n: number) => `${formatPesos(n)} MXN`;

/** A rate (price per liter, 4 decimals): `$ 0.50`, or `$ 0.4375` when it has them. */
export const formatTasa = (n: number) =>
  `$ ${n.toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;

// Built from parts: es-MX's own short style writes a two-digit year and a 12-hour clock ('23/11/26, 1:41 p.m.').
const dayParts = alUsar(
  () =>
    new Intl.DateTimeFormat('es-MX', {
      timeZone: BUSINESS_TZ,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);
function partsOf(iso: string) {
  const p = Object.fromEntries(
    dayParts()
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  return { day: `${p.day}/${p.month}/${p.year}`, time: `${p.hour}:${p.minute}` };
}
const isoDay = alUsar(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TZ,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** `23/11/2026 13:41` */
export function formatDateTime(iso: string) {
  const { day, time } = partsOf(iso);
  return `${day} ${time}`;
}
/** The steps a relative time climbs: each unit while fewer than this many of it have passed. */
const PASOS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  ['second', 1, 45],
  ['minute', 60, 45],
  ['hour', 3_600, 22],
  ['day', 86_400, 26],
  ['month', 2_592_000, 11],
  ['year', 31_536_000, Number.POSITIVE_INFINITY],
];
const relative = alUsar(() => new Intl.RelativeTimeFormat('es-MX', { numeric: 'auto' }));

/** `Hace 5 minutos`, `Ayer`, `Hace 3 días`: how long ago an instant was, in Spanish; under 45 s, `Ahora`. */
export function formatRelative(iso: string, now = Date.now()) {
  const segundos = Math.min(0, Math.round((new Date(iso).getTime() - now) / 1000));
  const [unidad, tamano] =
    PASOS.find(([, t, hasta]) => Math.abs(segundos) / t < hasta) ?? (['year', 31_536_000] as const);
  const n = unidad === 'second' ? 0 : Math.round(segundos / tamano);
  const texto = relative().format(n, unidad);
  return texto.charAt(0).toUpperCase() + texto.slice(1);
}

/** `23/11/2026` */
export const formatDay = (iso: string) => partsOf(iso).day;

/** `24/11/2026` of a `YYYY-MM-DD` day, as it is: a calendar day has no zone to convert. */
export const formatCalendarDay = (day: string) => day.split('-').reverse().join('/');

const quantity = alUsar(() => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 }));
/** `1,234` units, or `12.5` liters: a count or a quantity, with its decimals only when it has them. */
export const formatQuantity = (n: number) => quantity().format(n);

/** The `YYYY-MM-DD` day of an instant in the business's time zone, what the date filter compares. */
export const dayOf = (iso: string | Date) => isoDay().format(typeof iso === 'string' ? new Date(iso) : iso);

/** The current month as `YYYY-MM` in the business's time zone. */
export const currentMonth = (now = new Date()) => dayOf(now).slice(0, 7);

/** `YYYY-MM-DDTHH:mm` for a datetime-local input, in the business's time zone. */
export function toLocalInput(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BUSINESS_TZ,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The inverse of toLocalInput: a wall-clock time in the business's zone as an ISO instant with offset. */
export function fromLocalInput(local: string): string {
  const asUtc = new Date(`${local}:00Z`);
  // The zone's offset at that moment, found by formatting the UTC guess back in the zone.
  const shown = new Date(`${toLocalInput(asUtc.toISOString())}:00Z`);
  const offsetMs = shown.getTime() - asUtc.getTime();
  return new Date(asUtc.getTime() - offsetMs).toISOString();
}
