// One-operator mutants of a SQL definition as the catalog writes it (apps/server/sql/, decision 035), for
// scripts/mutacion-sql.ts. Only code is mutated: string literals and comments are left alone, except the trigger
// operation names ('INSERT', 'UPDATE', 'DELETE') that guard a branch. A function is mutated in its body (between
// its dollar quotes), never in its header; a trigger in its event list and its WHEN condition.

export type Mutante = {
  /** Which operator, where: "línea 12: <= → <". */
  descripcion: string;
  /** The whole definition with the one change, ready to be run. */
  texto: string;
};

/**
 * `sql` with its '…' literals, "…" identifiers and -- comments blanked out (same length, so positions hold): code
 * operators match only what is left, and a condition may still span a literal (`TG_OP = 'UPDATE' AND …`).
 */
function enmascarar(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|--[^\n]*/g, (m) => OCULTO.repeat(m.length));
}
const OCULTO = '\u0001';

type Operador = {
  nombre: string;
  patron: RegExp;
  /** The replacements of one match (several: each is its own mutant). */
  cambios: (encontrado: string) => string[];
  /** Applies to string literals instead of code. */
  enLiterales?: boolean;
};

const COMPARACION: Record<string, string> = {
  '<=': '<',
  '<': '<=',
  '>=': '>',
  '>': '>=',
  '=': '<>',
  '<>': '=',
  '!=': '=',
};
const ARITMETICA: Record<string, string> = { ' + ': ' - ', ' - ': ' + ', ' * ': ' / ', ' / ': ' * ' };
const OPERACIONES = ["'INSERT'", "'UPDATE'", "'DELETE'"];

