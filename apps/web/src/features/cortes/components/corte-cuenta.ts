// The figures a corte's form shows while it is typed: liters, expected cash, counted cash, difference and whether it
// is beyond the tolerance. Only for the screen: the server computes the corte's money in SQL and decides.
import {
  type ClaveDenominacion,
  type MotivoDiferencia,
  toleranciaDe,
  totalEfectivo,
} from '@aguavend/contract/cortes';
import type { CorteInicio } from '../api/cortes.ts';

export type CuentaCorte = {
  /** null until a reading is typed. */
  litros: number | null;
  precio: number | null;
  esperado: number | null;
  contado: number;
  diferencia: number | null;
  tolerancia: number;
  fuera: boolean;
};

const centavos = (n: number) => Math.round(n * 100) / 100;

export function cuentaDelCorte(
  inicio: CorteInicio | null | undefined,
  v: {
    lectura?: number | null | undefined;
    lectura_final_anterior?: number | null | undefined;
    motivo?: MotivoDiferencia | '' | null | undefined;
    efectivo?: Partial<Record<ClaveDenominacion, number | undefined>> | undefined;
  },
): CuentaCorte {
  const contado = totalEfectivo((v.efectivo ?? {}) as Partial<Record<ClaveDenominacion, number>>);
  const precio = inicio?.precio_litro ?? null;
  const porVenta = inicio?.modo_venta === 'POR_VENTA';
  // No previous reading: a POR_VENTA machine's first corte is the meter's base (0 L); a POR_CORTE one cannot be
  // recorded yet (decision 023, addendum of 2026-11-28).
  const base = inicio?.lectura_anterior === null;
  const anterior = inicio?.lectura_anterior ?? 0;
  // A replaced meter: the old one's liters since the last corte; the new one's reading is the next start.
  const hasta = v.motivo === 'CONTADOR_REEMPLAZADO' && !base ? v.lectura_final_anterior : v.lectura;
  const leido = inicio && typeof hasta === 'number' && Number.isFinite(hasta);
  const litros = !leido || (base && !porVenta) ? null : base ? 0 : hasta - anterior;
  // A POR_VENTA corte owes the sales recorded in its period (the server's figure when the form opened); a POR_CORTE
  // one its liters at the price.
  const esperado = porVenta
    ? (inicio?.ventas_monto ?? null)
    : litros !== null && precio !== null
      ? centavos(litros * precio)
      : null;
  const diferencia = esperado !== null ? centavos(contado - esperado) : null;
  const tolerancia = toleranciaDe(esperado ?? 0, {
    monto: inicio?.tolerancia_monto ?? 20,
    porcentaje: inicio?.tolerancia_porcentaje ?? 2,
  });
  return {
    litros,
    precio,
    esperado,
    contado,
    diferencia,
    tolerancia,
    fuera: diferencia !== null && Math.abs(diferencia) > tolerancia,
  };
}
