import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { confirmAction } from '../lib/notify.ts';
import { RowActions } from './records-card.tsx';

vi.mock('../lib/notify.ts', () => ({
  notify: vi.fn(async () => {}),
  confirmAction: vi.fn(async () => false),
}));

describe('RowActions', () => {
  it('asks before deleting with the question that names the record, and deletes only on yes', async () => {
    const onDelete = vi.fn(async () => {});
    const pregunta = '¿Eliminar la venta #4657 de Máquina Centro por $ 75.00?';
    render(
      <RowActions
        id={4657}
        deleted={false}
        confirmDelete={pregunta}
        onEdit={() => {}}
        onDelete={onDelete}
        onRestore={async () => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar 4657' }));
    expect(confirmAction).toHaveBeenCalledWith(pregunta, 'Eliminar');
    expect(onDelete).not.toHaveBeenCalled();
    vi.mocked(confirmAction).mockResolvedValueOnce(true);
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar 4657' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});
