// The business's settings (ADMIN).
import { mensajes } from '@aguavend/contract/messages';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { useAjustes } from '../../features/ajustes/api/ajustes.ts';
import { AjustesForm } from '../../features/ajustes/components/ajustes-form.tsx';

export default function AjustesRoute() {
  const ajustes = useAjustes();
  return (
    <>
      <PageHeader title={mensajes.uiAjustes.titulo} icon="sliders" />
      {ajustes.isError ? (
        <LoadError onRetry={() => void ajustes.refetch()} />
      ) : ajustes.data ? (
        <AjustesForm ajustes={ajustes.data} />
      ) : (
        <Loading />
      )}
    </>
  );
}
