// Módulos tab: 'Crear Módulo', and the modules with their icon as a list, with edit and delete.
import { mensajes } from '@aguavend/contract/messages';
import { type Modulo, ModuloEditarSchema, ModuloNuevoSchema } from '@aguavend/contract/rolmod';
import { useCreateModulo } from '../api/create-modulo.ts';
import { useDeleteModulo } from '../api/delete-modulo.ts';
import { RUTA_MODULOS, useModulosPagina } from '../api/get-modulos.ts';
import { useUpdateModulo } from '../api/update-modulo.ts';
import { ModuleIcon } from './module-icon.tsx';
import { TextListTab } from './text-list-tab.tsx';

const m = mensajes.rolmod;
const ui = m.ui;

export function ModulosTab() {
  const create = useCreateModulo();
  const update = useUpdateModulo();
  const remove = useDeleteModulo();
  return (
    <TextListTab<Modulo, typeof ModuloNuevoSchema, typeof ModuloEditarSchema>
      title={ui.tabModulos}
      path={RUTA_MODULOS}
      useLista={useModulosPagina}
      columns={[
        { header: ui.colId, cell: (x) => x.id_modulo, sort: 'id_modulo' },
        { header: ui.colNombre, cell: (x) => x.nombre, sort: 'nombre' },
        {
          header: ui.colIcono,
          // One element, so a phone's card keeps the icon beside its name.
          cell: (x) => (
            <span>
              <ModuleIcon icono={x.icono} />
              <code>{x.icono}</code>
            </span>
          ),
        },
      ]}
      id={(x) => x.id_modulo}
      confirmDelete={(x) => mensajes.confirmarEliminar.modulo(x.nombre)}
      remove={(id_modulo) => remove.mutateAsync({ id_modulo })}
      removed={m.moduloEliminado}
      create={{
        schema: ModuloNuevoSchema,
        fields: [
          { name: 'nombre', label: ui.nombreModulo },
          { name: 'icono', label: ui.icono, placeholder: 'bi-people' },
        ],
        label: ui.crearModulo,
        save: create.mutateAsync,
        done: m.moduloCreado,
      }}
      edit={{
        schema: ModuloEditarSchema,
        values: (x) => ({ id_modulo: x.id_modulo, modulo: x.nombre, icono: x.icono }),
        fields: [
          { name: 'modulo', label: ui.nombreModulo },
          { name: 'icono', label: ui.icono },
        ],
        save: update.mutateAsync,
        done: m.moduloActualizado,
      }}
    />
  );
}
