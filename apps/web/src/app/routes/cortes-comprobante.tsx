// The printable comprobante of one corte (/dashboard/cortes/:id_corte/comprobante).
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { Comprobante } from '../../features/cortes/components/comprobante.tsx';

export default function CorteComprobanteRoute() {
  const id_corte = Math.trunc(Number(useParams().id_corte)) || 0;
  return (
    <>
      <div className="d-print-none">
        <PageHeader title={mensajes.uiCortes.comprobante} icon="receipt" />
      </div>
      <Comprobante id_corte={id_corte} volverHref={`${PANTALLAS.cortes.ruta}?seccion=lista`} />
    </>
  );
}
