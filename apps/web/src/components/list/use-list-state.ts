// What a list shows, kept in the URL (?pagina=2&por_pagina=25&orden=-monto&buscar=…&periodo=mes&vista=eliminados), so
// a reload, the back button or a shared link opens the same view. The names are the list call's own; a new filter,
// sort or page size goes back to page 1.
import { TAMANO_PAGINA, TAMANOS_PAGINA } from '@aguavend/contract/common';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PERIODOS, type Periodo, rangoDe } from '../../lib/periodos.ts';

/** The body a list call takes, from the view. */
export type ListParams = {
  pagina: number;
  por_pagina: number;
  orden?: string;
  buscar?: string;
  desde?: string;
  hasta?: string;
};

const DIA = /^\d{4}-\d{2}-\d{2}$/;

export function useListState() {
  const [params, setParams] = useSearchParams();
  const leerDia = (k: string) => {
    const v = params.get(k) ?? '';
    return DIA.test(v) ? v : undefined;
  };
  const pagina = Math.max(1, Math.trunc(Number(params.get('pagina'))) || 1);
  const porPagina = Number(params.get('por_pagina'));
  const por_pagina = (TAMANOS_PAGINA as readonly number[]).includes(porPagina) ? porPagina : TAMANO_PAGINA;
  const periodoLeido = params.get('periodo') as Periodo | null;
  const periodo: Periodo = periodoLeido && PERIODOS.includes(periodoLeido) ? periodoLeido : 'todo';
  const rango =
    periodo === 'personalizado' ? { desde: leerDia('desde'), hasta: leerDia('hasta') } : rangoDe(periodo);
  const orden = params.get('orden') || undefined;
  const buscar = params.get('buscar') || undefined;

  // React Router hands even a function of setSearchParams this render's params, so two changes before the next
  // render (two dates typed in quick succession) would each start from the same old URL and the first would be
  // lost. Each change starts from the last one written instead.
  const ultimos = useRef(params);
  ultimos.current = params;

  /** Writes some keys (undefined or '' removes one); anything but the page itself goes back to page 1. */
  const cambiar = (valores: Record<string, string | number | undefined>) => {
    const p = new URLSearchParams(ultimos.current);
    for (const [k, v] of Object.entries(valores)) {
      if (v === undefined || v === '') p.delete(k);
      else p.set(k, String(v));
    }
    if (!('pagina' in valores)) p.delete('pagina');
    ultimos.current = p;
    setParams(p, { replace: true });
  };

  const consulta: ListParams = {
    pagina,
    por_pagina,
    ...(orden ? { orden } : {}),
    ...(buscar ? { buscar } : {}),
    ...(rango.desde ? { desde: rango.desde } : {}),
    ...(rango.hasta ? { hasta: rango.hasta } : {}),
  };

  return {
    /** The list call's body (besides the screen's own keys). */
    consulta,
    pagina,
    por_pagina,
    orden,
    buscar: buscar ?? '',
    periodo,
    desde: rango.desde ?? '',
    hasta: rango.hasta ?? '',
    eliminados: params.get('vista') === 'eliminados',
    setPagina: (n: number) => cambiar({ pagina: n > 1 ? n : undefined }),
    setPorPagina: (n: number) => cambiar({ por_pagina: n === TAMANO_PAGINA ? undefined : n }),
    setOrden: (o: string | undefined) => cambiar({ orden: o }),
    setBuscar: (texto: string) => cambiar({ buscar: texto.trim() }),
    /** A preset; `personalizado` keeps the days shown so far as its starting range. */
    setPeriodo: (p: Periodo) =>
      cambiar(
        p === 'personalizado'
          ? { periodo: p, desde: rango.desde, hasta: rango.hasta }
          : { periodo: p === 'todo' ? undefined : p, desde: undefined, hasta: undefined },
      ),
    /** One end of a 'Personalizado' range; the other stays as the URL has it, even before this render sees it. */
    setRango: (r: { desde: string } | { hasta: string }) => cambiar({ periodo: 'personalizado', ...r }),
    setEliminados: (e: boolean) => cambiar({ vista: e ? 'eliminados' : undefined }),
    /** A list's own filter kept in the URL (a machine, a table): '' when unset. */
    filtro: (k: string) => params.get(k) ?? '',
    setFiltro: (k: string, v: string | number | undefined) => cambiar({ [k]: v }),
    /**
     * Another list of the same screen (a tab): its view starts afresh, as a sort or search of one list means nothing
     * to the next. Writes `valores` (the tab) and drops every list key.
     */
    otraLista: (valores: Record<string, string>) => {
      const p = new URLSearchParams(valores);
      ultimos.current = p;
      setParams(p, { replace: true });
    },
  };
}

export type ListState = ReturnType<typeof useListState>;
