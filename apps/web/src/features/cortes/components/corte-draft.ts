// The corte being typed, kept in this browser's localStorage as it is typed (issue 17: a collector on a bad
// connection must not lose a count). It holds the corte's `clave`, chosen once, so a send repeated after a failure
// or a reload is the same corte to the server, which records it once. A successful save forgets it.
import type { CorteNuevo } from '@aguavend/contract/cortes';

export type CorteDraft = {
  values: CorteNuevo;
  /** The last send failed without an answer (no connection, or the server failed): offer 'Reenviar'. */
  fallido: boolean;
};

const keyOf = (id_usuario: number) => `aguavend:corte-borrador:${id_usuario}`;

export function loadDraft(id_usuario: number): CorteDraft | null {
  try {
    const raw = localStorage.getItem(keyOf(id_usuario));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<CorteDraft>;
    if (!d.values || typeof d.values.clave !== 'string') return null;
    return { values: d.values, fallido: d.fallido === true };
  } catch {
    return null;
  }
}

export function saveDraft(id_usuario: number, draft: CorteDraft) {
  try {
    localStorage.setItem(keyOf(id_usuario), JSON.stringify(draft));
  } catch {
    // A full or disabled storage leaves the form working; only the copy on the phone is lost.
  }
}

export function clearDraft(id_usuario: number) {
  try {
    localStorage.removeItem(keyOf(id_usuario));
  } catch {
    // As above.
  }
}

/**
 * A new corte's key, a version 4 UUID. `crypto.randomUUID` exists only on secure pages (https or localhost); a
 * server reached over plain http on the local network still has `getRandomValues`.
 */
export function newClave(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
