import { z } from 'zod';
import { cadena, entero, id, idElegido, listaParams, rangoOrdenado, texto, textoOpcional } from './common.ts';
import { mensajes } from './messages.ts';
import { NOMBRES_PANTALLAS } from './pantallas.ts';

const m = mensajes.usuarios;

const email = cadena(m.emailInvalido)
  .trim()
  .max(150, { error: m.emailInvalido })
  .pipe(z.email({ error: m.emailInvalido }));
const usernameYClave = (max: number) =>
  cadena(m.usernameYClaveVacios)
    .trim()
    .min(1, { error: m.usernameYClaveVacios })
    .max(max, { error: mensajes.general.textoLargo });

/**
 * The whole set of machines a user works on, as ids; repeated ids count once. Sent on create and edit, where
 * absent keeps the set (edit) or leaves it empty (create, apart from `id_maquina`).
 */
const maquinas = z
  .array(id(m.maquinasInvalidas), { error: m.maquinasInvalidas })
  .max(1000, { error: m.maquinasInvalidas })
  .transform((v) => [...new Set(v)]);

/**
 * Row of the admin users lists (`/users`, `/users/eliminados`) and of every user answer. `clave` is always the
 * mask; `maquinas` holds the ids of every machine the user works on; `id_usuario_maquina` is the link to the
 * machine a list was filtered by (null otherwise).
 */
export const UsuarioFilaSchema = z.object({
  id_usuario: z.number(),
  id_usuario_maquina: z.number().nullable(),
  nombre: z.string(),
  ap_paterno: z.string(),
  ap_materno: z.string().nullable(),
  username: z.string(),
  clave: z.literal('********'),
  email: z.string(),
  activo: z.number(),
  id_rol: z.number(),
  rol: z.string(),
  fecha_creacion: z.date(),
  fecha_eliminacion: z.date().nullable(),
  maquinas: z.array(z.number()),
  /** The store this user attends as its own user (`/users/tienda/asignar`); null for everyone else. */
  id_tienda: z.number().nullable(),
});
export type UsuarioFila = z.infer<typeof UsuarioFilaSchema>;

/** The fields the users list sorts by (the key, `id_usuario`, among them). */
export const ORDEN_USUARIOS = [
  'fecha_creacion',
  'id_usuario',
  'nombre',
  'ap_paterno',
  'username',
  'email',
] as const;

/**
 * `{id_usuario}` here carries the machine id (the original API's wording, kept for its clients); without it
 * the list holds every user.
 */
export const UsuariosListaSchema = z
  .object({ id_usuario: id().optional(), ...listaParams(ORDEN_USUARIOS) })
  .superRefine(rangoOrdenado);
export type UsuariosLista = z.infer<typeof UsuariosListaSchema>;

export const UsuarioNuevoSchema = z.object({
  usuario: z.object({
    nombre: texto(m.nombreRequerido, 100),
    Username: usernameYClave(100),
    ap_paterno: texto(m.apPaternoRequerido, 100),
    ap_materno: textoOpcional(100),
    email,
    // Never trimmed: the login compares the password exactly as typed.
    clave: cadena(m.usernameYClaveVacios)
      .refine((v) => v.trim().length > 0, { error: m.usernameYClaveVacios, abort: true })
      .refine((v) => v.length >= 8, { error: m.claveCorta })
      .refine((v) => v.length <= 200, { error: mensajes.general.textoLargo }),
  }),
  rol: z.object({
    id_usuario: z.unknown().optional(),
    id_rol: idElegido(m.debeSeleccionarRol),
  }),
  id_maquina: id().optional(),
  maquinas: maquinas.optional(),
});
export type UsuarioNuevo = z.input<typeof UsuarioNuevoSchema>;

export const UsuarioEditarSchema = z.object({
  id_usuario: id(),
  id_rol: idElegido(m.debeSeleccionarRol),
  nombre: texto(m.nombreRequerido, 100),
  ap_paterno: texto(m.apPaternoRequerido, 100),
  ap_materno: textoOpcional(100),
  username: usernameYClave(100),
  /** Empty, null, absent or the mask keeps the current password: no answer ever shows it to copy back. */
  clave: cadena(m.claveCorta)
    .max(200, { error: mensajes.general.textoLargo })
    .refine((v) => v === '' || v === '********' || v.length >= 8, { error: m.claveCorta })
    .nullish(),
  email,
  activo: entero(m.activoInvalido)
    .min(0, { error: m.activoInvalido })
    .max(1, { error: m.activoInvalido })
    .optional(),
  maquinas: maquinas.optional(),
});
export type UsuarioEditar = z.input<typeof UsuarioEditarSchema>;

export const IdUsuarioSchema = z.object({ id_usuario: id() });

export const AsignarMaquinaSchema = z.object({ id_usuario: id(), id_maquina: id() });
export const QuitarMaquinaSchema = z.object({ id_usuario_maquina: id() });
export const UsuarioMaquinaSchema = z.object({
  id_usuario_maquina: z.number(),
  id_usuario: z.number(),
  id_maquina: z.number(),
});

export const PerfilSchema = z.object({
  id_usuario: z.number(),
  nombre: z.string(),
  ap_paterno: z.string(),
  ap_materno: z.string().nullable(),
  username: z.string(),
  email: z.string(),
  rol: z.string(),
  id_rol: z.number(),
  fecha_creacion: z.date(),
  maquinas: z.array(z.object({ id_maquina: z.number(), nombre: z.string() })),
  /** The screens the role grants now (contract/pantallas.ts): the sidebar and the route guards follow them. */
  pantallas: z.array(z.enum(NOMBRES_PANTALLAS)),
});
export type Perfil = z.infer<typeof PerfilSchema>;

/** A password change that keeps the same password changes nothing, yet would end every other session. */
export const claveNuevaDistinta = (
  v: { clave_actual: string; clave_nueva: string },
  ctx: z.RefinementCtx<{ clave_actual: string; clave_nueva: string }>,
) => {
  if (v.clave_actual !== '' && v.clave_nueva === v.clave_actual)
    ctx.addIssue({ code: 'custom', path: ['clave_nueva'], message: m.claveIgual });
};

export const CambiarClaveSchema = z
  .object({
    clave_actual: cadena(mensajes.general.campoRequerido)
      .min(1, { error: mensajes.general.campoRequerido })
      .max(200),
    clave_nueva: cadena(m.claveCorta)
      .min(8, { error: m.claveCorta })
      .max(200, { error: mensajes.general.textoLargo }),
  })
  .superRefine(claveNuevaDistinta);
export type CambiarClave = z.infer<typeof CambiarClaveSchema>;
