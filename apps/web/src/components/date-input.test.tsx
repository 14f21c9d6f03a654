import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateInput, fromPickerDate, toPickerDate } from './date-input.tsx';

describe('DateInput', () => {
  it('reads and shows dd/mm/aaaa, and emits only complete days as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<DateInput aria-label="Fecha" value="" onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Fecha'), '05/11/2026');
    expect(onChange.mock.calls).toEqual([['2026-11-05']]);
    rerender(<DateInput aria-label="Fecha" value="2026-11-05" onChange={onChange} />);
    expect(screen.getByLabelText('Fecha')).toHaveValue('05/11/2026');
  });

  it('date and time: dd/mm/aaaa hh:mm, day before month, 24-hour clock', async () => {
    const onChange = vi.fn();
    render(<DateInput mode="datetime" aria-label="Fecha" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Fecha');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');
    await userEvent.type(input, '05/11/2026 14:35');
    expect(onChange.mock.calls).toEqual([['2026-11-05T14:35']]);
    expect(await screen.findByRole('dialog', { name: 'Elegir fecha y hora' })).toHaveTextContent('Hora');
  });

  it('month: mm/aaaa, and the calendar names the months in Spanish', async () => {
    const onChange = vi.fn();
    render(<DateInput mode="month" aria-label="Mes" value="2026-03" onChange={onChange} />);
    const input = screen.getByLabelText('Mes');
    expect(input).toHaveValue('03/2026');
    await userEvent.click(input);
    const dialog = await screen.findByRole('dialog', { name: 'Elegir mes' });
    expect(dialog).toHaveTextContent(/ene/);
    expect(dialog).toHaveTextContent(/dic/);
    await userEvent.click(screen.getByText(/^nov/));
    expect(onChange).toHaveBeenLastCalledWith('2026-11');
    expect(screen.getByRole('status')).toHaveTextContent('Fecha elegida: noviembre de 2026');
  });

  it('a day after max cannot be chosen', async () => {
    const onChange = vi.fn();
    render(<DateInput aria-label="Fecha" value="2026-11-20" max="2026-11-23" onChange={onChange} />);
    await userEvent.click(screen.getByLabelText('Fecha'));
    await screen.findByRole('dialog', { name: 'Elegir fecha' });
    await userEvent.click(screen.getByRole('gridcell', { name: /No disponible martes, 24 de noviembre/ }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps the wall-clock time whatever the browser zone does (a DST night included)', () => {
    for (const v of ['2026-03-08T02:30', '2026-11-01T01:30', '2026-12-31T23:59'])
      expect(fromPickerDate(toPickerDate(v), 'datetime')).toBe(v);
    expect(fromPickerDate(toPickerDate('2026-02'), 'month')).toBe('2026-02');
    expect(toPickerDate('31/12/2026')).toBeNull();
  });
});
