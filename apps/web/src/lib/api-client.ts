// The one way the panel talks to the server: JSON POSTs to its own origin with the token in `autorizado`.
// Any 401 ends the session and sends the browser to /login (spec §4).
import { mensajes } from '@aguavend/contract/messages';
import { clearSession, getToken, removeToken } from './session.ts';

export type ApiFailure = { campo: string; mensaje: string };

/** A call the server answered with a status other than 2xx. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
    readonly errores: ApiFailure[] = [],
  ) {
    super(message);
  }
}

type OnUnauthorized = () => void;
let onUnauthorized: OnUnauthorized = () => {
  window.location.assign('/login');
};
/** The router installs a navigation that does not reload the page; tests install a spy. */
export function setUnauthorizedHandler(handler: OnUnauthorized) {
  onUnauthorized = handler;
}

function handleUnauthorized() {
  removeToken();
  clearSession();
  console.warn(mensajes.sesion.tokenInvalido);
  onUnauthorized();
}

async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = getToken();
  if (token) headers.autorizado = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    if (res.ok) throw new ApiError(res.status, mensajes.sesion.errorRespuesta, null);
  }
  if (res.status === 401) {
    handleUnauthorized();
  }
  if (!res.ok) {
    const d = (data ?? {}) as { mensaje_user?: string; message?: string; errores?: ApiFailure[] };
    throw new ApiError(
      res.status,
      d.mensaje_user ?? d.message ?? mensajes.general.errorOperacion,
      data,
      d.errores ?? [],
    );
  }
  return data as T;
}

export type Envelope<T> = { valid: boolean; resultados: T[]; mensaje_user: string; total?: number };

export const api = {
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  get: <T>(path: string) => request<T>('GET', path),
  /** POST a call of the generic envelope and get its rows. */
  rows: async <T>(path: string, body?: unknown) =>
    (await request<Envelope<T>>('POST', path, body)).resultados,
};

/** Spec §7 "Other": the answer data, or null on failure. */
export async function getData<T>(
  path: string,
  idprograma: string | number,
  ejercicio: string | number,
): Promise<T | null> {
  try {
    return await request<T>(
      'GET',
      `${path}/${encodeURIComponent(idprograma)}/${encodeURIComponent(ejercicio)}`,
    );
  } catch (err) {
    console.warn(err);
    return null;
  }
}

/** Fetches a file with the session's token and has the browser save it; throws when the server refuses. */
export async function saveDownload(path: string, fileName: string, method: 'GET' | 'POST' = 'GET') {
  const token = getToken();
  const res = await fetch(path, { method, headers: token ? { autorizado: token } : {} });
  if (res.status === 401) return handleUnauthorized();
  if (!res.ok) throw new ApiError(res.status, mensajes.general.errorOperacion, null);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}

/** Spec §7 "Other": GET a binary and save it under a file name; a failure is only logged. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  try {
    await saveDownload(path, fileName);
  } catch (err) {
    console.warn('Error al descargar el archivo', err);
  }
}
