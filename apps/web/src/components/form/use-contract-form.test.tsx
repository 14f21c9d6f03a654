import { dinero, idElegido, texto } from '@aguavend/contract/common';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, NO_RESPONSE } from '../../lib/api-client.ts';
import type { NoticeOptions } from '../../lib/notice-rule.ts';
import { notify } from '../../lib/notify.ts';
import { SelectField } from './choice-fields.tsx';
import { Field } from './field.tsx';
import { FormDialog } from './form-dialog.tsx';
import { FormView, SubmitButton } from './form-view.tsx';
import { useContractForm } from './use-contract-form.ts';

vi.mock('../../lib/notify.ts', () => ({ notify: vi.fn(async () => {}) }));
beforeEach(() => vi.mocked(notify).mockClear());

const Schema = z.object({
  producto: z.object({ id: idElegido('Elija un producto.') }),
  nombre: texto('El nombre es obligatorio.').transform((v) => v.toUpperCase()),
  precio: dinero('El precio debe ser mayor a 0.'),
});

function Formulario({
  onSubmit,
  display = 'notice',
  notices,
}: {
  onSubmit: (v: z.output<typeof Schema>) => unknown;
  display?: 'notice' | 'banner';
  notices?: NoticeOptions;
}) {
  const form = useContractForm(Schema, {
    defaultValues: { producto: { id: 0 }, nombre: '' },
    noticeFields: ['producto.id'],
    failureDisplay: display,
    notices,
    onSubmit,
  });
  const campos = (
    <>
      <SelectField
        form={form}
        name="producto.id"
        label="Producto"
        choices={[
          { value: 7, label: 'Garrafón' },
          { value: 8, label: 'Hielo' },
        ]}
      />
      <Field form={form} name="nombre" label="Nombre" help="Como aparece en el ticket." />
      <Field form={form} name="precio" label="Precio" type="number" step="0.01" prefix="$" />
    </>
  );
  if (display === 'banner') {
    return (
      <FormDialog form={form} onCancel={() => {}}>
        {campos}
      </FormDialog>
    );
  }
  return (
    <FormView form={form} label="Prueba">
      {campos}
      <SubmitButton form={form}>Guardar</SubmitButton>
    </FormView>
  );
}

async function llenar(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Producto'), '8');
  await user.type(screen.getByLabelText('Nombre'), 'hielo');
  await user.type(screen.getByLabelText('Precio'), '12.50');
}

describe('useContractForm', () => {
  it("checks with the contract's schema before sending: the spec's notice first, every message on its field", async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Formulario onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Precio'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(notify).toHaveBeenCalledWith({
      title: 'Error de Validación',
      text: 'Elija un producto.',
      icon: 'warning',
    });
    expect(screen.getByText('El nombre es obligatorio.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    // The help and the error both describe the input.
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(
      'Como aparece en el ticket. El nombre es obligatorio.',
    );
    expect(screen.getByText('El precio debe ser mayor a 0.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("an empty number reaches the schema as missing, with the field's own message", async () => {
    const user = userEvent.setup();
    render(<Formulario onSubmit={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El precio debe ser mayor a 0.')).toBeInTheDocument();
  });

  it('sends the parsed values: ids and prices as numbers, the schema transforms applied', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Formulario onSubmit={onSubmit} />);
    await llenar(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ producto: { id: 8 }, nombre: 'HIELO', precio: 12.5 }),
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it("a refusal puts the server's errores on their fields and shows the notice", async () => {
    const user = userEvent.setup();
    render(
      <Formulario
        notices={{ fallback: 'Hubo un problema.' }}
        onSubmit={() => {
          throw new ApiError(409, 'Ya existe un producto con ese nombre.', null, [
            { campo: 'nombre', mensaje: 'Ya existe un producto con ese nombre.' },
          ]);
        }}
      />,
    );
    await llenar(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Advertencia',
        text: 'Ya existe un producto con ese nombre.',
        icon: 'warning',
      }),
    );
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
  });

  it('in a dialog the failure shows inside it, which stays open; no notice over the dialog', async () => {
    const user = userEvent.setup();
    render(
      <Formulario
        display="banner"
        onSubmit={() => {
          throw new ApiError(NO_RESPONSE, 'x', null);
        }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Editar Registro' })).toBeInTheDocument();
    await llenar(user);
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    expect(await screen.findByText('Sin conexión con el servidor')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.',
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('a 401 that ended the session says nothing: the login screen tells it', async () => {
    const user = userEvent.setup();
    render(
      <Formulario
        onSubmit={() => {
          throw new ApiError(401, 'Token inválido o expirado', null, [], true);
        }}
      />,
    );
    await llenar(user);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled());
    expect(notify).not.toHaveBeenCalled();
  });
});
