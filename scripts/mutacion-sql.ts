// npm run test:mutation:sql [-- --solo <ruta>]… [-- --minutos N] [-- --solo-resumen] [-- --postgres]
// Mutation testing of the money rules that live in SQL (issue 42; TypeScript has Stryker, scripts/mutation.mjs).
// The definitions come from the catalog of a freshly migrated database; each one of REGLAS_DE_DINERO gets its
// one-operator mutants (scripts/mutantes-sql.ts). A mutant that PostgreSQL refuses to create does not count. Every
// other one is put into each test database of a Vitest run of the tests that hold its family (PRUEBAS; test/helpers.ts reads
// SQL_MUTANTE after migrating): a failing run kills it. Results go to reports/mutacion-sql.json (kept per
// definition text, so a changed rule is mutated again and an unchanged one is not) and the table of
// docs/mutation/RESULTADOS.md. Not in CI: a whole run takes hours on 2 cores. With --postgres (and TEST_DATABASE_URL)
// only the survivors are run again, with the tests on PostgreSQL: a lock taken away changes nothing on the embedded
// database, which runs one transaction at a time, so a survivor killed there is labelled "muerto en PostgreSQL".
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { createVitest } from 'vitest/node';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import {
  definicionesDeArchivos,
  definicionesDelCatalogo,
  sentenciasDeCambio,
} from '../apps/server/src/db/sql-actual.ts';
import { mutantes } from './mutantes-sql.ts';

const raiz = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPORTE = path.join(raiz, 'reports/mutacion-sql.json');
const RESULTADOS = path.join(raiz, 'docs/mutation/RESULTADOS.md');
const INICIO = '<!-- sql:inicio (lo escribe scripts/mutacion-sql.ts) -->';
const FIN = '<!-- sql:fin -->';
const OBJETIVO = 85;

/** Tests of apps/server that hold each family of rules; each builds its app with createTestApp. */
const PRUEBAS = {
  cortes: ['src/modules/cortes/cortes.routes.test.ts', 'test/modelo-dinero.test.ts'],
  cuentas: [
    'test/modelo-cuentas.test.ts',
    'src/modules/cuentas/cuentas.routes.test.ts',
    'src/modules/negocio/reporte-tiendas.test.ts',
  ],
  meses: [
    'test/mes-cerrado.test.ts',
    'src/modules/cuentas/cuentas.routes.test.ts',
    'src/modules/cortes/cortes.routes.test.ts',
    'src/modules/egresos/egresos.routes.test.ts',
    'src/modules/ubicaciones/ubicaciones.routes.test.ts',
    'src/modules/ventas/ventas.routes.test.ts',
  ],
  ventas: [
    'src/db/resumen.test.ts',
    'test/modelo-dinero.test.ts',
    'src/modules/ventas/ventas.routes.test.ts',
    'src/modules/ubicaciones/ubicaciones.routes.test.ts',
    'test/listas-anual.test.ts',
  ],
};

/**
 * The definitions that compute or guard money (apps/server/sql/), with the tests that hold them: corte cash and
 * tolerance, commissions with proration and minimums, statements and payments, the roll-ups and the closed-month
 * guards.
 */
export const REGLAS_DE_DINERO: Record<string, keyof typeof PRUEBAS> = {
  'funciones/corte_contado.sql': 'cortes',
  'funciones/cortes_calcular.sql': 'cortes',
  'funciones/cortes_ventas_periodo.sql': 'cortes',
  'disparadores/cortes.cortes_calcular.sql': 'cortes',
  'funciones/cuentas_comisiones.sql': 'cuentas',
  'funciones/cuentas_dias.sql': 'cuentas',
  'funciones/cuentas_maquinas.sql': 'cuentas',
  'funciones/cuentas_movimientos.sql': 'cuentas',
  'vistas/estados_cuenta_saldos.sql': 'cuentas',
  'funciones/mes_abierto_fila.sql': 'meses',
  'funciones/mes_abierto_periodo.sql': 'meses',
  'funciones/exigir_meses_abiertos.sql': 'meses',
  'disparadores/cortes.mes_abierto.sql': 'meses',
  'disparadores/ventas_maquina.mes_abierto.sql': 'meses',
  'disparadores/pagos_tienda.mes_abierto.sql': 'meses',
  'disparadores/ajustes_tienda.mes_abierto.sql': 'meses',
  'disparadores/egresos.mes_abierto.sql': 'meses',
  'disparadores/ubicaciones.mes_abierto.sql': 'meses',
  'disparadores/convenios.mes_abierto.sql': 'meses',
  'disparadores/estados_cuenta.mes_abierto.sql': 'meses',
  'disparadores/depositos.mes_abierto.sql': 'meses',
  'funciones/ventas_resumen_aplicar.sql': 'ventas',
  'funciones/ventas_resumen_trigger.sql': 'ventas',
  'disparadores/ventas_maquina.ventas_resumen.sql': 'ventas',
  'funciones/ventas_tienda_aplicar.sql': 'ventas',
  'funciones/ventas_tienda_de.sql': 'ventas',
  'funciones/ventas_tienda_mover.sql': 'ventas',
  'funciones/ventas_tienda_trigger.sql': 'ventas',
  'funciones/ventas_tienda_ubicacion_trigger.sql': 'ventas',
  'disparadores/ventas_maquina.ventas_tienda.sql': 'ventas',
  'disparadores/ubicaciones.ventas_tienda.sql': 'ventas',
  'funciones/ventas_origen_aplicar.sql': 'ventas',
  'funciones/ventas_origen_venta_trigger.sql': 'ventas',
  'funciones/ventas_origen_transaccion_trigger.sql': 'ventas',
  'disparadores/ventas_maquina.ventas_origen_venta.sql': 'ventas',
  'disparadores/transacciones.ventas_origen.sql': 'ventas',
  'disparadores/transacciones.ventas_origen_cambio.sql': 'ventas',
  'funciones/ventas_maquina_anio_trigger.sql': 'ventas',
  'disparadores/ventas_maquina_mes.ventas_maquina_anio.sql': 'ventas',
};

