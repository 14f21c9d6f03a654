// The own-password form: the contract's call (the new password differs from the current one) plus a confirmation
// checked only in the browser.
import { mensajes } from '@aguavend/contract/messages';
import { CambiarClaveSchema, claveNuevaDistinta } from '@aguavend/contract/usuarios';
import { z } from 'zod';

export const CambiarClaveFormSchema = z
  .object({ ...CambiarClaveSchema.shape, confirmar: z.string() })
  .superRefine(claveNuevaDistinta)
  .refine((v) => v.confirmar === v.clave_nueva, {
    path: ['confirmar'],
    error: mensajes.usuarios.claveNoCoincide,
  });
export type CambiarClaveForm = z.infer<typeof CambiarClaveFormSchema>;
