// Store address screen: the address form, and below it the chosen store's saved addresses.
import { mensajes } from '@aguavend/contract/messages';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { DomicilioForm } from '../../features/domicilios/components/domicilio-form.tsx';
import { DomiciliosTable } from '../../features/domicilios/components/domicilios-table.tsx';

const ui = mensajes.domicilios.ui;

export default function DomicilioCrearRoute() {
  const [id_tienda, setTienda] = useState(0);
  return (
    <>
      <PageHeader title={ui.titulo} icon="geo-alt" />
      <div className="d-grid gap-4">
        <DomicilioForm onTiendaChange={setTienda} />
        <DomiciliosTable id_tienda={id_tienda} />
      </div>
    </>
  );
}
