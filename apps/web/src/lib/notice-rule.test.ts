import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NO_RESPONSE } from './api-client.ts';
import {
  failureKind,
  failureNotice,
  notifyFailure,
  runWithNotice,
  successNotice,
  validationNotice,
} from './notice-rule.ts';
import { notify } from './notify.ts';

vi.mock('./notify.ts', () => ({ notify: vi.fn(async () => {}) }));

beforeEach(() => vi.mocked(notify).mockClear());

const rechazo = new ApiError(409, 'Ya existe una categoría con ese tipo.', null);
const sinPalabras = new ApiError(200, '', null);
const caido = new ApiError(500, 'x', null);
const sinRed = new ApiError(NO_RESPONSE, 'No se pudo conectar con el servidor.', null);
const sesionTerminada = new ApiError(401, 'Token inválido o expirado', null, [], true);

describe('the notice rule', () => {
  it('sorts a failure into refused, server, network or other; an ended session says nothing', () => {
    expect(failureKind(rechazo)).toBe('rechazo');
    expect(failureKind(new ApiError(400, 'x', null))).toBe('rechazo');
    expect(failureKind(sinPalabras)).toBe('rechazo');
    expect(failureKind(caido)).toBe('servidor');
    expect(failureKind(sinRed)).toBe('red');
    expect(failureKind(new SyntaxError('JSON'))).toBe('fallo');
    expect(failureKind(sesionTerminada)).toBeNull();
    // A 401 that did not end a session (a wrong password at login) is a refusal like any other.
    expect(failureKind(new ApiError(401, 'x', null))).toBe('rechazo');
  });

  it("a refusal is a warning in the server's words, or the screen's fallback when it has none", () => {
    expect(failureNotice(rechazo, { fallback: 'Hubo un problema.' })).toEqual({
      title: 'Advertencia',
      text: 'Ya existe una categoría con ese tipo.',
      icon: 'warning',
    });
    expect(failureNotice(sinPalabras, { fallback: 'Hubo un problema al registrar la venta.' })?.text).toBe(
      'Hubo un problema al registrar la venta.',
    );
    expect(failureNotice(sinPalabras)?.text).toBe(
      'Ocurrió un error al realizar la operación. Intente nuevamente.',
    );
  });

  it('a failed server is the generic error; no server says so, never a validation title', () => {
    expect(failureNotice(caido)).toEqual({
      title: 'Error',
      text: 'Ocurrió un error al realizar la operación. Intente nuevamente.',
      icon: 'error',
    });
    expect(failureNotice(new TypeError('x'))?.title).toBe('Error');
    expect(failureNotice(sinRed)).toEqual({
      title: 'Sin conexión con el servidor',
      text: 'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.',
      icon: 'error',
    });
    expect(failureNotice(sesionTerminada)).toBeNull();
  });

  it('a screen replaces the notice of the kinds it words itself, and only those', () => {
    const overrides = { servidor: () => ({ title: 'Revisa tus datos', text: 'y', icon: 'error' as const }) };
    expect(failureNotice(caido, { overrides })?.title).toBe('Revisa tus datos');
    expect(failureNotice(rechazo, { overrides })?.title).toBe('Advertencia');
  });

  it('words the validation and success notices', () => {
    expect(validationNotice('Debe seleccionar un rol.')).toEqual({
      title: 'Error de Validación',
      text: 'Debe seleccionar un rol.',
      icon: 'warning',
    });
    expect(successNotice('La venta se ha registrado correctamente.')).toEqual({
      title: '¡Operación Exitosa!',
      text: 'La venta se ha registrado correctamente.',
      icon: 'success',
    });
  });

  it('runWithNotice answers whether the write went through and tells a failure once', async () => {
    expect(await runWithNotice(async () => {})).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(await runWithNotice(() => Promise.reject(rechazo))).toBe(false);
    expect(notify).toHaveBeenCalledOnce();
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ text: rechazo.message }));
    await notifyFailure(sesionTerminada);
    expect(notify).toHaveBeenCalledOnce();
  });
});
