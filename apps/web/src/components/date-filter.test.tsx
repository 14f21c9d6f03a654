import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateFilter } from './date-filter.tsx';

describe('DateFilter', () => {
  it("reads dd/mm/aaaa, emits the day as YYYY-MM-DD, and '' with 'Limpiar'", async () => {
    const onChange = vi.fn();
    const { rerender } = render(<DateFilter value="" onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Limpiar' })).toBeDisabled();
    const input = screen.getByLabelText('Filtrar por fecha');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await userEvent.type(input, '15/03/2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
    rerender(<DateFilter value="2026-03-15" onChange={onChange} />);
    expect(screen.getByLabelText('Filtrar por fecha')).toHaveValue('15/03/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar' }));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('names the months in Spanish in its calendar', async () => {
    render(<DateFilter value="2026-03-15" onChange={() => {}} />);
    await userEvent.click(screen.getByLabelText('Filtrar por fecha'));
    const dialog = await screen.findByRole('dialog', { name: 'Elegir fecha' });
    expect(dialog).toHaveTextContent('marzo 2026');
    expect(screen.getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
  });
});