type Estado = 'muerto' | 'muerto en PostgreSQL' | 'sobrevive' | 'no compila';
type Resultado = { ruta: string; huella: string; descripcion: string; estado: Estado; segundos: number };
type Reporte = { fecha: string; resultados: Resultado[] };

const args = process.argv.slice(2);
const solo = args.flatMap((a, i) => (args[i - 1] === '--solo' ? [a] : []));
const minutos = Number(args.flatMap((a, i) => (args[i - 1] === '--minutos' ? [a] : []))[0] ?? Infinity);
const soloResumen = args.includes('--solo-resumen');
const enPostgres = args.includes('--postgres');
if (enPostgres && !process.env.TEST_DATABASE_URL) throw new Error('--postgres necesita TEST_DATABASE_URL.');

const huella = (texto: string) => createHash('sha256').update(texto).digest('hex').slice(0, 12);
const leerReporte = (): Reporte =>
  existsSync(REPORTE) ? JSON.parse(readFileSync(REPORTE, 'utf8')) : { fecha: '', resultados: [] };

/**
 * One Vitest for the whole run (its transforms are kept between runs). The mutant reaches every test database
 * through the file SQL_MUTANTE names, rewritten before each run: `[]` is no mutant.
 */
async function vitest(carpeta: string) {
  const archivo = path.join(carpeta, 'mutante.json');
  writeFileSync(archivo, '[]');
  process.env.SQL_MUTANTE = archivo;
  if (!enPostgres) delete process.env.TEST_DATABASE_URL;
  const v = await createVitest('test', {
    watch: false,
    project: ['server'],
    maxWorkers: 1,
    bail: 1,
    reporters: ['dot'],
  });
  await v.standalone();
  return {
    /** Whether the family's tests all pass with `sentencias` in every test database. */
    pasan: async (familia: keyof typeof PRUEBAS, sentencias: string[]) => {
      writeFileSync(archivo, JSON.stringify(sentencias));
      const archivos = PRUEBAS[familia].map((p) => path.join(raiz, 'apps/server', p));
      const r = await v.runTestSpecifications(await v.getRelevantTestSpecifications(archivos));
      return r.unhandledErrors.length === 0 && r.testModules.every((m) => m.ok());
    },
    cerrar: () => v.close(),
  };
}

/** Whether PostgreSQL takes the mutant: tried and undone in the scratch database. */
async function compila(database: Database, sentencias: string[]): Promise<boolean> {
  try {
    await database.db.transaction(async (tx) => {
      for (const s of sentencias) await tx.execute(sql.raw(s));
      tx.rollback();
    });
  } catch (err) {
    return err instanceof TransactionRollbackError;
  }
  return false;
}

