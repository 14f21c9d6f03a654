// POST /users/perfil, the call alone: the router sends it on a signed-in page's first load, before the frame's code
// (and the query cache with it) has arrived; get-perfil.ts gives it to the cache.
import type { Perfil } from '@aguavend/contract/usuarios';
import { api } from '../../../lib/api-client.ts';
import { rememberPerfil } from '../../../lib/session.ts';

export type PerfilRow = Omit<Perfil, 'fecha_creacion'> & { fecha_creacion: string };

/** The signed-in user's own data with their machines and the screens their role grants; the tab remembers it. */
export async function getPerfil() {
  const perfil = (await api.rows<PerfilRow>('/users/perfil'))[0] ?? null;
  if (perfil) rememberPerfil(perfil);
  return perfil;
}
