import { describe, expect, it } from 'vitest';
import { hoyEnNegocio, PERIODOS, rangoDe } from './periodos.ts';

// Wednesday 2026-03-04 at 00:30 in Mexico City (06:30 UTC): the cases sit either side of the business's midnight.
const miercoles = new Date('2026-03-04T06:30:00Z');

describe('periods in the business time zone', () => {
  it('reads today in Mexico City, not in UTC', () => {
    expect(hoyEnNegocio(new Date('2026-03-04T05:59:00Z'))).toBe('2026-03-03');
    expect(hoyEnNegocio(new Date('2026-03-04T06:00:00Z'))).toBe('2026-03-04');
  });

  it('gives each preset its inclusive range of days', () => {
    expect(rangoDe('hoy', miercoles)).toEqual({ desde: '2026-03-04', hasta: '2026-03-04' });
    expect(rangoDe('ayer', miercoles)).toEqual({ desde: '2026-03-03', hasta: '2026-03-03' });
    expect(rangoDe('semana', miercoles)).toEqual({ desde: '2026-03-02', hasta: '2026-03-04' });
    expect(rangoDe('ultimos7', miercoles)).toEqual({ desde: '2026-02-26', hasta: '2026-03-04' });
    expect(rangoDe('mes', miercoles)).toEqual({ desde: '2026-03-01', hasta: '2026-03-04' });
    expect(rangoDe('mesAnterior', miercoles)).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
    expect(rangoDe('anio', miercoles)).toEqual({ desde: '2026-01-01', hasta: '2026-03-04' });
    expect(rangoDe('anioAnterior', miercoles)).toEqual({ desde: '2025-01-01', hasta: '2025-12-31' });
    expect(rangoDe('todo', miercoles)).toEqual({});
    expect(rangoDe('personalizado', miercoles)).toEqual({});
  });

  it('starts the week on Monday, also on a Sunday and a Monday', () => {
    expect(rangoDe('semana', new Date('2026-03-08T18:00:00Z')).desde).toBe('2026-03-02');
    expect(rangoDe('semana', new Date('2026-03-09T18:00:00Z')).desde).toBe('2026-03-09');
  });

  it('crosses the year in January and ends no range after today', () => {
    const enero = new Date('2026-01-02T18:00:00Z');
    expect(rangoDe('mesAnterior', enero)).toEqual({ desde: '2025-12-01', hasta: '2025-12-31' });
    expect(rangoDe('ultimos7', enero)).toEqual({ desde: '2025-12-27', hasta: '2026-01-02' });
    for (const p of PERIODOS) {
      const { hasta } = rangoDe(p, enero);
      if (hasta) expect(hasta <= '2026-01-02').toBe(true);
    }
  });
});
