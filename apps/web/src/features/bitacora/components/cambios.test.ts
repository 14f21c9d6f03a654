import { describe, expect, it } from 'vitest';
import { cambiosDe } from './cambios.tsx';

describe('cambiosDe', () => {
  it('lists only the fields an edit changed, before → after', () => {
    expect(
      cambiosDe({
        accion: 'UPDATE',
        antes: { nombre: 'A', estatus: 'ACTIVA' },
        despues: { nombre: 'A', estatus: 'INACTIVA' },
      }),
    ).toEqual([['estatus', 'ACTIVA → INACTIVA']]);
  });

  it('summarises a new or removed record without ids and dates', () => {
    expect(
      cambiosDe({
        accion: 'INSERT',
        antes: null,
        despues: { id_maquina: 3, nombre: 'Norte', fecha_creacion: 'x' },
      }),
    ).toEqual([['nombre', 'Norte']]);
    expect(cambiosDe({ accion: 'DELETE', antes: { id_rol: 1, id_modulo: 2 }, despues: null })).toEqual([]);
  });
});
