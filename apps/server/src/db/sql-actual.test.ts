// apps/server/sql holds what each SQL function, trigger and view is today (decision 035): the database that the
// migrations make must define exactly those, with exactly that text. A migration that changes a rule without its file,
// or a file edited without its migration (npm run db:sql), fails here.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers.ts';
import { definicionesDeArchivos, definicionesDelCatalogo, sentenciasDeCambio } from './sql-actual.ts';

const t = await useTestApp();

/**
 * A view's file as this engine writes that query: PostgreSQL 16 stopped qualifying the columns of a view over one
 * relation, so the text of the files (written on PGlite, PostgreSQL 17) and of a PostgreSQL 15 differ in form only.
 * The file's query is made a temporary view and read back; functions and triggers read the same on both.
 */
async function comoEsteMotor(ruta: string, texto: string): Promise<string> {
  if (!ruta.startsWith('vistas/')) return texto;
  const [cabecera, ...cuerpo] = texto.split('\n');
  const nombre = `archivo_${/VIEW public\.(\w+) AS$/.exec(cabecera ?? '')?.[1]}`;
  let consulta = '';
  // A transaction keeps the temporary view on one connection of the pool; it is undone at the end.
  await t.database.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`CREATE TEMP VIEW ${nombre} AS\n${cuerpo.join('\n')}`));
      const { rows } = (await tx.execute(
        sql.raw(`select pg_get_viewdef('${nombre}'::regclass, true) as q`),
      )) as unknown as { rows: { q: string }[] };
      consulta = rows[0]?.q ?? '';
      tx.rollback();
    })
    .catch(() => {});
  return `${cabecera}\n${consulta.trimEnd()}\n`;
}

describe('apps/server/sql', () => {
  it('holds every function, trigger and view of the migrated database, as the catalog writes it', async () => {
    const catalogo = await definicionesDelCatalogo(t.database.db);
    const archivos = definicionesDeArchivos();
    expect(catalogo.size).toBeGreaterThan(80);
    expect([...archivos.keys()].sort()).toEqual([...catalogo.keys()].sort());
    const distintos: string[] = [];
    for (const [ruta, texto] of catalogo)
      if ((await comoEsteMotor(ruta, archivos.get(ruta) ?? '')) !== texto) distintos.push(ruta);
    expect(distintos).toEqual([]);
  });

  it('turns an edited file into the statements of a migration, functions before the triggers that call them', () => {
    const actuales = new Map([
      [
        'funciones/f.sql',
        'CREATE OR REPLACE FUNCTION public.f(a integer)\n RETURNS integer\nAS $$ select 1 $$\n',
      ],
      ['disparadores/t.d.sql', 'CREATE TRIGGER d AFTER INSERT ON t FOR EACH ROW EXECUTE FUNCTION f();\n'],
      ['vistas/v.sql', 'CREATE OR REPLACE VIEW public.v AS\n SELECT 1;\n'],
    ]);
    const deseadas = new Map([
      [
        'funciones/f.sql',
        'CREATE OR REPLACE FUNCTION public.f(a integer)\n RETURNS integer\nAS $$ select 2 $$\n',
      ],
      ['disparadores/t.d.sql', 'CREATE TRIGGER d AFTER UPDATE ON t FOR EACH ROW EXECUTE FUNCTION f();\n'],
      ['funciones/g.sql', 'CREATE OR REPLACE FUNCTION public.g()\n RETURNS trigger\nAS $$ begin end $$\n'],
    ]);
    expect(sentenciasDeCambio(actuales, deseadas)).toEqual([
      'DROP VIEW IF EXISTS public.v;',
      'CREATE OR REPLACE FUNCTION public.f(a integer)\n RETURNS integer\nAS $$ select 2 $$',
      'CREATE OR REPLACE FUNCTION public.g()\n RETURNS trigger\nAS $$ begin end $$',
      'DROP TRIGGER IF EXISTS d ON public.t;',
      'CREATE TRIGGER d AFTER UPDATE ON t FOR EACH ROW EXECUTE FUNCTION f();',
    ]);
    expect(sentenciasDeCambio(actuales, new Map())).toContain('DROP FUNCTION IF EXISTS public.f(a integer);');
    expect(sentenciasDeCambio(actuales, actuales)).toEqual([]);
  });
});
