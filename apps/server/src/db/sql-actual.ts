// The current definition of every SQL function, trigger and view, one file each under apps/server/sql (decision 035).
// Migrations hold the history; these files say what a rule is today. They are the catalog's own text
// (pg_get_functiondef, pg_get_triggerdef, pg_get_viewdef) of a database with every migration applied, so a test can
// hold the two against each other, and `npm run db:sql` turns edited files into a new migration.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { CARPETA_SQL } from '../carpetas.ts';
import type { DbOrTx } from './client.ts';

/** Relative path under apps/server/sql → the definition, as the catalog writes it, ending in one newline. */
export type DefinicionesSql = Map<string, string>;

export async function definicionesDelCatalogo(db: DbOrTx): Promise<DefinicionesSql> {
  const { rows } = (await db.execute(sql`
    select 'funciones/' || p.proname || '.sql' as ruta, pg_get_functiondef(p.oid) as texto
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and p.prokind in ('f', 'p')
    union all
    select 'disparadores/' || c.relname || '.' || t.tgname || '.sql', pg_get_triggerdef(t.oid, true) || ';'
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and not t.tgisinternal
    union all
    select 'vistas/' || c.relname || '.sql',
           'CREATE OR REPLACE VIEW public.' || c.relname || E' AS\n' || pg_get_viewdef(c.oid, true)
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'v'
    order by 1`)) as unknown as { rows: { ruta: string; texto: string }[] };
  return new Map(rows.map((r) => [r.ruta, `${r.texto.trimEnd()}\n`]));
}

/**
 * The statements that bring a database from `actuales` to `deseadas`: each changed or new definition (a trigger is
 * dropped and created again: PostgreSQL 15 has no CREATE OR REPLACE TRIGGER for constraint triggers, and a changed
 * event list needs it), and a DROP for each one whose file was removed.
 */
export function sentenciasDeCambio(actuales: DefinicionesSql, deseadas: DefinicionesSql): string[] {
  const sentencias: string[] = [];
  for (const [ruta, texto] of [...actuales].sort()) {
    if (deseadas.has(ruta)) continue;
    sentencias.push(borrar(ruta, texto));
  }
  // Functions first (triggers and views call them), then views, then triggers.
  const orden = (ruta: string) =>
    ['funciones/', 'vistas/', 'disparadores/'].findIndex((t) => ruta.startsWith(t));
  const porOrden = [...deseadas].sort(([a], [b]) => orden(a) - orden(b) || a.localeCompare(b));
  for (const [ruta, texto] of porOrden) {
    if (actuales.get(ruta) === texto) continue;
    if (ruta.startsWith('disparadores/') && actuales.has(ruta))
      sentencias.push(borrar(ruta, actuales.get(ruta) as string));
    sentencias.push(texto.trimEnd());
  }
  return sentencias;
}

function borrar(ruta: string, texto: string): string {
  const [tipo, nombre] = ruta.replace(/\.sql$/, '').split('/') as [string, string];
  if (tipo === 'vistas') return `DROP VIEW IF EXISTS public.${nombre};`;
  if (tipo === 'disparadores') {
    const [tabla, disparador] = nombre.split('.') as [string, string];
    return `DROP TRIGGER IF EXISTS ${disparador} ON public.${tabla};`;
  }
  // A function is dropped by its signature, read from its own header.
  const firma = /^CREATE OR REPLACE (?:FUNCTION|PROCEDURE) (.+?\))\s*$/m.exec(texto)?.[1];
  return `DROP FUNCTION IF EXISTS ${firma ?? `public.${nombre}`};`;
}

export function definicionesDeArchivos(): DefinicionesSql {
  return new Map(
    readdirSync(CARPETA_SQL, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.sql'))
      .map((e) => {
        const ruta = join(e.parentPath, e.name);
        return [relative(CARPETA_SQL, ruta), readFileSync(ruta, 'utf8')] as const;
      }),
  );
}