const OPERADORES: Operador[] = [
  {
    nombre: 'comparación',
    // Not :=, =>, ->, ->> nor the arrows of a jsonb path.
    patron: /(?<![<>=!:\-|@#&])(<=|>=|<>|!=|=|<|>)(?![=>@])/g,
    cambios: (s) => [COMPARACION[s] as string],
  },
  {
    nombre: 'comparación',
    patron: /\bIS (NOT )?DISTINCT FROM\b/gi,
    cambios: (s) => [/NOT/i.test(s) ? 'IS DISTINCT FROM' : 'IS NOT DISTINCT FROM'],
  },
  // Between operands only: not a unary minus, nor the star of `SELECT *` or `count(*)`.
  {
    nombre: 'aritmética',
    patron: /(?<!\b(?:SELECT|select|DISTINCT|distinct))(?<=[\w)\]]) [-+*/] (?=[\w(])/g,
    cambios: (s) => [ARITMETICA[s] as string],
  },
  { nombre: 'lógica', patron: /\b(AND|OR)\b/gi, cambios: (s) => [s.toUpperCase() === 'AND' ? 'OR' : 'AND'] },
  { nombre: 'lógica', patron: /\bNOT /gi, cambios: () => [''] },
  { nombre: 'lógica', patron: /\bIS NULL\b/gi, cambios: () => ['IS NOT NULL'] },
  {
    nombre: 'lógica',
    patron: /\b(true|false)\b/gi,
    cambios: (s) => [s.toLowerCase() === 'true' ? 'false' : 'true'],
  },
  // `WHERE true OR a AND b` is true: OR binds last, so the whole condition is dropped.
  { nombre: 'WHERE sin condición', patron: /\bWHERE\b/gi, cambios: (s) => [`${s} true OR`] },
  {
    nombre: 'IF sin condición',
    // The condition of an IF or ELSIF, up to its THEN (not END IF, nor IF EXISTS of a DROP).
    patron: /(?<!END )\b(?:ELS)?IF\b(?! EXISTS)[\s\S]+?\bTHEN\b/gi,
    cambios: (s) => {
      const si = /^(?:ELS)?IF/i.exec(s)?.[0] as string;
      return [`${si} true THEN`, `${si} false THEN`];
    },
  },
  {
    nombre: 'guarda de operación',
    patron: /'(INSERT|UPDATE|DELETE)'/g,
    cambios: (s) => OPERACIONES.filter((o) => o !== s),
    enLiterales: true,
  },
];

/** Where position `i` of `texto` is, as line:column (from 1): two mutants of one line differ by their column. */
const linea = (texto: string, i: number) => {
  const antes = texto.slice(0, i).split('\n');
  return `${antes.length}:${(antes.at(-1) as string).length + 1}`;
};

/** Every one-operator mutant of `parte` (a function's body or a trigger's clause) placed back into `definicion`. */
function mutantesDe(definicion: string, inicio: number, parte: string, operadores: Operador[]): Mutante[] {
  const mutantes: Mutante[] = [];
  const oculta = enmascarar(parte);
  for (const op of operadores) {
    for (const m of (op.enLiterales ? parte : oculta).matchAll(op.patron)) {
      // A literal operator acts only inside literals; a code one never sees them (they are masked).
      if (op.enLiterales && oculta[m.index] !== OCULTO) continue;
      const absoluto = inicio + m.index;
      for (const cambio of op.cambios(m[0])) {
        mutantes.push({
          descripcion: `línea ${linea(definicion, absoluto)}: ${op.nombre}: ${resumen(parte.slice(m.index, m.index + m[0].length))} → ${resumen(cambio)}`,
          texto: definicion.slice(0, absoluto) + cambio + definicion.slice(absoluto + m[0].length),
        });
      }
    }
  }
  // Two operators can make the same text (NOT dropped from IS NOT DISTINCT FROM, and its swap): one mutant.
  return mutantes.filter((m, i) => mutantes.findIndex((o) => o.texto === m.texto) === i);
}

const resumen = (s: string) => {
  const una = s.replace(/\s+/g, ' ').trim() || '∅';
  return una.length > 50 ? `${una.slice(0, 47)}…` : una;
};

/** The mutants of one definition file: `funciones/<name>.sql`, `disparadores/<table>.<name>.sql` or `vistas/…`. */
export function mutantes(ruta: string, definicion: string): Mutante[] {
  if (ruta.startsWith('disparadores/')) return mutantesDeDisparador(definicion);
  // A function's or view's body: after `AS $function$` (or a view's `AS`) up to its closing quote.
  const cuerpo = /\bAS (\$[a-z_]*\$)\n?([\s\S]*?)\1/i.exec(definicion) ?? /\bAS\n([\s\S]*)$/.exec(definicion);
  if (!cuerpo) return [];
  const texto = cuerpo[2] ?? (cuerpo[1] as string);
  const inicio = cuerpo.index + cuerpo[0].indexOf(texto);
  return mutantesDe(definicion, inicio, texto, OPERADORES);
}

/** A trigger: each event dropped from its list (when it has more than one), and its WHEN condition's operators. */
function mutantesDeDisparador(definicion: string): Mutante[] {
  const resultado: Mutante[] = [];
  const eventos = /\b(BEFORE|AFTER|INSTEAD OF) (.+?) ON /.exec(definicion);
  if (eventos) {
    const lista = (eventos[2] as string).split(' OR ');
    if (lista.length > 1) {
      const inicio = eventos.index + (eventos[1] as string).length + 1;
      for (const quitado of lista) {
        const nueva = lista.filter((e) => e !== quitado).join(' OR ');
        resultado.push({
          descripcion: `evento ${quitado} quitado`,
          texto:
            definicion.slice(0, inicio) + nueva + definicion.slice(inicio + (eventos[2] as string).length),
        });
      }
    }
  }
  const cuando = /\bWHEN \(([\s\S]*)\) EXECUTE /.exec(definicion);
  if (cuando) {
    const inicio = cuando.index + cuando[0].indexOf(cuando[1] as string);
    resultado.push(
      ...mutantesDe(
        definicion,
        inicio,
        cuando[1] as string,
        OPERADORES.filter((o) => o.nombre === 'comparación' || o.nombre === 'lógica'),
      ),
    );
  }
  return resultado;
}