async function correr(reporte: Reporte) {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
  const catalogo = await definicionesDelCatalogo(database.db);
  const faltan = Object.keys(REGLAS_DE_DINERO).filter((r) => !catalogo.has(r));
  if (faltan.length)
    throw new Error(`REGLAS_DE_DINERO nombra lo que el catálogo no tiene: ${faltan.join(', ')}`);
  const carpeta = mkdtempSync(path.join(tmpdir(), 'aguavend-mutacion-sql-'));
  const pruebas = await vitest(carpeta);
  const fin = Date.now() + minutos * 60_000;
  const rutas = solo.length ? solo : Object.keys(REGLAS_DE_DINERO);
  try {
    for (const familia of new Set(rutas.map((r) => REGLAS_DE_DINERO[r] as keyof typeof PRUEBAS)))
      if (!(await pruebas.pasan(familia, [])))
        throw new Error(`Las pruebas de ${familia} fallan sin mutantes.`);
    for (const ruta of rutas) {
      const familia = REGLAS_DE_DINERO[ruta];
      if (!familia) throw new Error(`${ruta} no está en REGLAS_DE_DINERO.`);
      const original = catalogo.get(ruta) as string;
      const h = huella(original);
      // A rule whose text changed since its results were written is mutated again from scratch.
      reporte.resultados = reporte.resultados.filter((r) => r.ruta !== ruta || r.huella === h);
      for (const m of mutantes(ruta, original)) {
        const previo = reporte.resultados.find((r) => r.ruta === ruta && r.descripcion === m.descripcion);
        if (enPostgres ? previo?.estado !== 'sobrevive' : previo) continue;
        if (Date.now() > fin) return;
        const sentencias = sentenciasDeCambio(new Map([[ruta, original]]), new Map([[ruta, m.texto]]));
        const inicio = Date.now();
        const estado: Estado = !(await compila(database, sentencias))
          ? 'no compila'
          : (await pruebas.pasan(familia, sentencias))
            ? 'sobrevive'
            : enPostgres
              ? 'muerto en PostgreSQL'
              : 'muerto';
        reporte.resultados = reporte.resultados.filter((r) => r !== previo);
        const segundos = Math.round((Date.now() - inicio) / 1000);
        reporte.resultados.push({ ruta, huella: h, descripcion: m.descripcion, estado, segundos });
        reporte.fecha = new Date().toISOString().slice(0, 10);
        console.log(`${estado.padEnd(10)} ${ruta} ${m.descripcion} (${segundos} s)`);
        mkdirSync(path.dirname(REPORTE), { recursive: true });
        writeFileSync(REPORTE, `${JSON.stringify(reporte, null, 1)}\n`);
      }
    }
  } finally {
    await pruebas.cerrar();
    rmSync(carpeta, { recursive: true, force: true });
    await database.close();
  }
}

/** The table of docs/mutation/RESULTADOS.md: score per rule, and each survivor. */
function tabla(reporte: Reporte): string {
  const archivos = definicionesDeArchivos();
  const filas = Object.keys(REGLAS_DE_DINERO).map((ruta) => {
    const de = reporte.resultados.filter((r) => r.ruta === ruta);
    const n = (e: Estado) => de.filter((r) => r.estado === e).length;
    const muertos = n('muerto') + n('muerto en PostgreSQL');
    const validos = muertos + n('sobrevive');
    const total = mutantes(ruta, archivos.get(ruta) ?? '').length;
    // A rule not run to its end says so: its score is of the mutants run so far.
    const puntuacion =
      total === 0
        ? 'sin operadores que cambiar'
        : validos
          ? `${((100 * muertos) / validos).toFixed(1)} %${de.length < total ? ' (parcial)' : ''}`
          : 'sin correr';
    const enPg = n('muerto en PostgreSQL') ? ` (${n('muerto en PostgreSQL')} solo en PostgreSQL)` : '';
    return `| ${ruta} | ${puntuacion} | ${de.length} de ${total} | ${muertos}${enPg} | ${n('sobrevive')} | ${n('no compila')} |`;
  });
  const sobrevivientes = reporte.resultados
    .filter((r) => r.estado === 'sobrevive')
    .map((r) => `- \`${r.ruta}\` ${r.descripcion}`);
  return [
    INICIO,
    `Última corrida: ${reporte.fecha || 'ninguna'}. Meta: ≥ ${OBJETIVO} % por regla.`,
    '',
    '| regla (apps/server/sql) | puntuación | corridos | muertos | sobrevivientes | no compila |',
    '|---|---|---|---|---|---|',
    ...filas,
    '',
    sobrevivientes.length ? 'Sobrevivientes (su porqué, abajo de esta tabla):' : 'Sin sobrevivientes.',
    ...sobrevivientes,
    FIN,
  ].join('\n');
}

const reporte = leerReporte();
if (!soloResumen) await correr(reporte);
const doc = readFileSync(RESULTADOS, 'utf8');
const bloque = tabla(reporte);
writeFileSync(
  RESULTADOS,
  doc.includes(INICIO)
    ? doc.slice(0, doc.indexOf(INICIO)) + bloque + doc.slice(doc.indexOf(FIN) + FIN.length)
    : `${doc.trimEnd()}\n\n## Reglas en SQL\n\n${bloque}\n`,
);
console.log(bloque);
// Vitest leaves a failing exit code behind after the runs that killed mutants: the answer is the target's.
const bajoLaMeta = Object.keys(REGLAS_DE_DINERO).some((ruta) => {
  const de = reporte.resultados.filter((r) => r.ruta === ruta && r.estado !== 'no compila');
  return de.length > 0 && de.filter((r) => r.estado === 'muerto').length < (de.length * OBJETIVO) / 100;
});
process.exit(bajoLaMeta ? 1 : 0);
