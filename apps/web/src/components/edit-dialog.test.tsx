import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { EditDialog, type EditField } from './edit-dialog.tsx';

const campos: EditField[] = [
  { name: 'nombre', label: 'Nombre', required: true },
  { name: 'cantidad', label: 'Cantidad', type: 'number', required: true },
  { name: 'precio', label: 'Precio', type: 'number', disabled: true },
];
const fila = { nombre: 'Garrafón', cantidad: 3, precio: 25 };

describe('EditDialog', () => {
  it("opens as 'Editar Registro' pre-filled with the row", () => {
    render(<EditDialog show fields={campos} initial={fila} onCancel={() => {}} onSave={async () => {}} />);
    expect(screen.getByRole('dialog', { name: 'Editar Registro' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Garrafón');
    expect(screen.getByLabelText('Cantidad')).toHaveValue(3);
    expect(screen.getByLabelText('Precio')).toBeDisabled();
  });

  it('asks for required fields and sends numbers for number fields', async () => {
    const onSave = vi.fn(async () => {});
    render(<EditDialog show fields={campos} initial={fila} onCancel={() => {}} onSave={onSave} />);
    await userEvent.clear(screen.getByLabelText('Nombre'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(screen.getByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Nombre'), 'Hielo');
    await userEvent.clear(screen.getByLabelText('Cantidad'));
    await userEvent.type(screen.getByLabelText('Cantidad'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(onSave).toHaveBeenCalledWith({ nombre: 'Hielo', cantidad: 5, precio: 25 });
  });

  it("shows the server's refusal and stays open; 'Cancelar' closes", async () => {
    const onCancel = vi.fn();
    const onSave = vi.fn(async () => {
      throw new ApiError(409, 'No hay existencias suficientes.', null, [
        { campo: 'cantidad', mensaje: 'Demasiados.' },
      ]);
    });
    render(<EditDialog show fields={campos} initial={fila} onCancel={onCancel} onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('No hay existencias suficientes.')).toBeInTheDocument();
    expect(screen.getByText('Demasiados.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
