// Values the server hands to PostgreSQL (dates, text, money): anything PostgreSQL would refuse (a 500), store
// differently (1e-300 as 0) or JavaScript would read back wrong must fail validation here, with the Spanish
// message, so the API answers 400.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cadena, dia, dinero, fechaHora, mes, texto, textoMultilinea, textoOpcional } from './common.ts';
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

const rango = (desde: number, hasta: number) =>
  Array.from({ length: hasta - desde + 1 }, (_, i) => String.fromCharCode(desde + i));
/** C0, DEL, C1, the bidirectional embeddings, overrides and isolates, and lone surrogates. */
const PROHIBIDOS = [
  ...rango(0x00, 0x1f),
  '\u007f',
  ...rango(0x80, 0x9f),
  ...rango(0x202a, 0x202e),
  ...rango(0x2066, 0x2069),
  // Lone surrogates: either half of a UTF-16 pair without the other.
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
];
const DE_LINEA = ['\t', '\n', '\r'];
const codigo = (c: string) => `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

describe('text helpers (no control or bidi characters)', () => {
  const requerido = 'Requerido.';
  const unaLinea = [
    ['texto', texto(requerido)],
    ['textoOpcional', textoOpcional()],
    ['cadena', cadena(requerido)],
  ] as const;

  it.each(unaLinea)(
    '%s refuses every control and bidi character and lone surrogate, anywhere, with the text message',
    (_, s) => {
      for (const c of PROHIBIDOS) {
        for (const v of [`a${c}b`, `${c}ab`, `ab${c}`]) {
          const r = s.safeParse(v);
          expect(r.success, `${codigo(c)} en ${JSON.stringify(v)}`).toBe(false);
          expect(mensajeDe(r)).toBe(g.textoNoPermitido);
        }
      }
    },
  );

  it.each(unaLinea)('%s accepts accents, ñ, emoji, astral letters and the other Unicode spaces', (_, s) => {
    for (const v of [
      'Garrafón ñandú',
      'Agua 💧',
      '𝔸𝕘𝕦𝕒',
      'a\u00a0b',
      'a\u200bb',
      'a\u2028b',
      'O\'Brien "&" <x>',
      '\ud83d\udca7',
    ]) {
      expect(s.safeParse(v).success, JSON.stringify(v)).toBe(true);
    }
  });

  it('keeps the other checks and their messages: required, trimmed, too long, not a string', () => {
    expect(texto(requerido, 5).safeParse('  ab  ').data).toBe('ab');
    expect(mensajeDe(texto(requerido).safeParse('   '))).toBe(requerido);
    expect(mensajeDe(texto(requerido, 5).safeParse('abcdef'))).toBe(g.textoLargo);
    expect(mensajeDe(texto(requerido).safeParse(5))).toBe(requerido);
    expect(textoOpcional().safeParse('  ').data).toBeNull();
    expect(textoOpcional().safeParse(undefined).data).toBeNull();
  });

  it('textoMultilinea also accepts tab, line feed and carriage return, and marks itself for the fuzz suite', () => {
    const s = textoMultilinea(requerido);
    expect(s.safeParse('línea 1\r\n\tlínea 2').data).toBe('línea 1\r\n\tlínea 2');
    for (const c of PROHIBIDOS.filter((x) => !DE_LINEA.includes(x))) {
      const r = s.safeParse(`a${c}b`);
      expect(r.success, codigo(c)).toBe(false);
      expect(mensajeDe(r)).toBe(g.textoNoPermitido);
    }
    expect(z.toJSONSchema(s, { io: 'input' })).toMatchObject({ type: 'string', 'x-multilinea': true });
    expect(z.toJSONSchema(texto(requerido), { io: 'input' })).not.toHaveProperty('x-multilinea');
  });

  it('mes refuses control characters with the text message', () => {
    expect(mensajeDe(mes.safeParse('2026-05\u0000'))).toBe(g.textoNoPermitido);
  });
});

describe('dinero (0.01 to 9,999,999,999.99, at most 2 decimals, exactly)', () => {
  const s = dinero();
  it.each([0.01, 0.1, 0.29, 1, 12.34, 1234.5, 9_999_999_999.99])('accepts %s', (v) => {
    expect(s.safeParse(v).data).toBe(v);
  });

  it('accepts every amount written with 2 decimals, not only a few', () => {
    for (let centavos = 1; centavos <= 100_000; centavos++) {
      const v = Number((centavos / 100).toFixed(2));
      if (!s.safeParse(v).success) throw new Error(`rechazó ${v}`);
    }
    // Across the whole range too: a tolerance check on v × 100 wrongly refused about 1 large amount in 8.
    let semilla = 20261123;
    for (let i = 0; i < 100_000; i++) {
      semilla = (semilla * 48_271) % 2_147_483_647;
      const centavos = (semilla * 465_661) % 999_999_999_999;
      const v = Number(`${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`);
      if (v > 0 && !s.safeParse(v).success) throw new Error(`rechazó ${v}`);
    }
    for (const v of [9_999_999_999.99, 9_999_999_999.98, 1_234_567_890.12, 99_999_999.99]) {
      expect(s.safeParse(v).success, String(v)).toBe(true);
    }
  });

  it.each([
    1e-300,
    -1e-300,
    0.001,
    0.005,
    0.009,
    12.345,
    1.0000001,
    0,
    -0,
    -0.01,
    -5,
    10_000_000_000,
    1e308,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ])('refuses %s with the money message', (v) => {
    const r = s.safeParse(v);
    expect(r.success).toBe(false);
    expect(mensajeDe(r)).toBe(g.montoInvalido);
  });

  it('refuses a number in a string and words the decimals apart when asked', () => {
    expect(s.safeParse('12.50').success).toBe(false);
    const venta = dinero('Mayor a 0.', 'Dos decimales.');
    expect(mensajeDe(venta.safeParse(12.345))).toBe('Dos decimales.');
    expect(mensajeDe(venta.safeParse(0))).toBe('Mayor a 0.');
    expect(mensajeDe(venta.safeParse(1e-300))).toBe('Dos decimales.');
  });
});
