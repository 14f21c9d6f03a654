// Query pieces every list shares: the day filter and server paging (db/listas.ts builds the whole list query on them).
import { TAMANO_PAGINA } from '@aguavend/contract/common';
import { type AnyColumn, gte, lt, type SQL, sql } from 'drizzle-orm';

/**
 * `column` falls on `fecha` ('YYYY-MM-DD') in the business time zone. The bounds are computed once, so an
 * index on (…, column) serves the filter.
 */
export function delDia(column: AnyColumn, fecha: string, tz: string): SQL[] {
  return [
    gte(column, sql`(${fecha}::date)::timestamp at time zone ${tz}`),
    lt(column, sql`(${fecha}::date + 1)::timestamp at time zone ${tz}`),
  ];
}

/** `limit`/`offset` for an optional page; without `pagina` the whole list. */
export function paginaDe(f: { pagina?: number | undefined; por_pagina?: number | undefined }) {
  if (f.pagina === undefined) return undefined;
  const limit = f.por_pagina ?? TAMANO_PAGINA;
  return { limit, offset: (f.pagina - 1) * limit };
}
