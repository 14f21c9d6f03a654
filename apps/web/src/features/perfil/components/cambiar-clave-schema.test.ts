import { mensajes } from '@aguavend/contract/messages';
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
});
