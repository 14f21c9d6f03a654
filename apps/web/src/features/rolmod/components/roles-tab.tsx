// Roles tab: the roles list with edit and delete, and 'Crear Rol'.
import { mensajes } from '@aguavend/contract/messages';
import { type Rol, RolEditarSchema, RolNuevoSchema } from '@aguavend/contract/rolmod';
import { useRoles } from '../../../lib/reference-data.ts';
import { useCreateRol } from '../api/create-rol.ts';
import { useDeleteRol } from '../api/delete-rol.ts';
import { useUpdateRol } from '../api/update-rol.ts';
import { CatalogTable } from './catalog-table.tsx';
import { CreateForm, TextEditDialog } from './text-forms.tsx';

const m = mensajes.rolmod;
const ui = m.ui;

const CAMPOS = [{ name: 'rol', label: ui.nombreRol }] as const;

export function RolesTab({ onDone }: { onDone: (text: string) => void }) {
  const query = useRoles();
  const create = useCreateRol();
  const update = useUpdateRol();
  const remove = useDeleteRol();
  return (
    <>
      <CreateForm
        schema={RolNuevoSchema}
        fields={[...CAMPOS]}
        submitLabel={ui.crearRol}
        onCreate={(v) => create.mutateAsync(v)}
        onDone={() => onDone(m.rolCreado)}
      />
      <CatalogTable<Pick<Rol, 'id_rol' | 'rol'>>
        query={query}
        rowId={(r) => r.id_rol}
        rowName={(r) => r.rol}
        deleteQuestion={(r) => mensajes.confirmarEliminar.rol(r.rol)}
        columns={[{ header: ui.colRol, cell: (r) => r.rol }]}
        editDialog={(r, done) => (
          <TextEditDialog
            schema={RolEditarSchema}
            defaultValues={{ id_rol: r.id_rol, rol: r.rol }}
            fields={[...CAMPOS]}
            onSave={(v) => update.mutateAsync(v)}
            onDone={done}
          />
        )}
        onDelete={(r) => remove.mutateAsync({ id_rol: r.id_rol })}
        onDone={onDone}
      />
    </>
  );
}
