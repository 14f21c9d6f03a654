// Módulos tab: the modules with their icon, edit and delete, and 'Crear Módulo'.
import { mensajes } from '@aguavend/contract/messages';
import { type Modulo, ModuloNuevoSchema } from '@aguavend/contract/rolmod';
import type { EditField } from '../../../components/edit-dialog.tsx';
import { useCreateModulo } from '../api/create-modulo.ts';
import { useDeleteModulo } from '../api/delete-modulo.ts';
import { useModulos } from '../api/get-modulos.ts';
import { useUpdateModulo } from '../api/update-modulo.ts';
import { CatalogTable } from './catalog-table.tsx';
import { CreateForm } from './create-form.tsx';
import { ModuleIcon } from './module-icon.tsx';

const m = mensajes.rolmod;
const ui = m.ui;

// Module-level so the edit dialog's inputs are not reset by a re-render.
const EDIT_FIELDS: EditField[] = [
  { name: 'modulo', label: ui.nombreModulo, required: true },
  { name: 'icono', label: ui.icono, required: true },
];
const editInitial = (r: Modulo) => ({ modulo: r.nombre, icono: r.icono });

export function ModulosTab({ onDone }: { onDone: (text: string) => void }) {
  const query = useModulos();
  const create = useCreateModulo();
  const update = useUpdateModulo();
  const remove = useDeleteModulo();
  return (
    <>
      <CreateForm
        id="crear-modulo"
        schema={ModuloNuevoSchema}
        fields={[
          { name: 'nombre', label: ui.nombreModulo },
          { name: 'icono', label: ui.icono, placeholder: 'bi-people' },
        ]}
        submitLabel={ui.crearModulo}
        onCreate={(v) => create.mutateAsync(v)}
        onDone={() => onDone(m.moduloCreado)}
      />
      <CatalogTable<Modulo>
        query={query}
        rowId={(r) => r.id_modulo}
        rowName={(r) => r.nombre}
        columns={[
          { header: ui.colNombre, cell: (r) => r.nombre },
          {
            header: ui.colIcono,
            cell: (r) => (
              <>
                <ModuleIcon icono={r.icono} />
                <code>{r.icono}</code>
              </>
            ),
          },
        ]}
        editFields={EDIT_FIELDS}
        editInitial={editInitial}
        onSave={(r, v) =>
          update.mutateAsync({
            id_modulo: r.id_modulo,
            modulo: String(v.modulo ?? ''),
            icono: String(v.icono ?? ''),
          })
        }
        onDelete={(r) => remove.mutateAsync({ id_modulo: r.id_modulo })}
        onDone={onDone}
      />
    </>
  );
}
