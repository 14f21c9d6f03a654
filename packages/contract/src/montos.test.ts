// The money maxima of the contract, each at its limit (accepted) and one unit of its last decimal past it (refused
// with its message): they are the largest values the database's numeric columns hold.
import { describe, expect, it } from 'vitest';
import { AJUSTES_POR_OMISION, AjustesSchema } from './ajustes.ts';
import { dinero } from './common.ts';
import { tasa } from './cortes.ts';
import { AjusteNuevoSchema } from './estados-cuenta.ts';
import { mensajes } from './messages.ts';

const g = mensajes.general;
const mensajeDe = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;
const ajuste = (monto: number) =>
  AjusteNuevoSchema.safeParse({ id_tienda: 1, mes: '2026-06', monto, motivo: 'x' });
const tolerancia = (corte_tolerancia_monto: number) =>
  AjustesSchema.safeParse({ ...AJUSTES_POR_OMISION, corte_tolerancia_monto });

describe('money maxima', () => {
  it.each([
    [
      'dinero, numeric(12,2)',
      9_999_999_999.99,
      10_000_000_000,
      (v: number) => dinero().safeParse(v),
      g.montoInvalido,
    ],
    [
      'tasa (precio por litro), numeric(12,4)',
      99_999_999.9999,
      100_000_000,
      (v: number) => tasa().safeParse(v),
      mensajes.cortes.precioLitroInvalido,
    ],
    [
      'ajuste de estado de cuenta',
      9_999_999_999.99,
      10_000_000_000,
      ajuste,
      mensajes.estadosCuenta.ajusteMontoInvalido,
    ],
    [
      'ajuste negativo',
      -9_999_999_999.99,
      -10_000_000_000,
      ajuste,
      mensajes.estadosCuenta.ajusteMontoInvalido,
    ],
    [
      'tolerancia del corte en pesos',
      1_000_000,
      1_000_000.01,
      tolerancia,
      mensajes.ajustes.toleranciaMontoInvalida,
    ],
  ])('%s: %s accepted, %s refused', (_nombre, limite, pasado, leer, mensaje) => {
    expect(leer(limite).success).toBe(true);
    const r = leer(pasado);
    expect([r.success, mensajeDe(r)]).toEqual([false, mensaje]);
  });
});
