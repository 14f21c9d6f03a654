// Query keys of the roles screen; the whole roles list lives under the shared reference key.
import type { ListParams } from '../../../components/list/use-list-state.ts';

export const rolmodKeys = {
  /** Modules and URLs cascade into the links, so their writes reload all of it. */
  all: ['rolmod'] as const,
  modulos: ['rolmod', 'modulos'] as const,
  urls: ['rolmod', 'urls'] as const,
  /** A page of a list as its tab shows it; under `all`, so every write of the screen reloads it. */
  lista: (nombre: 'roles' | 'modulos' | 'urls', vista: ListParams) =>
    ['rolmod', nombre, 'lista', vista] as const,
  rolModulos: (id_rol: number) => ['rolmod', 'rol-modulos', id_rol] as const,
  moduloUrls: (id_modulo: number) => ['rolmod', 'modulo-urls', id_modulo] as const,
};
