import { describe, expect, it } from 'vitest';
import { CategoriaNuevaSchema } from './categorias.ts';
import { TOLERANCIA_RELOJ_MS } from './common.ts';
import { mensajes } from './messages.ts';
import { UsuarioEditarSchema } from './usuarios.ts';
import { calcularMonto, montoCoincide, VentaEditarSchema, VentaNuevaSchema } from './ventas.ts';

const m = mensajes.ventas;

const venta = (
  ventas_maquina: Record<string, unknown> = {},
  transacciones: Record<string, unknown> = {},
) => ({
  ventas_maquina: { id_maquina: 1, id_producto: 1, cantidad: 3, precio_unitario: 0.1, ...ventas_maquina },
  transacciones: { id_categoria_transaccion: 1, monto: 0.3, ...transacciones },
});
const mensajesDe = (r: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the amount rule, written once', () => {
  it('accepts a client amount within half a centavo of cantidad × precio_unitario, and nothing further', () => {
    expect(calcularMonto(3, 0.1)).toBe(0.3);
    expect(montoCoincide(3, 0.1, 0.3)).toBe(true);
    expect(montoCoincide(7, 19.99, 139.93)).toBe(true);
    expect(montoCoincide(7, 19.99, 139.94)).toBe(false);
    expect(montoCoincide(7, 19.99, 139.92)).toBe(false);
  });

  it('is the check of a new sale and of an edit that sends its unit price', () => {
    expect(mensajesDe(VentaNuevaSchema.safeParse(venta({}, { monto: 0.31 })))).toEqual([
      ['transacciones.monto', m.montoNoCoincide],
    ]);
    const edicion = { id_venta_maquina: 1, cantidad: 2, fecha_venta: '2026-01-15T09:30:00-06:00', monto: 25 };
    expect(VentaEditarSchema.safeParse({ ...edicion, precio_unitario: 12.5 }).success).toBe(true);
    expect(mensajesDe(VentaEditarSchema.safeParse({ ...edicion, precio_unitario: 10 }))).toEqual([
      ['monto', m.montoNoCoincide],
    ]);
    // Without a unit price only the server, which has the stored one, can check the amount.
    expect(VentaEditarSchema.safeParse(edicion).success).toBe(true);
  });
});

describe('a sale of another day', () => {
  it('takes a past fecha_transaccion and refuses one further ahead than the clock tolerance', () => {
    expect(
      VentaNuevaSchema.safeParse(venta({ fecha_transaccion: '2026-03-10T18:45:00-06:00' })).success,
    ).toBe(true);
    const casiAhora = new Date(Date.now() + TOLERANCIA_RELOJ_MS / 2).toISOString();
    expect(VentaNuevaSchema.safeParse(venta({ fecha_transaccion: casiAhora })).success).toBe(true);
    const futura = new Date(Date.now() + TOLERANCIA_RELOJ_MS * 2).toISOString();
    expect(mensajesDe(VentaNuevaSchema.safeParse(venta({ fecha_transaccion: futura })))).toEqual([
      ['ventas_maquina.fecha_transaccion', m.fechaFutura],
    ]);
  });

  it('stores an absent, null or blank description as empty', () => {
    for (const descripcion of [undefined, null, '  ']) {
      const r = VentaNuevaSchema.parse(venta({}, { descripcion }));
      expect(r.transacciones.descripcion).toBe('');
    }
  });
});

describe('category class and user machines', () => {
  it('classes a category sent without clase as VENTA for the type VENTA and EGRESO otherwise', () => {
    expect(CategoriaNuevaSchema.parse({ tipo: 'venta' }).clase).toBe('VENTA');
    expect(CategoriaNuevaSchema.parse({ tipo: 'Renta' }).clase).toBe('EGRESO');
    expect(CategoriaNuevaSchema.parse({ tipo: 'VENTA RUTA', clase: 'VENTA' }).clase).toBe('VENTA');
    expect(CategoriaNuevaSchema.parse({ tipo: 'VENTA', clase: 'EGRESO' }).clase).toBe('EGRESO');
  });

  it("counts a user's repeated machine ids once", () => {
    const base = {
      id_usuario: 1,
      id_rol: 1,
      nombre: 'A',
      ap_paterno: 'B',
      username: 'ab',
      email: 'a@b.mx',
    };
    expect(UsuarioEditarSchema.parse({ ...base, maquinas: [3, 1, 3] }).maquinas).toEqual([3, 1]);
    expect(UsuarioEditarSchema.parse(base).maquinas).toBeUndefined();
  });
});
