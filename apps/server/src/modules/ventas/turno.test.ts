// Sales wait their turn in the process (ventas.routes.ts, `turnoDeVenta`): at most two sale statements at the
// database at once, however many sellers call together (decision 030: more only wait on each other's row locks).
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/helpers.ts';

const enCurso = vi.hoisted(() => ({ ahora: 0, maximo: 0 }));

vi.mock('./ventas.repository.ts', async (original) => {
  const real = await original<typeof import('./ventas.repository.ts')>();
  return {
    ...real,
    registrar: async (...args: Parameters<typeof real.registrar>) => {
      enCurso.ahora++;
      enCurso.maximo = Math.max(enCurso.maximo, enCurso.ahora);
      try {
        // Long enough that the sellers' calls would overlap here if nothing made them wait.
        await new Promise((r) => setTimeout(r, 20));
        return await real.registrar(...args);
      } finally {
        enCurso.ahora--;
      }
    },
  };
});

const t = await useTestApp();

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
