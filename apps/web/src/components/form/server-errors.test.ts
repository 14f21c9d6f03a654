import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { applyServerErrors } from './server-errors.ts';

const form = () => ({ setError: vi.fn(), setFocus: vi.fn() });

describe('applyServerErrors', () => {
  it("puts each of the server's errores on the field of the same path and focuses the first", () => {
    const f = form();
    const err = new ApiError(400, 'La cantidad…', null, [
      { campo: 'ventas_maquina.cantidad', mensaje: 'La cantidad debe ser un número entero.' },
      {
        campo: 'transacciones.monto',
        mensaje: 'El monto debe ser igual a la cantidad por el precio unitario.',
      },
    ]);
    expect(applyServerErrors(f, err)).toBe(2);
    expect(f.setError).toHaveBeenCalledWith('ventas_maquina.cantidad', {
      type: 'server',
      message: 'La cantidad debe ser un número entero.',
    });
    expect(f.setError).toHaveBeenCalledWith('transacciones.monto', {
      type: 'server',
      message: 'El monto debe ser igual a la cantidad por el precio unitario.',
    });
    expect(f.setFocus).toHaveBeenCalledOnce();
    expect(f.setFocus).toHaveBeenCalledWith('ventas_maquina.cantidad');
  });

  it('leaves the form alone for a refusal without fields, an ended session or another error', () => {
    const f = form();
    expect(applyServerErrors(f, new ApiError(409, 'Ya existe.', null))).toBe(0);
    expect(
      applyServerErrors(f, new ApiError(401, 'x', null, [{ campo: 'nombre', mensaje: 'x' }], true)),
    ).toBe(0);
    expect(applyServerErrors(f, new ApiError(400, 'x', null, [{ campo: '', mensaje: 'x' }]))).toBe(0);
    expect(applyServerErrors(f, new TypeError('x'))).toBe(0);
    expect(f.setError).not.toHaveBeenCalled();
    expect(f.setFocus).not.toHaveBeenCalled();
  });
});
