import { describe, expect, it } from 'vitest';
import {
  dayOf,
  formatDateTime,
  formatDay,
  formatMoney,
  formatPesos,
  formatRelative,
  fromLocalInput,
  toLocalInput,
} from './format.ts';

describe('format', () => {
  it('writes money as $ 1,234.50 MXN', () => {
    expect(formatMoney(1234.5)).toBe('$ 1,234.50 MXN');
    expect(formatMoney(0.1 * 3)).toBe('$ 0.30 MXN');
    expect(formatPesos(75)).toBe('$ 75.00');
    expect(formatPesos(-2462.7)).toBe('-$ 2,462.70');
    expect(formatMoney(-0.004)).toBe('$ 0.00 MXN');
  });

  it('writes days as dd/mm/aaaa and times on a 24-hour clock, in Mexico City', () => {
    expect(formatDay('2026-02-01T05:00:00Z')).toBe('31/01/2026');
    expect(formatDateTime('2026-02-01T05:00:00Z')).toBe('31/01/2026 23:00');
    expect(formatDateTime('2026-11-23T06:05:00Z')).toBe('23/11/2026 00:05');
    expect(formatDateTime('2026-07-04T19:41:00Z')).toBe('04/07/2026 13:41');
  });

  it('reads days and wall-clock times in Mexico City', () => {
    expect(dayOf('2026-02-01T05:00:00Z')).toBe('2026-01-31');
    expect(toLocalInput('2026-02-01T05:00:00Z')).toBe('2026-01-31T23:00');
    expect(fromLocalInput('2026-01-31T23:00')).toBe('2026-02-01T05:00:00.000Z');
  });

  it('says how long ago an instant was, in Spanish, from now to years', () => {
    const ahora = Date.parse('2026-11-25T18:00:00Z');
    const hace = (segundos: number) => formatRelative(new Date(ahora - segundos * 1000).toISOString(), ahora);
    expect(hace(0)).toBe('Ahora');
    expect(hace(44)).toBe('Ahora');
    // A clock a little ahead of the server's: still now, never "dentro de".
    expect(hace(-30)).toBe('Ahora');
    expect(hace(5 * 60)).toBe('Hace 5 minutos');
    expect(hace(60)).toBe('Hace 1 minuto');
    expect(hace(44 * 60)).toBe('Hace 44 minutos');
    expect(hace(50 * 60)).toBe('Hace 1 hora');
    expect(hace(3 * 3600)).toBe('Hace 3 horas');
    expect(hace(26 * 3600)).toBe('Ayer');
    expect(hace(3 * 86_400)).toBe('Hace 3 días');
    expect(hace(60 * 86_400)).toBe('Hace 2 meses');
    expect(hace(400 * 86_400)).toBe('El año pasado');
  });
});
