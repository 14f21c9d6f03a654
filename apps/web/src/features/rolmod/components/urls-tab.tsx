// URLs tab: 'Crear URL', and the routes as a list, with edit and delete.
import { mensajes } from '@aguavend/contract/messages';
import { type Url, UrlEditarSchema, UrlNuevaSchema } from '@aguavend/contract/rolmod';
import { useCreateUrl } from '../api/create-url.ts';
import { useDeleteUrl } from '../api/delete-url.ts';
import { RUTA_URLS, useUrlsPagina } from '../api/get-urls.ts';
import { useUpdateUrl } from '../api/update-url.ts';
import { TextListTab } from './text-list-tab.tsx';

const m = mensajes.rolmod;
const ui = m.ui;

export function UrlsTab() {
  const create = useCreateUrl();
  const update = useUpdateUrl();
  const remove = useDeleteUrl();
  return (
    <TextListTab<Url, typeof UrlNuevaSchema, typeof UrlEditarSchema>
      title={ui.tabUrls}
      path={RUTA_URLS}
      useLista={useUrlsPagina}
      columns={[
        { header: ui.colId, cell: (x) => x.id_url, sort: 'id_url' },
        { header: ui.colUrl, cell: (x) => <code className="text-break">{x.ruta}</code>, sort: 'ruta' },
      ]}
      id={(x) => x.id_url}
      confirmDelete={(x) => mensajes.confirmarEliminar.url(x.ruta)}
      remove={(id_url) => remove.mutateAsync({ id_url })}
      removed={m.urlEliminada}
      create={{
        schema: UrlNuevaSchema,
        fields: [{ name: 'ruta', label: ui.ruta, placeholder: '/dashboard/…' }],
        label: ui.crearUrl,
        save: create.mutateAsync,
        done: m.urlCreada,
      }}
      edit={{
        schema: UrlEditarSchema,
        values: (x) => ({ id_url: x.id_url, url: x.ruta }),
        fields: [{ name: 'url', label: ui.ruta }],
        save: update.mutateAsync,
        done: m.urlActualizada,
      }}
    />
  );
}
