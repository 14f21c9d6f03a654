import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CheckboxListField, CheckField, RadioField, SelectField } from './choice-fields.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { FormView, SubmitButton } from './form-view.tsx';
import type { Choices } from './select-input.tsx';
import { useContractForm } from './use-contract-form.ts';

vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(async () => {}) }));

const Schema = z.object({
  sucursal: z.enum(['SI', 'NO']),
  maquinas: z.array(z.number()).min(1, { error: 'Elija al menos una máquina.' }),
  destacada: z.boolean(),
  id_rol: z.number().positive({ error: 'Elija un rol.' }),
  fecha: z.iso.datetime({ offset: true }),
});

const maquinas: Choices = {
  options: [
    { value: 1, label: 'Centro' },
    { value: 2, label: 'Norte' },
    { value: 3, label: 'Sur' },
  ],
  loading: false,
  failed: false,
  retry: () => {},
};

function Formulario({ onSubmit, roles }: { onSubmit: (v: unknown) => void; roles: Choices }) {
  const form = useContractForm(Schema, {
    defaultValues: {
      sucursal: 'NO',
      maquinas: [],
      destacada: false,
      id_rol: 0,
      fecha: '2026-11-23T18:05:00.000Z',
    },
    onSubmit,
  });
  return (
    <FormView form={form} label="Prueba">
      <RadioField
        form={form}
        name="sucursal"
        label="Es sucursal"
        choices={[
          { value: 'SI', label: 'SI' },
          { value: 'NO', label: 'NO' },
        ]}
      />
      <CheckboxListField form={form} name="maquinas" label="Máquinas" choices={maquinas} />
      <CheckField form={form} name="destacada" label="Destacada" />
      <SelectField form={form} name="id_rol" label="Rol" choices={roles} />
      <DateTimeField form={form} name="fecha" label="Fecha y hora" />
      <SubmitButton form={form}>Guardar</SubmitButton>
    </FormView>
  );
}

const roles = (over: Partial<Choices> = {}): Choices => ({
  options: [{ value: 2, label: 'OPERADOR' }],
  loading: false,
  failed: false,
  retry: () => {},
  ...over,
});

describe('the field family', () => {
  it('radios, a checkbox list, a checkbox and a select give the schema its own types', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Formulario onSubmit={onSubmit} roles={roles()} />);
    expect(screen.getByRole('group', { name: 'Es sucursal' })).toBeInTheDocument();
    expect(screen.getByLabelText('NO')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Elija al menos una máquina.')).toBeInTheDocument();
    expect(screen.getByText('Elija un rol.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('SI'));
    await user.click(screen.getByLabelText('Sur'));
    await user.click(screen.getByLabelText('Centro'));
    await user.click(screen.getByLabelText('Destacada'));
    await user.selectOptions(screen.getByLabelText('Rol'), '2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        sucursal: 'SI',
        // In the order they are offered, whatever the order they were checked in.
        maquinas: [1, 3],
        destacada: true,
        id_rol: 2,
        fecha: '2026-11-23T18:05:00.000Z',
      }),
    );
  });

  it('a date and time reads dd/mm/aaaa hh:mm in Mexico City and reaches the schema as an instant', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Formulario onSubmit={onSubmit} roles={roles()} />);
    const fecha = screen.getByLabelText('Fecha y hora');
    expect(fecha).toHaveValue('23/11/2026 12:05');
    await user.clear(fecha);
    await user.type(fecha, '20/11/2026 09:30');
    await user.click(screen.getByLabelText('Sur'));
    await user.selectOptions(screen.getByLabelText('Rol'), '2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ fecha: '2026-11-20T15:30:00.000Z' })),
    );
  });

  it('a select whose choices are loading says so; when they failed, Reintentar instead of an empty select', async () => {
    const retry = vi.fn();
    const { rerender } = render(
      <Formulario onSubmit={vi.fn()} roles={roles({ options: [], loading: true })} />,
    );
    expect(screen.getByLabelText('Rol')).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Cargando…' })).toBeInTheDocument();
    rerender(<Formulario onSubmit={vi.fn()} roles={roles({ options: [], failed: true, retry })} />);
    expect(screen.queryByRole('combobox', { name: 'Rol' })).toBeNull();
    const reintentar = screen.getByRole('button', { name: 'Reintentar' });
    expect(reintentar).toHaveAccessibleDescription('No se pudieron cargar las opciones.');
    await userEvent.click(reintentar);
    expect(retry).toHaveBeenCalledOnce();
  });
});
