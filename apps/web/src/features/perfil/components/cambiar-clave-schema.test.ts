import { mensajes } from '@aguavend/contract/messages';
import { CambiarClaveSchema } from '@aguavend/contract/usuarios';
import { describe, expect, it } from 'vitest';
import { CambiarClaveFormSchema } from './cambiar-clave-schema.ts';

const issues = (v: unknown) =>
  CambiarClaveFormSchema.safeParse(v).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('CambiarClaveFormSchema', () => {
  it('accepts a confirmed new password', () => {
    expect(issues({ clave_actual: 'vieja', clave_nueva: 'nueva-clave', confirmar: 'nueva-clave' })).toEqual(
      [],
    );
  });

  it('rejects a confirmation that differs', () => {
    expect(issues({ clave_actual: 'vieja', clave_nueva: 'nueva-clave', confirmar: 'otra-clave' })).toEqual([
      ['confirmar', mensajes.usuarios.claveNoCoincide],
    ]);
  });

  it('asks for the current password and 8 characters', () => {
    expect(issues({ clave_actual: '', clave_nueva: 'corta', confirmar: 'corta' })).toEqual([
      ['clave_actual', mensajes.general.campoRequerido],
      ['clave_nueva', mensajes.usuarios.claveCorta],
    ]);
  });

  it('refuses a new password equal to the current one, as the server does', () => {
    const misma = { clave_actual: 'la-misma-1', clave_nueva: 'la-misma-1' };
    expect(issues({ ...misma, confirmar: misma.clave_nueva })).toEqual([
      ['clave_nueva', 'La contraseña nueva debe ser distinta de la actual.'],
    ]);
    expect(CambiarClaveSchema.safeParse(misma).error?.issues.map((i) => i.message)).toEqual([
      mensajes.usuarios.claveIgual,
    ]);
  });
});
