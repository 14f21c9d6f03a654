import { expect, it } from 'vitest';
import { RUTAS_RESERVADAS } from './pantallas.ts';

it('reserves to ADMIN exactly Usuarios, Roles y módulos, Catálogos, Bitácora and Ajustes', () => {
  expect(RUTAS_RESERVADAS).toEqual([
    '/dashboard/usuarios',
    '/dashboard/rolModulos',
    '/dashboard/catalogos',
    '/dashboard/bitacora',
    '/dashboard/ajustes',
  ]);
});
