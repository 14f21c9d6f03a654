// Roles tab: the roles list with edit and delete, and 'Crear Rol'.
import { mensajes } from '@aguavend/contract/messages';
import { type Rol, RolNuevoSchema } from '@aguavend/contract/rolmod';
import type { EditField } from '../../../components/edit-dialog.tsx';
import { useRoles } from '../../../lib/reference-data.ts';
import { useCreateRol } from '../api/create-rol.ts';
import { useDeleteRol } from '../api/delete-rol.ts';
import { useUpdateRol } from '../api/update-rol.ts';
import { CatalogTable } from './catalog-table.tsx';
import { CreateForm } from './create-form.tsx';

const m = mensajes.rolmod;
const ui = m.ui;

// Module-level so the edit dialog's inputs are not reset by a re-render.
const EDIT_FIELDS: EditField[] = [{ name: 'rol', label: ui.nombreRol, required: true }];
const editInitial = (r: Pick<Rol, 'rol'>) => ({ rol: r.rol });

export function RolesTab({ onDone }: { onDone: (text: string) => void }) {
  const query = useRoles();
  const create = useCreateRol();
  const update = useUpdateRol();
  const remove = useDeleteRol();
  return (
    <>
      <CreateForm
        id="crear-rol"
        schema={RolNuevoSchema}
        fields={[{ name: 'rol', label: ui.nombreRol }]}
        submitLabel={ui.crearRol}
        onCreate={(v) => create.mutateAsync(v)}
        onDone={() => onDone(m.rolCreado)}
      />
      <CatalogTable<Pick<Rol, 'id_rol' | 'rol'>>
        query={query}
        rowId={(r) => r.id_rol}
        rowName={(r) => r.rol}
        columns={[{ header: ui.colRol, cell: (r) => r.rol }]}
        editFields={EDIT_FIELDS}
        editInitial={editInitial}
        onSave={(r, v) => update.mutateAsync({ id_rol: r.id_rol, rol: String(v.rol ?? '') })}
        onDelete={(r) => remove.mutateAsync({ id_rol: r.id_rol })}
        onDone={onDone}
      />
    </>
  );
}
