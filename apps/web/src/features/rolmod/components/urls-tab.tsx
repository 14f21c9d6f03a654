// URLs tab: the routes with edit and delete, and 'Crear URL'.
import { mensajes } from '@aguavend/contract/messages';
import { type Url, UrlNuevaSchema } from '@aguavend/contract/rolmod';
import type { EditField } from '../../../components/edit-dialog.tsx';
import { useCreateUrl } from '../api/create-url.ts';
import { useDeleteUrl } from '../api/delete-url.ts';
import { useUrls } from '../api/get-urls.ts';
import { useUpdateUrl } from '../api/update-url.ts';
import { CatalogTable } from './catalog-table.tsx';
import { CreateForm } from './create-form.tsx';

const m = mensajes.rolmod;
const ui = m.ui;

// Module-level so the edit dialog's inputs are not reset by a re-render.
const EDIT_FIELDS: EditField[] = [{ name: 'url', label: ui.ruta, required: true }];
const editInitial = (r: Url) => ({ url: r.ruta });

export function UrlsTab({ onDone }: { onDone: (text: string) => void }) {
  const query = useUrls();
  const create = useCreateUrl();
  const update = useUpdateUrl();
  const remove = useDeleteUrl();
  return (
    <>
      <CreateForm
        id="crear-url"
        schema={UrlNuevaSchema}
        fields={[{ name: 'ruta', label: ui.ruta, placeholder: '/dashboard/…' }]}
        submitLabel={ui.crearUrl}
        onCreate={(v) => create.mutateAsync(v)}
        onDone={() => onDone(m.urlCreada)}
      />
      <CatalogTable<Url>
        query={query}
        rowId={(r) => r.id_url}
        rowName={(r) => r.ruta}
        columns={[{ header: ui.colUrl, cell: (r) => <code>{r.ruta}</code> }]}
        editFields={EDIT_FIELDS}
        editInitial={editInitial}
        onSave={(r, v) => update.mutateAsync({ id_url: r.id_url, url: String(v.url ?? '') })}
        onDelete={(r) => remove.mutateAsync({ id_url: r.id_url })}
        onDone={onDone}
      />
    </>
  );
}
