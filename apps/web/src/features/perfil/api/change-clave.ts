// POST /users/perfil/clave {clave_actual, clave_nueva}: the signed-in user changes their own password.
import type { CambiarClave } from '@aguavend/contract/usuarios';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const changeClave = (body: CambiarClave) => api.rows<unknown>('/users/perfil/clave', body);

export const useChangeClave = () => useMutation({ mutationFn: changeClave });
