// The first load of a page that opens on the panel: its screen drawn, and the calls that screen sent answered. What
// the screen does not show waits for it: the grants' new reading when the tab remembers them, the bell, the selects'
// lists, a phone's menu code and the service worker's download. On a phone they took a share of the screen's own
// code and calls; and a browser opens six connections to a server over HTTP/1.1, where Inicio alone sends six calls,
// so the rest waited for a free one (decision 029). A page that does not open on the panel (the login) and the
// unit tests wait for nothing.
import { useSyncExternalStore } from 'react';
import { cuandoNoHayaLlamadas } from './api-client.ts';

let esperando = false;
let cargada = false;
let avisar: () => void = () => {};
let promesa: Promise<void> = Promise.resolve();
const oyentes = new Set<() => void>();

/** Called by the router as the panel's frame loads for the first time: from now on, what waits, waits. */
export function esperarPrimeraCarga() {
  if (esperando || cargada) return;
  esperando = true;
  promesa = new Promise<void>((resolver) => {
    avisar = resolver;
  });
}

function terminar() {
  if (!esperando) return;
  esperando = false;
  cargada = true;
  avisar();
  for (const oyente of oyentes) oyente();
}

/**
 * Called by the frame after its first commit. A frame callback runs before the browser paints, and a task queued
 * from it runs after that paint; by then the screen's calls have left, and the load ends when the last one answers.
 * A hidden tab paints nothing, so there it waits until the tab is shown.
 */
export function avisarPintado() {
  if (!esperando) return;
  requestAnimationFrame(() => setTimeout(() => cuandoNoHayaLlamadas(terminar), 0));
}

/** Resolves when the first load has ended (at once when nothing waits). */
export const primeraCarga = () => promesa;

const suscribir = (oyente: () => void) => {
  oyentes.add(oyente);
  return () => oyentes.delete(oyente);
};

/** Whether what waits for the first load may go now: a query's `enabled`. */
export const usePrimeraCarga = () => useSyncExternalStore(suscribir, () => !esperando);
