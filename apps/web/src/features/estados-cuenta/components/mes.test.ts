import { describe, expect, it } from 'vitest';
import { esMes, mesAnterior, mesesRecientes, nombreMes, sumarMeses } from './mes.ts';
import { totalesDe } from './rentabilidad.tsx';

describe('months', () => {
  it('counts across years and names a month in Spanish', () => {
    expect(sumarMeses('2026-01', -1)).toBe('2025-12');
    expect(sumarMeses('2026-11', 2)).toBe('2027-01');
    expect(nombreMes('2026-10')).toBe('octubre de 2026');
    expect(esMes('2026-13')).toBe(false);
    expect(esMes('2026-09')).toBe(true);
  });

  it('the previous month is the business’s: 1 Dec 03:00 UTC is still 30 Nov in Mexico City', () => {
    expect(mesAnterior(new Date('2026-12-01T03:00:00Z'))).toBe('2026-10');
    expect(mesAnterior(new Date('2026-12-01T07:00:00Z'))).toBe('2026-11');
    expect(mesesRecientes(3, new Date('2026-11-24T12:00:00Z'))).toEqual(['2026-11', '2026-10', '2026-09']);
  });
});

describe('totalesDe', () => {
  it('adds rows in whole centavos and takes the margin of the totals', () => {
    const fila = { id: 1, nombre: 'A', detalle: '' };
    expect(
      totalesDe([
        { ...fila, ventas: 0.1, egresos: 0.2, comision: 0.05, neto: -0.15, margen: -150 },
        { ...fila, id: 2, ventas: 0.2, egresos: 0, comision: 0.02, neto: 0.18, margen: 90 },
      ]),
    ).toEqual({ ventas: 0.3, egresos: 0.2, comision: 0.07, neto: 0.03, margen: 10 });
    expect(totalesDe([])).toEqual({ ventas: 0, egresos: 0, comision: 0, neto: 0 });
  });
});
