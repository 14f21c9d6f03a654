import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateFilter } from './date-filter.tsx';

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
