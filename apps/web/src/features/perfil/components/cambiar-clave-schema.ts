// The own-password form: the contract's call plus a confirmation checked only on the client.
import { mensajes } from '@aguavend/contract/messages';
import { CambiarClaveSchema } from '@aguavend/contract/usuarios';
import { z } from 'zod';

export const CambiarClaveFormSchema = CambiarClaveSchema.extend({ confirmar: z.string() }).refine(
  (v) => v.confirmar === v.clave_nueva,
  { path: ['confirmar'], error: mensajes.usuarios.claveNoCoincide },
);
export type CambiarClaveForm = z.infer<typeof CambiarClaveFormSchema>;
