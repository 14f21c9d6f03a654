// How money and dates read on screen: `$ 1,234.50 MXN`, es-MX, in the business's time zone.
export const BUSINESS_TZ = 'America/Mexico_City';

const money = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatMoney = (n: number) => `$ ${money.format(n)} MXN`;

const dateTime = new Intl.DateTimeFormat('es-MX', {
  timeZone: BUSINESS_TZ,
  dateStyle: 'short',
  timeStyle: 'short',
});
const dateOnly = new Intl.DateTimeFormat('es-MX', { timeZone: BUSINESS_TZ, dateStyle: 'medium' });
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

/** The `YYYY-MM-DD` day of an instant in the business's time zone, what the date filter compares. */
export const dayOf = (iso: string | Date) => isoDay.format(typeof iso === 'string' ? new Date(iso) : iso);

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
