import { mensajes } from '@aguavend/contract/messages';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intensidad, MapaHoras } from './mapa-horas.tsx';

const ui = mensajes.inicio;

describe('intensidad', () => {
  it('is 0 without sales, 1 for the busiest cell and in proportion between, never fainter than 0.15', () => {
    expect(intensidad(0, 500)).toBe(0);
    expect(intensidad(500, 500)).toBe(1);
    expect(intensidad(250, 500)).toBe(0.58);
    expect(intensidad(1, 100_000)).toBe(0.15);
    expect(intensidad(10, 0)).toBe(0);
  });
});

describe('MapaHoras', () => {
  const horas = [
    { dia_semana: 1, hora: 9, numero_ventas: 4, ventas: 250 },
    { dia_semana: 7, hora: 23, numero_ventas: 1, ventas: 500 },
  ];

  it('has a row per day from Monday and a column per hour, each cell named in words', () => {
    render(<MapaHoras horas={horas} />);
    const tabla = screen.getByRole('table');
    expect(
      within(tabla)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(ui.diasSemanaCortos);
    expect(within(tabla).getAllByRole('columnheader')).toHaveLength(25);
    expect(within(tabla).getAllByRole('cell')).toHaveLength(7 * 24);

    const lunes9 = screen.getByRole('cell', { name: 'Lunes, de 9:00 a 10:00: 4 ventas, $ 250.00 MXN' });
    expect(lunes9).toHaveAttribute('title', 'Lunes, de 9:00 a 10:00: 4 ventas, $ 250.00 MXN');
    const domingo23 = screen.getByRole('cell', { name: 'Domingo, de 23:00 a 24:00: 1 venta, $ 500.00 MXN' });
    const vacia = screen.getByRole('cell', { name: 'Martes, de 9:00 a 10:00: sin ventas' });

    // The busiest cell is the strongest; half its sales, about half as strong; none, uncoloured.
    expect(domingo23).toHaveAttribute('data-intensidad', '1');
    expect(domingo23.style.backgroundColor).toContain('1)');
    expect(lunes9).toHaveAttribute('data-intensidad', '0.58');
    expect(vacia).toHaveAttribute('data-intensidad', '0');
    expect(vacia.style.backgroundColor).toBe('');
  });

  it('places a cell by its day and hour, not by its order in the answer', () => {
    render(<MapaHoras horas={[...horas].reverse()} />);
    const filas = screen.getAllByRole('row');
    // Row 0 holds the hours; Monday is row 1 and its cell for 9:00 is the tenth.
    const lunes = within(filas[1] as HTMLElement).getAllByRole('cell');
    expect(lunes[9]).toHaveAccessibleName('Lunes, de 9:00 a 10:00: 4 ventas, $ 250.00 MXN');
    const domingo = within(filas[7] as HTMLElement).getAllByRole('cell');
    expect(domingo[23]).toHaveAccessibleName('Domingo, de 23:00 a 24:00: 1 venta, $ 500.00 MXN');
  });
});
