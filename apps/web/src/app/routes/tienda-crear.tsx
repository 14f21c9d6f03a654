// Register-store screen: the first store's data once the list is loaded, the form for another one, and every store as
// a list below, each opening its page (addresses, machines, agreement, statements).
import { mensajes } from '@aguavend/contract/messages';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { TiendaDatos } from '../../features/tiendas/components/tienda-datos.tsx';
import { TiendaForm } from '../../features/tiendas/components/tienda-form.tsx';
import { TiendasCard } from '../../features/tiendas/components/tiendas-card.tsx';
import { useTiendas } from '../../lib/reference-data.ts';

const ui = mensajes.tiendas.ui;

export default function TiendaCrearRoute() {
  const tiendas = useTiendas();
  // Revealed by 'Agregar Otra Tienda', and kept after a save (the form is cleared and stays, to register the next one).
  const [showForm, setShowForm] = useState(false);
  const first = tiendas.data?.[0];

  return (
    <>
      <PageHeader title={ui.titulo} icon="shop" />
      <div className="d-grid gap-4">
        {tiendas.isPending ? (
          <Loading />
        ) : tiendas.isError ? (
          <LoadError onRetry={() => void tiendas.refetch()} />
        ) : (
          <>
            {first && <TiendaDatos tienda={first} onAdd={showForm ? undefined : () => setShowForm(true)} />}
            {(!first || showForm) && <TiendaForm onSaved={() => setShowForm(true)} />}
          </>
        )}
        <TiendasCard />
      </div>
    </>
  );
}
