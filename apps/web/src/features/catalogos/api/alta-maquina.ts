// The «Nueva máquina» flow's calls (decision 039): the machine (/maquina/new), its placement (/maquina/ubicar) and its
// collector (/users/maquina/asignar), run one after another from one submit. The server has no call for the three at
// once: each part keeps its own route, permissions and checks, and this says which part was saved when one fails.
import type { Maquina, MaquinaNueva } from '@aguavend/contract/maquinas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Envelope, requireRows } from '../../../lib/api-client.ts';
import { failureNotice } from '../../../lib/notice-rule.ts';
import { referenceKeys } from '../../../lib/reference-data.ts';

export type Domicilio = {
  id_domicilio: number;
  calle: string;
  numero_ext: string | null;
  numero_int: string | null;
  colonia: string | null;
  municipio: string | null;
};

/** One store's active addresses, under the key the store's page keeps them (a change there refreshes these). */
export const useDomiciliosDe = (id_tienda: number) =>
  useQuery({
    queryKey: ['domicilios', id_tienda, 'todos'] as const,
    queryFn: () => api.rows<Domicilio>('/domicilio', { id_tienda }),
    enabled: id_tienda > 0,
  });

/** An address in one line, as the store's page writes it. */
export function domicilioEnLinea(d: Domicilio) {
  const numero = [d.numero_ext, d.numero_int ? `int. ${d.numero_int}` : ''].filter(Boolean).join(' ');
  return [`${d.calle} ${numero}`.trim(), d.colonia, d.municipio].filter(Boolean).join(', ');
}

export type Cobrador = { id_usuario: number; nombre: string; ap_paterno?: string | null; username: string };

/** The users who may collect from the machine (every active user; the ADMIN picks). */
export const useCobradores = () =>
  useQuery({
    queryKey: ['usuarios', 'cobradores'] as const,
    queryFn: () => api.rows<Cobrador>('/users', {}),
  });

export type Alta = {
  maquina: MaquinaNueva;
  /** Both or neither: the address of the store and its first day there. */
  ubicacion: { id_domicilio: number; desde: string } | null;
  id_usuario: number | null;
};

/** What has been saved so far, and why a part was not: the flow never leaves a half-state untold. */
export type Avance = {
  maquina: Maquina | null;
  ubicada: boolean;
  asignada: boolean;
  fallaUbicacion: string | null;
  fallaCobrador: string | null;
};

export const AVANCE_INICIAL: Avance = {
  maquina: null,
  ubicada: false,
  asignada: false,
  fallaUbicacion: null,
  fallaCobrador: null,
};

const motivo = (err: unknown) => failureNotice(err)?.text ?? String(err);

/**
 * Runs what is still missing of `alta` after `avance`: the machine first (its failure throws, nothing is saved), then
 * the placement and the collector, each on its own, so one refused does not stop the other. A retry passes the last
 * `avance` and repeats only the parts not saved.
 */
export async function completarAlta(alta: Alta, avance: Avance): Promise<Avance> {
  const maquina =
    avance.maquina ??
    requireRows(await api.post<Envelope<Maquina>>('/maquina/new', alta.maquina)).resultados[0];
  if (!maquina) throw new Error('sin máquina');
  const siguiente: Avance = { ...avance, maquina, fallaUbicacion: null, fallaCobrador: null };
  if (alta.ubicacion && !avance.ubicada) {
    try {
      await api.rows('/maquina/ubicar', { id_maquina: maquina.id_maquina, ...alta.ubicacion });
      siguiente.ubicada = true;
    } catch (err) {
      siguiente.fallaUbicacion = motivo(err);
    }
  }
  if (alta.id_usuario && !avance.asignada) {
    try {
      await api.rows('/users/maquina/asignar', {
        id_maquina: maquina.id_maquina,
        id_usuario: alta.id_usuario,
      });
      siguiente.asignada = true;
    } catch (err) {
      siguiente.fallaCobrador = motivo(err);
    }
  }
  return siguiente;
}

/** After the flow, whatever it saved: the machines' lists and selects, the placements and the users' lists. */
export function useRefrescarTrasAlta() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: referenceKeys.maquinas }),
      qc.invalidateQueries({ queryKey: ['ubicaciones'] }),
      qc.invalidateQueries({ queryKey: ['usuarios'] }),
    ]);
}
