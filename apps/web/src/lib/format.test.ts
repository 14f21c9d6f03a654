import { describe, expect, it } from 'vitest';
import { dayOf, formatMoney, fromLocalInput, toLocalInput } from './format.ts';

describe('format', () => {
  it('writes money as $ 1,234.50 MXN', () => {
    expect(formatMoney(1234.5)).toBe('$ 1,234.50 MXN');
    expect(formatMoney(0.1 * 3)).toBe('$ 0.30 MXN');
  });

  it('reads days and wall-clock times in Mexico City', () => {
    expect(dayOf('2026-02-01T05:00:00Z')).toBe('2026-01-31');
    expect(toLocalInput('2026-02-01T05:00:00Z')).toBe('2026-01-31T23:00');
    expect(fromLocalInput('2026-01-31T23:00')).toBe('2026-02-01T05:00:00.000Z');
  });
});
