// Módulos tab: the modules with their icon, edit and delete, and 'Crear Módulo'.
import { mensajes } from '@aguavend/contract/messages';
import { type Modulo, ModuloEditarSchema, ModuloNuevoSchema } from '@aguavend/contract/rolmod';
import { useCreateModulo } from '../api/create-modulo.ts';
import { useDeleteModulo } from '../api/delete-modulo.ts';
import { useModulos } from '../api/get-modulos.ts';
import { useUpdateModulo } from '../api/update-modulo.ts';
import { CatalogTable } from './catalog-table.tsx';
import { ModuleIcon } from './module-icon.tsx';
import { CreateForm, TextEditDialog } from './text-forms.tsx';

const m = mensajes.rolmod;
const ui = m.ui;

export function ModulosTab({ onDone }: { onDone: (text: string) => void }) {
  const query = useModulos();
  const create = useCreateModulo();
  const update = useUpdateModulo();
  const remove = useDeleteModulo();
  return (
    <>
      <CreateForm
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
        deleteQuestion={(r) => mensajes.confirmarEliminar.modulo(r.nombre)}
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
        editDialog={(r, done) => (
          <TextEditDialog
            schema={ModuloEditarSchema}
            defaultValues={{ id_modulo: r.id_modulo, modulo: r.nombre, icono: r.icono }}
            fields={[
              { name: 'modulo', label: ui.nombreModulo },
              { name: 'icono', label: ui.icono },
            ]}
            onSave={(v) => update.mutateAsync(v)}
            onDone={done}
          />
        )}
        onDelete={(r) => remove.mutateAsync({ id_modulo: r.id_modulo })}
        onDone={onDone}
      />
    </>
  );
}
