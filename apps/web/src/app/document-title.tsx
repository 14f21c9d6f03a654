// The browser tab names the screen ("Ventas de máquina · AguaVend"): each route gives its title in its `handle`,
// and the root route sets the deepest one (docs/decisions/015-web-shell-dates-and-color-modes.md).
import { mensajes } from '@aguavend/contract/messages';
import { useEffect } from 'react';
import { useMatches } from 'react-router';

export type RouteHandle = { title?: string };

/** The tab title of the current screen, from the deepest route that names one. */
export function useDocumentTitle() {
  const matches = useMatches();
  const title = matches
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .filter((t): t is string => typeof t === 'string')
    .at(-1);
  useEffect(() => {
    document.title = title ? mensajes.marco.tituloPestana(title) : mensajes.ui.marca;
  }, [title]);
}
