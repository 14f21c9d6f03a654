// The one rule that turns what happened to a call into what the person reads (docs/decisions/014-one-form-pipeline.md).
// Every form, row action and assignment goes through it; only the login screen words some kinds its own way.
import { mensajes } from '@aguavend/contract/messages';
import { ApiError, isNetworkError } from './api-client.ts';
import { type NoticeIcon, notify } from './notify.ts';

const t = mensajes.titulos;
const g = mensajes.general;

export type Notice = { title: string; text: string; icon: NoticeIcon; footer?: string };

/**
 * - `rechazo`: the server answered and refused (4xx, or a write answered without rows): its words are shown.
 * - `servidor`: the server failed (5xx).
 * - `red`: the server could not be reached.
 * - `fallo`: anything else (an answer that could not be read).
 */
export type FailureKind = 'rechazo' | 'servidor' | 'red' | 'fallo';

/** The kind of a failure, or null when nothing is to be said: a 401 that ended the session goes to login itself. */
export function failureKind(err: unknown): FailureKind | null {
  if (isNetworkError(err)) return 'red';
  if (err instanceof ApiError) {
    if (err.sessionEnded) return null;
    return err.status < 500 ? 'rechazo' : 'servidor';
  }
  return 'fallo';
}

export type NoticeOptions = {
  /** Said when the server refused without words of its own ('Hubo un problema al registrar…'). */
  fallback?: string;
  /** A screen whose notices the spec words otherwise (login) replaces the notice of some kinds. */
  overrides?: Partial<Record<FailureKind, (err: unknown) => Notice>>;
};

export function failureNotice(err: unknown, { fallback, overrides }: NoticeOptions = {}): Notice | null {
  const kind = failureKind(err);
  if (kind === null) return null;
  const override = overrides?.[kind];
  if (override) return override(err);
  switch (kind) {
    case 'rechazo':
      return {
        title: t.advertencia,
        text: (err instanceof ApiError && err.message) || fallback || g.errorOperacion,
        icon: 'warning',
      };
    case 'red':
      return { title: mensajes.marco.sinConexionTitulo, text: mensajes.marco.sinConexion, icon: 'error' };
    default:
      return { title: t.error, text: g.errorOperacion, icon: 'error' };
  }
}

/** Shows the failure's notice, if it has one. */
export async function notifyFailure(err: unknown, options?: NoticeOptions): Promise<void> {
  const notice = failureNotice(err, options);
  if (notice) await notify(notice);
}

/** A check of the form that the spec words as a notice ('Debe seleccionar un rol.'). */
export const validationNotice = (text: string): Notice => ({
  title: t.errorValidacion,
  text,
  icon: 'warning',
});

export const successNotice = (text: string): Notice => ({
  title: t.operacionExitosaExclamacion,
  text,
  icon: 'success',
});

/** Runs a write outside a form (a delete, a restore, an assignment); a failure shows its notice. */
export async function runWithNotice(fn: () => Promise<unknown>, options?: NoticeOptions): Promise<boolean> {
  try {
    await fn();
    return true;
  } catch (err) {
    await notifyFailure(err, options);
    return false;
  }
}
