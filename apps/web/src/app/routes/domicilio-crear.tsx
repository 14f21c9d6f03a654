// Store address screen: the address form, and below it the chosen store's saved addresses as a list. The store is
// kept in the URL (?tienda=) with the list's view, so a reload or a shared link opens the same one.
import { mensajes } from '@aguavend/contract/messages';
import { useListState } from '../../components/list/use-list-state.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { DomicilioForm } from '../../features/domicilios/components/domicilio-form.tsx';
import { DomiciliosCard } from '../../features/domicilios/components/domicilios-card.tsx';

const ui = mensajes.domicilios.ui;

export default function DomicilioCrearRoute() {
  const list = useListState();
  const id_tienda = Number(list.filtro('tienda')) || 0;
  return (
    <>
      <PageHeader title={ui.titulo} icon="geo-alt" />
      <div className="d-grid gap-4">
        <DomicilioForm
          id_tienda={id_tienda}
          onTiendaChange={(id) => list.setFiltro('tienda', id || undefined)}
        />
        <DomiciliosCard key={id_tienda} id_tienda={id_tienda} />
      </div>
    </>
  );
}
