// A machine's care page (/dashboard/registro-sanitario/maquina/:id_maquina), where the alerts of consumables, readings
// and tasks lead: its consumables, tasks and latest readings, 'Nueva entrada', its entries and its expediente.
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { MessageBanner } from '../../components/message-banner.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { LoadError, Loading } from '../../components/states.tsx';
import { useMaquinaSanitaria } from '../../features/registro-sanitario/api/registros.ts';
import { CuidadoMaquina } from '../../features/registro-sanitario/components/cuidado-maquina.tsx';
import {
  type Inicial,
  RegistroDialog,
} from '../../features/registro-sanitario/components/registro-dialog.tsx';
import { rutaExpediente, rutaRegistros } from '../../features/registro-sanitario/rutas.ts';
import { ApiError } from '../../lib/api-client.ts';

const ui = mensajes.uiSanitario;

export default function RegistroSanitarioMaquinaRoute() {
  const id_maquina = Number(useParams().id_maquina) || 0;
  const cuidado = useMaquinaSanitaria(id_maquina);
  const [entrada, setEntrada] = useState<Inicial | null>(null);
  const [aviso, setAviso] = useState<string | null>(null);
  const volver = (
    <nav aria-label={ui.volver} className="mb-2 small">
      <Link to={PANTALLAS.registroSanitario.ruta} className="link-body-emphasis">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {ui.volver}
      </Link>
    </nav>
  );
  if (cuidado.isLoading) return <Loading />;
  // Another user's machine answers 404, as one that does not exist.
  const noExiste = cuidado.error instanceof ApiError && cuidado.error.status === 404;
  if (cuidado.isError || !cuidado.data) {
    return (
      <>
        {volver}
        <PageHeader title={ui.cuidado} icon="droplet-half" />
        {cuidado.isError && !noExiste ? (
          <LoadError onRetry={() => void cuidado.refetch()} />
        ) : (
          <Alert variant="warning">{mensajes.catalogos.maquinaNoExiste}</Alert>
        )}
      </>
    );
  }
  const c = cuidado.data;
  return (
    <>
      {volver}
      <PageHeader title={ui.cuidadoDe(c.maquina)} icon="droplet-half" />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <span className="me-auto">
          <span className="text-body-secondary">{ui.ubicacion}: </span>
          <span className="fw-semibold">{c.tienda ?? ui.sinTienda}</span>
        </span>
        <Button variant="primary" onClick={() => setEntrada({ id_maquina })}>
          <i className="bi bi-plus-lg me-2" aria-hidden="true" />
          {ui.nuevaEntrada}
        </Button>
        <Link className="btn btn-secondary" to={rutaRegistros(id_maquina)}>
          <i className="bi bi-list-check me-2" aria-hidden="true" />
          {ui.verEntradas}
        </Link>
        <Link className="btn btn-secondary" to={rutaExpediente(id_maquina)}>
          <i className="bi bi-file-earmark-medical me-2" aria-hidden="true" />
          {ui.expediente}
        </Link>
      </div>
      <MessageBanner message={aviso} variant="success" onHide={() => setAviso(null)} />
      <CuidadoMaquina cuidado={c} onReemplazo={setEntrada} />
      {entrada && (
        <RegistroDialog
          inicial={entrada}
          onCancel={() => setEntrada(null)}
          onSaved={(texto) => {
            setEntrada(null);
            setAviso(texto);
          }}
        />
      )}
    </>
  );
}
