// What the server writes to its log about an error. A database error is logged with its SQLSTATE code and the
// driver's message only: drizzle's own message quotes the query's parameters (a user's argon2 hash on a failed
// insert) and PostgreSQL's `detail` quotes the row's values. Every other error's text is scrubbed of hashes,
// tokens and parameter lists before it is written.

const CODIGO_SQL = /^[0-9A-Z]{5}$/;

/** Hashes, JWTs and anything after "params:" are replaced; the rest of the text stays readable. */
export function limpiarTexto(texto: string): string {
  return (
    texto
      .replace(/params:.*$/gim, 'params: [oculto]')
      // A PHC string holds commas (m=…,t=…,p=…): match its whole shape first, then any other argon2 prefix.
      .replace(
        /\$argon2(?:id|i|d)\$v=\d+\$m=\d+,t=\d+,p=\d+\$[A-Za-z0-9+/]+={0,2}(?:\$[A-Za-z0-9+/]+={0,2})?/g,
        '[oculto]',
      )
      .replace(/\$argon2[^\s"')\]}]*/g, '[oculto]')
      .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[oculto]')
  );
}

type ConCausa = Error & { code?: unknown; cause?: unknown };

type ErrorEnLog = { type: string; message: string; stack: string; code?: string };

export function serializarError(err: unknown): ErrorEnLog {
  if (!(err instanceof Error)) {
    const message = limpiarTexto(String(err));
    return { type: typeof err, message, stack: message };
  }
  for (let e: unknown = err, i = 0; e instanceof Error && i < 5; e = (e as ConCausa).cause, i++) {
    const code = (e as ConCausa).code;
    if (typeof code === 'string' && CODIGO_SQL.test(code)) {
      const message = limpiarTexto(e.message);
      // No stack either: its first line repeats drizzle's message, parameters included.
      return { type: 'DatabaseError', code, message, stack: `DatabaseError ${code}: ${message}` };
    }
  }
  const e = err as ConCausa;
  const frames = (e.stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  return {
    type: e.name,
    message: limpiarTexto(e.message),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    stack: [`${e.name}: ${limpiarTexto(e.message)}`, ...frames].join('\n'),
  };
}

/**
 * The path a request is logged under. A download link's token is a credential for its minute: the log keeps the
 * route, not the token. The query and fragment are left out: a token sent there by mistake is not logged either.
 */
export const limpiarUrl = (url: string) =>
  (url.split(/[?#]/, 1)[0] ?? '').replace(/\/descargas\/[^/]+/g, '/descargas/[oculto]');

/** The request as the log shows it: Fastify's usual fields, with the URL cleaned. */
export function serializarPeticion(req: {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: req.method,
    url: limpiarUrl(req.url),
    hostname: req.hostname,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
