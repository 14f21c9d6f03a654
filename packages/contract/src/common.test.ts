// Dates the server hands to PostgreSQL: anything PostgreSQL would refuse (a 500) or JavaScript would read back wrong
// must fail validation here, with the Spanish message, so the API answers 400.
import { describe, expect, it } from 'vitest';
import { dia, fechaHora, mes } from './common.ts';
import { mensajes } from './messages.ts';

const g = mensajes.general;
const mensajeDe = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('dia (YYYY-MM-DD, a real calendar day)', () => {
  it.each(['2026-05-01', '2024-02-29', '1900-01-01', '2999-12-31'])('accepts %s', (v) => {
    expect(dia.safeParse(v).success).toBe(true);
  });

  it.each([
    '2026-13-45',
    '2026-02-30',
    '2025-02-29',
    '2026-04-31',
    '0000-01-01',
    '0001-01-01',
    '3000-01-01',
    '2026-5-1',
    'ayer',
  ])('refuses %s with the date message', (v) => {
    const r = dia.safeParse(v);
    expect(r.success).toBe(false);
    expect(mensajeDe(r)).toBe(g.fechaInvalida);
  });
});

describe('fechaHora (ISO 8601 with offset)', () => {
  it.each(['2026-05-01T23:30:00-06:00', '2026-05-02T05:30:00Z', '2026-05-02T05:30:00.123Z'])(
    'accepts %s',
    (v) => {
      expect(fechaHora.safeParse(v).success).toBe(true);
    },
  );

  it.each([
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00Z',
    '1899-12-31T12:00:00Z',
    '3000-01-01T00:00:00Z',
    '2026-02-30T10:00:00Z',
    '2026-01-01T10:00:00',
  ])('refuses %s with the date message', (v) => {
    const r = fechaHora.safeParse(v);
    expect(r.success).toBe(false);
    expect(mensajeDe(r)).toBe(g.fechaInvalida);
  });
});

describe('mes (YYYY-MM)', () => {
  it('accepts a month and refuses year 0 and bad months with the month message', () => {
    expect(mes.safeParse('2026-05').success).toBe(true);
    for (const v of ['0000-01', '2026-13', '2026-5']) {
      const r = mes.safeParse(v);
      expect(r.success, v).toBe(false);
      expect(mensajeDe(r)).toBe(g.mesInvalido);
    }
  });
});
