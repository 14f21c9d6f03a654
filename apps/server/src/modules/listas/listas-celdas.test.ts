// The cells the lists word themselves (the columns' `leer` in listas.ts), read straight from the table of exportable
// lists, without a database: a corte's reason, a deposit's cortes, a month's state, an alert's machine.
// exportes.test.ts goes through the API for the log, the addresses, the alerts' products and the categories.
import { mensajeAlerta } from '@aguavend/contract/alertas';
import { NOMBRES_MOTIVOS } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { describe, expect, it } from 'vitest';
import type { ColumnaArchivo } from './archivos.ts';
import { LISTAS_EXPORTABLES, type NombreLista } from './listas.ts';

/** The cell of a list's column (named by its field) for a row. */
function celda(lista: NombreLista, campo: string, fila: Record<string, unknown>) {
  const columnas = (LISTAS_EXPORTABLES[lista] as { columnas?: ColumnaArchivo[] }).columnas ?? [];
  const columna = columnas.find((c) => c.campo === campo);
  if (!columna) throw new Error(`${lista} no tiene la columna ${campo}`);
  return columna.leer ? columna.leer(fila, 'America/Mexico_City') : fila[campo];
}

describe("a corte's reason", () => {
  it('is the reason by name, then its text after a colon; either alone; or nothing', () => {
    const motivo = (fila: Record<string, unknown>) => celda('cortes', 'motivo', fila);
    expect(motivo({ motivo: 'BILLETE_FALSO', motivo_texto: 'Dos de $200' })).toBe(
      `${NOMBRES_MOTIVOS.BILLETE_FALSO}: Dos de $200`,
    );
    expect(motivo({ motivo: 'OTRO', motivo_texto: null })).toBe(NOMBRES_MOTIVOS.OTRO);
    expect(motivo({ motivo: null, motivo_texto: 'Sin nota' })).toBe('Sin nota');
    expect(motivo({ motivo: null, motivo_texto: null })).toBe('');
  });
});

describe("a deposit's cortes", () => {
  it('are their folios, each after #, in one cell', () => {
    expect(celda('depositos', 'cortes', { cortes: [3, 17] })).toBe('#3, #17');
    expect(celda('depositos', 'cortes', { cortes: [] })).toBe('');
  });
});

describe("a month's statement", () => {
  it('says whether the month is closed in words', () => {
    const uec = mensajes.estadosCuenta.archivo;
    expect([true, false].map((cerrado) => celda('estados', 'cerrado', { cerrado }))).toEqual([
      uec.si,
      uec.no,
    ]);
  });
});

describe("an alert's message", () => {
  it("names the alert's machine", () => {
    const fila = { tipo: 'SIN_VENTA', detalle: { desde: '2026-03-01' }, maquina: 'Centro', producto: null };
    const texto = celda('alertas', 'detalle', fila);
    expect(texto).toBe(mensajeAlerta('SIN_VENTA', fila.detalle, { maquina: 'Centro', producto: null }));
    expect(texto).toContain('Centro');
  });
});
