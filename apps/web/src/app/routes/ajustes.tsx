// The business's settings (ADMIN): its identity on printed pages, then the rules of cortes, alerts and care.
import { mensajes } from '@aguavend/contract/messages';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { useAjustes } from '../../features/ajustes/api/ajustes.ts';
import { AjustesForm } from '../../features/ajustes/components/ajustes-form.tsx';
import { IdentidadForm } from '../../features/ajustes/components/identidad-form.tsx';
import { useIdentidad } from '../../lib/identidad.ts';

export default function AjustesRoute() {
  const ajustes = useAjustes();
  const identidad = useIdentidad();
  return (
    <>
      <PageHeader title={mensajes.uiAjustes.titulo} icon="sliders" />
      {ajustes.isError || identidad.isError ? (
        <LoadError
          onRetry={() => {
            void ajustes.refetch();
            void identidad.refetch();
          }}
        />
      ) : ajustes.data && identidad.data ? (
        <>
          {/* The business's identity first: it is what every printed page carries. */}
          <IdentidadForm identidad={identidad.data} />
          <AjustesForm ajustes={ajustes.data} />
        </>
      ) : (
        <Loading />
      )}
    </>
  );
}
