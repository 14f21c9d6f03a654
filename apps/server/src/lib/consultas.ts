// Query pieces every list shares: days in the business time zone and server paging (db/listas.ts builds the whole list query on them).
import { TAMANO_PAGINA } from '@aguavend/contract/common';
import { type AnyColumn, gte, lt, type SQL, sql } from 'drizzle-orm';

/**
 * `column` falls from the start of `desde` to the end of `hasta` ('YYYY-MM-DD', both included, either may be
 * open) in the business time zone. The bounds are computed once, so an index on (…, column) serves the filter.
 */
export function entreDias(
  column: AnyColumn,
  desde: string | undefined,
  hasta: string | undefined,
  tz: string,
): SQL[] {
  return [
    ...(desde ? [gte(column, sql`(${desde}::date)::timestamp at time zone ${tz}`)] : []),
    ...(hasta ? [lt(column, sql`(${hasta}::date + 1)::timestamp at time zone ${tz}`)] : []),
  ];
}

/** `column` falls on `fecha` in the business time zone. */
export const delDia = (column: AnyColumn, fecha: string, tz: string) => entreDias(column, fecha, fecha, tz);

/** `limit`/`offset` for an optional page; without `pagina` the whole list. */
export function paginaDe(f: { pagina?: number | undefined; por_pagina?: number | undefined }) {
  if (f.pagina === undefined) return undefined;
  const limit = f.por_pagina ?? TAMANO_PAGINA;
  return { limit, offset: (f.pagina - 1) * limit };
}
