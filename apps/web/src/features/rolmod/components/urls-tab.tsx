// URLs tab: the routes with edit and delete, and 'Crear URL'.
import { mensajes } from '@aguavend/contract/messages';
import { type Url, UrlEditarSchema, UrlNuevaSchema } from '@aguavend/contract/rolmod';
import { useCreateUrl } from '../api/create-url.ts';
import { useDeleteUrl } from '../api/delete-url.ts';
import { useUrls } from '../api/get-urls.ts';
import { useUpdateUrl } from '../api/update-url.ts';
import { CatalogTable } from './catalog-table.tsx';
import { CreateForm, TextEditDialog } from './text-forms.tsx';

const m = mensajes.rolmod;
const ui = m.ui;

export function UrlsTab({ onDone }: { onDone: (text: string) => void }) {
  const query = useUrls();
  const create = useCreateUrl();
  const update = useUpdateUrl();
  const remove = useDeleteUrl();
  return (
    <>
      <CreateForm
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
        deleteQuestion={(r) => mensajes.confirmarEliminar.url(r.ruta)}
        columns={[{ header: ui.colUrl, cell: (r) => <code>{r.ruta}</code> }]}
        editDialog={(r, done) => (
          <TextEditDialog
            schema={UrlEditarSchema}
            defaultValues={{ id_url: r.id_url, url: r.ruta }}
            fields={[{ name: 'url', label: ui.ruta }]}
            onSave={(v) => update.mutateAsync(v)}
            onDone={done}
          />
        )}
        onDelete={(r) => remove.mutateAsync({ id_url: r.id_url })}
        onDone={onDone}
      />
    </>
  );
}
