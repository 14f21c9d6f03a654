// POST /users/perfil/clave {clave_actual, clave_nueva}: the signed-in user changes their own password. The
// change ends every other session of the user; this one continues with the new token the answer carries.
import type { CambiarClave } from '@aguavend/contract/usuarios';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { replaceToken } from '../../../lib/session.ts';

export async function changeClave(body: CambiarClave) {
  const { token } = await api.post<{ token: string }>('/users/perfil/clave', body);
  replaceToken(token);
}

export const useChangeClave = () => useMutation({ mutationFn: changeClave });
