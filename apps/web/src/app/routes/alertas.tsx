// Alertas (issue 19): the history of the alerts the user sees, open and closed, each linking to its screen.
import { mensajes } from '@aguavend/contract/messages';
import { PageHeader } from '../../components/page-header.tsx';
import { AlertasCard } from '../../features/alertas/components/alertas-card.tsx';

export default function AlertasRoute() {
  return (
    <>
      <PageHeader title={mensajes.alertas.titulo} icon="bell" />
      <AlertasCard />
    </>
  );
}
