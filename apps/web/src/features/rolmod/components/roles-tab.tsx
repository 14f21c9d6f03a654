// Roles tab: 'Crear Rol', and the roles as a list, with edit and delete.
import { mensajes } from '@aguavend/contract/messages';
import { RolEditarSchema, RolNuevoSchema } from '@aguavend/contract/rolmod';
import { formatDateTime } from '../../../lib/format.ts';
import { useCreateRol } from '../api/create-rol.ts';
import { useDeleteRol } from '../api/delete-rol.ts';
import { type RolRow, RUTA_ROLES, useRolesPagina } from '../api/get-roles.ts';
import { useUpdateRol } from '../api/update-rol.ts';
import { TextListTab } from './text-list-tab.tsx';

const m = mensajes.rolmod;
const ui = m.ui;

export function RolesTab() {
  const create = useCreateRol();
  const update = useUpdateRol();
  const remove = useDeleteRol();
  return (
    <TextListTab<RolRow, typeof RolNuevoSchema, typeof RolEditarSchema>
      title={ui.tabRoles}
      path={RUTA_ROLES}
      useLista={useRolesPagina}
      columns={[
        { header: ui.colId, cell: (x) => x.id_rol, sort: 'id_rol' },
        { header: ui.colRol, cell: (x) => x.rol, sort: 'rol' },
        { header: ui.colCreacion, cell: (x) => formatDateTime(x.fecha_creacion), sort: 'fecha_creacion' },
      ]}
      id={(x) => x.id_rol}
      confirmDelete={(x) => mensajes.confirmarEliminar.rol(x.rol)}
      remove={(id_rol) => remove.mutateAsync({ id_rol })}
      removed={m.rolEliminado}
      create={{
        schema: RolNuevoSchema,
        fields: [{ name: 'rol', label: ui.nombreRol }],
        label: ui.crearRol,
        save: create.mutateAsync,
        done: m.rolCreado,
      }}
      edit={{
        schema: RolEditarSchema,
        values: (x) => ({ id_rol: x.id_rol, rol: x.rol }),
        fields: [{ name: 'rol', label: ui.nombreRol }],
        save: update.mutateAsync,
        done: m.rolActualizado,
      }}
    />
  );
}
