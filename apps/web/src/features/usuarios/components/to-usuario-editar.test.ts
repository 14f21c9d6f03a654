import { describe, expect, it } from 'vitest';
import { toUsuarioEditar } from './to-usuario-editar.ts';

const values = {
  nombre: 'Ana',
  ap_paterno: 'Pérez',
  ap_materno: '',
  username: 'ana',
  clave: '',
  email: 'ana@example.com',
  activo: '1',
  id_rol: '2',
};

describe('toUsuarioEditar', () => {
  it('builds the /users/editar body with numbers for activo and id_rol', () => {
    expect(toUsuarioEditar(7, values)).toEqual({
      id_usuario: 7,
      id_rol: 2,
      nombre: 'Ana',
      ap_paterno: 'Pérez',
      ap_materno: null,
      username: 'ana',
      clave: '',
      email: 'ana@example.com',
      activo: 1,
    });
  });

  it('keeps a new password and a maternal surname', () => {
    const body = toUsuarioEditar(7, { ...values, clave: 'nueva-clave-1', ap_materno: ' Gómez ', activo: 0 });
    expect(body?.clave).toBe('nueva-clave-1');
    expect(body?.ap_materno).toBe('Gómez');
    expect(body?.activo).toBe(0);
  });

  it.each([['2'], [''], ['x'], [undefined]])('sends nothing when activo is %s (spec §4)', (activo) => {
    expect(toUsuarioEditar(7, { ...values, activo })).toBeNull();
  });
});
