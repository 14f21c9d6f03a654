// The edit dialog's values as the body of POST /users/editar, or null when activo is not 0 or 1 (spec §4).
import type { UsuarioEditar } from '@aguavend/contract/usuarios';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function toUsuarioEditar(id_usuario: number, values: Record<string, unknown>): UsuarioEditar | null {
  const activo = Number(values.activo);
  if (text(values.activo) === '' || (activo !== 0 && activo !== 1)) return null;
  const ap_materno = text(values.ap_materno).trim();
  return {
    id_usuario,
    id_rol: Number(values.id_rol),
    nombre: text(values.nombre),
    ap_paterno: text(values.ap_paterno),
    ap_materno: ap_materno === '' ? null : ap_materno,
    username: text(values.username),
    // Empty keeps the current password (contract §4).
    clave: text(values.clave),
    email: text(values.email),
    activo,
  };
}
