import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateFilter, filterByDay } from './date-filter.tsx';

describe('filterByDay', () => {
  const filas = [
    { id: 1, fecha: '2026-01-31T23:30:00-06:00' }, // already 1 February in UTC
    { id: 2, fecha: '2026-02-01T00:10:00-06:00' },
    { id: 3, fecha: '2026-02-01T05:00:00Z' }, // 23:00 on 31 January in Mexico City
  ];

  it('keeps the rows whose day in Mexico City equals the chosen day', () => {
    expect(filterByDay(filas, '2026-01-31', (f) => f.fecha).map((f) => f.id)).toEqual([1, 3]);
    expect(filterByDay(filas, '2026-02-01', (f) => f.fecha).map((f) => f.id)).toEqual([2]);
  });

  it('keeps every row when no day is chosen', () => {
    expect(filterByDay(filas, '', (f) => f.fecha)).toHaveLength(3);
  });
});

describe('DateFilter', () => {
  it("emits the chosen day, and '' with 'Limpiar'", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<DateFilter value="" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Filtrar por fecha'), '2026-03-15');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
    rerender(<DateFilter value="2026-03-15" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
