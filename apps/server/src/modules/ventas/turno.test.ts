// Sales wait their turn in the process (ventas.routes.ts, `turnoDeVenta`): at most two sale statements at the
// database at once, however many sellers call together (decision 030: more only wait on each other's row locks).
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';

const t = await useTestApp();

/**
 * Counts the sale statements at the database at once, each held 20 ms: long enough that the sellers' calls would
 * overlap if nothing made them wait. It wraps the database session's prepared statements (the sale is one), not
 * the repository's module: mutation runs share modules between test files, where a module mock would not apply.
 */
function contarVentasEnCurso() {
  const enCurso = { ahora: 0, maximo: 0 };
  const sesion = t.database.db._.session;
  const preparar = sesion.prepareQuery.bind(sesion);
  const espia = vi.spyOn(sesion, 'prepareQuery').mockImplementation(((
    ...args: Parameters<typeof preparar>
  ) => {
    const sentencia = preparar(...args);
    if (!args[0].sql.includes('insert into ventas_maquina')) return sentencia;
    const ejecutar = sentencia.execute.bind(sentencia);
    sentencia.execute = (async (...a: Parameters<typeof ejecutar>) => {
      enCurso.ahora++;
      enCurso.maximo = Math.max(enCurso.maximo, enCurso.ahora);
      try {
        await new Promise((r) => setTimeout(r, 20));
        return await ejecutar(...a);
      } finally {
        enCurso.ahora--;
      }
    }) as typeof sentencia.execute;
    return sentencia;
  }) as typeof sesion.prepareQuery);
  return { enCurso, soltar: () => espia.mockRestore() };
}

describe('el turno de las ventas', () => {
  it('20 ventas a la vez: todas se registran, nunca más de dos sentencias a la vez', async () => {
    const admin = await t.login();
    const uno = async (url: string, body: unknown) => (await t.post(url, body, admin)).body.resultados[0];
    const { id_maquina } = await uno('/maquina/new', { nombre: 'Turnos', estatus: 'ACTIVA' });
    const { id_producto } = await uno('/producto/new', { nombre: 'Turno', precio: 10, stock: 100 });
    const [venta] = (
      (await t.database.db.execute(
        sql`select id_categoria_transaccion as id from categorias_transaccion where clase = 'VENTA' limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    const { enCurso, soltar } = contarVentasEnCurso();
    // Released however the test ends, so a failure here does not leave the next test's statements held.
    onTestFinished(soltar);
    const respuestas = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.post(
          '/venta/maquina/new',
          {
            ventas_maquina: { id_maquina, id_producto, cantidad: 1, precio_unitario: 10 },
            transacciones: {
              id_venta_maquina: '',
              id_categoria_transaccion: venta?.id,
              descripcion: '',
              monto: 10,
            },
          },
          admin,
        ),
      ),
    );
    expect(respuestas.map((r) => r.status)).toEqual(respuestas.map(() => 200));
    expect(enCurso.maximo).toBe(2);
  });
});
