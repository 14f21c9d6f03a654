import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rangoDe, ValoresLectura } from './rangos.tsx';

const RANGOS = {
  entrada: { cloro_min: 0.2, cloro_max: 1.5, ph_min: 6.5, ph_max: 8.5, sdt_max: 1000 },
  producto: { cloro_min: null, cloro_max: 0.5, ph_min: 6.5, ph_max: 8.5, sdt_max: 500 },
};

describe('rangos de las lecturas', () => {
  it("writes each point's range in words (the product's chlorine has no minimum)", () => {
    expect(rangoDe(RANGOS, 'ENTRADA', 'cloro')).toBe('0.2 – 1.5');
    expect(rangoDe(RANGOS, 'ENTRADA', 'ph')).toBe('6.5 – 8.5');
    expect(rangoDe(RANGOS, 'ENTRADA', 'sdt')).toBe('hasta 1,000');
    expect(rangoDe(RANGOS, 'PRODUCTO', 'cloro')).toBe('hasta 0.5');
    expect(rangoDe(RANGOS, 'PRODUCTO', 'sdt')).toBe('hasta 500');
  });

  it('shows the values the server judged out of range in red and names them', () => {
    render(<ValoresLectura lectura={{ cloro: 0.1, ph: 7.2, sdt: 1200, fuera: ['cloro', 'sdt'] }} />);
    expect(screen.getByText('Cloro 0.1 mg/L')).toHaveClass('av-fuera');
    expect(screen.getByText('SDT 1,200 mg/L')).toHaveClass('av-fuera');
    expect(screen.getByText('pH 7.2')).not.toHaveClass('av-fuera');
    expect(screen.getByText('Fuera de rango: Cloro, SDT')).toBeInTheDocument();
  });

  it("a reading in range is not red; judged (the expediente), it says 'En rango'", () => {
    const { rerender } = render(<ValoresLectura lectura={{ cloro: 0.8, ph: null, sdt: null, fuera: [] }} />);
    expect(screen.getByText('Cloro 0.8 mg/L')).not.toHaveClass('av-fuera');
    expect(screen.queryByText(/Fuera de rango/)).toBeNull();
    expect(screen.queryByText('En rango')).toBeNull();
    rerender(<ValoresLectura juzgada lectura={{ cloro: 0.8, ph: null, sdt: null, fuera: [] }} />);
    expect(screen.getByText('En rango')).toBeInTheDocument();
  });
});
