import { describe, expect, it } from 'vitest';
import { cambiosLegibles } from './cambios.tsx';

describe('cambiosLegibles', () => {
  it('lists only the fields an edit changed, by their labels, before → after', () => {
    expect(
      cambiosLegibles({
        accion: 'UPDATE',
        antes: { nombre: 'A', estatus: 'ACTIVA', precio: 10 },
        despues: { nombre: 'A', estatus: 'INACTIVA', precio: 12.5 },
      }),
    ).toEqual([
      ['Estatus', 'ACTIVA → INACTIVA'],
      ['Precio', '$ 10.00 MXN → $ 12.50 MXN'],
    ]);
  });

  it('reads dates in the business time zone, yes/no and empty values', () => {
    expect(
      cambiosLegibles({
        accion: 'UPDATE',
        antes: { fecha_eliminacion: null, activo: true, campo_nuevo: 1 },
        despues: { fecha_eliminacion: '2026-03-01T06:10:00+00:00', activo: false, campo_nuevo: 2 },
      }),
    ).toEqual([
      ['Fecha de eliminación', '— → 01/03/2026 00:10'],
      ['Activo', 'Sí → No'],
      ['Campo nuevo', '1 → 2'],
    ]);
  });

  it('summarises a new or removed record without ids and dates', () => {
    expect(
      cambiosLegibles({
        accion: 'INSERT',
        antes: null,
        despues: { id_maquina: 3, nombre: 'Norte', fecha_creacion: 'x' },
      }),
    ).toEqual([['Nombre', 'Norte']]);
    expect(cambiosLegibles({ accion: 'DELETE', antes: { id_rol: 1, id_modulo: 2 }, despues: null })).toEqual(
      [],
    );
  });
});
