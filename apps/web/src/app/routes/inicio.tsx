// Home: 'Bienvenido al Dashboard'. Without a machine, what needs attention (features/inicio/atencion-negocio), then
// the whole business for a period (features/inicio/panel-negocio);
// with one, its sales panel, and a way back. Machine, period and month are kept in the URL. A store of the ranking
// opens its page when the role grants Tiendas.
import { mensajes } from '@aguavend/contract/messages';
import { lazy, Suspense } from 'react';
import { Button } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { Loading } from '../../components/states.tsx';
import { AtencionNegocio } from '../../features/inicio/components/atencion-negocio.tsx';
import { PanelNegocio } from '../../features/inicio/components/panel-negocio.tsx';
import { currentMonth } from '../../lib/format.ts';
import { useMachineParam } from '../../lib/use-machine-param.ts';
import { usePantallas } from '../use-pantallas.ts';
import { TITULO_INICIO } from './inicio-titulo.ts';

// The machine's panel brings the month picker; the business view, which Inicio opens on, does without it.
const PanelMaquina = lazy(async () => ({
  default: (await import('../../features/inicio/components/panel-maquina.tsx')).PanelMaquina,
}));

/** A store's page (router.tsx: /dashboard/tienda/:id, granted with Tiendas). */
const paginaDeTienda = (id_tienda: number) => `/dashboard/tienda/${id_tienda}`;

/** What a machine's panel keeps in the URL (its month and its annual list's view), dropped on the way back. */
const CLAVES_DE_MAQUINA = ['maquina', 'mes', 'pagina', 'por_pagina', 'orden', 'buscar'];

export default function InicioRoute() {
  const [id_maquina, setMaquina] = useMachineParam();
  const pantallas = usePantallas().data;
  const tiendas = pantallas?.has('tiendas') ?? false;
  const [params, setParams] = useSearchParams();
  const mes = params.get('mes') ?? currentMonth();
  const setMes = (m: string) =>
    setParams(
      (p) => {
        p.set('mes', m);
        return p;
      },
      { replace: true },
    );
  // Opening a machine is a step of its own in the history, so the browser's back button returns to the business.
  const abrirMaquina = (id: number, mesDelPeriodo: string | undefined) =>
    setParams((p) => {
      p.set('maquina', String(id));
      if (mesDelPeriodo) p.set('mes', mesDelPeriodo);
      return p;
    });
  const volver = () =>
    setParams((p) => {
      for (const k of CLAVES_DE_MAQUINA) p.delete(k);
      return p;
    });
  return (
    <>
      <PageHeader {...TITULO_INICIO} />
      {id_maquina ? (
        <>
          <Button variant="light" size="sm" className="border mb-3" onClick={volver}>
            <i className="bi bi-arrow-left me-1" aria-hidden="true" />
            {mensajes.inicio.todoElNegocio}
          </Button>
          <Suspense fallback={<Loading />}>
            <PanelMaquina
              id_maquina={id_maquina}
              mes={mes}
              onMaquina={(id) => (id ? setMaquina(id) : volver())}
              onMes={setMes}
            />
          </Suspense>
        </>
      ) : (
        <>
          {/* What needs attention comes first, before the period and its figures (issue 43: on a phone the
              silent machine was 6,000 px down the page). */}
          <AtencionNegocio alertas={pantallas?.has('alertas') ?? false} />
          <PanelNegocio onMaquina={abrirMaquina} {...(tiendas && { tiendaHref: paginaDeTienda })} />
        </>
      )}
    </>
  );
}
