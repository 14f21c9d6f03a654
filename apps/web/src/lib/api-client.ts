// The one way the panel talks to the server: JSON POSTs to its own origin with the token in `autorizado`.
// Any 401 on the session's token ends the session and sends the browser to /login, which says the session expired
// and comes back here after signing in. A call that gets no answer is an ApiError of status 0 (isNetworkError).
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
    /** The call was refused for an ended session, which the client has already closed (no notice needed). */
    readonly sessionEnded = false,
  ) {
    super(message);
  }
}

/** The status of an ApiError for a call that got no answer: the server could not be reached. */
export const NO_RESPONSE = 0;

/** The one test for "the server could not be reached", which every notice uses. */
export const isNetworkError = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status === NO_RESPONSE;

/**
 * Resolves in a task of its own, after what the current one still has to run. A screen starts all its calls from
 * one React commit (its queries subscribe there), and a call's `fetch` costs the main thread 1–2 ms on a desktop,
 * four times that on a phone: sent from the commit, Inicio's calls made it one long task that held the page
 * (Lighthouse's total blocking time, decision 029). A message, not a timer: it waits for nothing more, and tests
 * that fake the clock do not hold the calls.
 */
function tareaPropia() {
  return new Promise<void>((listo) => {
    const canal = new MessageChannel();
    canal.port1.onmessage = () => {
      canal.port1.close();
      listo();
    };
    canal.port2.postMessage(null);
  });
}

/**
 * fetch, with no answer at all (server down, network lost) turned into an ApiError that says so. A gateway in
 * front (the dev server's proxy) that cannot reach the API answers 502-504 without our JSON: the same.
 */
async function send(path: string, init: RequestInit): Promise<Response> {
  await tareaPropia();
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch {
    throw new ApiError(NO_RESPONSE, mensajes.marco.sinConexion, null);
  }
  const json = res.headers.get('content-type')?.includes('application/json');
  if (res.status >= 502 && res.status <= 504 && !json) {
    throw new ApiError(NO_RESPONSE, mensajes.marco.sinConexion, null);
  }
  return res;
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

/**
 * `token`: the call's own token instead of the session's, or null for none (login). Only a call made with the
 * session's token ends the session on a 401; for the others a 401 is an answer like any other.
 */
type RequestOptions = { token?: string | null };

/** The calls sent and not yet answered, and who waits until there are none (lib/primera-carga.ts). */
let enCurso = 0;
const alQuedarSinLlamadas = new Set<() => void>();

/** Runs `hacer` once no call is in flight: now, or when the last one in flight ends. */
export function cuandoNoHayaLlamadas(hacer: () => void) {
  if (enCurso === 0) hacer();
  else alQuedarSinLlamadas.add(hacer);
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  enCurso++;
  try {
    return await responder<T>(method, path, body, options);
  } finally {
    enCurso--;
    if (enCurso === 0) {
      const esperan = [...alQuedarSinLlamadas];
      alQuedarSinLlamadas.clear();
      for (const hacer of esperan) hacer();
    }
  }
}

async function responder<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const ownSession = options.token === undefined;
  const token = ownSession ? getToken() : options.token;
  if (token) headers.autorizado = token;
  // A multipart body (an upload) carries its own content type with the boundary the browser picks.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  const res = await send(path, {
    method,
    headers,
    ...(body !== undefined ? { body: multipart ? body : JSON.stringify(body) } : {}),
  });
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    if (res.ok) throw new ApiError(res.status, mensajes.sesion.errorRespuesta, null);
  }
  const sessionEnded = res.status === 401 && ownSession;
  if (sessionEnded) handleUnauthorized();
  if (!res.ok) {
    const d = (data ?? {}) as { mensaje_user?: string; message?: string; errores?: ApiFailure[] };
    throw new ApiError(
      res.status,
      d.mensaje_user ?? d.message ?? mensajes.general.errorOperacion,
      data,
      d.errores ?? [],
      sessionEnded,
    );
  }
  return data as T;
}

export type Envelope<T> = {
  valid: boolean;
  resultados: T[];
  mensaje_user: string;
  /** A paged list: the count and the sums of all matching rows. */
  total?: number;
  totales?: Record<string, number>;
};

export const api = {
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  get: <T>(path: string) => request<T>('GET', path),
  /** POST a call of the generic envelope and get its rows. */
  rows: async <T>(path: string, body?: unknown) =>
    (await request<Envelope<T>>('POST', path, body)).resultados,
  /** POST a multipart form (a file and its fields) to an upload route and get its rows. */
  upload: async <T>(path: string, form: FormData) =>
    (await request<Envelope<T>>('POST', path, form)).resultados,
};

/**
 * GETs a file with the session's token as a data: URL (the CSP's img-src allows data:, not blob:), for an <img>
 * that needs the session (the business's logo). Throws when the server refuses.
 */
export async function fetchDataUrl(path: string): Promise<string> {
  const token = getToken();
  const res = await send(path, { headers: token ? { autorizado: token } : {} });
  if (res.status === 401) handleUnauthorized();
  if (!res.ok) throw new ApiError(res.status, mensajes.general.errorOperacion, null);
  const bytes = new Uint8Array(await res.arrayBuffer());
  let binario = '';
  // In pieces: String.fromCharCode takes its bytes as arguments, and a logo has up to 200 KB of them.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binario += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const tipo = res.headers.get('content-type')?.split(';')[0] ?? 'application/octet-stream';
  return `data:${tipo};base64,${btoa(binario)}`;
}

/** A write whose answer carries no row did not happen (success is judged by `resultados`): a refusal. */
export function requireRows<T>(answer: Envelope<T>): Envelope<T> {
  if (answer.resultados.length === 0) throw new ApiError(200, answer.mensaje_user, answer);
  return answer;
}

/** Fetches a file with the session's token and has the browser save it; throws when the server refuses. */
export async function saveDownload(path: string, fileName: string, method: 'GET' | 'POST' = 'GET') {
  const token = getToken();
  const res = await send(path, { method, headers: token ? { autorizado: token } : {} });
  if (res.status === 401) return handleUnauthorized();
  if (!res.ok) throw new ApiError(res.status, mensajes.general.errorOperacion, null);
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}
