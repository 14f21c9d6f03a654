// The screens the signed-in user's role grants (issue 15), as POST /users/perfil answers them: the Perfil screen's
// own query, so one call serves both. The frame asks again on every move to another screen, so a change to the
// role's modules shows on the next one. Courtesy only: the server checks the screen again on every call.
import type { Pantalla } from '@aguavend/contract/pantallas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { type PerfilRow, perfilKey, perfilQueryOptions } from '../features/perfil/api/get-perfil.ts';

const granted = (perfil: PerfilRow | null): ReadonlySet<Pantalla> => new Set(perfil?.pantallas ?? []);

/**
 * The granted screens; until the first answer arrives, those of the tab's last answer (a reload, session.ts), or
 * undefined after a sign-in.
 */
export const usePantallas = () => useQuery({ ...perfilQueryOptions(), select: granted });

/**
 * Mounted once in the frame: each move to another screen reads the grants again (a read already on its way is
 * reused). A screen's own changes to its URL (a list's page, search or filter) are not moves and read nothing. The
 * first screen reads nothing more: the frame's loader (router.tsx) asked for its grants as the frame opened, and a
 * second call there only lengthened a phone's first load.
 */
export function useRefreshPantallasOnNavigation() {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (seen.current === null || seen.current === pathname) {
      seen.current = pathname;
      return;
    }
    seen.current = pathname;
    void client.refetchQueries({ queryKey: perfilKey, type: 'active' }, { cancelRefetch: false });
  }, [client, pathname]);
}
