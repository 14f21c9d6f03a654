import { z } from 'zod';
import { cadena } from './common.ts';
import { mensajes } from './messages.ts';

const m = mensajes.login;

export const LoginSchema = z.object({
  username: cadena(m.usernameRequerido).trim().min(1, { error: m.usernameRequerido }).max(100),
  // Never trimmed: compared exactly as typed.
  password: cadena(m.passwordRequerido).min(1, { error: m.passwordRequerido }).max(200),
});
export type Login = z.infer<typeof LoginSchema>;

/** What `usuario` (a JSON string in the login answer) holds. */
export const UsuarioSesionSchema = z.object({
  id_usuario: z.number(),
  username: z.string(),
  nombre: z.string(),
  ap_paterno: z.string(),
  rol: z.string(),
  id_rol: z.number(),
});
export type UsuarioSesion = z.infer<typeof UsuarioSesionSchema>;

export const LoginRespuestaSchema = z.object({
  validUsuario: z.boolean(),
  usuario: z.string(),
  token: z.string(),
  mensaje_user: z.string(),
  message: z.string().optional(),
  errores: z.array(z.object({ campo: z.string(), mensaje: z.string() })).optional(),
});
export type LoginRespuesta = z.infer<typeof LoginRespuestaSchema>;

export const ROL_ADMIN = 'ADMIN';
