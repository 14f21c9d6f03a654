// Which stores a caller may see, as a condition on any column that holds a store's id (contract §7–8): every store
// for ADMIN; a store's own user, theirs alone; anyone else, the stores they registered (even before a machine stands
// there) and those where one of their machines stands now.
import { type AnyColumn, inArray, or, type SQL, sql } from 'drizzle-orm';
import { tiendas, ubicaciones } from '../../db/schema/index.ts';
import type { AlcanceTiendas } from '../../plugins/auth.ts';

export function tiendaVisible(alcance: AlcanceTiendas, id_tienda: AnyColumn | SQL): SQL | undefined {
  if (alcance === undefined) return undefined;
  if ('id_tienda' in alcance) return sql`${id_tienda} = ${alcance.id_tienda}`;
  const propias = sql`${id_tienda} in (select ${tiendas.id_tienda} from ${tiendas} where ${tiendas.id_usuario} = ${alcance.id_usuario})`;
  if (alcance.maquinas.length === 0) return propias;
  return or(
    propias,
    sql`${id_tienda} in (select ${ubicaciones.id_tienda} from ${ubicaciones}
      where ${ubicaciones.hasta} is null and ${inArray(ubicaciones.id_maquina, alcance.maquinas)})`,
  );
}
