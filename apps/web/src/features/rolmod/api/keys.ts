// Query keys of the roles screen; roles themselves live under the shared reference key.
export const rolmodKeys = {
  /** Modules and URLs cascade into the links, so their writes reload all of it. */
  all: ['rolmod'] as const,
  modulos: ['rolmod', 'modulos'] as const,
  urls: ['rolmod', 'urls'] as const,
  rolModulos: (id_rol: number) => ['rolmod', 'rol-modulos', id_rol] as const,
  moduloUrls: (id_modulo: number) => ['rolmod', 'modulo-urls', id_modulo] as const,
};
