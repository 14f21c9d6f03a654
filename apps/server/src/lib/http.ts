// The answers every route gives: the generic envelope {valid, resultados, mensaje_user} and the errors that become 4xx.
import { RespuestaErrorSchema } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errores?: { campo: string; mensaje: string }[],
  ) {
    super(message);
  }
}

export const noEncontrado = (mensaje: string = mensajes.general.noEncontrado) => new HttpError(404, mensaje);
export const conflicto = (mensaje: string) => new HttpError(409, mensaje);
export const invalido = (campo: string, mensaje: string) => new HttpError(400, mensaje, [{ campo, mensaje }]);

export function ok<T>(resultados: T[], mensaje_user: string = mensajes.general.exito) {
  return { valid: true, resultados, mensaje_user };
}

export function okPaginado<T>(resultados: T[], total: number, mensaje_user: string = mensajes.general.exito) {
  return { valid: true, resultados, mensaje_user, total };
}

/** A list's answer: the whole list as before, or a page with its `total` and, where the list sums, `totales`. */
export function okLista<T>(r: {
  filas: T[];
  total?: number | undefined;
  totales?: Record<string, number> | undefined;
}) {
  if (r.total === undefined) return ok(r.filas);
  return { ...okPaginado(r.filas, r.total), ...(r.totales ? { totales: r.totales } : {}) };
}

/** The row a lookup found; a missing row (no such id) becomes the 404 with the domain's `mensaje`. */
export function encontrado<T>(fila: T | undefined, mensaje: string = mensajes.general.noEncontrado): T {
  if (fila === undefined) throw noEncontrado(mensaje);
  return fila;
}

/** A single changed row in the answer, or 404 when the id matched nothing. */
export function unaFila<T>(fila: T | undefined, mensaje?: string, noExiste?: string) {
  return ok([encontrado(fila, noExiste)], mensaje);
}

export function fallo(mensaje: string, errores?: { campo: string; mensaje: string }[]) {
  return {
    valid: false as const,
    resultados: [] as never[],
    mensaje_user: mensaje,
    message: mensaje,
    ...(errores ? { errores } : {}),
  };
}

/** PostgreSQL error codes the repositories turn into answers. */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  /** Raised by drizzle/0020's guard: a write touches a closed month; the message is that month, `YYYY-MM`. */
  mesCerrado: 'AV409',
  /** The query ran past STATEMENT_TIMEOUT_MS (or was cancelled): the server is busy, not broken. */
  queryCanceled: '57014',
} as const;

export function pgCode(err: unknown): string | undefined {
  let e: unknown = err;
  // Drizzle wraps driver errors; the code sits on the error or on its cause.
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The closed month (`YYYY-MM`) a write was refused for, or undefined when the error is another one. */
export function mesCerradoDe(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (code === PG.mesCerrado && typeof message === 'string') return /\d{4}-\d{2}/.exec(message)?.[0];
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The error answers every route documents next to its 200. */
export const erroresApi = {
  400: RespuestaErrorSchema,
  401: RespuestaErrorSchema,
  403: RespuestaErrorSchema,
  404: RespuestaErrorSchema,
  409: RespuestaErrorSchema,
};

/** A unique index the write hit becomes a 409 with the domain's message; anything else goes on. */
export async function sinDuplicado<T>(trabajo: Promise<T>, mensaje: string): Promise<T> {
  try {
    return await trabajo;
  } catch (err) {
    if (pgCode(err) === PG.uniqueViolation) throw conflicto(mensaje);
    throw err;
  }
}
