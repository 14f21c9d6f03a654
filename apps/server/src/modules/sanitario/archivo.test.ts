// The export's wording of each kind of entry, as the screen words it, and the values out of range by name.
import { mensajes } from '@aguavend/contract/messages';
import { describe, expect, it } from 'vitest';
import { detalleDe, exportacionRegistros } from './archivo.ts';

describe('the sanitary record export', () => {
  it('words each kind: what was measured only, and what is missing left out', () => {
    const lectura = { tipo: 'LECTURA', cloro: null, ph: null, sdt: null };
    expect(detalleDe({ tipo: 'LIMPIEZA', sustancia: 'Hipoclorito', concentracion: '200 ppm' })).toBe(
      'Hipoclorito, 200 ppm',
    );
    expect(detalleDe({ tipo: 'LIMPIEZA', sustancia: 'Hipoclorito', concentracion: null })).toBe(
      'Hipoclorito',
    );
    expect(detalleDe({ ...lectura, punto: 'PRODUCTO', cloro: 0.5, ph: 7.25, sdt: 1300 })).toBe(
      'Producto: cloro 0.5 mg/L, pH 7.25, SDT 1,300 mg/L',
    );
    expect(detalleDe({ ...lectura, punto: 'ENTRADA', ph: 6.5 })).toBe('Entrada: pH 6.5');
    expect(detalleDe({ ...lectura, punto: 'ENTRADA', sdt: 0 })).toBe('Entrada: SDT 0 mg/L');
    expect(detalleDe({ ...lectura, punto: 'ENTRADA', cloro: 0 })).toBe('Entrada: cloro 0 mg/L');
    expect(detalleDe({ tipo: 'ANALISIS', laboratorio: 'Lab Central', resultado: 'CONFORME' })).toBe(
      'Lab Central: Conforme',
    );
    expect(detalleDe({ tipo: 'REEMPLAZO', consumible: 'Filtro', lectura_medidor: 15000 })).toBe(
      'Filtro, 15,000 L',
    );
    expect(detalleDe({ tipo: 'REEMPLAZO', consumible: 'Filtro', lectura_medidor: null })).toBe('Filtro');
    expect(detalleDe({ tipo: 'REEMPLAZO', consumible: null, lectura_medidor: 0 })).toBe('0 L');
    expect(detalleDe({ tipo: 'OTRO' })).toBe('');
  });

  it('names the values out of range, in order, by their full names', () => {
    const fuera = exportacionRegistros.columnas.find((c) => c.titulo === mensajes.sanitario.archivo.fuera);
    const v = mensajes.sanitario.valores;
    expect(fuera?.leer?.({ fuera: ['cloro', 'sdt'] }, 'UTC')).toBe(`${v.cloro}, ${v.sdt}`);
    expect(fuera?.leer?.({ fuera: [] }, 'UTC')).toBe('');
  });
});
