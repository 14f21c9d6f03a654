// The SQL mutation operators (scripts/mutantes-sql.ts): each makes its one change in code, never in a header, a
// comment or a literal (but the trigger operation names it swaps on purpose).
import { describe, expect, it } from 'vitest';
import { definicionesDeArchivos } from '../apps/server/src/db/sql-actual.ts';
import { mutantes } from './mutantes-sql.ts';

const FUNCION = `CREATE OR REPLACE FUNCTION public.f(p_a integer, p_b date)
 RETURNS TABLE(x integer)
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- a <= b in a comment stays
  IF TG_OP = 'UPDATE' AND p_a >= 1 THEN
    RETURN QUERY SELECT * FROM t WHERE t.a <> p_a OR t.b IS NULL AND t.d IS NOT DISTINCT FROM p_b;
  END IF;
  RETURN QUERY SELECT count(*)::int FROM t WHERE t.c = (p_b + interval '1 month - 1 day')::date AND NOT t.e;
  x := p_a * 2 - 1;
END
$function$
`;

const cambios = (ruta: string, texto: string) => mutantes(ruta, texto).map((m) => m.descripcion);

describe('SQL mutants', () => {
  it('makes each operator’s mutants in the body, and none in the header, a comment or a literal', () => {
    expect(cambios('funciones/f.sql', FUNCION)).toEqual([
      'línea 7:12: comparación: = → <>',
      'línea 7:31: comparación: >= → >',
      'línea 8:44: comparación: <> → =',
      'línea 10:54: comparación: = → <>',
      'línea 8:74: comparación: IS NOT DISTINCT FROM → IS DISTINCT FROM',
      'línea 10:60: aritmética: + → -',
      'línea 11:11: aritmética: * → /',
      'línea 11:15: aritmética: - → +',
      'línea 7:23: lógica: AND → OR',
      'línea 8:51: lógica: OR → AND',
      'línea 8:66: lógica: AND → OR',
      'línea 10:97: lógica: AND → OR',
      'línea 10:101: lógica: NOT → ∅',
      'línea 8:58: lógica: IS NULL → IS NOT NULL',
      'línea 8:34: WHERE sin condición: WHERE → WHERE true OR',
      'línea 10:44: WHERE sin condición: WHERE → WHERE true OR',
      "línea 7:3: IF sin condición: IF TG_OP = 'UPDATE' AND p_a >= 1 THEN → IF true THEN",
      "línea 7:3: IF sin condición: IF TG_OP = 'UPDATE' AND p_a >= 1 THEN → IF false THEN",
      "línea 7:14: guarda de operación: 'UPDATE' → 'INSERT'",
      "línea 7:14: guarda de operación: 'UPDATE' → 'DELETE'",
    ]);
    for (const m of mutantes('funciones/f.sql', FUNCION)) {
      expect(m.texto.slice(0, FUNCION.indexOf('BEGIN'))).toBe(FUNCION.slice(0, FUNCION.indexOf('BEGIN')));
      expect(m.texto).toContain("interval '1 month - 1 day'");
      expect(m.texto).toContain('-- a <= b in a comment stays');
    }
  });

  it('drops each event of a trigger, and mutates its WHEN condition', () => {
    expect(
      cambios(
        'disparadores/t.x.sql',
        'CREATE TRIGGER x AFTER INSERT OR UPDATE ON t FOR EACH ROW WHEN ((new.a > 0)) EXECUTE FUNCTION f();\n',
      ),
    ).toEqual(['evento INSERT quitado', 'evento UPDATE quitado', 'línea 1:72: comparación: > → >=']);
  });

  it('gives every rule of apps/server/sql mutants that each differ from it, each named apart', () => {
    for (const [ruta, texto] of definicionesDeArchivos()) {
      const suyos = mutantes(ruta, texto);
      for (const m of suyos) expect(m.texto, `${ruta} ${m.descripcion}`).not.toBe(texto);
      // The results are kept by name: two mutants of one line must not share one.
      expect(new Set(suyos.map((m) => m.descripcion)).size, ruta).toBe(suyos.length);
    }
    expect(
      mutantes(
        'funciones/cortes_calcular.sql',
        definicionesDeArchivos().get('funciones/cortes_calcular.sql') ?? '',
      ).length,
    ).toBeGreaterThan(10);
  });
});
